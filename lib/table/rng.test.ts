import { describe, expect, it } from 'vitest';
import { decisionRng } from './rng';

const draws = (seed: number, seq: number, n = 20) => {
  const rng = decisionRng(seed, seq);
  return Array.from({ length: n }, () => rng.int(1, 6));
};

describe('decisionRng', () => {
  it('gives the same draws for the same seed and sequence number, so a decision can be retaken identically', () => {
    expect(draws(42, 7)).toEqual(draws(42, 7));
  });

  it('gives other draws for another sequence number or seed', () => {
    expect(draws(42, 7)).not.toEqual(draws(42, 8));
    expect(draws(42, 7)).not.toEqual(draws(43, 7));
  });

  it('stays within bounds and reaches every value about equally often', () => {
    const rng = decisionRng(1, 0);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) {
      const v = rng.int(1, 6);
      expect(v >= 1 && v <= 6).toBe(true);
      counts[v - 1]++;
    }
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });

  it('refuses an empty or non-integer range', () => {
    expect(() => decisionRng(1, 0).int(3, 2)).toThrow(RangeError);
    expect(() => decisionRng(1, 0).int(0, 1.5)).toThrow(RangeError);
  });
});
