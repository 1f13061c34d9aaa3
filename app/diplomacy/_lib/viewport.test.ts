import { describe, expect, it } from 'vitest';
import { fitView, MIN_WIDTH, panView, wholeView, zoomView, zoomViewAt } from './viewport';

const whole = { x: 0, y: 0, width: 1200, height: 800 };

describe('the map view', () => {
  it('shows the whole map letterboxed to a tall phone frame', () => {
    const v = wholeView(whole, 0.75);
    expect(v.width).toBe(1200);
    expect(v.height).toBe(1600);
    expect(v.y).toBe(-400);
  });

  it('fits a player\'s units with a margin, in the frame\'s shape, never narrower than the minimum', () => {
    const v = fitView([{ x: 900, y: 500 }, { x: 1000, y: 600 }], whole, 0.75, 50);
    expect(v.width / v.height).toBeCloseTo(0.75);
    expect(v.x).toBeLessThanOrEqual(850);
    expect(v.x + v.width).toBeGreaterThanOrEqual(1050);
    expect(fitView([{ x: 600, y: 400 }], whole, 1, 0).width).toBe(MIN_WIDTH);
  });

  it('keeps a fitted view on the map near its edge', () => {
    const v = fitView([{ x: 1190, y: 790 }], whole, 1, 10);
    expect(v.x + v.width).toBeLessThanOrEqual(1200);
    expect(v.y + v.height).toBeLessThanOrEqual(800);
  });

  it('zooms about the centre, within the limits, and pans without leaving the map', () => {
    const v = { x: 400, y: 300, width: 400, height: 200 };
    const z = zoomView(v, 2, whole);
    expect(z).toEqual({ x: 500, y: 350, width: 200, height: 100 });
    expect(zoomView(z, 100, whole).width).toBe(MIN_WIDTH);
    expect(zoomView(v, 0.01, whole).width).toBe(1600);
    expect(panView(v, -1000, 0, whole).x).toBe(0);
  });
  it('zooms about a pinched point, which keeps its place in the view', () => {
    const v = { x: 400, y: 300, width: 400, height: 200 };
    const z = zoomViewAt(v, 2, { x: 500, y: 350 }, whole);
    expect(z).toEqual({ x: 450, y: 325, width: 200, height: 100 });
    // The point was a quarter of the way across and stays so.
    expect((500 - z.x) / z.width).toBeCloseTo((500 - v.x) / v.width);
  });
});
