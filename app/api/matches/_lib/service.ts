import { getDb } from '@/db/client';
import { loadDiplomacyMap } from '@/db/diplomacy-map';
import { findFleet } from '@/db/fleets';
import { serverCardLookup } from '@/app/_lib/card-store';
import { diplomacyGame } from '@/lib/diplomacy/game';
import { decodeFleet } from '@/lib/fleet/share-code';
import { piratesGame } from '@/lib/pirates/game';
import { createMatchService, type MatchService } from '@/db/matches';
import type { AnyGame } from '@/lib/table/game';
import { MatchError } from '@/lib/table/match';
import { z } from 'zod';
import { ApiError } from '@/app/_lib/api-error';
import { readJsonBody as readBody } from '@/app/_lib/json-body';
import { clientKey, RateLimiter } from '@/app/_lib/rate-limit';
import { matchLimit, type MatchLimitKind } from '@/lib/table/rate-limits';

/**
 * The games this site hosts, by the `game` of `POST /api/matches`. A Map rather than a constant so the integration
 * tests can host a small hidden-information game of their own through the real routes.
 */
export const games = new Map<string, AnyGame>();

const globalForMatches = globalThis as typeof globalThis & { __piratesMatches?: MatchService };

/** Caribbean Diplomacy is hosted once its map has been imported (npm run setup): the game reads the map. */
function hostDiplomacy(): void {
  if (games.has('diplomacy')) return;
  const map = loadDiplomacyMap(getDb());
  if (map) games.set('diplomacy', diplomacyGame(map));
}

/** Pirates reads cards and saved fleets from the database, handed to the pure game as two functions. */
function hostPirates(): void {
  if (games.has('pirates')) return;
  games.set(
    'pirates',
    piratesGame({
      lookup: (id) => serverCardLookup()(id),
      fleetOf(ref) {
        if ('slug' in ref) return findFleet(getDb(), ref.slug)?.fleet ?? { error: `No saved fleet has the slug '${ref.slug}'.` };
        const decoded = decodeFleet(ref.code);
        return decoded.ok ? decoded.fleet : { error: `The share code cannot be read: ${decoded.error.message}` };
      },
    }),
  );
}

/** One service per process: the streams of a match must hear the actions posted to it. */
export function matchService(): MatchService {
  hostDiplomacy();
  hostPirates();
  globalForMatches.__piratesMatches ??= createMatchService(getDb(), games);
  return globalForMatches.__piratesMatches;
}

/** `Authorization: Bearer <token>`, or `?token=` where a header cannot be sent (EventSource). */
export function tokenOf(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  const bearer = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (header && !bearer) throw new ApiError(401, 'invalid-token', 'The Authorization header must be "Bearer <token>".');
  return bearer ?? new URL(request.url).searchParams.get('token') ?? undefined;
}

const MAX_BODY_BYTES = 64 * 1024;
const JsonObject = z.record(z.string(), z.unknown());

/** A match route's body as a JSON object, through the site's one size-limited reader; the service checks the fields. */
export function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  return readBody(request, JsonObject, { maxBytes: MAX_BODY_BYTES, code: 'invalid-body', message: 'The request body must be a JSON object.' });
}

const globalForLimits = globalThis as typeof globalThis & { __matchLimiters?: Map<string, RateLimiter> };

/**
 * Counts one request of `kind` against its client's bucket (the last X-Forwarded-For address: see app/_lib/rate-limit.ts
 * and TRUST_PROXY), or refuses it with 429 and Retry-After. The limit is read from the environment on each call and a
 * bucket kept per limit, so a changed variable takes effect without a restart and tests can tighten one.
 */
export function limitRate(kind: MatchLimitKind, request: Request): void {
  const limit = matchLimit(kind, process.env);
  if (!limit) return;
  const limiters = (globalForLimits.__matchLimiters ??= new Map());
  const key = `${kind}:${limit.burst}/${limit.perMinute}`;
  let limiter = limiters.get(key);
  if (!limiter) limiters.set(key, (limiter = new RateLimiter(limit)));
  const allowed = limiter.take(clientKey(request));
  if (!allowed.ok) {
    const what = kind === 'create' ? 'new matches' : kind === 'join' ? 'joins' : 'actions';
    throw new RateLimited(`Too many ${what} from your address; try again in ${allowed.retryAfterSeconds} s.`, allowed.retryAfterSeconds);
  }
}

class RateLimited extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'rate-limited', message);
  }

  override toResponse(): Response {
    const res = super.toResponse();
    res.headers.set('Retry-After', String(this.retryAfterSeconds));
    return res;
  }
}

/** Runs a handler, answering ApiErrors and the service's MatchErrors with the API's error shape. */
export async function answeringMatch(handler: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await handler();
  } catch (err) {
    if (err instanceof MatchError) return new ApiError(err.status, err.code, err.message, err.details).toResponse();
    if (err instanceof ApiError) return err.toResponse();
    throw err;
  }
}

export type MatchParams = { params: Promise<{ id: string }> };
