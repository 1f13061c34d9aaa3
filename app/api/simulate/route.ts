import { ApiError } from '@/app/_lib/api-error';
import { readJsonBody } from '@/app/_lib/json-body';
import { serverCardLookup } from '@/app/_lib/card-store';
import { clientKey, type RateDecision, RateLimiter } from '@/app/_lib/rate-limit';
import { type Limit, limitFromEnv } from '@/lib/table/rate-limits';
import { prepareMatchup, summarise } from '@/lib/simulate/prepare';
import type { Matchup } from '@/lib/simulate/run';
import { type PartialCard, SimulateRequest } from '@/lib/simulate/schema';
import { poolBusy, runInWorkers, SimulationCancelled } from '@/lib/simulate/worker-pool';

export const runtime = 'nodejs';

const MAX_BODY_BYTES = 128 * 1024;
/** A full queue drains in seconds: long enough to let it, short enough that a player retrying soon gets a run. */
const BUSY_RETRY_SECONDS = 5;
/**
 * Simulations take every core for up to a few seconds: a client gets a few at once and then one every few seconds.
 * A deployment changes it with `SIMULATE_LIMIT` (`<burst>/<perMinute>` or `off`, as the match limits), read on each
 * request with a bucket kept per limit, so tests can tighten it; the end-to-end suite, whose every browser is one
 * client, raises it.
 */
const SIMULATE_LIMIT_DEFAULT: Limit = { burst: 6, perMinute: 20 };
const limiters = new Map<string, RateLimiter>();

function takeSimulation(request: Request): RateDecision {
  const limit = limitFromEnv('SIMULATE_LIMIT', SIMULATE_LIMIT_DEFAULT, process.env);
  if (!limit) return { ok: true };
  const key = `${limit.burst}/${limit.perMinute}`;
  let limiter = limiters.get(key);
  if (!limiter) limiters.set(key, (limiter = new RateLimiter(limit)));
  return limiter.take(clientKey(request));
}

function readRequest(request: Request): Promise<SimulateRequest> {
  return readJsonBody(request, SimulateRequest, {
    maxBytes: MAX_BODY_BYTES,
    code: 'invalid-request',
    // The form's free numbers: their bounds are the headline a player needs.
    message: (error) =>
      error.issues.find((i) => i.path.length === 1 && (i.path[0] === 'games' || i.path[0] === 'seed'))?.message ??
      'The request body is not a simulation request (see issues).',
  });
}

async function simulate(matchup: Matchup, games: number, partial: PartialCard[][], signal: AbortSignal, onProgress?: (done: number) => void) {
  const started = performance.now();
  const tally = await runInWorkers(matchup, games, { signal, onProgress });
  return summarise(tally, matchup, partial, performance.now() - started);
}

export async function POST(request: Request): Promise<Response> {
  try {
    const allowed = takeSimulation(request);
    if (!allowed.ok) {
      const limited = new ApiError(429, 'rate-limited', `Too many simulations; try again in ${allowed.retryAfterSeconds} s.`).toResponse();
      limited.headers.set('Retry-After', String(allowed.retryAfterSeconds));
      return limited;
    }
    const body = await readRequest(request);
    const prepared = prepareMatchup(body, serverCardLookup());
    if (!prepared.ok) throw new ApiError(prepared.status, prepared.code, prepared.message, prepared.issues ? { issues: prepared.issues } : {});
    const { matchup, partial } = prepared;
    if (poolBusy()) {
      const busy = new ApiError(503, 'busy', `The simulator is busy with other players' runs; try again in ${BUSY_RETRY_SECONDS} s.`).toResponse();
      busy.headers.set('Retry-After', String(BUSY_RETRY_SECONDS));
      return busy;
    }

    if (!(request.headers.get('accept') ?? '').includes('application/x-ndjson')) {
      const result = await simulate(matchup, body.games, partial, request.signal);
      return Response.json(result, { headers: { 'Cache-Control': 'no-store' } });
    }
    const encoder = new TextEncoder();
    const controller = new AbortController();
    request.signal.addEventListener('abort', () => controller.abort(), { once: true });
    const stream = new ReadableStream<Uint8Array>({
      async start(out) {
        const line = (value: unknown) => out.enqueue(encoder.encode(`${JSON.stringify(value)}\n`));
        let last = 0;
        try {
          line({ done: 0, of: body.games });
          const result = await simulate(matchup, body.games, partial, controller.signal, (done) => {
            // At most about a hundred progress lines, however many games.
            if (done - last >= Math.max(1, body.games / 100) || done === body.games) {
              last = done;
              line({ done, of: body.games });
            }
          });
          line(result);
        } catch (err) {
          if (!(err instanceof SimulationCancelled)) line({ error: { code: 'simulation-failed', message: err instanceof Error ? err.message : String(err) } });
        } finally {
          try {
            out.close();
          } catch {
            // The client has gone; nothing is left to close.
          }
        }
      },
      cancel() {
        controller.abort();
      },
    });
    return new Response(stream, { headers: { 'Content-Type': 'application/x-ndjson', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' } });
  } catch (err) {
    if (err instanceof ApiError) return err.toResponse();
    if (err instanceof SimulationCancelled) return new Response(null, { status: 499 });
    throw err;
  }
}
