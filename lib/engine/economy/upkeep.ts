import { distanceToShip } from '../hull/hull';
import { emit, type Game } from '../state/play';
import { economyGold } from '../state/economy';
import { dockedAtHome, type PlayerIndex, type Ship } from '../state/state';

/**
 * 003 "Errata": "At the end of each turn, players are required to pay one gold for every ship in play that is not
 * docked at their home island." Every ship counts, derelicts and sea creatures too (001 makes sea creatures ships),
 * and only the player whose turn ends pays, once a turn.
 *
 * 003 does not say what happens when a player cannot pay. Chosen: she pays what gold she has, and for each gold short
 * one ship she could not pay for is abandoned, leaving play for good with her cargo and crew (003: a ship removed from
 * play "is no longer available for use for the remainder of that game"). The ship abandoned first is the one farthest
 * from home: the crew least able to come home are the first to give up on an unpaid voyage, and it keeps the ships
 * nearest home, which cost nothing once docked. A player who cannot pay her fleet thus loses ships, not the game.
 */
export function payUpkeep(game: Game, player: PlayerIndex): void {
  const state = game.state;
  if (!state.economy || state.players[player].left) return;
  const away: Ship[] = [];
  for (const s of state.ships) if (s.owner === player && s.inPlay && !s.sunk && !dockedAtHome(state, s, player)) away.push(s);
  if (!away.length) return;
  const paid = Math.max(0, Math.min(away.length, economyGold(state, player)));
  emit(game, { type: 'upkeep', player, due: away.length, paid });
  if (paid === away.length) return;
  const home = state.islands.find((i) => i.home === player);
  const far = (s: Ship) => (home ? distanceToShip(s, home.x, home.y) : 0);
  away.sort((a, b) => far(b) - far(a) || b.id - a.id);
  for (let k = 0; k < away.length - paid; k++) emit(game, { type: 'abandoned', ship: away[k].id });
}
