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
