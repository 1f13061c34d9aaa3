import { emit, type Game } from '../state/play';
import { UPGRADE_PRICE, type Upgrade } from '../state/economy';
import type { Ship } from '../state/state';

/**
 * 003 "Technology Upgrades": "An island upgrade is bought at the home island; a token representing that upgrade can
 * be loaded onto any ship, and fills one cargo space. That ship must return to the previously explored island and may
 * unload the token as a free action. On the next turn, the island is upgraded." What may be bought and founded where
 * is checked in ./economy-check.ts.
 *
 * Choices: a token is bought by a ship docked at home and loaded onto her at once (buying one with no ship there to
 * carry it would only leave it lying at home). A trading or military port is founded on the player's own settlement
 * and replaces it as her next turn begins, the settlement holding the island until then and the town's hits starting
 * again from none.
 */
export function buyUpgrade(game: Game, s: Ship, upgrade: Upgrade): void {
  emit(game, { type: 'token-bought', player: s.owner, ship: s.id, upgrade, price: UPGRADE_PRICE[upgrade] });
}

export function found(game: Game, s: Ship, upgrade: Upgrade): void {
  emit(game, { type: 'town-founded', island: s.docked, ship: s.id, upgrade });
}
