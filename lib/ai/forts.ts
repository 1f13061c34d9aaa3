import { checkAction, type Game, perform, resolveChecked } from '@/lib/engine/game';
import { fortActive } from '@/lib/engine/combat/forts';
import { type Fort, goldAboard, type PlayerIndex } from '@/lib/engine/state/state';
import { endsUnwon } from './choose';
import { minds } from './minds';

/**
 * How every policy plays forts (001 and Crimson Coast "Forts"), by the same checked actions a person gives:
 *
 * - Each standing fort shoots every turn it can, at the enemy ship in reach carrying the most gold, else the one
 *   with the fewest masts left (nearest to sinking); under a policy that minds the ending, never a shot that could
 *   end the game unwon (./choose.ts).
 * - A ship given no action this turn shoots an enemy fort in reach: a fort's flags are guns that never move away.
 * - At the end of the turn a fort is built where one of her ships lies docked at a wild island that still holds
 *   treasure (the fort takes it inside at once, so it is hers without a voyage home), the cheapest fort first.
 */
export function fortsShoot(game: Game, player: PlayerIndex): void {
  const state = game.state;
  for (const f of state.forts) {
    if (f.owner !== player || !fortActive(f) || f.actions > 0 || state.over) continue;
    let best = -1;
    let bestWorth = -Infinity;
    for (const t of state.ships) {
      if (t.owner === player || t.sunk || !t.inPlay) continue;
      const shot = { type: 'fort-shoot' as const, fort: f.id, target: t.id };
      if (checkAction(state, player, shot) || (minds.endings && endsUnwon(game, player, shot))) continue;
      const worth = goldAboard(state, t) * 10 - t.masts;
      if (worth > bestWorth) {
        bestWorth = worth;
        best = t.id;
      }
    }
    if (best >= 0) resolveChecked(game, player, { type: 'fort-shoot', fort: f.id, target: best });
  }
}

export function shipsShootForts(game: Game, player: PlayerIndex): void {
  const state = game.state;
  if (!state.forts.length) return;
  for (const s of state.ships) {
    if (state.over) return;
    if (s.owner !== player || s.sunk || !s.inPlay || s.actions > 0) continue;
    for (const f of state.forts) {
      if (f.owner === player || f.island < 0) continue;
      if (!checkAction(state, player, { type: 'shoot-fort', ship: s.id, fort: f.id })) {
        resolveChecked(game, player, { type: 'shoot-fort', ship: s.id, fort: f.id });
        break;
      }
    }
  }
}

/** Ends the turn, building a fort first where that pays (see above). */
export function endTurn(game: Game, player: PlayerIndex): void {
  const state = game.state;
  // Most turns there is no fort left to build: no list is made then.
  let unbuilt: Fort[] | null = null;
  for (const f of state.forts) if (f.owner === player && f.island < 0 && !f.destroyed) (unbuilt ??= []).push(f);
  if (unbuilt) {
    unbuilt.sort((a, b) => a.cost - b.cost);
    for (const f of unbuilt) {
      for (const s of state.ships) {
        if (s.owner !== player || s.docked < 0 || state.islands[s.docked].treasure.length === 0) continue;
        if (!checkAction(state, player, { type: 'build-fort', fort: f.id, ship: s.id })) {
          resolveChecked(game, player, { type: 'build-fort', fort: f.id, ship: s.id });
          return;
        }
      }
    }
  }
  perform(game, player, { type: 'end-turn' });
}
