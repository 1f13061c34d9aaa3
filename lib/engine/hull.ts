import { EPSILON, headingX, headingY, pointSegmentDistance, travelUntilWithin } from './geometry';
import { TOUCH } from './pieces';
import type { GameState, Ship } from './state';

/**
 * A hull as a chain of circles along the keel (see ./pieces.ts), which is what touching, ramming, range to "any
 * part of the target" and lines of fire are measured against. Circle j's centre is `circleOffset(s, j)` behind the
 * bow along the heading.
 */
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
    const d = Math.hypot(px - (s.x - ux * o), py - (s.y - uy * o)) - s.radius;
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
  return hullGap(s, t) <= TOUCH;
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
  return distanceToShip(s, cx, cy) <= r + TOUCH;
}

export function bowTouchesCircle(s: Ship, cx: number, cy: number, r: number): boolean {
  const o = circleOffset(s, 0);
  return Math.hypot(cx - (s.x - headingX(s.heading) * o), cy - (s.y - headingY(s.heading) * o)) <= r + s.radius + TOUCH;
}

/** What stopped a move segment: nothing, an island, a ship or the table's edge. */
export interface SegmentStop {
  travelled: number;
  island: number;
  ship: number;
  edge: boolean;
}

/**
 * How far a ship may sail from where she is along `heading`, up to `distance`, before she touches an island, a
 * ship or a wreck (001 "Moving": she stops there) or the wall at the table's edge. Things she already touches do
 * not stop her when she sails away from them. Ghost ships (Crimson Coast "Ghost Ship") pass through everything.
 */
export function sailLimit(state: GameState, s: Ship, heading: number, distance: number, ghost: boolean, out: SegmentStop): SegmentStop {
  const ux = headingX(heading);
  const uy = headingY(heading);
  const n = circleCount(s);
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
      const reach = isl.r + s.radius + TOUCH;
      if (isl.x < minX - reach || isl.x > maxX + reach || isl.y < minY - reach || isl.y > maxY + reach) continue;
      if (pointSegmentDistance(isl.x, isl.y, sternX, sternY, endX, endY) > isl.r + s.radius + TOUCH) continue;
      for (let j = 0; j < n; j++) {
        const o = circleOffset(s, j, n);
        const t = travelUntilWithin(s.x - ux * o, s.y - uy * o, ux, uy, isl.x, isl.y, isl.r + s.radius);
        if (t < out.travelled) {
          out.travelled = t;
          out.island = i;
          out.ship = -1;
        }
      }
    }
    for (let k = 0; k < state.ships.length; k++) {
      const other = state.ships[k];
      if (other === s || other.sunk || !other.inPlay || other.lost || other.towedBy === s.id || other.id === s.towedBy) continue;
      const bound = other.length + other.radius + s.radius + TOUCH;
      if (other.x < minX - bound || other.x > maxX + bound || other.y < minY - bound || other.y > maxY + bound) continue;
      const vx = headingX(other.heading);
      const vy = headingY(other.heading);
      const half = other.length / 2;
      if (pointSegmentDistance(other.x - vx * half, other.y - vy * half, sternX, sternY, endX, endY) > half + other.radius + s.radius + TOUCH) continue;
      const m = circleCount(other);
      for (let q = 0; q < m; q++) {
        const oq = circleOffset(other, q, m);
        const cx = other.x - vx * oq;
        const cy = other.y - vy * oq;
        for (let j = 0; j < n; j++) {
          const o = circleOffset(s, j, n);
          const t = travelUntilWithin(s.x - ux * o, s.y - uy * o, ux, uy, cx, cy, other.radius + s.radius);
          if (t < out.travelled) {
            out.travelled = t;
            out.ship = k;
            out.island = -1;
          }
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
