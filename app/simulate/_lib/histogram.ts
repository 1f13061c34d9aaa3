import type { Histogram } from '@/lib/simulate/schema';

export interface Bar {
  /** The bin holds values in [from, to). */
  from: number;
  to: number;
  count: number;
  /** Of all games counted, 0..1. */
  share: number;
  /** Of the tallest bar, 0..100, so the tallest fills the chart. */
  height: number;
}

/**
 * A histogram's bins as bars to draw. Empty bins past the last game are dropped, and with `trimLeading` so are those
 * before the first: a game-length chart whose games all took 14 to 16 turns would otherwise be one sliver at the end
 * of a wide empty axis. Gold keeps its leading empty bins, since "no gold home" is a result worth seeing at 0.
 */
export function histogramBars(histogram: Histogram, trimLeading: boolean): Bar[] {
  const { counts, binWidth } = histogram;
  const last = counts.findLastIndex((n) => n > 0);
  if (last < 0) return [];
  const first = trimLeading ? counts.findIndex((n) => n > 0) : 0;
  const total = counts.reduce((a, b) => a + b, 0);
  const tallest = Math.max(...counts);
  return counts.slice(first, last + 1).map((count, i) => ({
    from: (first + i) * binWidth,
    to: (first + i + 1) * binWidth,
    count,
    share: count / total,
    height: (100 * count) / tallest,
  }));
}

const whole = (bar: Pick<Bar, 'from' | 'to'>) => Number.isInteger(bar.from) && Number.isInteger(bar.to);

/** A bin's range in words: whole-number bins of width 2 hold two values ("14–15"), of width 1 one value ("14"). */
export function binLabel(bar: Pick<Bar, 'from' | 'to'>): string {
  if (whole(bar)) return bar.to - bar.from === 1 ? String(bar.from) : `${bar.from}–${bar.to - 1}`;
  return `${bar.from} to under ${bar.to}`;
}

/** The values written under a chart's two ends: the first bar's lowest and the last bar's highest. */
export function axisEnds(bars: readonly Bar[]): [string, string] {
  const last = bars[bars.length - 1];
  return [String(bars[0].from), String(whole(last) ? last.to - 1 : last.to)];
}
