import { describe, expect, it } from 'vitest';
import { sfc32 } from '@/lib/random';
import { headingX, headingY, keelTravelUntilWithin } from './geometry';

/**
 * The hull's sweep is asked once per target for all its keel circles at once; it must give what asking circle by
 * circle gives, since a move stops at the first touch (001 "Moving") and a ship may always sail away from a touch.
 */
function oneCircle(px: number, py: number, ux: number, uy: number, cx: number, cy: number, reach: number): number {
  const wx = cx - px;
  const wy = cy - py;
  const along = wx * ux + wy * uy;
  const d = Math.sqrt(wx * wx + wy * wy);
  if (d < reach - 0.05) return Infinity;
  if (d <= reach + 1e-6) return along > 1e-6 ? 0 : Infinity;
  const across = Math.sqrt(Math.max(0, d * d - along * along));
  if (along <= 0 || across >= reach) return Infinity;
  return along - Math.sqrt(reach * reach - across * across);
}

describe('sweeping a hull along its keel', () => {
  it('stops where the first of its circles would, for targets anywhere around it', () => {
    const next = sfc32(7, 11, 13, 17);
    const rand = () => (next() >>> 0) / 2 ** 32;
    for (let k = 0; k < 2000; k++) {
      const heading = rand() * 360;
      const ux = headingX(heading);
      const uy = headingY(heading);
      const [px, py] = [5 + rand() * 10, 5 + rand() * 10];
      const [cx, cy] = [px + (rand() - 0.5) * 12, py + (rand() - 0.5) * 12];
      const count = 1 + Math.floor(rand() * 4);
      const first = 0.3;
      const span = count === 1 ? 0 : 0.6 + rand();
      const reach = 0.4 + rand();
      let expected = Infinity;
      for (let j = 0; j < count; j++) {
        const o = count === 1 ? first : first + (span * j) / (count - 1);
        expected = Math.min(expected, oneCircle(px - ux * o, py - uy * o, ux, uy, cx, cy, reach));
      }
      const got = keelTravelUntilWithin(px, py, ux, uy, first, span, count, cx, cy, reach);
      if (expected === Infinity) expect(got).toBe(Infinity);
      else expect(got).toBeCloseTo(expected, 9);
    }
  });

  it('lets a hull touching a target only sail away from it', () => {
    // A target dead ahead, touching the bow circle: no way forward, free astern.
    expect(keelTravelUntilWithin(0, 0, 0, -1, 0.3, 1, 3, 0, -1, 1.3)).toBe(0);
    expect(keelTravelUntilWithin(0, 0, 0, 1, 0.3, 1, 3, 0, -1, 1.3)).toBe(Infinity);
  });
});

describe('heading vectors', () => {
  it('are the exact sine and cosine of the heading, however often and in whatever order they are asked for', () => {
    for (const h of [0, 90, 180, 270, 33.3, 33.3 + 360 / 37, 359.999, -45, 45]) {
      for (let i = 0; i < 3; i++) {
        expect(headingX(h)).toBe(Math.sin((h * Math.PI) / 180));
        expect(headingY(h)).toBe(-Math.cos((h * Math.PI) / 180));
      }
    }
  });
});
