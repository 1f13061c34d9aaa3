import type { AnyGame, Refusal, Viewer } from './game';
import { decisionRng } from './rng';

/**
 * The pure core of the match service: folding a log into a state, turning an action into events under the stale-seq
 * guard, and filtering what leaves the server. Persistence (db/matches.ts) and HTTP (app/api/matches) wrap it.
 *
 * Sequence numbers: event n of a match has seq n (from 1); a match's seq is its last event's. An action names the seq
 * it was decided against, and the decision's randomness comes from (match seed, that seq).
 */

export type MatchErrorCode =
  | 'unknown-match'
  | 'unknown-game'
  | 'invalid-token'
  | 'stale-seq'
  | 'not-your-turn'
  | 'rejected'
  | 'invalid-body'
  | 'unknown-seat'
  | 'seat-taken'
  | 'bad-invite';

/** DESIGN.md's statuses, one home for the mapping. */
export const STATUS: Record<MatchErrorCode, number> = {
  'unknown-match': 404,
  'unknown-game': 400,
  'invalid-token': 401,
  'stale-seq': 409,
  'not-your-turn': 403,
  rejected: 422,
  'invalid-body': 400,
  'unknown-seat': 422,
  'seat-taken': 409,
  'bad-invite': 403,
};

export class MatchError extends Error {
  constructor(
    readonly code: MatchErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'MatchError';
  }
  get status(): number {
    return STATUS[this.code];
  }
}

export interface Folded {
  state: unknown;
  seq: number;
}

export function fold(game: AnyGame, setup: unknown, events: readonly unknown[]): Folded {
  return { state: events.length ? game.apply(game.initial(setup), events) : game.initial(setup), seq: events.length };
}

/** Maps a game's refusal to the service's error, its details (an illegal fleet's violations) kept. */
export function refused(refusal: Refusal & { ok?: false }): MatchError {
  const { code, message, ok: _decided, ...details } = refusal;
  return new MatchError(code, message, details);
}

/**
 * The events `seat` produces by acting at `seq`, followed by whatever the game then does on its own, and the state
 * after them all.
 */
export function decide(
  game: AnyGame,
  current: Folded,
  seed: number,
  seat: string,
  seq: number,
  rawAction: unknown,
  now: number,
): { events: unknown[]; after: Folded } {
  if (seq !== current.seq) {
    throw new MatchError('stale-seq', `The match has moved on to seq ${current.seq}; reload and act again.`, { seq: current.seq });
  }
  const parsed = game.action.safeParse(rawAction);
  if (!parsed.success) {
    throw new MatchError('invalid-body', 'The action is not one this game knows (see issues).', {
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
  }
  const decision = game.act(current.state, seat, parsed.data, decisionRng(seed, seq), now);
  if (!decision.ok) throw refused(decision);
  const acted: Folded = {
    state: decision.state ?? (decision.events.length ? game.apply(current.state, decision.events) : current.state),
    seq: seq + decision.events.length,
  };
  const auto = advanceFrom(game, acted, seed, now);
  return { events: [...decision.events, ...auto.events], after: auto.after };
}

/**
 * What the game does on its own (bots, deadlines), repeated while it produces events, each step with its own seq's
 * randomness. Bounded, because a game that always has something to do would otherwise hang the request.
 */
export function advanceFrom(game: AnyGame, from: Folded, seed: number, now: number, maxSteps = 1000): { events: unknown[]; after: Folded } {
  const out: unknown[] = [];
  let { state, seq } = from;
  for (let step = 0; step < maxSteps; step++) {
    const events = game.advance(state, now, decisionRng(seed, seq));
    if (events.length === 0) break;
    state = game.apply(state, events);
    seq += events.length;
    out.push(...events);
  }
  return { events: out, after: { state, seq } };
}

export interface StreamedEvent {
  seq: number;
  event: unknown;
}

/** The logged events that `viewer` may know of, each redacted for them as of `now`, the match's state as they are sent. */
export function visibleEvents(game: AnyGame, log: readonly StreamedEvent[], viewer: Viewer, now?: unknown): StreamedEvent[] {
  const out: StreamedEvent[] = [];
  for (const { seq, event } of log) {
    const shown = game.redact(event, viewer, now);
    if (shown !== null) out.push({ seq, event: shown });
  }
  return out;
}
