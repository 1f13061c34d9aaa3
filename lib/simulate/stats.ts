/** Wilson score interval at 95% for `successes` out of `n`: honest near 0% and 100%, unlike the normal approximation. */
export function wilson95(successes: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959963984540054;
  const p = successes / n;
  const z2n = (z * z) / n;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2n / (4 * n))) / (1 + z2n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * The edge of side A over side B (A's win rate minus B's, draws counting for neither) with a 95% interval. Each game
 * scores +1, 0 or -1, so the edge is that score's mean and its interval the normal one on the mean: with the
 * thousands of games a comparison takes, the score's mean is as near normal as a Wilson interval's proportion.
 */
export function edge95(winsA: number, winsB: number, n: number): { edge: number; ci95: [number, number] } {
  if (n === 0) return { edge: 0, ci95: [-1, 1] };
  const z = 1.959963984540054;
  const edge = (winsA - winsB) / n;
  const variance = (winsA + winsB) / n - edge * edge;
  const half = z * Math.sqrt(variance / n);
  return { edge, ci95: [Math.max(-1, edge - half), Math.min(1, edge + half)] };
}
