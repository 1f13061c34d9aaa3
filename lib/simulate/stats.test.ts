import { describe, expect, it } from 'vitest';
import { wilson95 } from './stats';

describe('wilson95', () => {
  it('matches the published interval for 50 of 100 and stays inside [0, 1] at the extremes', () => {
    const [lo, hi] = wilson95(50, 100);
    expect(lo).toBeCloseTo(0.4038, 3);
    expect(hi).toBeCloseTo(0.5962, 3);
    const [zeroLo, zeroHi] = wilson95(0, 20);
    expect(zeroLo).toBe(0);
    expect(zeroHi).toBeCloseTo(0.1611, 3);
    expect(wilson95(20, 20)[1]).toBe(1);
  });

  it('narrows as games are added', () => {
    const small = wilson95(6, 10);
    const large = wilson95(600, 1000);
    expect(large[1] - large[0]).toBeLessThan(small[1] - small[0]);
  });
});
