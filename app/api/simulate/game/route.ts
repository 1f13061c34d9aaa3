import { ApiError } from '@/app/_lib/api-error';
import { readJsonBody } from '@/app/_lib/json-body';
import { serverCardLookup } from '@/app/_lib/card-store';
import { clientKey, RateLimiter } from '@/app/_lib/rate-limit';
import { SimulateGameRequest, simulatedGame } from '@/lib/simulate/game';

export const runtime = 'nodejs';

const MAX_BODY_BYTES = 128 * 1024;
/** One game takes milliseconds, but its log is large: a few dozen a minute is plenty for watching games. */
const limiter = new RateLimiter({ burst: 10, perMinute: 60 });

/**
 * `POST /api/simulate/game`: a simulate body plus `game` → `{ game, seed, winner, turns, ending, events }`, game
 * `game` of that run, the very game the run counted (lib/simulate/game.ts), for the replay view to fold. Played
 * here rather than in the worker pool: it is one game, and it must not wait behind other players' runs.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const allowed = limiter.take(clientKey(request));
    if (!allowed.ok) throw new ApiError(429, 'rate-limited', `Too many games asked for; try again in ${allowed.retryAfterSeconds} s.`);
    const body = await readJsonBody(request, SimulateGameRequest, {
      maxBytes: MAX_BODY_BYTES,
      code: 'invalid-request',
      message: (error) => error.issues.find((i) => i.path.length === 1 && ['game', 'games', 'seed'].includes(String(i.path[0])))?.message ?? 'The request body is not a simulated game request (see issues).',
    });
    const played = simulatedGame(body, serverCardLookup());
    if (!played.ok) throw new ApiError(played.status, played.code, played.message, played.issues ? { issues: played.issues } : {});
    return Response.json(played.result, { headers: { 'Cache-Control': 'no-store' } });
  } catch (err) {
    if (err instanceof ApiError) return err.toResponse();
    throw err;
  }
}
