import { effectsOfKind } from '@/lib/cards/abilities/parse';
import { LEG_LENGTH, legLength } from '@/lib/cards/move';
import { type Abilities, appliesAgainst } from '../abilities/abilities';
import { MARK } from '../abilities/ability-flags';
import type { Dice } from '../core/dice';
import { ONCE, type GameEvent } from '../state/events';
import { headingX, headingY, norm, pointSegmentDistance } from '../core/geometry';
import { circleCount, circleOffset, friendWithin, within } from '../hull/hull';
import { type Refusal, refuse } from '../core/refusal';
import { type GameState, isDerelict, nationOf, type Ship } from '../state/state';

/**
 * Shooting (001 "Shooting", "C SHOOT ACTION"): each standing mast's cannon may fire when some part of the target
 * lies within its range of the mast and a line of fire from the mast to that part crosses no island, no fog bank,
 * no ship but the target and none of the shooter's own other masts. A roll above the rank hits; a 1 always misses.
 *
 * Choices: the line of fire is tried to the nearest point of each of the target's hull circles; a shot is possible
 * when any of those lines is clear and in range. An own mast blocks a line passing within 0.05 S of it.
 */
const MAST_BLOCK = 0.05;

export function mastX(s: Ship, i: number): number {
  return s.seaCreature ? s.x : s.x - headingX(s.heading) * s.length * ((i + 1) / (s.cannons.length + 1));
}
export function mastY(s: Ship, i: number): number {
  return s.seaCreature ? s.y : s.y - headingY(s.heading) * s.length * ((i + 1) / (s.cannons.length + 1));
}

function lineBlocked(state: GameState, s: Ship, mast: number, fx: number, fy: number, tx: number, ty: number, target: Ship | null, ownIsland = -1): boolean {
  // The line's bounding box: a piece farther from it than its own size cannot block it, which settles most pieces
  // with four comparisons.
  const minX = Math.min(fx, tx);
  const maxX = Math.max(fx, tx);
  const minY = Math.min(fy, ty);
  const maxY = Math.max(fy, ty);
  for (let i = 0; i < state.islands.length; i++) {
    const isl = state.islands[i];
    if (isl.x < minX - isl.r || isl.x > maxX + isl.r || isl.y < minY - isl.r || isl.y > maxY + isl.r) continue;
    if (i !== ownIsland && pointSegmentDistance(isl.x, isl.y, fx, fy, tx, ty) < isl.r) return true;
  }
  for (const t of state.terrain) if (t.type === 'fog-bank' && pointSegmentDistance(t.x, t.y, fx, fy, tx, ty) < t.r) return true;
  if (!s.abilities.fireThroughShips) {
    for (const o of state.ships) {
      // A submerged submarine shows only her spine above the water: she blocks no line of fire.
      // Her flags compared with true, as ../hull/hull.ts `sailLimit` compares them.
      if (o === s || o === target || o.sunk === true || o.inPlay !== true || o.lost === true || o.submerged) continue;
      // Her whole hull lies within her length and beam of her bow.
      const reach = o.length + o.radius;
      if (o.x < minX - reach || o.x > maxX + reach || o.y < minY - reach || o.y > maxY + reach) continue;
      const n = circleCount(o);
      const ux = headingX(o.heading);
      const uy = headingY(o.heading);
      for (let j = 0; j < n; j++) {
        const off = circleOffset(o, j, n);
        if (pointSegmentDistance(o.x - ux * off, o.y - uy * off, fx, fy, tx, ty) < o.radius) return true;
      }
    }
  }
  if (!s.seaCreature && mast >= 0) {
    for (let i = 0; i < s.cannons.length; i++) {
      if (i === mast || !s.up[i]) continue;
      if (pointSegmentDistance(mastX(s, i), mastY(s, i), fx, fy, tx, ty) < MAST_BLOCK) return true;
    }
  }
  return false;
}

/** Whether a cannon at (fx, fy) reaches some part of `t` within `range` along a clear line. */
export function canReach(state: GameState, s: Ship, mast: number, fx: number, fy: number, t: Ship, range: number): boolean {
  const n = circleCount(t);
  const ux = headingX(t.heading);
  const uy = headingY(t.heading);
  for (let j = 0; j < n; j++) {
    const off = circleOffset(t, j, n);
    const cx = t.x - ux * off;
    const cy = t.y - uy * off;
    const d = norm(cx - fx, cy - fy);
    // Measured lengths are compared with a hair of tolerance: a target placed exactly at range is in range.
    if (d - t.radius > range + 1e-9) continue;
    // The nearest point of this circle.
    const k = d === 0 ? 0 : Math.max(0, d - t.radius + 1e-4) / d;
    if (!lineBlocked(state, s, mast, fx, fy, fx + (cx - fx) * k, fy + (cy - fy) * k, t)) return true;
  }
  return false;
}

/**
 * Whether a cannon at (fx, fy) reaches a round piece standing on island `island` (a fort, ./forts.ts) within `range`,
 * along a line that island does not block.
 */
export function canReachRound(state: GameState, s: Ship, mast: number, fx: number, fy: number, cx: number, cy: number, r: number, range: number, island: number): boolean {
  const d = norm(cx - fx, cy - fy);
  if (d - r > range + 1e-9) return false;
  const k = d === 0 ? 0 : Math.max(0, d - r + 1e-4) / d;
  return !lineBlocked(state, s, mast, fx, fy, fx + (cx - fx) * k, fy + (cy - fy) * k, null, island);
}

/** Why `s` may not shoot at `t` at all, or null. */
export function targetProblem(state: GameState, s: Ship, t: Ship): Refusal | null {
  if (t.sunk || !t.inPlay) return refuse('no-such-target', `${t.name} is not in play.`);
  if (t.submerged && !(s.abilities.shootSubmerged > 0 && within(s, t, s.abilities.shootSubmerged))) {
    const near = s.abilities.shootSubmerged;
    return refuse('bad-target', `${t.name} is submerged and cannot be shot at${near > 0 ? ` from farther than ${near === LEG_LENGTH.S ? 'S' : 'L'}` : ''}.`);
  }
  if (t.owner === s.owner) return refuse('bad-target', 'You cannot shoot at a ship in your own fleet.');
  if (s.lost || t.lost) return refuse('bad-target', 'Ships lost in a fog bank cannot shoot or be shot at.');
  const home = t.docked >= 0 ? state.islands[t.docked] : null;
  if (home && home.home === t.owner) return refuse('bad-target', `${t.name} is docked at her home island and cannot be shot at.`);
  if (t.docked >= 0 && t.abilities.dockedImmune) return refuse('bad-target', `${t.name} cannot be shot at while docked.`);
  if (s.abilities.noShootingWithTreasure && s.treasure.length > 0) return refuse('restricted', `${s.name} cannot shoot while she carries treasure.`);
  if (s.abilities.noShooting) return refuse('restricted', `${s.name} cannot be given shoot actions.`);
  return null;
}

export interface Gun {
  rank: number;
  range: number;
  mast: number;
  /** Extra cannons (Musketeer and the like) take no roll bonuses. */
  plain: boolean;
}

/**
 * 003 "Gunboat": "This ship's printed cannon ranges are doubled", under Economy Edition only. A doubling for the turn
 * (`doubled` below) doubles them again.
 */
export const rangeFactor = (state: GameState, s: Ship): number => (gunboat(state, s) ? 2 : 1);

/** 003's Gunboat, in play only under Economy Edition. */
export const gunboat = (state: GameState, s: Ship): boolean => state.rules.economy && (s.abilities.marks & MARK.gunboat) !== 0;

/**
 * Two dice for each mast: Longship, and 003 "Gunboat": "you may roll two dice for each mast". Our shoot action has one
 * target, so both dice go at it (the Gunboat's "different targets for each cannon" is not offered).
 */
export const twoDice = (state: GameState, s: Ship): boolean => s.abilities.twoDicePerMast || gunboat(state, s);

/** The guns of `s` that can fire at `t` now. `doubled`: the ship doubles her ranges this turn. */
export function gunsOn(state: GameState, s: Ship, t: Ship, doubled: boolean, out: Gun[]): Gun[] {
  out.length = 0;
  const a = s.abilities;
  const factor = (doubled ? 2 : 1) * rangeFactor(state, s);
  const two = twoDice(state, s);
  // "This ship's cannons may not be eliminated (masts still may be)": every printed cannon fires while she has a mast.
  const survive = a.cannonsSurvive && !isDerelict(s);
  // "You may double the range of one of her cannons": of those that reach only so, the best (lowest rank) is doubled.
  const stretch = (a.marks & MARK.doubleOneRange) !== 0 && !t.abilities.shortRangeAgainst;
  let stretched = -1;
  let stretchedRange = 0;
  for (let i = 0; i < s.cannons.length; i++) {
    if (!s.up[i] && !survive) continue;
    const c = s.cannons[i];
    const own = legLength(a.allLongRange ? 'L' : c.range) * factor;
    const printed = a.creatureRange && t.seaCreature ? Math.max(own, a.creatureRange) : own;
    const range = t.abilities.shortRangeAgainst ? Math.min(printed, LEG_LENGTH.S) : printed;
    if (t.abilities.longRangeImmune && (a.allLongRange || c.range === 'L')) continue;
    if (!canReach(state, s, i, mastX(s, i), mastY(s, i), t, range)) {
      if (stretch && (stretched < 0 || c.rank < s.cannons[stretched].rank) && canReach(state, s, i, mastX(s, i), mastY(s, i), t, 2 * range)) {
        stretched = i;
        stretchedRange = 2 * range;
      }
      continue;
    }
    out.push({ rank: c.rank, range, mast: i, plain: false });
    // Longship: "roll two dice per mast and count each die as a separate attack".
    if (two) out.push({ rank: c.rank, range, mast: i, plain: false });
  }
  if (stretched >= 0) {
    const rank = s.cannons[stretched].rank;
    out.push({ rank, range: stretchedRange, mast: stretched, plain: false });
    if (two) out.push({ rank, range: stretchedRange, mast: stretched, plain: false });
  }
  if (!(isDerelict(s) && a.derelictCannotShoot)) {
    // "It can shoot from any mast (even an eliminated mast)", and takes no bonus.
    for (const c of a.extraCannons) mastlessGun(state, s, t, c, true, out);
    // Cannons made of treasure, on no mast either, but ordinary cannons in every other way (a bonus counts for them).
    for (const c of s.forged) mastlessGun(state, s, t, c, false, out);
  }
  if (t.abilities.closeRangeImmune && out.length > 0 && within(s, t, LEG_LENGTH.S)) out.length = 0;
  return out;
}

/** A cannon on no mast of hers, fired from whichever mast position reaches `t` (`plain`: it takes no roll bonus). */
function mastlessGun(state: GameState, s: Ship, t: Ship, c: { rank: number; range: 'S' | 'L' }, plain: boolean, out: Gun[]): void {
  if (t.abilities.longRangeImmune && c.range === 'L') return;
  const range = t.abilities.shortRangeAgainst ? LEG_LENGTH.S : legLength(c.range);
  for (let i = 0; i < Math.max(1, s.cannons.length); i++) {
    if (canReach(state, s, -1, mastX(s, i), mastY(s, i), t, range)) {
      out.push({ rank: c.rank, range, mast: -1, plain });
      return;
    }
  }
}

/** The bonus `s` adds to each cannon roll against `t`. */
export function cannonBonus(state: GameState, s: Ship, t: Ship): number {
  const a = s.abilities;
  let bonus = s.boostCannon;
  const damaged = t.masts < t.cannons.length;
  for (const b of a.cannonBonuses) {
    if (b.condition === 'captain' && !a.hasCaptain) continue;
    if (b.nearFriend && !friendWithin(state, s, b.nearFriend)) continue;
    if (appliesAgainst(b.against, nationOf(t), false, damaged, t.seaCreature)) bonus += b.amount;
  }
  for (const v of t.abilities.vulnerable) if (v.from.includes(nationOf(s)) || (v.creatures && s.seaCreature && creatureOf(s, v.creatures))) bonus += v.amount;
  if (a.focusFire && t.shotAtBy >= 0 && t.shotAtBy !== s.id) bonus += a.focusFire;
  if (a.perFriend || state.ships.some((o) => o.abilities.cannonAura)) {
    let aura = 0;
    for (const o of state.ships) {
      if (o === s || o.owner !== s.owner || o.sunk || !o.inPlay) continue;
      const near = norm(o.x - s.x, o.y - s.y) <= LEG_LENGTH.S + o.length + s.length + o.radius + s.radius;
      if (!near || !within(o, s, LEG_LENGTH.S)) continue;
      if (a.perFriend) bonus += a.perFriend;
      if (o.abilities.cannonAura > aura) aura = o.abilities.cannonAura;
    }
    bonus += aura;
  }
  return bonus;
}

export interface ShotOutcome {
  rolls: number[];
  hits: number;
  /** Of the hits, those whose die showed `highFace` or more. */
  high: number;
}

/**
 * Who rolls a shoot action's dice: a ship, or a fort (`id` -1), whose own text compiles to the same abilities. A fort
 * is given one shoot action a turn, so its once-a-turn abilities need no record of their use.
 */
export interface Shooter {
  id: number;
  abilities: Abilities;
  usedOnce: number;
}

/**
 * Rolls one shoot action's dice: each gun once, a miss rerolled once per turn by a reroll ability, then one missed
 * cannon shooting again once per turn (Cannoneer). Broadsides Attack rolls one die for all guns at S range, hits with
 * all of them and one more when it beats every rank, and takes no other abilities (Crimson Coast "Keywords").
 * `highFace`: the die a hit needs to fell a mast of a target whose masts fall only to such rolls.
 */
export function rollShots(
  s: Shooter,
  guns: readonly Gun[],
  bonus: number,
  dice: Dice,
  broadside: boolean,
  doubledNeed: number,
  emit: (e: GameEvent) => void,
  highFace = 0,
): ShotOutcome {
  const rolls: number[] = [];
  if (broadside) {
    const roll = dice.d6();
    rolls.push(roll);
    const worst = guns.reduce((m, g) => Math.max(m, g.rank), 0);
    const hits = roll !== 1 && roll > worst ? guns.length + 1 : 0;
    return { rolls, hits, high: roll >= highFace ? hits : 0 };
  }
  let hits = 0;
  let high = 0;
  let rerollLeft = s.abilities.reroll && !(s.usedOnce & ONCE.reroll);
  let againLeft = s.abilities.shootAgain && !(s.usedOnce & ONCE.shootAgain);
  for (const g of guns) {
    const hit = (r: number) => r !== 1 && (doubledNeed ? r >= doubledNeed : r + (g.plain ? 0 : bonus) > g.rank);
    let r = dice.d6();
    rolls.push(r);
    if (!hit(r) && rerollLeft) {
      rerollLeft = false;
      if (s.id >= 0) emit({ type: 'used-once', ship: s.id, ability: ONCE.reroll });
      r = dice.d6();
      rolls.push(r);
    }
    if (!hit(r) && againLeft) {
      againLeft = false;
      if (s.id >= 0) emit({ type: 'used-once', ship: s.id, ability: ONCE.shootAgain });
      r = dice.d6();
      rolls.push(r);
    }
    if (hit(r)) {
      hits++;
      if (r >= highFace) high++;
    }
  }
  return { rolls, hits, high };
}

/** Which mast a hit takes: the defender gives up her weakest cannon, an attacker who chooses takes the strongest. */
export function mastToLose(t: Ship, attackerChooses: boolean): number {
  let pick = -1;
  for (let i = 0; i < t.cannons.length; i++) {
    if (!t.up[i]) continue;
    if (pick < 0) {
      pick = i;
      continue;
    }
    const a = t.cannons[i];
    const b = t.cannons[pick];
    const strength = (c: typeof a) => (7 - c.rank) * 2 + (c.range === 'L' ? 1 : 0);
    if (attackerChooses ? strength(a) > strength(b) : strength(a) < strength(b)) pick = i;
  }
  return pick;
}

/** Whether sea creature `s` is one of these kinds: her keyword (Sea Monster, Titan ...) as printed on her card. */
function creatureOf(s: Ship, kinds: readonly string[]): boolean {
  return effectsOfKind(s.text, 'keyword').some(({ effect }) => kinds.includes(effect.keyword));
}
