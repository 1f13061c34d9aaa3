import { geoClipRectangle, geoPath, geoTransform, type GeoStream } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { DiplomacyMap } from './map';

/**
 * The Caribbean's real coastline drawn under the game's map. The map data gives each territory only a point on the
 * variant's hand-drawn map, so the coastline (Natural Earth land, from the `world-atlas` TopoJSON) is brought onto
 * the map's coordinates instead of the other way round: the territories, their borders and the places units stand
 * stay exactly where the game has them, and the land is bent to meet them.
 *
 * The fit, and why:
 * - First an affine map from longitude and latitude to map coordinates, fitted by least squares on the anchor places
 *   below (ports and islands whose real position is known). Its residual is large (38.8 map units RMS, 112 at worst,
 *   at Veracruz; the map is about 1,130 units wide), because the hand-drawn map stretches the Lesser Antilles and
 *   squeezes the Gulf of Mexico.
 * - Then the residuals are spread smoothly by Gaussian radial basis functions (width 2 degrees, ridge 0.2), which
 *   brings the anchors to within 12.8 units RMS (26.6 at worst, Grenada). A wider kernel and the ridge keep the
 *   warp from folding over itself; an exact interpolation would fold where the hand-drawn map contradicts geography.
 * - Anchors left out, because the hand-drawn map contradicts geography there and an anchor would tear the coast:
 *   Bermuda (drawn off the Bahamas, really 1,000 km north), Montserrat (drawn west of St Kitts, really to its east),
 *   and the near-duplicates Nombre de Dior, Port Royal and Port-de-Paix (each within a few kilometres of an anchor
 *   already used, but drawn far apart).
 * `caribbeanCoast().fit` reports the residuals as computed, and the tests hold them to these figures.
 */

/** Anchor places: [longitude, latitude] of the real port, island or town, to a few kilometres. */
export const ANCHORS: Readonly<Record<string, readonly [number, number]>> = {
  Havana: [-82.36, 23.14],
  Veracruz: [-96.13, 19.17],
  Campeche: [-90.53, 19.85],
  Barbados: [-59.55, 13.17],
  Curacao: [-68.99, 12.17],
  Cartagena: [-75.51, 10.39],
  'Puerto Bello': [-79.65, 9.55],
  'Spanish Town': [-76.96, 17.99],
  Santiago: [-75.82, 20.02],
  Tortuga: [-72.78, 20.05],
  'Petit Goave': [-72.86, 18.43],
  'San Juan': [-66.1, 18.47],
  'St Martin': [-63.05, 18.07],
  'St Eustatius': [-62.98, 17.49],
  'St Kitts': [-62.72, 17.3],
  Antigua: [-61.8, 17.07],
  Guadeloupe: [-61.55, 16.25],
  Martinique: [-61.02, 14.64],
  'St Lucia': [-60.98, 13.9],
  Grenada: [-61.68, 12.12],
  Tobago: [-60.67, 11.25],
  Trinadad: [-61.3, 10.5],
  Margarita: [-63.9, 11.0],
  Cunana: [-64.17, 10.46],
  Caracus: [-66.93, 10.6],
  'Puerto Cabello': [-68.01, 10.47],
  Coro: [-69.67, 11.4],
  Maracaibo: [-71.64, 10.65],
  'Rio de la Hacha': [-72.91, 11.54],
  'Santa Maria': [-74.2, 11.24],
  Nassau: [-77.35, 25.06],
  'Grand Bahama': [-78.5, 26.65],
  Eleuthera: [-76.2, 25.2],
  'Florida Keys': [-81.1, 24.7],
  'St Augustine': [-81.31, 29.9],
  Providence: [-81.37, 13.35],
  'Isla de los Pinos': [-82.8, 21.7],
  'Baymen Ports': [-88.2, 17.5],
  'La Vega': [-70.53, 19.22],
  'Isla Blanquilla': [-64.6, 11.85],
  'Caicos and Turks Islands': [-71.8, 21.7],
  'Cayman Islands': [-81.2, 19.3],
};

const KERNEL_WIDTH = 2;
const RIDGE = 0.2;
/** Longitude and latitude drawn: the Gulf of Mexico to Barbados, Florida to the Orinoco, with room around. */
const BOUNDS = { west: -100, south: 5, east: -52, north: 33 };
/** Coast points closer than this (map units) to the last one kept add nothing visible at any zoom the page offers. */
const MIN_STEP = 0.6;

export type Kind = 'land' | 'sea';

export interface CoastFit {
  anchors: { place: string; residual: number; affineResidual: number }[];
  /** Root mean square and largest distance (map units) between an anchor's fitted and drawn positions. */
  affine: { rms: number; max: number };
  warped: { rms: number; max: number };
}

export interface Coast {
  /** SVG path data of the land, in map coordinates. */
  land: string;
  /** Each territory as land or sea, by where its point falls. */
  kinds: Record<string, Kind>;
  fit: CoastFit;
}

type Vec = [number, number];

/** Solves A x = b (small, dense, well conditioned) by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = c + 1; r < n; r++) {
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = m[r][n];
    for (let k = r + 1; k < n; k++) s -= m[r][k] * x[k];
    x[r] = s / m[r][r];
  }
  return x;
}

/** The warp from [longitude, latitude] to map coordinates, fitted to the anchors; and how well it fits. */
export function fitWarp(anchors: { place: string; real: Vec; drawn: Vec }[]): { warp: (p: Vec) => Vec; fit: CoastFit } {
  // Affine least squares: normal equations for [1, lon, lat] against x and against y.
  const rows = anchors.map((a) => [1, a.real[0], a.real[1]]);
  const normal = [0, 1, 2].map((i) => [0, 1, 2].map((j) => rows.reduce((s, r) => s + r[i] * r[j], 0)));
  const axis = (k: 0 | 1) => solve(normal, [0, 1, 2].map((i) => rows.reduce((s, r, n) => s + r[i] * anchors[n].drawn[k], 0)));
  const [cx, cy] = [axis(0), axis(1)];
  const affine = ([lon, lat]: Vec): Vec => [cx[0] + cx[1] * lon + cx[2] * lat, cy[0] + cy[1] * lon + cy[2] * lat];

  // Residuals spread by Gaussian radial basis functions with a ridge (smoothing, not interpolating).
  const kernel = (p: Vec, q: readonly number[]) => Math.exp(-((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2) / (2 * KERNEL_WIDTH ** 2));
  const gram = anchors.map((a, i) => anchors.map((b, j) => kernel(a.real, b.real) + (i === j ? RIDGE : 0)));
  const residual = anchors.map((a) => {
    const p = affine(a.real);
    return [a.drawn[0] - p[0], a.drawn[1] - p[1]];
  });
  const wx = solve(gram, residual.map((r) => r[0]));
  const wy = solve(gram, residual.map((r) => r[1]));
  const warp = (p: Vec): Vec => {
    const [x, y] = affine(p);
    let dx = 0;
    let dy = 0;
    for (let i = 0; i < anchors.length; i++) {
      const k = kernel(p, anchors[i].real);
      dx += wx[i] * k;
      dy += wy[i] * k;
    }
    return [x + dx, y + dy];
  };

  const distance = (a: Vec, b: Vec) => Math.hypot(a[0] - b[0], a[1] - b[1]);
  const rows2 = anchors.map((a) => ({ place: a.place, residual: distance(warp(a.real), a.drawn), affineResidual: distance(affine(a.real), a.drawn) }));
  const stats = (xs: number[]) => ({ rms: Math.sqrt(xs.reduce((s, x) => s + x * x, 0) / xs.length), max: Math.max(...xs) });
  return { warp, fit: { anchors: rows2, affine: stats(rows2.map((r) => r.affineResidual)), warped: stats(rows2.map((r) => r.residual)) } };
}

/** Even-odd point in polygon over all rings (holes included). */
function inside(rings: Vec[][], [x, y]: Vec): boolean {
  let hit = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
    }
  }
  return hit;
}

/** The land of `topology` (world-atlas `land-50m`) bent onto `map`'s coordinates, and each territory's kind. */
export function caribbeanCoast(map: DiplomacyMap, topology: Topology<{ land: GeometryCollection }>): Coast {
  const drawn = new Map(map.territories.map((t) => [t.name, [t.x, t.y] as Vec]));
  const anchors = Object.entries(ANCHORS).flatMap(([place, real]) => {
    const at = drawn.get(place);
    return at ? [{ place, real: [real[0], real[1]] as Vec, drawn: at }] : [];
  });
  const { warp, fit } = fitWarp(anchors);

  // Clip to the region in longitude and latitude first (planar: the region is small), then bend every point.
  const bend = geoTransform({
    point(this: { stream: GeoStream }, lon: number, lat: number) {
      const [x, y] = warp([lon, lat]);
      this.stream.point(x, y);
    },
  });
  const clip = geoClipRectangle(BOUNDS.west, BOUNDS.south, BOUNDS.east, BOUNDS.north);
  const rings: Vec[][] = [];
  let ring: Vec[] = [];
  const round = (n: number) => Math.round(n * 10) / 10;
  const context = {
    moveTo(x: number, y: number) {
      ring = [[x, y]];
      rings.push(ring);
    },
    lineTo(x: number, y: number) {
      const last = ring[ring.length - 1];
      if (Math.hypot(x - last[0], y - last[1]) >= MIN_STEP) ring.push([x, y]);
    },
    closePath() {},
    arc() {},
  };
  geoPath({ stream: (out: GeoStream) => clip(bend.stream(out)) }, context as unknown as CanvasRenderingContext2D)(feature(topology, topology.objects.land));
  const land = rings
    .filter((r) => r.length >= 3)
    .map((r) => `M${r.map(([x, y]) => `${round(x)},${round(y)}`).join('L')}Z`)
    .join('');
  const kinds = Object.fromEntries(map.territories.map((t) => [t.name, inside(rings, [t.x, t.y]) ? 'land' : 'sea'])) as Record<string, Kind>;
  return { land, kinds, fit };
}
