import { describe, expect, it } from 'vitest';
import { axisEnds, binLabel, histogramBars } from './histogram';

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

describe('axisEnds', () => {
  it('spans the lowest value of the first bar to the highest of the last', () => {
    expect(axisEnds(histogramBars({ binWidth: 2, counts: [0, 0, 0, 0, 0, 0, 0, 3, 1] }, true))).toEqual(['14', '17']);
    expect(axisEnds(histogramBars({ binWidth: 0.5, counts: [1, 1] }, false))).toEqual(['0', '1']);
  });
});
