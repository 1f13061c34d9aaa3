/**
 * Plane geometry in S (DESIGN.md "Lengths and positions"): x to the right, y down, headings in degrees clockwise
 * from north. Functions take plain numbers rather than point objects because the simulator calls them millions of
 * times and must not allocate; for the same reason lengths are square roots of sums of squares, not Math.hypot,
 * which is several times slower.
 */

export const EPSILON = 1e-6;

/** Deeper than this, two circles overlap rather than touch. */
const OVERLAP = 0.05;

/**
 * Unit vectors of recent headings. A game reads the same few headings (each piece's own, a planned course) thousands
 * of times between changes, and sine and cosine were a tenth of a simulation's time; a direct-mapped table keyed by
 * the heading itself returns exactly what Math.sin and Math.cos give, so nothing a game decides can differ.
 */
const SLOTS = 1024;
const cachedHeading = new Float64Array(SLOTS).fill(Number.NaN);
const cachedX = new Float64Array(SLOTS);
const cachedY = new Float64Array(SLOTS);

function slotOf(heading: number): number {
  const slot = ((heading * 37) | 0) & (SLOTS - 1);
  if (cachedHeading[slot] !== heading) fill(slot, heading);
  return slot;
}

/**
 * A slot's new heading, apart from `slotOf` so that `headingX` and `headingY` stay small enough for V8 to inline
 * into the geometry that calls them, which had spent its inlining budget on other calls and called them instead.
 */
function fill(slot: number, heading: number): void {
  const radians = (heading * Math.PI) / 180;
  cachedHeading[slot] = heading;
  cachedX[slot] = Math.sin(radians);
  cachedY[slot] = -Math.cos(radians);
}

export function headingX(heading: number): number {
  return cachedX[slotOf(heading)];
}

export function headingY(heading: number): number {
  return cachedY[slotOf(heading)];
}

/**
 * The length of (dx, dy), as the square root of the sum of squares (see the note at the top). Math.hypot rounds
 * differently in the last bit, so where two lengths tie a game may go either way between the two.
 */
export function norm(dx: number, dy: number): number {
  return Math.sqrt(dx * dx + dy * dy);
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
 * How far a hull may travel along its own keel, the unit direction (ux, uy), before one of its circles comes within
 * `reach` of the point (cx, cy). The `count` circles lie on the keel, the j-th `first + span * j / (count - 1)`
 * behind (px, py), so each sees the point at the same distance across the keel and only its distance along differs,
 * and a point farther across than `reach` is never met (most are settled by that one product). Circle by circle:
 * Infinity when it never comes within reach or already overlaps the point (a turn swung the hull into it: nothing
 * to stop against), 0 when it merely touches it and would move closer (only moving away is free).
 */
export function keelTravelUntilWithin(px: number, py: number, ux: number, uy: number, first: number, span: number, count: number, cx: number, cy: number, reach: number): number {
  const wx = cx - px;
  const wy = cy - py;
  const along0 = wx * ux + wy * uy;
  const across2 = wx * wx + wy * wy - along0 * along0;
  const reach2 = reach * reach;
  if (across2 > reach2 + EPSILON) return Infinity;
  const deep = (reach - OVERLAP) * (reach - OVERLAP);
  let best = Infinity;
  for (let j = 0; j < count; j++) {
    const along = along0 + (count === 1 ? first : first + (span * j) / (count - 1));
    const d2 = along * along + across2;
    let t: number;
    if (d2 < deep) t = Infinity;
    else if (d2 <= reach2 + EPSILON) t = along > EPSILON ? 0 : Infinity;
    else if (along <= 0 || across2 >= reach2) t = Infinity;
    else t = along - Math.sqrt(reach2 - across2);
    if (t < best) best = t;
  }
  return best;
}
