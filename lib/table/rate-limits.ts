/**
 * How often one client may create matches, join them and act in them. Every action is cheap to send and costly to
 * answer (a Pirates action replays the engine; a creation builds a table and writes a match that stays), so each is
 * bounded per client: a token bucket of `burst` requests at once, refilled at `perMinute`.
 *
 * The defaults are a person's pace with room to spare: a few new matches a minute, a join now and then, and a few
 * actions a second (a turn is a handful of clicks; the computer's answers are the server's own and cost nothing here).
 * A deployment changes them with `MATCH_LIMIT_CREATE`, `MATCH_LIMIT_JOIN` and `MATCH_LIMIT_ACT`, each
 * `<burst>/<perMinute>` (e.g. `20/60`) or `off` (docs/matches.md).
 */
export type MatchLimitKind = 'create' | 'join' | 'act';

export interface Limit {
  burst: number;
  perMinute: number;
}

export const MATCH_LIMIT_DEFAULTS: Record<MatchLimitKind, Limit> = {
  create: { burst: 10, perMinute: 6 },
  join: { burst: 20, perMinute: 20 },
  act: { burst: 120, perMinute: 240 },
};

export const MATCH_LIMIT_ENV: Record<MatchLimitKind, string> = { create: 'MATCH_LIMIT_CREATE', join: 'MATCH_LIMIT_JOIN', act: 'MATCH_LIMIT_ACT' };

/** The limit an environment sets for `kind` (`limitFromEnv` under its variable). */
export function matchLimit(kind: MatchLimitKind, env: Record<string, string | undefined>): Limit | null {
  return limitFromEnv(MATCH_LIMIT_ENV[kind], MATCH_LIMIT_DEFAULTS[kind], env);
}

/**
 * The limit the variable `name` sets: its `<burst>/<perMinute>`, null for `off`, `fallback` when unset. A malformed
 * value throws, naming the variable: a deployment that meant to loosen a limit should not run with one it did not
 * ask for. The match limits and the simulator's (`SIMULATE_LIMIT`) are read this one way.
 */
export function limitFromEnv(name: string, fallback: Limit, env: Record<string, string | undefined>): Limit | null {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (raw.toLowerCase() === 'off') return null;
  const m = /^(\d+)\s*\/\s*(\d+(?:\.\d+)?)$/.exec(raw);
  if (!m || Number(m[1]) < 1 || Number(m[2]) <= 0) {
    throw new Error(`${name} must be "<burst>/<perMinute>" with both above zero (e.g. "20/60") or "off", not "${raw}".`);
  }
  return { burst: Number(m[1]), perMinute: Number(m[2]) };
}
