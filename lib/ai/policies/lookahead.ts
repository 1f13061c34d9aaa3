import type { Game } from '@/lib/engine/game';
import { distanceToShip } from '@/lib/engine/hull/hull';
import { freeCargo, goldCollected, type Ship } from '@/lib/engine/state/state';
import { goTo, haven, reach } from '../act';
import { raceCannotWin } from '../ending';
import { goldSeen } from '../seat';
import { balancedAction, idleShot } from './balanced';

/**
 * lookahead: `balanced`'s judgement, playing to win under the ruleset's ending (../ending.ts). It never takes a shot
 * that could end the game without winning it, and passes over a derelict that cannot matter (../minds.ts). A ship
 * with gold aboard banks it when her haven is within a move, or when it wins the game (004's "more than half of the
 * starting treasure"), rather than sailing off for more. When an even share of the gold still out cannot win, her
 * ships take every shot and boarding worth anything before another leg of a voyage: a race between equal fleets only
 * draws.
 *
 * Under Daniel's rules she does not race the enemy for islands (`balanced`'s `wildWithTreasure` with `race`): a ship
 * takes one treasure a turn (000 "Docking"), so an island is shared by every ship docked there, and racing only sent
 * her first ship past the nearest island. On a random Jade Rebellion mirror against `gold-runner` (`npm run
 * sim:policies -- --seed 7`, mirror 6) she won 2 of 20 games racing, 8 of 20 not.
 */
export function lookahead(game: Game, s: Ship, claimed: Set<number>): void {
  const state = game.state;
  if (bank(game, s)) return;
  balancedAction(game, s, claimed, raceCannotWin(state, s.owner) ? 0 : undefined, !state.rules.scavenge);
  if (s.actions === 0 && !s.sunk && !state.over) idleShot(game, s);
}

/**
 * Sails a ship carrying gold home when her haven is within one move, or when the gold she carries wins the game,
 * unless she is docked at a wild island with room and coins still to load. On the table a ship loaded four coins,
 * reached her home and sailed off for more without unloading.
 */
function bank(game: Game, s: Ship): boolean {
  const state = game.state;
  if (!s.treasure.length || s.seaCreature || s.towedBy >= 0) return false;
  const h = haven(state, s);
  if (s.docked === h) return false;
  const wins = state.rules.winAtHalf && (goldCollected(state, s.owner) + goldSeen(state, s.owner, s)) * 2 > state.startingGold;
  const docked = s.docked >= 0 ? state.islands[s.docked] : null;
  if (!wins && docked && docked.home === -1 && docked.treasure.length && freeCargo(state, s) > 0) return false;
  const isl = state.islands[h];
  if (!wins && distanceToShip(s, isl.x, isl.y) - isl.r > reach(state, s)) return false;
  return goTo(game, s, h);
}
