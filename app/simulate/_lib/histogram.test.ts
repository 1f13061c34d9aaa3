import { describe, expect, it } from 'vitest';
import { binLabel, histogramBars, shareTicks, valueTicks } from './histogram';

describe('histogramBars', () => {
  it('scales bars to the tallest and gives each its share of the games', () => {
    const bars = histogramBars({ binWidth: 2, counts: [1, 4, 0, 3] }, false);
    expect(bars.map((b) => b.height)).toEqual([25, 100, 0, 75]);
    expect(bars.map((b) => b.share)).toEqual([0.125, 0.5, 0, 0.375]);
    expect(bars.map((b) => [b.from, b.to])).toEqual([
      [0, 2],
      [2, 4],
      [4, 6],
      [6, 8],
    ]);
  });

  it('drops empty bins after the last game, and before the first only when asked', () => {
    const h = { binWidth: 2, counts: [0, 0, 0, 5, 5, 0, 0] };
    expect(histogramBars(h, false).map((b) => b.from)).toEqual([0, 2, 4, 6, 8]);
    expect(histogramBars(h, true).map((b) => b.from)).toEqual([6, 8]);
  });

  it('draws nothing for a histogram without games', () => {
    expect(histogramBars({ binWidth: 2, counts: [0, 0] }, true)).toEqual([]);
    expect(histogramBars({ binWidth: 2, counts: [] }, false)).toEqual([]);
  });
});

describe('binLabel', () => {
  it('names the whole numbers a bin holds', () => {
    expect(binLabel({ from: 14, to: 16 })).toBe('14–15');
    expect(binLabel({ from: 3, to: 4 })).toBe('3');
  });

  it('falls back to a half-open range for fractional bins', () => {
    expect(binLabel({ from: 0, to: 0.5 })).toBe('0 to under 0.5');
  });
});

describe('valueTicks', () => {
  it('marks bin edges on a round step, from the first bar to the last', () => {
    const gold = histogramBars({ binWidth: 2, counts: [1, 4, 0, 3] }, false);
    expect(valueTicks(gold)).toEqual([0, 2, 4, 6, 8].map((v) => ({ at: v / 8, label: String(v) })));
  });

  it('takes a wider step when the bins are many, never more than asked for', () => {
    const turns = histogramBars({ binWidth: 2, counts: [0, 0, 0, 0, 0, 1, ...new Array(30).fill(1)] }, true);
    const ticks = valueTicks(turns, 6);
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(ticks.map((t) => t.label)).toEqual(['20', '40', '60']);
    expect(ticks.every((t) => t.at >= 0 && t.at <= 1)).toBe(true);
    expect(ticks[0].at).toBeCloseTo((20 - 10) / (72 - 10), 10);
  });

  it('has no ticks without bars', () => {
    expect(valueTicks([])).toEqual([]);
  });
});

describe('shareTicks', () => {
  it('reads 0, half and all of the tallest bar in percent of the games', () => {
    expect(shareTicks(histogramBars({ binWidth: 2, counts: [1, 4, 0, 3] }, false))).toEqual([
      { at: 0, label: '0%' },
      { at: 0.5, label: '25%' },
      { at: 1, label: '50%' },
    ]);
    expect(shareTicks(histogramBars({ binWidth: 1, counts: [1, 19] }, false))[1].label).toBe('48%');
    expect(shareTicks(histogramBars({ binWidth: 1, counts: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] }, false))[2].label).toBe('6.7%');
  });
});
