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

/** A mark on an axis: `at` is its place along the axis, 0 at the start to 1 at the end, `label` what it reads. */
export interface Tick {
  at: number;
  label: string;
}

/**
 * The value axis under a histogram's bars: ticks at bin edges on a round step (the bin width times 1, 2 or 5, times a
 * power of ten), at most `most` of them, from the first bar's low edge to the last bar's high edge. Whole-number bins
 * read as values (a tick "4" stands where the bin of 4 and 5 begins).
 */
export function valueTicks(bars: readonly Bar[], most = 6): Tick[] {
  if (bars.length === 0) return [];
  const low = bars[0].from;
  const high = bars[bars.length - 1].to;
  const width = bars[0].to - bars[0].from;
  let step = width;
  for (let scale = 1; (high - low) / step + 1 > most; scale *= 10) {
    step = [1, 2, 5, 10].map((m) => width * m * scale).find((s) => (high - low) / s + 1 <= most) ?? width * 10 * scale;
  }
  const ticks: Tick[] = [];
  for (let v = Math.ceil(low / step) * step; v <= high + 1e-9; v += step) ticks.push({ at: (v - low) / (high - low), label: String(Math.round(v * 100) / 100) });
  return ticks;
}

/**
 * The count axis beside a histogram's bars, in percent of the games: 0, half the tallest bar's share and the tallest
 * bar's share, where the bars are scaled so the tallest fills the chart.
 */
export function shareTicks(bars: readonly Bar[]): Tick[] {
  const tallest = Math.max(0, ...bars.map((b) => b.share));
  if (tallest === 0) return [];
  const label = (x: number) => `${(100 * x).toFixed(100 * x < 10 ? 1 : 0)}%`;
  return [
    { at: 0, label: '0%' },
    { at: 0.5, label: label(tallest / 2) },
    { at: 1, label: label(tallest) },
  ];
}
