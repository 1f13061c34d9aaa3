import { Delaunay } from 'd3-delaunay';

/**
 * Where things are drawn on the Diplomacy map. The map data gives each territory only a point (its large-map pixel
 * position), so a territory's region is its Voronoi cell: every place nearer that point than any other. When the
 * coastline is known (lib/diplomacy/coast.ts sorts territories into land and sea by where their points fall), land
 * and sea territories are tiled separately, so the sea regions share out all the water and the land regions all the
 * land; the page clips each to its own kind. Cells are bounded by the points' bounding box grown by a margin, which
 * keeps the outer cells from running off to infinity.
 */

export type Point = { x: number; y: number };
export type Placed = Point & { name: string };
export type Kind = 'land' | 'sea';

export type Cell = {
  name: string;
  /** SVG path data of the cell's polygon. */
  path: string;
  /**
   * The cell among every territory, land and sea together: where a tap is nearer this territory's point than any
   * other's. Tap targets are cut to it, so neighbouring targets never overlap, whatever their kinds.
   */
  tap: string;
  /** The territory's own point: where its label, centre marker and unit go. */
  at: Point;
  kind: Kind;
};

export type MapGeometry = {
  viewBox: { x: number; y: number; width: number; height: number };
  cells: Cell[];
  /** Cells by territory name, lower-cased (territory names match without regard to case). */
  byName: Map<string, Cell>;
};

export const MAP_MARGIN = 40;

export function mapGeometry(territories: readonly Placed[], kinds: Readonly<Record<string, Kind>> = {}, margin = MAP_MARGIN): MapGeometry {
  if (territories.length === 0) throw new Error('A map needs at least one territory');
  const xs = territories.map((t) => t.x);
  const ys = territories.map((t) => t.y);
  const x0 = Math.min(...xs) - margin;
  const y0 = Math.min(...ys) - margin;
  const x1 = Math.max(...xs) + margin;
  const y1 = Math.max(...ys) + margin;
  const kindOf = (t: Placed): Kind => kinds[t.name] ?? 'sea';
  const everyone = Delaunay.from(
    territories,
    (t) => t.x,
    (t) => t.y,
  ).voronoi([x0, y0, x1, y1]);
  const tapOf = new Map(territories.map((t, i) => [t.name, everyone.cellPolygon(i)]));
  const cells = (['sea', 'land'] as const).flatMap((kind) => {
    const group = territories.filter((t) => kindOf(t) === kind);
    if (group.length === 0) return [];
    const voronoi = Delaunay.from(
      group,
      (t) => t.x,
      (t) => t.y,
    ).voronoi([x0, y0, x1, y1]);
    return group.map((t, i) => {
      const polygon = voronoi.cellPolygon(i);
      const tap = tapOf.get(t.name);
      return { name: t.name, at: { x: t.x, y: t.y }, path: polygon ? polygonPath(polygon) : '', tap: tap ? polygonPath(tap) : '', kind };
    });
  });
  return {
    viewBox: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 },
    cells,
    byName: new Map(cells.map((c) => [c.name.toLowerCase(), c])),
  };
}

function polygonPath(points: ArrayLike<ArrayLike<number>>): string {
  const parts: string[] = [];
  // d3 closes a cell polygon by repeating its first point; `Z` closes it already.
  for (let i = 0; i < points.length - 1; i++) parts.push(`${i === 0 ? 'M' : 'L'}${round(points[i][0])},${round(points[i][1])}`);
  return `${parts.join('')}Z`;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/**
 * An order arrow from one territory's point towards another's, stopped `gap` short of both ends so it does not hide
 * the units it joins. Null when the points are too close for an arrow to show.
 */
export function arrowLine(from: Point, to: Point, gap = 14): { x1: number; y1: number; x2: number; y2: number } | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  if (length <= 2 * gap) return null;
  const ux = dx / length;
  const uy = dy / length;
  return {
    x1: round(from.x + ux * gap),
    y1: round(from.y + uy * gap),
    x2: round(to.x - ux * gap),
    y2: round(to.y - uy * gap),
  };
}

/**
 * The outline of a unit, centred on its territory's point. A clipper is a sail (a triangle) and a frigate a hull (a
 * wide pentagon), so the two read apart without colour.
 */
export function unitPath(type: 'clipper' | 'frigate', at: Point, size = 11): string {
  const { x, y } = at;
  const s = size;
  if (type === 'clipper') return `M${x},${y - s}L${x + s},${y + s * 0.8}L${x - s},${y + s * 0.8}Z`;
  return `M${x - s * 1.3},${y - s * 0.5}L${x + s * 1.3},${y - s * 0.5}L${x + s * 0.9},${y + s * 0.7}L${x - s * 0.9},${y + s * 0.7}Z`;
}
