import { LEG_LENGTH } from '@/lib/cards/move';
import { mayGainCurrent } from '@/lib/engine/terrain/currents';
import { baseMove, type Segment } from '@/lib/engine/game';
import { headingTo, headingX, headingY } from '@/lib/engine/core/geometry';
import type { GameState } from '@/lib/engine/state/state';

/**
 * A move planned by tapping the table: one segment per waypoint, each towards it and as long as the distance to it,
 * cut to one of the ship's remaining base-move legs (the shortest leg that covers it, else the longest). Under rules
 * that make a ship sail her full move (Daniel's) each segment is a whole leg. Waypoints past the last leg are ignored.
 * The bow is aimed from where it stands; the engine pivots the hull about its middle before each segment, so the
 * preview (`previewMove`) shows exactly where she ends.
 */
export function segmentsThrough(state: GameState, shipId: number, waypoints: readonly { x: number; y: number }[]): Segment[] {
  const s = state.ships[shipId];
  if (!s) return [];
  // A friendly trade current she may sail over gives one more S leg (./currents.ts); the preview shows where she stops without it.
  const legs = [...baseMove(state, s), ...(mayGainCurrent(state, s) && !state.rules.mustMoveFullDistance ? (['S'] as const) : [])].map((l) => LEG_LENGTH[l]);
  const full = state.rules.mustMoveFullDistance;
  const out: Segment[] = [];
  let x = s.x;
  let y = s.y;
  for (const p of waypoints) {
    if (legs.length === 0) break;
    const want = Math.hypot(p.x - x, p.y - y);
    if (want < 1e-6) continue;
    const sorted = legs.map((l, i) => ({ l, i })).sort((a, b) => a.l - b.l);
    const pick = sorted.find((c) => c.l >= want) ?? sorted[sorted.length - 1];
    legs.splice(pick.i, 1);
    const heading = Math.round(headingTo(x, y, p.x, p.y) * 10) / 10;
    const distance = Math.round((full ? pick.l : Math.min(want, pick.l)) * 1000) / 1000;
    out.push({ heading, distance });
    x += headingX(heading) * distance;
    y += headingY(heading) * distance;
  }
  return out;
}
