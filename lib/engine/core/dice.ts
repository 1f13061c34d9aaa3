import { sfc32 } from '@/lib/random';
/**
 * Every die of a game comes from here: sfc32 (Chris Doty-Humphrey's small fast counter, passes PractRand), seeded
 * from a 32-bit seed and a stream number so game i of a simulation is the same game whichever worker plays it and
 * however many games run beside it. No die comes from anywhere else: an unseeded source would make games unreplayable.
 */
export interface Dice {
  /** A d6: 1 to 6. */
  d6(): number;
  /** A whole number in [0, n). */
  below(n: number): number;
}

export function seededDice(seed: number, stream = 0): Dice {
  const next = sfc32(seed ^ 0x9e3779b9, Math.imul(stream ^ 0x85ebca6b, 0xc2b2ae35), seed + stream * 0x27d4eb2f, 1);
  for (let i = 0; i < 15; i++) next();
  const below = (n: number): number => {
    // Rejection sampling keeps small ranges unbiased: the top partial block of 2^32 would favour low results.
    const limit = 2 ** 32 - (2 ** 32 % n);
    let x = next();
    while (x >= limit) x = next();
    return x % n;
  };
  return { d6: () => below(6) + 1, below };
}

/** Dice that return the given results in order, for tests and for replaying a table's rolls. */
export function fixedDice(results: readonly number[]): Dice {
  let i = 0;
  const take = (): number => {
    if (i >= results.length) throw new Error(`fixedDice: only ${results.length} results were given`);
    return results[i++];
  };
  return { d6: take, below: (n) => (take() - 1) % n };
}
