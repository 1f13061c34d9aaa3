import { describe, expect, it } from 'vitest';
import { edge95, wilson95 } from './stats';

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

describe('edge95', () => {
  it('is the difference of win rates, with an interval that excludes 0 only for a clear edge', () => {
    const clear = edge95(600, 300, 1000);
    expect(clear.edge).toBeCloseTo(0.3, 10);
    expect(clear.ci95[0]).toBeGreaterThan(0.24);
    expect(clear.ci95[1]).toBeLessThan(0.36);
    const even = edge95(52, 48, 100);
    expect(even.ci95[0]).toBeLessThan(0);
    expect(even.ci95[1]).toBeGreaterThan(0);
  });

  it('counts draws for neither side: all draws is no edge and no doubt', () => {
    expect(edge95(0, 0, 50)).toEqual({ edge: 0, ci95: [0, 0] });
  });
});
