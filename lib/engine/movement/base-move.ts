import { LEG_LENGTH } from '@/lib/cards/move';
import { currentLeg } from '../terrain/currents';
import { enemyWithin, friendWithin, within } from '../hull/hull';
import { type Refusal, refuse } from '../core/refusal';
import type { Segment } from '../core/actions';
import { freeCargo, type GameState, isDerelict, type Ship } from '../state/state';
import { goodsAboard } from '../state/economy';
import { MARK } from '../abilities/ability-flags';

/*
 * A ship's base move now, and whether a move's segments fit it: read by the checks before a move (../check.ts) and by
 * the move itself as it grows (./movement.ts, a trade current's +S), so both live here, below either.
 */

/** The base move a ship has now, as legs: printed legs, bonuses, towing, derelict and full-cargo rules. */
export function baseMove(state: GameState, s: Ship): ('S' | 'L')[] {
  const a = s.abilities;
  // Towing makes her base move S (001 "Tow"); Daniel's rules also forbid anything modifying it.
  if (s.towing >= 0 && state.rules.towLockedAtS) return ['S'];
  const economy = state.rules.economy;
  // 003 "Steamship": "If this ship becomes derelict, she may still move S."
  if (isDerelict(s)) return a.derelictMove ? [a.derelictMove] : economy && a.marks & MARK.steamship ? ['S'] : [];
  if (a.fullCargoSlow && s.cargo > 0 && freeCargo(state, s) <= 0) return ['S'];
  // Fear's 6: "the target's base move is reduced to S on her next turn".
  if (s.slowed === 2) return ['S'];
  // A copy by slice: spreading it went through the iterator protocol, and the simulator asks this hundreds of times a game.
  const legs: ('S' | 'L')[] = s.towing >= 0 ? ['S'] : s.legs.slice();
  // 003 "Gunboat": "This ship cannot move faster than its printed base-move": no bonus adds to it.
  if (economy && a.marks & MARK.gunboat) return legs;
  // 003 "Clipper": "+S to her base move when she carries treasure", and resources count as treasure (003 "Resources").
  if (economy && a.marks & MARK.clipper && (s.treasure.length > 0 || goodsAboard(s) > 0)) legs.push('S');
  // 003 "Steamship": "She gets +S to her base move if she has all of her masts."
  if (economy && a.marks & MARK.steamship && s.masts === s.cannons.length) legs.push('S');
  for (const b of a.moveBonuses) {
    if (b.condition === 'all-masts' && s.masts < s.cannons.length) continue;
    if (b.condition === 'no-cargo' && (s.treasure.length > 0)) continue;
    if (b.condition === 'captain' && !a.hasCaptain) continue;
    if (b.nearFriend && !friendWithin(state, s, b.nearFriend)) continue;
    if (b.nearEnemy && !enemyWithin(state, s, b.nearEnemy)) continue;
    legs.push(b.leg);
  }
  if (s.seaCreature) {
    const lure = lureLeg(state, s);
    if (lure) legs.push(lure);
  }
  if (currentLeg(state, s)) legs.push('S');
  if (s.boostLeg) legs.push(s.boostLeg);
  return legs;
}

/**
 * "If a sea monster begins its move within L of this ship, it gets +L to its base move": any sea creature, friend or
 * foe, measured where it stands before it moves. Two such ships near it give it one bonus, the larger: the text
 * gives the creature a base move, not a bonus per ship.
 */
function lureLeg(state: GameState, s: Ship): 'S' | 'L' | null {
  let leg: 'S' | 'L' | null = null;
  for (const o of state.ships) {
    const a = o.abilities;
    if (!a.lureLeg || o === s || o.sunk || !o.inPlay || o.lost || !within(o, s, a.lureWithin)) continue;
    if (leg !== 'L') leg = a.lureLeg;
  }
  return leg;
}

/**
 * Why the segments do not fit the legs, or null: each segment no longer than a leg of its own, and (`exact`) each
 * using all of one. Legs are S or L, so counting them is enough: no segment over L, no more over S than there are L
 * legs; and, exact, at least as many full L segments as L legs and none short of S. Nothing allocated on the way.
 */
export function legsProblem(s: Ship, legs: readonly ('S' | 'L')[], segments: readonly Segment[], exact: boolean): Refusal | null {
  let longLegs = 0;
  for (const l of legs) if (l === 'L') longLegs++;
  let overShort = 0;
  let fullLong = 0;
  let tooLong = segments.length > legs.length;
  let backwards = false;
  let short = false;
  for (const g of segments) {
    const d = g.distance;
    if (d < 0) backwards = true;
    if (d > LEG_LENGTH.S + 1e-9) overShort++;
    if (d > (longLegs ? LEG_LENGTH.L : LEG_LENGTH.S) + 1e-9) tooLong = true;
    if (d >= LEG_LENGTH.L - 1e-9) fullLong++;
    if (d < LEG_LENGTH.S - 1e-9) short = true;
  }
  if (tooLong || overShort > longLegs) return refuse('move-too-long', `${s.name}'s base move is ${legs.join('+')}: each segment must fit one of those lengths.`);
  if (backwards) return refuse('bad-move', 'A segment cannot be sailed backwards.');
  if (exact && (segments.length !== legs.length || fullLong < longLegs || short)) return refuse('move-too-short', `${s.name}'s base move is ${legs.join('+')}, and all of it must be used.`);
  return null;
}
