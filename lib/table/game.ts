import type { ZodType } from 'zod';

/**
 * What a game played online must declare for the match service (lib/table) to host it: the service keeps seats,
 * tokens, the event log and the streams; the game keeps its rules. A match's state is the fold of its events through
 * `apply`, so a restarted server rebuilds every match from the log, and nothing but events changes state.
 *
 * Hidden information is the game's to declare and the service's to enforce: every state leaves the server through
 * `view` and every event through `redact`, for the viewer asking, so no route can forget to filter.
 */

/** Who is looking: a seated player (by seat id, e.g. a Diplomacy power's name) or a spectator without a token. */
export type Viewer = { kind: 'seat'; seat: string } | { kind: 'spectator' };

/** Why an action was refused; the service maps these to DESIGN.md's statuses (403 and 422). */
export type Refusal = { code: 'not-your-turn'; message: string } | { code: 'rejected'; message: string };

export type Decision<E> = { ok: true; events: E[] } | ({ ok: false } & Refusal);

/**
 * A seeded source of integers for one decision. The service derives it from the match's seed and the sequence number
 * the decision is taken at, and a game writes every result it draws into its events, so replaying the log never
 * needs the generator again.
 */
export interface Rng {
  /** A uniform integer in [min, max], both included. */
  int(min: number, max: number): number;
}

export interface GameDefinition<State, Action, Event, Setup> {
  /** The `game` field of `POST /api/matches`. */
  kind: string;
  /** The game-specific part of the create body, checked before a match exists. */
  setup: ZodType<Setup>;
  /** The `action` field of `POST /api/matches/{id}/actions`. */
  action: ZodType<Action>;
  /** Every seat of a match made from `setup`, in a stable order. */
  seats(setup: Setup): string[];
  /** The seat the creator takes (a Diplomacy creator's `power`); the first seat when absent. */
  creatorSeat?(setup: Setup): string;
  /** The seats a person may claim by invite (not those given to bots); every seat when absent. */
  openSeats?(setup: Setup): string[];
  /** The state before the first event. */
  initial(setup: Setup): State;
  /** The opening events (deals, placements), drawn from `rng`. */
  start(setup: Setup, rng: Rng): Event[];
  /** Pure: the next state. The only way a state changes. */
  apply(state: State, event: Event): State;
  /** Checks `seat`'s action against the state and turns it into events, or refuses it with a reason a player reads. */
  act(state: State, seat: string, action: Action, rng: Rng): Decision<Event>;
  /**
   * Events the game produces on its own at `now` (ms since the epoch): seats played by bots, a deadline that passed.
   * The service calls it after every accepted action and on reads, and appends what it returns.
   */
  advance(state: State, now: number, rng: Rng): Event[];
  /** The state as `viewer` may see it. */
  view(state: State, viewer: Viewer): unknown;
  /** The event as `viewer` may see it, or null when they may not know it happened. */
  redact(event: Event, viewer: Viewer): Event | null;
}

/** A game of any state and event types, as the service's registry holds them. */
export type AnyGame = GameDefinition<any, any, any, any>;
