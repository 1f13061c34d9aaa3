import type { Game } from '@/lib/engine/game';
import { distanceToShip } from '@/lib/engine/hull';
import { freeCargo, goldCollected, type Ship } from '@/lib/engine/state';
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
 * She does not race the enemy for islands (`balanced`'s `wildWithTreasure` with `race`), and sends no raider to wait
 * off the enemy's home (`raid`): every ship with room fetches the nearest island no other ship of her fleet is bound
 * for, and shoots or boards on the way whatever is worth more than the leg. A race sent her ships past the nearest
 * island for one the enemy would reach a turn later, and a raider gave up a hold; against the default that raced and
 * raided, each on random fleets (`npm run sim:policies -- --pairs 40 --mirrors 36 --games 10`, the other side played
 * by the old default), neither raced nor raided won 52.0%, 51.0% and 51.6% of the decided games on the pairs of seeds
 * 555, 4711 and 1, and +14.6, +2.2 and +3.3 points of edge on the mirrors; not racing alone +1.3 and not raiding alone
 * +5.1 on seed 555's mirrors. Under Daniel's rules racing cost most: a ship takes one treasure a turn (000 "Docking"),
 * so an island is shared by every ship docked there (a Jade Rebellion mirror against `gold-runner`, seed 7: 2 of 20
 * games racing, 8 of 20 not).
 */
export function lookahead(game: Game, s: Ship, claimed: Set<number>): void {
  const state = game.state;
  if (bank(game, s)) return;
  balancedAction(game, s, claimed, raceCannotWin(state, s.owner) ? 0 : undefined, false, false);
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
