/**
 * Per-client write limits, kept in this process's memory: one token bucket per client, refilled continuously.
 * A Next.js route handler never sees the socket's address, so the client is the last address of
 * `X-Forwarded-For`: the one the nearest trusted hop wrote. scripts/serve.mjs makes that hold: without TRUST_PROXY it
 * replaces whatever the client sent with the connection's address; with it, a proxy that appends (nginx's
 * `$proxy_add_x_forwarded_for`) has put the address it saw last, after anything the client made up. Requests with no
 * such header (a route called in process) share one bucket, which still bounds a flood.
 */
export interface RateLimitOptions {
  /** Requests a client may make at once after being idle. */
  burst: number;
  /** Sustained requests per minute. */
  perMinute: number;
  /** Milliseconds since the epoch; injectable so tests need not wait. */
  now?: () => number;
  /** Most clients remembered; the least recently seen are forgotten first, so memory stays bounded. */
  maxClients?: number;
}

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  at: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly now: () => number;
  private readonly maxClients: number;

  constructor(private readonly options: RateLimitOptions) {
    this.now = options.now ?? Date.now;
    this.maxClients = options.maxClients ?? 10_000;
  }

  take(client: string): RateDecision {
    const now = this.now();
    const perMs = this.options.perMinute / 60_000;
    const previous = this.buckets.get(client);
    const tokens = previous ? Math.min(this.options.burst, previous.tokens + (now - previous.at) * perMs) : this.options.burst;
    // Re-inserting keeps the Map in least-recently-seen order for eviction.
    this.buckets.delete(client);
    if (tokens < 1) {
      this.buckets.set(client, { tokens, at: now });
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
    }
    this.buckets.set(client, { tokens: tokens - 1, at: now });
    if (this.buckets.size > this.maxClients) this.buckets.delete(this.buckets.keys().next().value as string);
    return { ok: true };
  }
}

export function clientKey(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'direct';
}
