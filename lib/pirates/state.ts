import type { Card } from '@/lib/cards/card';
import { type Abilities, noAbilities } from '@/lib/engine/abilities/abilities';
import { type CardActions, MARK } from '@/lib/engine/abilities/ability-flags';
import type { GameEvent } from '@/lib/engine/state/events';
import type { GameState, PlayerIndex } from '@/lib/engine/state/state';
import type { Fleet } from '@/lib/fleet/fleet';
import type { Stopped } from './run';
import type { PolicyId } from '@/lib/simulate/schema';
import { TABLE_POLICY } from '@/lib/ai/difficulty';
import { PIRATES_SEATS, type PiratesSeat, type PreparedSeat, type PreparedSetup } from './schema';
import type { Placing } from './setup-phase';

/** A Pirates match as plain data, and the events that are the only way it changes (./game.ts applies them). */
export interface PiratesState {
  setup: PreparedSetup;
  /** One per seat, in seat order (A's first); null until that seat's fleet is in. */
  fleets: (Fleet | null)[];
  game: GameState | null;
  pending: Stopped | null;
  /** The set-up the players are making, until the table is built. */
  placing: Placing | null;
  /**
   * After a set-up made by hand, the players who have finished placing their ships round their home island (the
   * first player first, as 001 orders it); null when the scenario set the table and play began at once.
   */
  deployed: PlayerIndex[] | null;
  /** The cards of every fleet as they were when the table was built. */
  cards: Card[];
  /**
   * The players whose offer of a draw stands (DESIGN.md: "an offer lapses when its maker next ends a turn"); absent
   * in a match stored before draws could be offered. A draw is agreed once every player still playing is among them.
   */
  drawOffers?: PlayerIndex[];
}

export type PiratesEvent =
  | { type: 'joined'; seat: PiratesSeat; fleet: Fleet }
  | { type: 'set-up-begun'; placing: Placing }
  | { type: 'island-placed'; x: number; y: number }
  | { type: 'home-chosen'; player: PlayerIndex; island: number }
  /** The built table, and (server-side only, never sent to a viewer) the cards of both fleets, so the match checks crew moves against the cards it was built from. */
  | { type: 'built'; game: GameState; cards?: Card[] }
  | { type: 'deploy-begun' }
  | { type: 'deployed'; player: PlayerIndex }
  | { type: 'pending'; stopped: Stopped }
  /** A seat resigned, offered a draw, accepted one or (the computer) declined one; the game's end follows as `game-over`. */
  | { type: 'resigned'; player: PlayerIndex }
  | { type: 'draw-offered'; player: PlayerIndex }
  | { type: 'draw-accepted'; player: PlayerIndex }
  | { type: 'draw-declined'; player: PlayerIndex }
  | GameEvent;

/**
 * A table stored before forts were played has none: it is read as a table whose fleets brought no fort. Abilities
 * compiled before an ability was modelled lack its field: it reads as not having that ability, as it had then. So
 * with later fields: no crew ashore, no secondary hulls, nothing forged.
 */
export function withForts(game: GameState): GameState {
  game.forts ??= [];
  // A table built before the turn order was kept had two players, the first and then the other.
  game.order ??= game.players.map((_, i) => (game.first + i) % game.players.length);
  for (const isl of game.islands) {
    isl.fort ??= -1;
    isl.crew ??= [];
  }
  // A unique treasure's cargo was a flag before it counted spaces.
  for (const t of game.treasures) if ((t.cargo as unknown) === true) t.cargo = 1;
  for (const s of game.ships) {
    // Card actions were top-level fields before they had their own record (lib/engine/abilities/ability-flags.ts `CardActions`).
    // So were rare flags, before they shared one bit field (`Abilities.marks`).
    const { pushFaces, pushLeg, possessWithin, possessFaces, bellow, forge, currentFaces, whirlpoolSafe, ...rest } = s.abilities as Abilities & Partial<CardActions> & { whirlpoolSafe?: boolean };
    s.abilities = { ...noAbilities(), ...rest };
    if (whirlpoolSafe) s.abilities.marks |= MARK.whirlpoolSafe;
    const moved: Partial<CardActions> = { pushFaces, pushLeg, possessWithin, possessFaces, bellow, forge, currentFaces };
    for (const [k, v] of Object.entries(moved)) if (v !== undefined) Object.assign(s.abilities.cardActions, { [k]: v });
    s.silenced ??= -1;
    s.freeMove ??= null;
    s.hulls ??= 0;
    s.forged ??= [];
    s.boostLeg ??= null;
    s.boostCannon ??= 0;
    s.boostShots ??= 0;
    s.boostMoves ??= 0;
    s.boostSilences ??= false;
  }
  return game;
}

export const seatOf = (p: PlayerIndex): PiratesSeat => PIRATES_SEATS[p];
export const playerOf = (seat: string): PlayerIndex | null => {
  const p = (PIRATES_SEATS as readonly string[]).indexOf(seat);
  return p >= 0 ? p : null;
};

/**
 * The seats after A, as prepared: `seats` when the match listed them, else (a match stored before seats could be
 * listed) the one `opponent`, the computer with its fleet (the creator's mirrored when none was given) and policy.
 */
export function otherSeats(setup: PreparedSetup): PreparedSeat[] {
  if (setup.seats) return setup.seats;
  if (setup.opponent !== 'computer') return [{ kind: 'invite' }];
  return [{ kind: 'computer', fleet: setup.opponentFleet ?? setup.fleet, policy: setup.policy ?? TABLE_POLICY }];
}

/** How many seats the match has, A's included. */
export const seatCount = (setup: PreparedSetup): number => 1 + otherSeats(setup).length;

/** Whether each player is a person (the computer answers its own decisions at once), in seat order. */
export const people = (state: PiratesState): boolean[] => [true, ...otherSeats(state.setup).map((s) => s.kind === 'invite')];

/** How the computer plays seat `p` (a person's seat has none). */
export function policyOf(state: PiratesState, p: PlayerIndex): PolicyId | null {
  const seat = p === 0 ? null : otherSeats(state.setup)[p - 1];
  return seat?.kind === 'computer' ? seat.policy : null;
}

/**
 * Who places ships now, after a hand-made set-up: the players in turn order (001: "The first player places his or
 * her ships …", then the others as they follow); null once all are done.
 */
export function deployer(state: PiratesState): PlayerIndex | null {
  if (!state.game || !state.deployed) return null;
  return state.game.order.find((p) => !state.deployed!.includes(p)) ?? null;
}
