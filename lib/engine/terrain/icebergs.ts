import { loseMast, sink } from '../combat/combat';
import { headingX, headingY, norm } from '../core/geometry';
import { touchesCircle } from '../hull/hull';
import { emit, type Game } from '../state/play';

/*
 * Icebergs (001 "Iceberg") moved: by their own drift as a turn begins (../turn/turn.ts) or by a card that moves one.
 */

/**
 * Iceberg `i` moved `distance` along `heading`: grounded if it reaches an island, taking a mast from each piece it touches
 * where it stops (001: "If an iceberg touches any ship or sea creature, stop moving it and eliminate one mast or
 * segment"; a move is checked where it ends, as the drift always was).
 */
export function driftIceberg(game: Game, i: number, heading: number, distance: number): void {
  const state = game.state;
  const t = state.terrain[i];
  const x = t.x + headingX(heading) * distance;
  const y = t.y + headingY(heading) * distance;
  const grounded = state.islands.some((isl) => norm(isl.x - x, isl.y - y) <= isl.r + t.r);
  emit(game, { type: 'terrain-moved', terrain: i, x, y, grounded });
  for (const s of state.ships) {
    if (s.sunk || !s.inPlay || !touchesCircle(s, x, y, t.r) || s.masts === 0) continue;
    loseMast(game, s, s.owner);
    if (s.seaCreature && s.masts === 0) sink(game, s, -1);
  }
}
