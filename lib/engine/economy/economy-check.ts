import type { Action } from '../core/actions';
import { refuse, type Refusal } from '../core/refusal';
import { economyGold, RESOURCES, UPGRADE_PRICE, UPGRADES } from '../state/economy';
import { dockedAtHome, freeCargo, type GameState, type PlayerIndex, type Ship } from '../state/state';

type EconomyAction = Extract<Action, { type: 'sell' | 'buy-upgrade' | 'found' }>;

/** Whether Economy Edition's own actions may be given now (003; the rules they follow are in ./resources.ts and ./upgrades.ts). */
export function economyProblem(state: GameState, player: PlayerIndex, action: EconomyAction): Refusal | null {
  const eco = state.economy;
  if (!eco) return refuse('not-allowed-by-rules', 'Only Economy Edition has resources, a market and island upgrades.');
  if (action.type === 'sell') {
    const { resource, count } = action;
    if (!Number.isInteger(resource) || resource < 1 || resource > RESOURCES.length) return refuse('no-such-target', 'A resource is a number from 1 (lumber) to 6 (luxuries).');
    if (!Number.isInteger(count) || count < 1) return refuse('nothing-to-do', 'Sell at least one token.');
    if (eco.row === 0) return refuse('not-now', 'The market has not opened yet.');
    const have = eco.stock[player][resource - 1];
    if (count > have) return refuse('nothing-to-do', `There ${have === 1 ? 'is' : 'are'} only ${have} ${RESOURCES[resource - 1]} at your home.`);
    return null;
  }
  const s: Ship | undefined = state.ships[action.ship];
  if (!s || s.owner !== player || s.sunk || !s.inPlay) return refuse('not-your-ship', 'That is not a ship of yours in play.');
  if (!(UPGRADES as readonly string[]).includes(action.upgrade)) return refuse('no-such-target', `An upgrade is one of ${UPGRADES.join(', ')}.`);
  if (action.type === 'buy-upgrade') {
    if (!dockedAtHome(state, s)) return refuse('not-docked', `${s.name} buys an upgrade only docked at your home island.`);
    if (freeCargo(state, s) < 1) return refuse('ship-full', `${s.name} has no free cargo space for the token.`);
    const price = UPGRADE_PRICE[action.upgrade];
    const gold = economyGold(state, player);
    if (gold < price) return refuse('cannot-afford', `A ${action.upgrade} costs ${price} gold; you have ${gold}.`);
    return null;
  }
  if (!s.tokens.includes(action.upgrade)) return refuse('nothing-to-do', `${s.name} carries no ${action.upgrade} token.`);
  const island = s.docked >= 0 ? state.islands[s.docked] : null;
  if (!island || island.home !== -1) return refuse('not-docked', `${s.name} must be docked at a wild island to unload an upgrade.`);
  if (!island.explored[player]) return refuse('wrong-island', 'An upgrade goes only on an island you have explored (003: "the previously explored island").');
  if (island.fort >= 0) return refuse('wrong-island', 'This island has a fort: it generates no resources and takes no town.');
  const town = eco.towns[s.docked];
  if (action.upgrade === 'settlement') {
    if (town) return refuse('wrong-island', town.owner === player ? 'You already have a town here.' : 'Another player has a town here.');
    return null;
  }
  if (!town || town.owner !== player || town.kind !== 'settlement' || !town.ready || town.next) return refuse('wrong-island', 'A colony is built on a settlement of yours that already stands (003: "A settlement may be upgraded to a colony").');
  return null;
}
