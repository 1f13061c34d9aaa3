import type { AnyGame, Viewer } from './game';

/**
 * Replays: the state of a game as it stood after any event of its log, for `GET /api/matches/{id}/state?at=SEQ` and
 * for a simulated game folded in the browser.
 *
 * Folding from the start for every step would cost the whole log each time; keeping every state would cost memory
 * in proportion to the match. A replay keeps instead at most `maxSnapshots` states, one every `spacing` events,
 * the spacing chosen from the log's length when the replay is made, so a step costs at most `spacing` events folded
 * and a replay holds a fixed number of states however long the match. A match still being played may outgrow the
 * spacing it was made with: the snapshots beyond the cap are simply not kept (those steps fold a little further),
 * and the owner makes a new replay once the log has doubled.
 */

export interface ReplaySource<S, E> {
  initial: S;
  /** Pure: the state after `events`, leaving `state` untouched. */
  apply(state: S, events: readonly E[]): S;
  /** Events `from + 1` to `to` (seqs counted from 1), in order. */
  read(from: number, to: number): readonly E[];
}

export interface ReplayOptions {
  maxSnapshots?: number;
  minSpacing?: number;
}

export const MAX_SNAPSHOTS = 32;
export const MIN_SPACING = 32;

export function spacingFor(last: number, { maxSnapshots = MAX_SNAPSHOTS, minSpacing = MIN_SPACING }: ReplayOptions = {}): number {
  return Math.max(minSpacing, Math.ceil(last / maxSnapshots));
}

export interface Replay<S> {
  /** The state after event `at` (0: before the first). */
  stateAt(at: number): S;
  /** The log length the replay was made for. */
  readonly madeFor: number;
  /** How many states it holds now (never more than the cap, plus the initial state). */
  readonly snapshots: number;
}

export function replayOf<S, E>(source: ReplaySource<S, E>, last: number, options: ReplayOptions = {}): Replay<S> {
  const max = options.maxSnapshots ?? MAX_SNAPSHOTS;
  const spacing = spacingFor(last, options);
  const kept = new Map<number, S>([[0, source.initial]]);
  return {
    madeFor: last,
    get snapshots() {
      return kept.size;
    },
    stateAt(at) {
      let from = Math.floor(at / spacing) * spacing;
      while (!kept.has(from)) from -= spacing;
      let state = kept.get(from) as S;
      // Folded one spacing at a time, so the snapshots on the way are kept for the next step.
      while (from < at) {
        const to = Math.min(at, from + spacing);
        const events = source.read(from, to);
        if (events.length !== to - from) throw new Error(`The log holds ${events.length} events from seq ${from + 1} to ${to}, not ${to - from}.`);
        state = events.length ? source.apply(state, events) : state;
        from = to;
        if (from % spacing === 0 && from / spacing <= max) kept.set(from, state);
      }
      return state;
    },
  };
}

/**
 * Whether `at` (a query parameter's text) names an event of a log whose last seq is `last`: a whole number from 0
 * to `last`. The error names the parameter and the range, as every bad parameter's 400 does.
 */
export function parseAt(raw: string, last: number): { ok: true; at: number } | { ok: false; message: string } {
  const bound = `'at' must be a whole number from 0 to ${last} (this match's last event), not '${raw.slice(0, 40)}'.`;
  if (!/^\d{1,15}$/.test(raw)) return { ok: false, message: bound };
  const at = Number(raw);
  return at > last ? { ok: false, message: bound } : { ok: true, at };
}

/**
 * What `viewer` is shown of `state`, a moment of a match's replay: what she knew then while the match goes on
 * (the game's own `view`, the one gate for hidden information), everything once the match is over (`reveal`).
 */
export function replayView(game: Pick<AnyGame, 'view' | 'reveal'>, state: unknown, viewer: Viewer, matchOver: boolean): unknown {
  return game.view(matchOver && game.reveal ? game.reveal(state) : state, viewer);
}
