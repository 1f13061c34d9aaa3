import type { Action } from '../core/actions';
import { refuse, type Refusal } from '../core/refusal';
import { economyGold, MAX_OF_A_RESOURCE, RESOURCES, UPGRADE_PRICE, UPGRADES } from '../state/economy';
import { dockedAtHome, freeCargo, type GameState, isDerelict, type PlayerIndex, type Ship } from '../state/state';
import { fortGuns } from '../combat/forts';
import { autoFee, owesFee, portFort } from './ports';
import { gunsOnTown } from './towns';
import { buyCrewProblem } from './crew';

type EconomyAction = Extract<Action, { type: 'sell' | 'buy-upgrade' | 'found' | 'shoot-town' | 'board-town' | 'barter' | 'blockade' | 'port-shoot' | 'buy-crew' }>;

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
  if (action.type === 'port-shoot') return portShootProblem(state, player, action.island, action.target);
  const s: Ship | undefined = state.ships[action.ship];
  if (!s || s.owner !== player || s.sunk || !s.inPlay) return refuse('not-your-ship', 'That is not a ship of yours in play.');
  if (action.type === 'shoot-town') return shootTownProblem(state, s, action.island);
  if (action.type === 'board-town') return boardTownProblem(state, s);
  if (action.type === 'barter') return barterProblem(state, s, action);
  if (action.type === 'blockade') return blockadeProblem(state, s);
  if (action.type === 'buy-crew') return buyCrewProblem(state, player, s, action.crew);
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

const isResource = (r: unknown): r is number => Number.isInteger(r) && (r as number) >= 1 && (r as number) <= RESOURCES.length;

/** The town of another player on `island`, or a refusal. */
function enemyTown(state: GameState, s: Ship, island: number): Refusal | null {
  const town = state.islands[island] ? state.economy!.towns[island] : null;
  if (!town) return refuse('no-such-target', 'There is no town on that island.');
  return town.owner === s.owner ? refuse('bad-target', 'That town is yours.') : null;
}

/** 003 "Settlement": "Towns can be razed by enemy ships" (../economy/towns.ts); her action is checked as a shoot action first. */
function shootTownProblem(state: GameState, s: Ship, island: number): Refusal | null {
  const bad = enemyTown(state, s, island);
  if (bad) return bad;
  if (isDerelict(s) && s.abilities.extraCannons.length === 0) return refuse('derelict', `${s.name} is derelict: she can be given only explore or repair actions.`);
  if (s.lost) return refuse('bad-target', 'Ships lost in a fog bank cannot shoot.');
  if (s.abilities.noShooting) return refuse('restricted', `${s.name} cannot be given shoot actions.`);
  if (s.abilities.noShootingWithTreasure && s.treasure.length > 0) return refuse('restricted', `${s.name} cannot shoot while she carries treasure.`);
  return gunsOnTown(state, s, island, []).length ? null : refuse('out-of-range', `No cannon of ${s.name} reaches the town along a clear line of fire.`);
}

/** 003 "Boarding", "Razing": a party against the town where she lies docked. */
function boardTownProblem(state: GameState, s: Ship): Refusal | null {
  if (s.docked < 0) return refuse('not-docked', `${s.name} must be docked at the town's island to board it.`);
  const bad = enemyTown(state, s, s.docked);
  if (bad) return bad;
  if (s.seaCreature || s.submerged) return refuse('restricted', `${s.name} cannot board.`);
  return isDerelict(s) ? refuse('derelict', `${s.name} is derelict and cannot board.`) : null;
}

/** Her trading port to trade at: docked at a ready one, not under blockade. */
function portHere(state: GameState, s: Ship): Refusal | null {
  if (s.docked < 0) return refuse('not-docked', `${s.name} must be docked at a trading port.`);
  const town = state.economy!.towns[s.docked];
  if (!town || town.kind !== 'trading-port') return refuse('wrong-island', `${s.name} must be docked at a trading port.`);
  if (!town.ready) return refuse('not-now', 'That trading port is not open yet (003: "On the next turn, the island is upgraded").');
  return null;
}

/** 003 "Trading Port": two resources for one other, a visitor paying one more to the owner unless she has Parley. */
function barterProblem(state: GameState, s: Ship, action: Extract<Action, { type: 'barter' }>): Refusal | null {
  const here = portHere(state, s);
  if (here) return here;
  if (state.economy!.towns[s.docked]!.blockadedBy >= 0) return refuse('not-now', 'The port is blockaded: "all trading ceases" (003).');
  const { give, get, fee } = action;
  if (!Array.isArray(give) || give.length !== 2 || !give.every(isResource) || !isResource(get)) return refuse('no-such-target', 'Give two resources and take one, each a number from 1 (lumber) to 6 (luxuries).');
  if (give.includes(get)) return refuse('bad-target', 'The resource taken must be another than those given ("one other resource").');
  const left = [...s.goods];
  for (const r of give) left[r - 1]--;
  if (left.some((n) => n < 0)) return refuse('nothing-to-do', `${s.name} does not carry those resources.`);
  if (s.goods[get - 1] >= MAX_OF_A_RESOURCE) return refuse('ship-full', `${s.name} already carries ${MAX_OF_A_RESOURCE} ${RESOURCES[get - 1]} (003: no more than 4 of a resource).`);
  if (!owesFee(state, s)) return fee === undefined ? null : refuse('nothing-to-do', 'No fee is due here: the port is yours, or she has Parley.');
  if (fee === undefined) return autoFee(state, s, give) ? null : refuse('cannot-afford', `${s.name} needs a third resource for the owner's fee.`);
  if (!isResource(fee)) return refuse('no-such-target', 'The fee is a resource, a number from 1 (lumber) to 6 (luxuries).');
  return left[fee - 1] > 0 ? null : refuse('cannot-afford', `${s.name} has no ${RESOURCES[fee - 1]} left to pay the fee with.`);
}

/** 003 "Blockading": a ship docked at another player's trading port declares hostilities; a military port "cannot be blockaded". */
function blockadeProblem(state: GameState, s: Ship): Refusal | null {
  const town = s.docked >= 0 ? state.economy!.towns[s.docked] : null;
  if (town?.kind === 'military-port') return refuse('wrong-island', 'A military port cannot be blockaded (003).');
  const here = portHere(state, s);
  if (here) return here;
  if (town!.owner === s.owner) return refuse('bad-target', 'That trading port is yours.');
  return town!.blockadedBy >= 0 ? refuse('nothing-to-do', 'That port is already blockaded.') : null;
}

/** A military port's shoot action: once a turn, at an enemy ship its flags reach, as a fort's (../combat/forts.ts). */
function portShootProblem(state: GameState, player: PlayerIndex, island: number, target: number): Refusal | null {
  const town = state.islands[island] ? state.economy!.towns[island] : null;
  if (!town || town.kind !== 'military-port' || town.owner !== player) return refuse('no-such-target', 'You have no military port on that island.');
  if (!town.ready) return refuse('not-now', 'The military port stands from your next turn.');
  if (town.fired === state.turn) return refuse('action-limit', 'The military port has already fired this turn.');
  const f = portFort(state, island);
  if (f.flags === 0) return refuse('restricted', 'Every flag of the military port is gone: it cannot fire.');
  const t = state.ships[target];
  if (!t || t.sunk || !t.inPlay || t.lost) return refuse('no-such-target', 'There is no such target in play.');
  if (t.owner === player) return refuse('bad-target', 'The port cannot shoot at a ship of your own fleet.');
  if (t.abilities.fortImmune) return refuse('bad-target', `Forts cannot hit ${t.name}.`);
  if (t.docked >= 0 && state.islands[t.docked].home === t.owner) return refuse('bad-target', `${t.name} is docked at her home island and cannot be shot at.`);
  return fortGuns(state, f, t, []).length ? null : refuse('out-of-range', `No flag of the military port has ${t.name} in range.`);
}
