import { LEG_LENGTH } from '@/lib/cards/move';
import { MARK } from '../abilities/ability-flags';
import { spendEquipment } from '../combat/combat';
import { ONCE } from '../state/events';
import { norm } from '../core/geometry';
import { distanceToShip } from '../hull/hull';
import { TERRAIN_RADIUS } from '../core/pieces';
import { emit, type Game } from '../state/play';
import { type Refusal, refuse } from '../core/refusal';
import type { GameState, PlayerIndex, Ship } from '../state/state';

/**
 * Smokepots, as their cards print them: once per turn, as part of a shoot action, one of her cannons fires a
 * smokepot instead of a shot, placing a fog bank (001 "Fog Bank": it blocks lines of fire, and a ship touching it is
 * lost in it) whose centre is within S of her; her other cannons may fire at a target as usual. The fog bank is removed
 * as her owner's next turn begins.
 *
 * Choices where the cards are silent:
 * - The fog bank may touch no island and no ship at all, not only no docked ship: the rules have no step for a fog
 *   bank placed on a ship, and a later printing of the smokepot says "any island or ship". It lies wholly on the table.
 * - It is placed after her other cannons fire, so it never blocks her own shot.
 * - A ship lost in it when it is removed is lost no more, and stays where she lies.
 */

/** Why `s` may not fire a smokepot from `cannon` to place a fog bank centred at (x, y), or null. */
export function smokeProblem(state: GameState, s: Ship, cannon: number, x: number, y: number): Refusal | null {
  if (!s.abilities.smokepot) return refuse('no-ability', `${s.name} has no smokepot.`);
  if (s.usedOnce & ONCE.smokepot) return refuse('used-this-turn', `${s.name} has already fired her smokepot this turn.`);
  if (!s.cannons[cannon] || !s.up[cannon]) return refuse('no-such-target', 'The smokepot must be fired by one of her standing cannons.');
  return fogSpotProblem(state, s, x, y, 'S');
}

/**
 * "Once per turn instead of giving this ship an action, you may place a fog bank within L of her" (Witch's Brew): as
 * a smokepot's, but within L and for good, since the text says nothing of removing it.
 */
export function brewProblem(state: GameState, s: Ship, x: number, y: number): Refusal | null {
  if (!(s.abilities.marks & MARK.brewFog)) return refuse('no-ability', `${s.name} cannot place a fog bank.`);
  if (s.usedOnce & ONCE.brew) return refuse('used-this-turn', `${s.name} has already placed a fog bank this turn.`);
  return fogSpotProblem(state, s, x, y, 'L');
}

export function placeBrew(game: Game, s: Ship, x: number, y: number): void {
  emit(game, { type: 'used-once', ship: s.id, ability: ONCE.brew });
  emit(game, { type: 'fog-placed', by: s.owner, x, y, r: TERRAIN_RADIUS, lasting: true });
}

/** Why a fog bank may not be centred at (x, y), within `within` of `s`, or null. */
function fogSpotProblem(state: GameState, s: Ship, x: number, y: number, within: 'S' | 'L'): Refusal | null {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return refuse('bad-move', 'A fog bank needs a centre.');
  if (distanceToShip(s, x, y) > LEG_LENGTH[within] + 1e-9) return refuse('out-of-range', `The centre of the fog bank must be within ${within} of her.`);
  const r = TERRAIN_RADIUS;
  if (x < r || y < r || x > state.area.width - r || y > state.area.height - r) return refuse('blocked', 'The fog bank must lie wholly on the table.');
  if (state.islands.some((isl) => norm(isl.x - x, isl.y - y) < isl.r + r)) return refuse('blocked', 'The fog bank may not touch an island.');
  if (state.ships.some((o) => !o.sunk && o.inPlay && distanceToShip(o, x, y) < r)) return refuse('blocked', 'The fog bank may not touch a ship.');
  return null;
}

export function placeSmoke(game: Game, s: Ship, x: number, y: number): void {
  emit(game, { type: 'used-once', ship: s.id, ability: ONCE.smokepot });
  emit(game, { type: 'fog-placed', by: s.owner, x, y, r: TERRAIN_RADIUS });
  // A smokepot shot rolls no die, so only equipment good for one shot is spent by it.
  spendEquipment(game, s, 'smokepot', 0);
}

/** "Remove the fog bank at the beginning of your next turn": every fog bank `player`'s smokepots placed. */
export function clearSmoke(game: Game, player: PlayerIndex): void {
  const state = game.state;
  for (let i = state.terrain.length - 1; i >= 0; i--) {
    const t = state.terrain[i];
    if (t.smoke !== player) continue;
    for (const s of state.ships) {
      if (s.lost && !s.sunk && distanceToShip(s, t.x, t.y) <= t.r) emit(game, { type: 'lost', ship: s.id, lost: false });
    }
    emit(game, { type: 'terrain-removed', terrain: i });
  }
}
