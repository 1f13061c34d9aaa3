import { EPSILON, headingX, headingY, keelTravelUntilWithin, norm, pointSegmentDistance } from '../core/geometry';
import { TOUCH } from '../core/pieces';
import type { GameState, Island, Ship } from '../state/state';

/**
 * A hull as a chain of circles along the keel (see ../core/pieces.ts), which is what touching, ramming, range to "any
 * part of the target" and lines of fire are measured against. Circle j's centre is `circleOffset(s, j)` behind the
 * bow along the heading.
 *
 * Touching has one meaning everywhere: a gap of at most TOUCH (../core/pieces.ts) between two pieces. A move stops at the
 * first touch (001 "Moving"), so a ship that stops against a ship or an island is touching it by the same measure
 * that ramming, docking, towing and plundering read; a ship that passes closer than TOUCH to something stops there.
 */

/** TOUCH as a binding of this module: the hot loops below would read an imported one through a getter when unbundled. */
const touchGap = TOUCH;

/** Whether a gap between two pieces is a touch (with a hair for rounding: a move stops exactly TOUCH away). */
export const touches = (gap: number): boolean => gap <= touchGap + 1e-9;
export function circleCount(s: Ship): number {
  return s.seaCreature ? 1 : Math.max(2, Math.ceil((s.length - 2 * s.radius) / s.radius) + 1);
}

export function circleOffset(s: Ship, j: number, count = circleCount(s)): number {
  if (s.seaCreature) return 0;
  return s.radius + ((s.length - 2 * s.radius) * j) / (count - 1);
}

/** Distance from a point to the nearest part of a ship (0 inside her). */
export function distanceToShip(s: Ship, px: number, py: number): number {
  const n = circleCount(s);
  const ux = headingX(s.heading);
  const uy = headingY(s.heading);
  let best = Infinity;
  for (let j = 0; j < n; j++) {
    const o = circleOffset(s, j, n);
    const dx = px - (s.x - ux * o);
    const dy = py - (s.y - uy * o);
    const d = Math.sqrt(dx * dx + dy * dy) - s.radius;
    if (d < best) best = d;
  }
  return best < 0 ? 0 : best;
}

/** Distance between the bow circle of `s` and the nearest part of `t`. */
export function bowGap(s: Ship, t: Ship): number {
  const o = circleOffset(s, 0);
  return distanceToShip(t, s.x - headingX(s.heading) * o, s.y - headingY(s.heading) * o) - s.radius;
}

/** Nearest gap between two hulls. */
export function hullGap(s: Ship, t: Ship): number {
  const n = circleCount(s);
  const ux = headingX(s.heading);
  const uy = headingY(s.heading);
  let best = Infinity;
  for (let j = 0; j < n; j++) {
    const o = circleOffset(s, j, n);
    const d = distanceToShip(t, s.x - ux * o, s.y - uy * o) - s.radius;
    if (d < best) best = d;
  }
  return best;
}

export function touching(s: Ship, t: Ship): boolean {
  return touches(hullGap(s, t));
}

/**
 * Card text's "within S of her": some part of one piece lies within `range` of some part of the other, hull to
 * hull (a sea creature's whole base), not from the bow alone. A piece exactly at range is within it.
 */
export function within(s: Ship, t: Ship, range: number): boolean {
  return hullGap(s, t) <= range + 1e-9;
}

/** Whether any part of a ship touches a circle (an island or a terrain piece). */
export function touchesCircle(s: Ship, cx: number, cy: number, r: number): boolean {
  return touches(distanceToShip(s, cx, cy) - r);
}

export function bowTouchesCircle(s: Ship, cx: number, cy: number, r: number): boolean {
  const o = circleOffset(s, 0);
  return touches(norm(cx - (s.x - headingX(s.heading) * o), cy - (s.y - headingY(s.heading) * o)) - r - s.radius);
}

/** What stopped a move segment: nothing, an island, a ship or the table's edge. */
export interface SegmentStop {
  travelled: number;
  island: number;
  ship: number;
  edge: boolean;
}

/**
 * How far a ship may sail from where she is along `heading`, up to `distance`, before she touches (`touches`) an
 * island, a ship or a wreck (001 "Moving": she stops there) or the wall at the table's edge. Things she already touches do
 * not stop her when she sails away from them. Ghost ships (Crimson Coast "Ghost Ship") pass through everything.
 */
export function sailLimit(state: GameState, s: Ship, heading: number, distance: number, ghost: boolean, out: SegmentStop): SegmentStop {
  const ux = headingX(heading);
  const uy = headingY(heading);
  const n = circleCount(s);
  const first = s.seaCreature ? 0 : s.radius;
  const span = s.length - 2 * s.radius;
  out.travelled = distance;
  out.island = -1;
  out.ship = -1;
  out.edge = false;
  // Only what lies near the swept hull (stern to where the bow ends) can stop her: a cheap test first.
  const sternX = s.x - ux * s.length;
  const sternY = s.y - uy * s.length;
  const endX = s.x + ux * distance;
  const endY = s.y + uy * distance;
  const minX = Math.min(sternX, endX);
  const maxX = Math.max(sternX, endX);
  const minY = Math.min(sternY, endY);
  const maxY = Math.max(sternY, endY);
  if (!ghost) {
    for (let i = 0; i < state.islands.length; i++) {
      const isl = state.islands[i];
      const reach = isl.r + s.radius + touchGap;
      if (isl.x < minX - reach || isl.x > maxX + reach || isl.y < minY - reach || isl.y > maxY + reach) continue;
      if (pointSegmentDistance(isl.x, isl.y, sternX, sternY, endX, endY) > isl.r + s.radius + touchGap) continue;
      const t = keelTravelUntilWithin(s.x, s.y, ux, uy, first, span, n, isl.x, isl.y, isl.r + s.radius + touchGap);
      if (t < out.travelled) {
        out.travelled = t;
        out.island = i;
        out.ship = -1;
      }
    }
    for (let k = 0; k < state.ships.length; k++) {
      const other = state.ships[k];
      // Her own hull never stops her. The flags compared with true: V8 does not know a field holds only booleans and
      // tests its truth as it would any value's, where against true it is one comparison.
      if (other.id === s.id || other.sunk === true || other.inPlay !== true || other.lost === true || other.towedBy === s.id || other.id === s.towedBy) continue;
      const bound = other.length + other.radius + s.radius + touchGap;
      if (other.x < minX - bound || other.x > maxX + bound || other.y < minY - bound || other.y > maxY + bound) continue;
      const vx = headingX(other.heading);
      const vy = headingY(other.heading);
      const half = other.length / 2;
      if (pointSegmentDistance(other.x - vx * half, other.y - vy * half, sternX, sternY, endX, endY) > half + other.radius + s.radius + touchGap) continue;
      const m = circleCount(other);
      for (let q = 0; q < m; q++) {
        const oq = circleOffset(other, q, m);
        const cx = other.x - vx * oq;
        const cy = other.y - vy * oq;
        const t = keelTravelUntilWithin(s.x, s.y, ux, uy, first, span, n, cx, cy, other.radius + s.radius + touchGap);
        if (t < out.travelled) {
          out.travelled = t;
          out.ship = k;
          out.island = -1;
        }
      }
    }
  }
  if (state.edge === 'wall') {
    // The wall stops the bow (and the sides of the hull, which follow it) at the table's edge.
    const margin = s.radius;
    let limit = Infinity;
    if (ux > EPSILON) limit = Math.min(limit, (state.area.width - margin - s.x) / ux);
    if (ux < -EPSILON) limit = Math.min(limit, (margin - s.x) / ux);
    if (uy > EPSILON) limit = Math.min(limit, (state.area.height - margin - s.y) / uy);
    if (uy < -EPSILON) limit = Math.min(limit, (margin - s.y) / uy);
    if (limit < out.travelled) {
      out.travelled = Math.max(0, limit);
      out.edge = true;
      out.island = -1;
      out.ship = -1;
    }
  }
  if (out.travelled < 0) out.travelled = 0;
  return out;
}

/** The sweep below runs for every turn a ship makes: lengths by square root, as in ../core/geometry.ts. */
const sq = (v: number): number => v * v;

/**
 * The turn from heading `from` to `to` the short way round, in degrees: positive clockwise, in [-180, 180). A turn
 * about a given point that is blocked stays blocked turned further the same way: the hull sweeps all it swept before.
 */
export function turnTo(from: number, to: number): number {
  const d = to - from;
  // `((d % 360) + 540) % 360 - 180` bit for bit: between two headings d lies in (-360, 360), where `d % 360` is d,
  // and the sum in (180, 900), where subtracting 360 or 720 is exact (V8 calls out to C for `%` on fractions).
  const sum = (d >= 360 || d <= -360 ? d % 360 : d) + 540;
  return (sum >= 720 ? sum - 720 : sum >= 360 ? sum - 360 : sum) - 180;
}

/**
 * Whether turning `s` to `heading` about the point `back` behind her bow on her keel (half her length: the middle
 * of her hull; her length: her stern) swings her hull into an island or a ship: into touch with one she was not
 * touching, or closer to one she was. She turns the short way round. Each hull circle sweeps an arc about the
 * turning point, whose nearest approach to a circle is exact, so nothing is sampled and nothing allocated.
 */
export function swingBlocked(state: GameState, s: Ship, back: number, heading: number): boolean {
  const delta = turnTo(s.heading, heading);
  if (delta === 0 || s.seaCreature) return false;
  const ux = headingX(s.heading);
  const uy = headingY(s.heading);
  const vx1 = headingX(heading);
  const vy1 = headingY(heading);
  const turn = Math.sign(delta);
  const cx = s.x - ux * back;
  const cy = s.y - uy * back;
  const reach = Math.max(back, s.length - back) + s.radius + touchGap;
  const n = circleCount(s);
  for (const isl of state.islands) {
    const bound = reach + isl.r;
    const wx = isl.x - cx;
    const wy = isl.y - cy;
    if (Math.abs(wx) > bound || Math.abs(wy) > bound) continue;
    const d = Math.sqrt(sq(wx) + sq(wy));
    if (d > bound) continue;
    if (arcBlocked(s, n, back, ux, uy, vx1, vy1, turn, wx, wy, d, isl.r)) return true;
  }
  for (const o of state.ships) {
    // The flags compared with true, as `sailLimit` compares them.
    if (o === s || o.sunk === true || o.inPlay !== true || o.lost === true || o.towedBy === s.id || o.id === s.towedBy) continue;
    // Her whole hull lies within her length of her bow: a box test before any trigonometry.
    const bound = reach + o.length + o.radius;
    if (Math.abs(o.x - cx) > bound || Math.abs(o.y - cy) > bound) continue;
    const vx = headingX(o.heading);
    const vy = headingY(o.heading);
    if (Math.sqrt(sq(o.x - vx * o.length * 0.5 - cx) + sq(o.y - vy * o.length * 0.5 - cy)) > reach + o.length * 0.5 + o.radius) continue;
    const m = circleCount(o);
    for (let q = 0; q < m; q++) {
      const oq = circleOffset(o, q, m);
      const wx = o.x - vx * oq - cx;
      const wy = o.y - vy * oq - cy;
      const d = Math.sqrt(sq(wx) + sq(wy));
      if (d > reach + o.radius) continue;
      if (arcBlocked(s, n, back, ux, uy, vx1, vy1, turn, wx, wy, d, o.radius)) return true;
    }
  }
  return false;
}

/**
 * Whether the `n` hull circles of `s`, turning about a point from direction u0 to u1 (clockwise when `turn` is 1,
 * anticlockwise when -1), come closer than allowed to a circle of radius `r` lying (wx, wy) from that point, `d` away.
 */
function arcBlocked(s: Ship, n: number, back: number, ux0: number, uy0: number, ux1: number, uy1: number, turn: number, wx: number, wy: number, d: number, r: number): boolean {
  // Circles ahead of the turning point sweep from u0 to u1, those behind from -u0 to -u1. An arc's nearest approach
  // is straight out towards the point when the point's direction lies within the arc (between the two, by the
  // signs of the cross products), else at one of its ends.
  const c0 = turn * (ux0 * wy - uy0 * wx);
  const c1 = turn * (wx * uy1 - wy * ux1);
  const ahead = c0 >= 0 && c1 >= 0;
  const behind = c0 <= 0 && c1 <= 0;
  const clearance = r + s.radius;
  const span = s.length - 2 * s.radius;
  // Blocked when some circle's nearest approach comes under the least gap the circles start at (or under a touch):
  // the starts first, then the approaches, stopping at the first under. An arc's end at u0 is where it starts, never
  // under that bound, so where the nearest approach lies at an end only the end at u1 can be. Her circles are spaced
  // as `circleOffset` spaces them: no sea creature swings (`swingBlocked`).
  let start = Infinity;
  for (let j = 0; j < n; j++) {
    const rho = back - (s.radius + (span * j) / (n - 1));
    const gap0 = Math.sqrt(sq(wx - ux0 * rho) + sq(wy - uy0 * rho)) - clearance;
    if (gap0 < start) start = gap0;
  }
  const bound = Math.min(start, touchGap) - 1e-9;
  for (let j = 0; j < n; j++) {
    const rho = back - (s.radius + (span * j) / (n - 1));
    const least = (rho >= 0 ? ahead : behind) ? Math.abs(d - Math.abs(rho)) - clearance : Math.sqrt(sq(wx - ux1 * rho) + sq(wy - uy1 * rho)) - clearance;
    if (least < bound) return true;
  }
  return false;
}

/**
 * "If this ship is within S of a friendly ship when this ship is given a move action": another piece of her fleet in
 * play, sea creatures too (001 "Sea Creatures": they are considered to be ships), measured hull to hull where she
 * stands before she moves. A ship lost in a fog bank is out of play for every other piece (001 "Fog Bank"), so she
 * counts for nothing.
 */
export function friendWithin(state: GameState, s: Ship, range: number): boolean {
  return state.ships.some((o) => o !== s && o.owner === s.owner && !o.sunk && o.inPlay && !o.lost && within(o, s, range));
}

/** "When this ship is within S of an enemy ship": an enemy piece in play, measured as `friendWithin` measures. */
export function enemyWithin(state: GameState, s: Ship, range: number): boolean {
  return state.ships.some((o) => o.owner !== s.owner && !o.sunk && o.inPlay && !o.lost && within(o, s, range));
}

/**
 * Whether `s`, as she stands (set down there with ./turning.ts `standing`), lies over one of `ships` in play (but
 * `except`, a derelict she tows) or an island: touching is not lying over.
 */
export function overlapsAny(s: Ship, ships: readonly Ship[], islands: readonly Pick<Island, 'x' | 'y' | 'r'>[], except = -1): boolean {
  // A hull lies within her length (and a radius, for a sea creature's base) of her bow: a box test before the circles.
  const reach = s.length + s.radius;
  for (const o of ships) {
    if (o === s || o.id === s.id || o.id === except || o.sunk || !o.inPlay || o.lost) continue;
    const bound = reach + o.length + o.radius;
    if (Math.abs(o.x - s.x) > bound || Math.abs(o.y - s.y) > bound) continue;
    if (hullGap(s, o) < -1e-6) return true;
  }
  for (const isl of islands) {
    const bound = reach + isl.r;
    if (Math.abs(isl.x - s.x) > bound || Math.abs(isl.y - s.y) > bound) continue;
    if (distanceToShip(s, isl.x, isl.y) < isl.r - 1e-6) return true;
  }
  return false;
}

/**
 * Whether `s`, as she stands (set down there with ./turning.ts `standing`), touches an island, another ship or the
 * table's edge.
 */
export function blockedAt(state: GameState, s: Ship): boolean {
  if (state.islands.some((isl) => touchesCircle(s, isl.x, isl.y, isl.r))) return true;
  if (state.ships.some((o) => o !== s && !o.sunk && o.inPlay && !o.lost && touching(s, o))) return true;
  // Her bow (x, y) and her stern, a hull's length astern of it, both on the table.
  const sx = s.x - headingX(s.heading) * s.length;
  const sy = s.y - headingY(s.heading) * s.length;
  const off = (x: number, y: number) => x < 0 || y < 0 || x > state.area.width || y > state.area.height;
  return off(s.x, s.y) || off(sx, sy);
}
