import { describe, expect, it } from 'vitest';
import { labelWidth, spreadLabels } from './label-layout';

describe('spreadLabels: names and statuses on the table never drawn over one another', () => {
  const boxOf = (x: number, y: number, text: string, size = 0.3) => ({ x, y, w: labelWidth(text, size), h: size });
  const clash = (a: ReturnType<typeof boxOf>, ay: number, b: ReturnType<typeof boxOf>, by: number) => Math.abs(a.x - b.x) * 2 < a.w + b.w && ay - a.h < by && by - b.h < ay;

  it('leaves labels that do not touch where they are', () => {
    const labels = [boxOf(1, 1, 'Bonny Kate'), boxOf(8, 1, 'HMS Dover')];
    expect(spreadLabels(labels)).toEqual([1, 1]);
  });

  it('moves the later of two ships side by side at their home a line away, keeping the first in place', () => {
    const labels = [boxOf(5, 4.6, 'Bonny Kate'), boxOf(5.3, 4.65, 'HMS Dover'), boxOf(5.1, 5.2, 'ready'), boxOf(5.4, 5.25, 'ready')];
    const ys = spreadLabels(labels);
    expect(ys[0]).toBe(4.6);
    for (let i = 0; i < labels.length; i++) for (let j = i + 1; j < labels.length; j++) expect(clash(labels[i], ys[i], labels[j], ys[j])).toBe(false);
  });

  it('keeps clear of an island name it may not move', () => {
    const island = boxOf(5, 4, 'A home');
    const ship = boxOf(5, 4.05, 'HMS Dover');
    const [y] = spreadLabels([ship], [island]);
    expect(clash(ship, y, island, island.y)).toBe(false);
    expect(Math.abs(y - ship.y)).toBeLessThanOrEqual(ship.h * 1.05 + 1e-9);
  });
});
