import type { Cannon, Range } from '@/lib/cards/card';
import { NATIONS } from '@/lib/cards/nations';
import { type Abilities, appliesAgainst } from '../abilities/abilities';
import { mapped } from '../core/packed';
import { cannonBonus, gunsOn } from './shoot';
import type { GameState, Ship } from '../state/state';

/**
 * Exact odds of one shoot action with every mast standing, by enumerating the dice rather than sampling them, so a
 * card page can print figures that are right to the last digit. Each step mirrors `rollShots` and `gunsOn` in
 * ./shoot.ts die for die (the same guns in the same order, the reroll and the shoot-again spent on the first misses);
 * odds.test.ts runs the engine against these figures so the two cannot drift apart.
 */

/** A gun as the odds need it: its rank and whether it is an extra cannon, which takes no roll bonus. */
export interface OddsGun {
  rank: number;
  plain: boolean;
}

/** The guns that reach a target at `range`, in the order the engine rolls them: printed cannons bow to stern, then extra cannons. */
export function gunsAt(cannons: readonly Cannon[], a: Abilities, range: Range): OddsGun[] {
  const reaches = (r: Range) => range === 'S' || r === 'L';
  return [
    ...cannons.filter((c) => reaches(a.allLongRange ? 'L' : c.range)).map((c) => ({ rank: c.rank, plain: false })),
    // "May not have its range or cannon roll increased": All Long Range leaves an extra cannon's range alone too.
    ...a.extraCannons.filter((c) => reaches(c.range)).map((c) => ({ rank: c.rank, plain: true })),
  ];
}

/** Faces of a d6 that hit: a 1 always misses, and any other face hits when it plus the bonus beats the rank (a 6 is not automatic). */
export function hitFaces(rank: number, bonus: number): number {
  let faces = 0;
  for (let roll = 2; roll <= 6; roll++) if (roll + bonus > rank) faces++;
  return faces;
}

export interface HitOdds {
  /** Guns that fire; none means no shot at all. */
  guns: number;
  /** The most dice the shot can roll: the odds are counts of the 6^dice equally likely ways they can fall. */
  dice: number;
  /** `ways[k]`: how many of those ways give exactly k hits. */
  ways: number[];
  /** `p[k]`: the chance of exactly k hits. */
  p: number[];
  expected: number;
}

function oddsOf(guns: number, dice: number, ways: number[]): HitOdds {
  const total = 6 ** dice;
  const p = ways.map((w) => w / total);
  return { guns, dice, ways, p, expected: p.reduce((sum, x, k) => sum + x * k, 0) };
}

const REROLL = 1;
const AGAIN = 2;
const abilitiesLeft = (state: number) => (state & REROLL ? 1 : 0) + (state & AGAIN ? 1 : 0);

/**
 * The hits of a normal shoot action at a target at `range`, each roll getting `bonus` (extra cannons excepted).
 *
 * The once-per-turn reroll and shoot-again make the guns depend on each other, so the count runs gun by gun over the
 * four states of which of the two are still unused. Within a state every path has rolled the same number of dice
 * (one per gun so far, plus one per ability spent), so its counts share a denominator and stay whole numbers.
 */
export function hitOdds(cannons: readonly Cannon[], a: Abilities, bonus: number, range: Range): HitOdds {
  return gunOdds(gunsAt(cannons, a, range), a, bonus);
}

/**
 * Odds already counted, by a number packing everything they depend on: the reroll and shoot-again, the bonus and each
 * gun's rank and plainness in order. The simulator's policy prices a shot for every ship near an enemy on every turn,
 * and a fleet's guns make few distinct volleys, so most are counted once per worker. The odds are pure, and frozen.
 */
const counted = new Map<number, HitOdds>();
const MEMO_GUNS = 10;

function memoKey(guns: readonly OddsGun[], start: number, bonus: number): number {
  if (guns.length > MEMO_GUNS || bonus < -8 || bonus > 7) return -1;
  let key = start * 16 + (bonus + 8);
  key = key * 16 + guns.length;
  for (const g of guns) {
    if (g.rank < 0 || g.rank > 7) return -1;
    key = key * 16 + g.rank * 2 + (g.plain ? 1 : 0);
  }
  return key;
}

/** The hits of one shoot action from exactly these guns, in the engine's order, each roll but extra cannons' getting `bonus`. */
export function gunOdds(guns: readonly OddsGun[], a: Abilities, bonus: number): HitOdds {
  const start = (a.reroll ? REROLL : 0) | (a.shootAgain ? AGAIN : 0);
  const key = memoKey(guns, start, bonus);
  const known = key >= 0 ? counted.get(key) : undefined;
  if (known) return known;
  const odds = countOdds(guns, start, bonus);
  if (key >= 0) {
    Object.freeze(odds.ways);
    Object.freeze(odds.p);
    counted.set(key, Object.freeze(odds));
  }
  return odds;
}

function countOdds(guns: readonly OddsGun[], start: number, bonus: number): HitOdds {
  const blank = () => [0, 1, 2, 3].map(() => new Array<number>(guns.length + 1).fill(0));
  let byState = blank();
  byState[start][0] = 1;
  for (const g of guns) {
    const hit = hitFaces(g.rank, g.plain ? 0 : bonus);
    const miss = 6 - hit;
    const next = blank();
    byState.forEach((ways, state) =>
      ways.forEach((w, k) => {
        if (w === 0) return;
        next[state][k + 1] += w * hit;
        let missed = w * miss;
        let left = state;
        // A miss is rerolled first; if the reroll misses too, the same cannon may still shoot again.
        if (left & REROLL) {
          left &= ~REROLL;
          next[left][k + 1] += missed * hit;
          missed *= miss;
        }
        if (left & AGAIN) {
          left &= ~AGAIN;
          next[left][k + 1] += missed * hit;
          missed *= miss;
        }
        next[left][k] += missed;
      }),
    );
    byState = next;
  }
  // Paths that left an ability unused rolled fewer dice: each unrolled die stands for all six of its faces.
  const ways = new Array<number>(guns.length + 1).fill(0);
  byState.forEach((counts, state) => counts.forEach((w, k) => (ways[k] += w * 6 ** abilitiesLeft(state))));
  return oddsOf(guns.length, guns.length + abilitiesLeft(start), ways);
}

/** The hits of a plain shoot action by `s` at `t` as they stand on the table now: the guns that reach, the bonus against her. */
export function shotOdds(state: GameState, s: Ship, t: Ship): HitOdds {
  const guns = mapped(gunsOn(state, s, t, false, []), (g): OddsGun => ({ rank: g.rank, plain: g.plain }));
  return gunOdds(guns, s.abilities, cannonBonus(state, s, t));
}

/**
 * A Broadsides Attack at a target at S range (Crimson Coast): one die for every gun, which must beat the highest
 * rank among them; then all of them hit and one more. No bonus or other ability applies. Null for a ship without
 * the keyword. Only at S: the engine drops every gun whose range is beyond S when the target is.
 */
export function broadsideOdds(cannons: readonly Cannon[], a: Abilities): HitOdds | null {
  if (!a.broadsides) return null;
  const guns = gunsAt(cannons, a, 'S');
  if (guns.length === 0) return null;
  const hit = hitFaces(Math.max(...guns.map((g) => g.rank)), 0);
  const ways = new Array<number>(guns.length + 2).fill(0);
  ways[0] = 6 - hit;
  ways[guns.length + 1] = hit;
  return oddsOf(guns.length, 1, ways);
}

/** Nations that get the same total cannon bonus against them. */
export interface TargetGroup {
  nations: string[];
  bonus: number;
}

/**
 * The bonus to every cannon roll against a ship of each nation, undamaged, as `cannonBonus` in ./shoot.ts adds it
 * from the shooter's own abilities: nations grouped by equal bonus, smallest bonus first.
 */
export function bonusByNation(a: Abilities): TargetGroup[] {
  const groups: TargetGroup[] = [];
  for (const nation of NATIONS) {
    let bonus = 0;
    for (const b of a.cannonBonuses) {
      if (b.condition === 'captain' && !a.hasCaptain) continue;
      if (appliesAgainst(b.against, nation, false, false)) bonus += b.amount;
    }
    const group = groups.find((g) => g.bonus === bonus);
    if (group) group.nations.push(nation);
    else groups.push({ nations: [nation], bonus });
  }
  return groups.sort((x, y) => x.bonus - y.bonus);
}
