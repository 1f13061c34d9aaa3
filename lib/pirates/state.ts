import type { GameEvent } from '@/lib/engine/events';
import type { GameState, PlayerIndex } from '@/lib/engine/state';
import type { Fleet } from '@/lib/fleet/fleet';
import type { Stopped } from './run';
import { PIRATES_SEATS, type PiratesSeat, type PreparedSetup } from './schema';
import type { Placing } from './setup-phase';

/** A Pirates match as plain data, and the events that are the only way it changes (./game.ts applies them). */
export interface PiratesState {
  setup: PreparedSetup;
  fleets: [Fleet | null, Fleet | null];
  game: GameState | null;
  pending: Stopped | null;
  /** The set-up the players are making, until the table is built. */
  placing: Placing | null;
}

export type PiratesEvent =
  | { type: 'joined'; seat: PiratesSeat; fleet: Fleet }
  | { type: 'set-up-begun'; placing: Placing }
  | { type: 'island-placed'; x: number; y: number }
  | { type: 'home-chosen'; player: PlayerIndex; island: number }
  | { type: 'built'; game: GameState }
  | { type: 'pending'; stopped: Stopped }
  | GameEvent;

export const seatOf = (p: PlayerIndex): PiratesSeat => PIRATES_SEATS[p];
export const playerOf = (seat: string): PlayerIndex | null => (seat === 'A' ? 0 : seat === 'B' ? 1 : null);

/** Whether each player is a person (the computer answers its own decisions at once). */
export const people = (state: PiratesState): [boolean, boolean] => [true, state.setup.opponent !== 'computer'];
