import type { Dice } from '../core/dice';

/**
 * The worth of a treasure coin drawn at random, in hundredths: each value's share of the coins printed on the coin
 * sheets the card data lists (every treasure card's list of coin values, counted once per card), rounded. Neither text
 * says which coins a player brings: 001 "Placing Treasure" lets each contribute "an equal amount of coins of any value
 * or type (OR specified criteria such as 8 coins worth 15 gold)" and 004 asks for "six treasure coins totaling 12
 * gold points", so the coins are those a player's own punch-outs would give. The few 0-gold coins (one sheet's two,
 * under half a percent of all) are left out: a blank coin only stands in a ship's cargo room.
 */
export const COIN_SHARES: readonly (readonly [value: number, share: number])[] = [
  [1, 23],
  [2, 27],
  [3, 19],
  [4, 14],
  [5, 10],
  [6, 5],
  [7, 2],
];

const TOTAL_SHARE = COIN_SHARES.reduce((n, [, share]) => n + share, 0);
/** The dearest and the cheapest face a dealt coin may have. */
export const HIGHEST_COIN = COIN_SHARES[COIN_SHARES.length - 1][0];
export const LOWEST_COIN = COIN_SHARES[0][0];

/**
 * ways[k][s]: the probability that k coins drawn from `COIN_SHARES` add up to s. Drawing each coin in proportion to
 * its share times the ways the rest can make up what is left gives exactly the coins of independent draws that
 * happened to reach the total, without drawing again and again until they do.
 */
const waysCache = new Map<number, number[][]>();

function waysFor(count: number, gold: number): number[][] {
  const key = count * 100_000 + gold;
  let ways = waysCache.get(key);
  if (ways) return ways;
  ways = [[1, ...new Array<number>(gold).fill(0)]];
  for (let k = 1; k <= count; k++) {
    const row = new Array<number>(gold + 1).fill(0);
    for (let s = 0; s <= gold; s++) {
      for (const [value, share] of COIN_SHARES) if (value <= s) row[s] += (share / TOTAL_SHARE) * ways[k - 1][s - value];
    }
    ways.push(row);
  }
  waysCache.set(key, ways);
  return ways;
}

/** A uniform draw in [0, 1) from 32 bits of the dice. */
const uniform = (dice: Dice) => dice.below(2 ** 32) / 2 ** 32;

/**
 * One coin's value for a hand of `k` coins still to add up to `left`: each value in proportion to its share times the
 * ways the other k - 1 coins can make up the rest. Weighed in place, without a list of the choices: a game deals a
 * dozen or more coins, and the simulator deals thousands of games.
 */
function pick(ways: readonly number[], left: number, dice: Dice): number {
  let total = 0;
  for (const [v, share] of COIN_SHARES) if (v <= left) total += share * ways[left - v];
  let at = uniform(dice) * total;
  let last = LOWEST_COIN;
  for (const [v, share] of COIN_SHARES) {
    if (v > left) break;
    const weight = share * ways[left - v];
    if (weight <= 0) continue;
    if (at < weight) return v;
    at -= weight;
    last = v;
  }
  // Rounding can leave a sliver past the last weight: it belongs to the last value that could be drawn.
  return last;
}

/**
 * The values of the commonest coin sheet in the card data, smallest first: the coins of a game whose text sets no
 * number of coins (see `dealCoins`).
 */
export const COIN_SHEET: readonly number[] = [1, 2, 2, 3, 4, 5, 5, 6, 7];

/**
 * The coins a player brings. With `count` (001's "8 coins worth 15 gold", 004's "six treasure coins totaling 12 gold
 * points") that many coins of `COIN_SHARES`' values adding up to `gold`, drawn from `dice` as likely as a random
 * handful of printed coins that happened to; a total those coins cannot make (a scenario's 3 gold in 8 coins, or 100)
 * takes as few coins less or more as can.
 *
 * Without a count (Daniel's "any number of Treasure pieces totaling 120 gold") the coins are whole coin sheets
 * (`COIN_SHEET`), one after another, the last coin making up the rest. Under Daniel's rules a ship takes one treasure
 * a turn, so the number of coins sets how long a game lasts: coins drawn from the shares (2.9 gold on average against
 * the sheet's 3.9) made 37 of the 60 games lib/simulate/reproducible.test.ts pins reach the 80-turn cap, against 15.
 * The shuffle still places them at random.
 */
export function dealCoins(gold: number, count: number, dice: Dice): number[] {
  if (gold <= 0) return [];
  if (count <= 0) {
    const coins: number[] = [];
    for (let i = 0, left = gold; left > 0; i++) {
      const next = Math.min(COIN_SHEET[i % COIN_SHEET.length], left);
      coins.push(next);
      left -= next;
    }
    return coins;
  }
  const n = Math.min(Math.max(count, Math.ceil(gold / HIGHEST_COIN)), Math.floor(gold / LOWEST_COIN));
  const ways = waysFor(n, gold);
  const coins: number[] = [];
  let left = gold;
  for (let k = n; k > 0; k--) {
    const value = pick(ways[k - 1], left, dice);
    coins.push(value);
    left -= value;
  }
  return coins;
}
