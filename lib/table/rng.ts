import { sfc32 } from '@/lib/random';
import type { Rng } from './game';

/**
 * The seeded generator behind every random decision of a match: sfc32 (Chris Doty-Humphrey's small fast counter,
 * passes PractRand), keyed by a 32-bit hash of the match seed and the sequence number the decision is taken at, so
 * each decision has its own stream and no decision's draws depend on how many draws an earlier one made.
 */
export function decisionRng(seed: number, seq: number): Rng {
  let h = 0x811c9dc5;
  for (const ch of `${seed >>> 0}:${seq}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  const next = sfc32(h, 0x9e3779b9, seed, 1);
  for (let i = 0; i < 12; i++) next();
  return {
    int(min, max) {
      if (!Number.isInteger(min) || !Number.isInteger(max) || max < min || max - min >= 2 ** 32) {
        throw new RangeError(`int(${min}, ${max}) needs integers with min <= max and under 2^32 apart`);
      }
      const span = max - min + 1;
      // Rejection sampling: the top partial block of 2^32 would favour small results.
      const limit = 2 ** 32 - (2 ** 32 % span);
      let x = next();
      while (x >= limit) x = next();
      return min + (x % span);
    },
  };
}
