/**
 * Plane geometry in S (DESIGN.md "Lengths and positions"): x to the right, y down, headings in degrees clockwise
 * from north. Functions take plain numbers rather than point objects because the simulator calls them millions of
 * times and must not allocate; for the same reason lengths are square roots of sums of squares, not Math.hypot,
 * which is several times slower.
 */

export const EPSILON = 1e-6;

/** Deeper than this, two circles overlap rather than touch. */
const OVERLAP = 0.05;

export function headingX(heading: number): number {
  return Math.sin((heading * Math.PI) / 180);
}

export function headingY(heading: number): number {
  return -Math.cos((heading * Math.PI) / 180);
}

/** The heading from (ax, ay) towards (bx, by). */
export function headingTo(ax: number, ay: number, bx: number, by: number): number {
  const h = (Math.atan2(bx - ax, -(by - ay)) * 180) / Math.PI;
  return h < 0 ? h + 360 : h;
}

/** Distance from point p to the segment a-b. */
export function pointSegmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / len2;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  const ex = px - (ax + t * dx);
  const ey = py - (ay + t * dy);
  return Math.sqrt(ex * ex + ey * ey);
}

/**
 * How far a point may travel from (px, py) along the unit direction (ux, uy) before it comes within `reach` of
 * the point (cx, cy): Infinity when it never does or already overlaps it, 0 when it touches it and moves closer.
 */
export function travelUntilWithin(px: number, py: number, ux: number, uy: number, cx: number, cy: number, reach: number): number {
  const wx = cx - px;
  const wy = cy - py;
  const along = wx * ux + wy * uy;
  const across2 = wx * wx + wy * wy - along * along;
  const reach2 = reach * reach;
  const d2 = wx * wx + wy * wy;
  // Already overlapping (a turn swung the hull into it): nothing to stop against; merely touching: only moving away.
  if (d2 < (reach - OVERLAP) * (reach - OVERLAP)) return Infinity;
  if (d2 <= reach2 + EPSILON) return along > EPSILON ? 0 : Infinity;
  if (along <= 0 || across2 >= reach2) return Infinity;
  return along - Math.sqrt(reach2 - across2);
}
