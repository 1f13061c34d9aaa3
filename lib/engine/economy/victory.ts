import type { GameState, PlayerIndex } from '../state/state';

/**
 * 003 "Victory Conditions", the ones checked after every action: "Fleet elimination: All enemy ships have been sunk,
 * even if islands are still generating resources" and "Trade monopoly: All resource generating islands belong to one
 * player". The time limit is the table's turn cap (../turn/turn.ts `endTurn`), scored by gold (`score`), and
 * surrender is resigning.
 *
 * Choices: a ship abandoned for unpaid upkeep or a fleet that resigned counts as gone, as a sunk one does. A trade
 * monopoly needs every wild island that can produce (every one without a fort) to be a ready settlement or colony of
 * one player: an island nobody has explored yet is a resource island still to be found, and reading "resource
 * generating" as "explored so far" would hand the game to the first settlement of the game.
 */
export function economyEnd(state: GameState): { winner: -1 | PlayerIndex; reason: 'fleet-elimination' | 'trade-monopoly' | 'no-fleet-left' } | null {
  const eco = state.economy;
  if (!eco) return null;
  let afloat = -1;
  let fleets = 0;
  for (let p = 0; p < state.players.length; p++) {
    if (state.players[p].left) continue;
    if (state.ships.some((s) => s.owner === p && s.inPlay && !s.sunk)) {
      fleets++;
      afloat = p;
    }
  }
  if (fleets === 0) return { winner: -1, reason: 'no-fleet-left' };
  if (fleets === 1 && state.players.length > 1) return { winner: afloat, reason: 'fleet-elimination' };
  let owner: PlayerIndex | -1 = -1;
  for (let i = 0; i < state.islands.length; i++) {
    if (state.islands[i].home !== -1 || state.islands[i].fort >= 0) continue;
    const town = eco.towns[i];
    if (!town || !town.ready || (owner !== -1 && town.owner !== owner)) return null;
    owner = town.owner;
  }
  return owner === -1 ? null : { winner: owner, reason: 'trade-monopoly' };
}
