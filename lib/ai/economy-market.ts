import { distanceToShip } from '@/lib/engine/hull/hull';
import { price } from '@/lib/engine/state/economy';
import type { GameState, Island, Ship } from '@/lib/engine/state/state';
import { reach } from './act';

/**
 * What the computer player under Economy Edition reckons with, beside the errands of ./economy.ts and the towns of
 * ./economy-towns.ts: what a token is worth now and held for later market rolls, the rounds and rolls still to come,
 * how many turns a voyage takes, and the gold kept in hand.
 */

/** The mean of 003's chart: a row's prices are 1 to 6, each once. */
export const MEAN_PRICE = 3.5;

/** The mean of a d20: how many rounds a market roll holds prices on average. */
const MEAN_HOLD = 10.5;

/**
 * What one more market roll is worth to a seller who may wait for it: holding a token through `rolls` rolls still to
 * come is worth v(rolls), v(0) = 0 (the prices never change again, so waiting gains nothing), v(k + 1) = E[max(X,
 * v(k))] for X a price of 1 to 6. v(1) = 3.5, v(2) = 4.25, v(3) ≈ 4.67: with one roll to come a price of 4 sells, with
 * two or more only 5 and 6 do.
 */
export function holdWorth(rolls: number): number {
  let v = 0;
  for (let k = 0; k < rolls; k++) {
    let sum = 0;
    for (let x = 1; x <= 6; x++) sum += Math.max(x, v);
    v = sum / 6;
  }
  return v;
}

/** The last round of the game: the table's time limit. */
function lastRound(state: GameState): number {
  return state.maxTurns;
}

/** Rounds the seat still plays, this one included. */
export function roundsLeft(state: GameState): number {
  return Math.max(0, lastRound(state) - state.turn + 1);
}

/** The market rolls still to come before the time limit, reckoned with the mean d20 after the one now holding. */
export function rollsToCome(state: GameState): number {
  const eco = state.economy!;
  const after = lastRound(state) - eco.until;
  return after <= 0 ? 0 : 1 + Math.floor((after - 1) / MEAN_HOLD);
}

/** What a token of `resource` is worth to the seat: its price now, or more if holding it for a later roll is worth more. */
export function tokenWorth(state: GameState, resource: number): number {
  const eco = state.economy!;
  const now = eco.row > 0 ? price(eco.row, resource) : 0;
  return Math.max(now, holdWorth(rollsToCome(state)));
}

/** Whether stock of `resource` sells now: its price is at least what waiting for later rolls is worth. */
export function sells(state: GameState, resource: number): boolean {
  const eco = state.economy!;
  return eco.row > 0 && price(eco.row, resource) >= holdWorth(rollsToCome(state));
}

/** Turns `s` needs to reach `island` (docked), at her move: a rough count, islands being round and turns cheap. */
export function turnsTo(state: GameState, s: Ship, island: number): number {
  const r = reach(state, s);
  if (r <= 0) return Infinity;
  const isl = state.islands[island];
  return Math.max(1, Math.ceil((distanceToShip(s, isl.x, isl.y) - isl.r) / r));
}

/** Turns from one island to another at `s`'s move. */
export function turnsBetween(state: GameState, s: Ship, a: Island, b: Island): number {
  const r = reach(state, s);
  if (r <= 0) return Infinity;
  return Math.max(1, Math.ceil((Math.hypot(a.x - b.x, a.y - b.y) - a.r - b.r) / r));
}

/** Gold kept in hand beyond the upkeep reckoned: the reckoning is rough, and a ship abandoned loses her cargo. */
export const MARGIN = 1;
