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

/**
 * Why something was refused; the service maps these to DESIGN.md's statuses: 403 not your turn, 422 a rule refuses it
 * (with `issues` such as an illegal fleet's violations), 422 an unknown seat, 409 a seat someone holds.
 */
export type Refusal =
  | { code: 'not-your-turn'; message: string }
  | { code: 'rejected'; message: string; issues?: unknown[] }
  | { code: 'invalid-body'; message: string; issues?: unknown[] }
  | { code: 'unknown-seat'; message: string; open?: string[] }
  | { code: 'seat-taken'; message: string };

/** `state`, when given, is the state after `events`, computed anyway while deciding: the service need not apply them again. */
export type Decision<E, S = unknown> = { ok: true; events: E[]; state?: S } | ({ ok: false } & Refusal);

/**
 * A seeded source of integers for one decision. The service derives it from the match's seed and the sequence number
 * the decision is taken at, and a game writes every result it draws into its events, so replaying the log never
 * needs the generator again.
 */
export interface Rng {
  /** A uniform integer in [min, max], both included. */
  int(min: number, max: number): number;
}

export interface Outcome {
  over: boolean;
  /** The winning seat, or null for a draw or a game still going. */
  winner: string | null;
}

export interface GameDefinition<State, Action, Event, Setup, Join = unknown> {
  /** The `game` field of `POST /api/matches`. */
  kind: string;
  /** The game-specific part of the create body, checked before a match exists. */
  setup: ZodType<Setup>;
  /**
   * What a parsed setup becomes before it is stored, or why it cannot be played (an illegal fleet: 422 with the
   * violations). References the store must not depend on later (a saved fleet's slug) are resolved here.
   */
  prepare?(setup: Setup): { ok: true; setup: Setup } | ({ ok: false } & Refusal);
  /** The `action` field of `POST /api/matches/{id}/actions`. */
  action: ZodType<Action>;
  /** The body of `POST /api/matches/{id}/join`: the seat wanted, and whatever the joiner brings (a fleet). */
  join: ZodType<Join>;
  /** Every seat of a match made from `setup`, in a stable order. */
  seats(setup: Setup): string[];
  /** The seat the creator takes (a Diplomacy creator's `power`); the first seat when absent. */
  creatorSeat?(setup: Setup): string;
  /** The seats a person may claim by invite (not those given to bots); every seat when absent. */
  openSeats?(setup: Setup): string[];
  /**
   * The seat a join body claims, given the open seats nobody holds yet (`free`) and all open seats (`open`), and the
   * events that record the joiner's part (their fleet); or a refusal (a seat not open, an illegal fleet).
   */
  joined(state: State, body: Join, free: string[], open: string[]): { ok: true; seat: string; events: Event[] } | ({ ok: false } & Refusal);
  /** The state before the first event. */
  initial(setup: Setup): State;
  /**
   * The opening (deals, the built table), drawn from `rng`, once the game can begin. The service asks after the match
   * is created and after every join; a game that waits for its seats returns [] until they are filled, and [] once begun.
   */
  start(state: State, rng: Rng): Event[];
  /** Pure: the state after `events`, leaving `state` untouched. The only way a state changes. */
  apply(state: State, events: readonly Event[]): State;
  /** Checks `seat`'s action at `now` (ms since the epoch) and turns it into events, or refuses it with a reason a player reads. */
  act(state: State, seat: string, action: Action, rng: Rng, now: number): Decision<Event, State>;
  /**
   * Events the game produces on its own at `now` (ms since the epoch): seats played by bots, a deadline that passed.
   * The service calls it after every accepted action and on reads, and appends what it returns.
   */
  advance(state: State, now: number, rng: Rng): Event[];
  /** Whether the game is over, and who won. */
  outcome(state: State): Outcome;
  /** The state as `viewer` may see it. */
  view(state: State, viewer: Viewer): unknown;
  /**
   * The state with every hidden value turned up, for replays of a match that is over (everything is revealed to
   * everyone then, at every moment of the replay). A game without it shows replays as each viewer saw them.
   */
  reveal?(state: State): State;
  /**
   * The event as `viewer` may see it, or null when they may not know it happened. `now` is the match's state as the
   * event is sent (after it and whatever came with it): what the viewer knows by then, since knowledge only grows
   * until the game reveals everything, decides what an event may tell them. Without it a game assumes they know
   * nothing it hides.
   */
  redact(event: Event, viewer: Viewer, now?: State): Event | null;
}

/** A game of any state and event types, as the service's registry holds them. */
export type AnyGame = GameDefinition<any, any, any, any, any>;
