/**
 * Per-client write limits, kept in this process's memory: one token bucket per client, refilled continuously.
 * A Next.js route handler never sees the socket's address, so the client is the first address of the proxy's
 * `X-Forwarded-For` (or `X-Real-IP`); requests that reach the server without a proxy share one bucket. That is the
 * right failure direction: a flood without proxy headers is still bounded. Behind a proxy that does not overwrite
 * `X-Forwarded-For`, a client can pick its own key; such deployments should set the header at the proxy.
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
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || 'direct';
}
