import { LEG_LENGTH } from '@/lib/cards/move';
import { ONCE } from '../state/events';
import { distanceToShip, touchesCircle } from '../hull/hull';
import { TERRAIN_RADIUS } from '../core/pieces';
import { emit, type Game, rollFor } from '../state/play';
import { type Refusal, refuse } from '../core/refusal';
import type { GameState, Ship, Terrain } from '../state/state';

/**
 * Trade currents (001 "Trade Current"): terrain no one places at the start of a game, only a game effect (the Navigator's
 * "instead of moving her you may roll a d6. On a result of 3-6, put a trade current within S of any friendly ship").
 * A current is friendly to the player who placed it (`Terrain.placedBy`). "Once per turn when a friendly ship moves
 * over or begins her turn touching a friendly trade current, she gets +S to her base move."
 *
 * Choices where the text is silent:
 * - A current is a terrain piece's circle (`TERRAIN_RADIUS`), lies wholly on the table and touches no island; ships may
 *   touch it, which is how a friendly ship uses it. It blocks nothing: not a move, not a line of fire.
 * - "Begins her turn touching" is read where a move action begins: a ship touching a friendly current then has the
 *   +S in her base move (`baseMove`); a ship that began her turn on it and has not moved still touches it.
 * - "Moves over" is read as 001 reads all terrain, at the end of a move segment: a ship touching a friendly current
 *   there gets +S for the rest of that move. A move whose segments need that S therefore names one more leg than her
 *   base move, and stops short before the segment that needs it if she never touched a friendly current.
 * - Once per turn: the +S is spent the first time it is given, whether or not she sails it.
 * - The Navigator's die is rolled where she places the current: the player names the spot with the action.
 */

export const isCurrent = (t: Terrain): boolean => t.type === 'trade-current';

function friendlyCurrentTouching(state: GameState, s: Ship): boolean {
  for (const t of state.terrain) if (isCurrent(t) && t.placedBy === s.owner && touchesCircle(s, t.x, t.y, t.r)) return true;
  return false;
}

/** Whether her base move has the current's +S now: she touches a friendly current and has not had it this turn. */
export function currentLeg(state: GameState, s: Ship): boolean {
  return state.terrain.length > 0 && !(s.usedOnce & ONCE.current) && friendlyCurrentTouching(state, s);
}

/** Whether a move of hers may name the current's S beyond her base move: she could touch a friendly current on the way. */
export function mayGainCurrent(state: GameState, s: Ship): boolean {
  if (state.terrain.length === 0 || s.usedOnce & ONCE.current) return false;
  return state.terrain.some((t) => isCurrent(t) && t.placedBy === s.owner) && !friendlyCurrentTouching(state, s);
}

/** At a move's start or a segment's end: she touches a friendly current and takes its +S, once a turn. */
export function takeCurrent(game: Game, s: Ship): boolean {
  if (s.usedOnce & ONCE.current || !friendlyCurrentTouching(game.state, s)) return false;
  emit(game, { type: 'used-once', ship: s.id, ability: ONCE.current });
  return true;
}

/** Why a trade current cannot be put with its centre at (x, y) for `s`'s owner, or null. */
export function currentSpotProblem(state: GameState, s: Ship, x: number, y: number): Refusal | null {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return refuse('bad-move', 'A trade current needs a centre.');
  const r = TERRAIN_RADIUS;
  if (x < r || y < r || x > state.area.width - r || y > state.area.height - r) return refuse('blocked', 'The trade current must lie wholly on the table.');
  if (state.islands.some((isl) => Math.hypot(isl.x - x, isl.y - y) < isl.r + r)) return refuse('blocked', 'A trade current may not touch an island.');
  const near = state.ships.some((o) => o.owner === s.owner && !o.sunk && o.inPlay && !o.lost && distanceToShip(o, x, y) <= LEG_LENGTH.S + 1e-9);
  return near ? null : refuse('out-of-range', 'A trade current must be put within S of a ship of your fleet.');
}

/** The Navigator's move action spent on a die: on the faces its text names, a current friendly to her owner at (x, y). */
export function navigate(game: Game, s: Ship, x: number, y: number): void {
  const roll = rollFor(game, s, (r) => (s.abilities.cardActions.currentFaces & (1 << r)) !== 0);
  emit(game, { type: 'navigate-rolled', ship: s.id, roll });
  if (s.abilities.cardActions.currentFaces & (1 << roll)) emit(game, { type: 'current-placed', by: s.owner, x, y, r: TERRAIN_RADIUS });
}
