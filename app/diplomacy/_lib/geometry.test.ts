import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { arrowLine, mapGeometry, unitPath } from './geometry';

// The real map, read at test time from the shared data folder (never copied into the repository).
const MAP_FILE = process.env.DIPLOMACY_MAP_FILE ?? '/work/shared/data/pirates-diplomacy-map.json';
const realMap = JSON.parse(readFileSync(MAP_FILE, 'utf8')) as { territories: { name: string; x: number; y: number }[] };

function vertices(path: string): [number, number][] {
  return [...path.matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

/** Even-odd ray cast: is the point inside the polygon? */
function inside(p: { x: number; y: number }, poly: [number, number][]): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > p.y !== yj > p.y && p.x < ((xj - xi) * (p.y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

function area(poly: [number, number][]): number {
  let a = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) a += poly[j][0] * poly[i][1] - poly[i][0] * poly[j][1];
  return Math.abs(a) / 2;
}

describe('mapGeometry on the real map', () => {
  const geometry = mapGeometry(realMap.territories);

  it('gives every territory a closed region that contains its own point', () => {
    expect(geometry.cells).toHaveLength(realMap.territories.length);
    for (const cell of geometry.cells) {
      expect(cell.path.endsWith('Z'), cell.name).toBe(true);
      expect(inside(cell.at, vertices(cell.path)), cell.name).toBe(true);
    }
  });

  it('tiles the bounded map: the regions cover the view box without overlapping', () => {
    const { width, height } = geometry.viewBox;
    const total = geometry.cells.reduce((sum, c) => sum + area(vertices(c.path)), 0);
    expect(total).toBeCloseTo(width * height, -2);
  });

  it('keeps every region inside the view box', () => {
    const { x, y, width, height } = geometry.viewBox;
    for (const cell of geometry.cells)
      for (const [vx, vy] of vertices(cell.path)) {
        expect(vx).toBeGreaterThanOrEqual(x - 0.1);
        expect(vx).toBeLessThanOrEqual(x + width + 0.1);
        expect(vy).toBeGreaterThanOrEqual(y - 0.1);
        expect(vy).toBeLessThanOrEqual(y + height + 0.1);
      }
  });

  it('finds cells by name without regard to case', () => {
    const name = realMap.territories[0].name;
    expect(geometry.byName.get(name.toUpperCase().toLowerCase())?.name).toBe(name);
  });
});

describe('mapGeometry on invented points', () => {
  it('splits two points along their perpendicular bisector', () => {
    const g = mapGeometry(
      [
        { name: 'West Reef', x: 0, y: 0 },
        { name: 'East Reef', x: 100, y: 0 },
      ],
      {},
      10,
    );
    expect(g.viewBox).toEqual({ x: -10, y: -10, width: 120, height: 20 });
    const west = vertices(g.byName.get('west reef')!.path);
    expect(Math.max(...west.map(([x]) => x))).toBeCloseTo(50);
  });

  it('tiles land and sea apart: a land point\'s cell ignores the sea points around it', () => {
    const points = [
      { name: 'Sea West', x: 0, y: 0 },
      { name: 'Isle', x: 50, y: 0 },
      { name: 'Sea East', x: 100, y: 0 },
    ];
    const mixed = mapGeometry(points, { Isle: 'land' }, 10);
    expect(mixed.byName.get('isle')!.kind).toBe('land');
    // Alone among the land, the island's cell is the whole box; the two sea cells split it at x = 50.
    expect(Math.min(...vertices(mixed.byName.get('isle')!.path).map(([x]) => x))).toBeCloseTo(-10);
    expect(Math.max(...vertices(mixed.byName.get('sea west')!.path).map(([x]) => x))).toBeCloseTo(50);
  });

  it('cuts tap targets among every territory, land and sea together, so a tap goes to the nearest point', () => {
    const points = [
      { name: 'Sea West', x: 0, y: 0 },
      { name: 'Isle', x: 50, y: 0 },
      { name: 'Sea East', x: 100, y: 0 },
    ];
    const mixed = mapGeometry(points, { Isle: 'land' }, 10);
    const isle = vertices(mixed.byName.get('isle')!.tap).map(([x]) => x);
    expect([Math.min(...isle), Math.max(...isle)].map((x) => Math.round(x))).toEqual([25, 75]);
    expect(inside({ x: 20, y: 0 }, vertices(mixed.byName.get('sea west')!.tap))).toBe(true);
    expect(inside({ x: 30, y: 0 }, vertices(mixed.byName.get('isle')!.tap))).toBe(true);
  });

  it('refuses an empty map', () => {
    expect(() => mapGeometry([])).toThrow(/at least one/);
  });
});

describe('arrowLine', () => {
  it('stops short of both ends along the same line', () => {
    expect(arrowLine({ x: 0, y: 0 }, { x: 100, y: 0 }, 10)).toEqual({ x1: 10, y1: 0, x2: 90, y2: 0 });
  });
  it('draws nothing between points closer than the two gaps', () => {
    expect(arrowLine({ x: 0, y: 0 }, { x: 15, y: 0 }, 10)).toBeNull();
  });
});

describe('unitPath', () => {
  it('draws a clipper and a frigate as different shapes, not just different colours', () => {
    const at = { x: 50, y: 50 };
    expect(vertices(unitPath('clipper', at))).toHaveLength(3);
    expect(vertices(unitPath('frigate', at))).toHaveLength(4);
  });
});
