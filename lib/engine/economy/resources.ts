import { askOne, earnFreeMove, emit, type Game, rollFor } from '../state/play';
import { goodsAboard, MAX_OF_A_RESOURCE, price } from '../state/economy';
import { takeGoods } from '../combat/goods';
import { freeCargo, type GameState, type PlayerIndex, type Ship } from '../state/state';

/**
 * Economy Edition's resources (003 "Explore Actions", "Resources", "Repair Actions"): found by an island's first
 * explore, loaded by every explore of it after, carried home in cargo spaces and sold there at the market's price.
 *
 * Choices where 003 is silent:
 * - Any explore of a producing island loads its resource, not only the first: "That island now produces that resource
 *   for all players". Docking at an island a player has explored is a free explore under 001, so a ship that keeps
 *   returning to a producing island loads up to 4 tokens each time; the island never runs out (003 sets no limit).
 * - A ship loads as many as she may (4 of that resource aboard at most, and her free cargo): a token is worth at least
 *   1 gold and only an upgrade token or a coin would want the space, and both are already aboard or loaded first.
 * - An island with a fort on it produces nothing (003 "Fort": "A fort generates no resources"); a ready settlement or
 *   colony of another player keeps its resource from every other ship (003 "Settlement": "other players may no longer
 *   take resources from that island"); a trading port under blockade produces for the blockader, not its owner (003
 *   "Blockading").
 * - Resources reach home stock when a ship docks at home, as gold is unloaded; they become gold only when sold, since
 *   003 makes the price worth waiting for ("if that player was depending on lumber the market value just plummeted").
 * - An Explorer's reroll ("may reroll for the initial resource value"): the second die counts. Any text that docks
 *   and explores as an Explorer does (`dockAndExplore`) counts as one; the generic crew is the one 003 means. "Hoists
 *   also benefit from this ability": a ship whose card prints the Hoist keyword rerolls too (no rule text we hold
 *   defines Hoist otherwise, and the engine plays it nowhere else). Without a chooser she rerolls when the resource
 *   found sells for less than 4 gold at the current prices (the mean of the chart is 3.5).
 */

/** The Hoist keyword as Savage Shores' ships print it, a sentence of its own ("Hoist. Broadsides Attack."). */
const HOIST = /(^|\.\s*)Hoist\./;

/** Whether player `p`'s ships may load the resource of `island` now (see the choices above). */
export function mayLoadAt(state: GameState, island: number, p: PlayerIndex): boolean {
  const eco = state.economy;
  if (!eco || eco.produces[island] === 0 || state.islands[island].fort >= 0) return false;
  const town = eco.towns[island];
  if (!town || !town.ready) return true;
  if (town.blockadedBy >= 0) return state.ships[town.blockadedBy].owner === p;
  return town.owner === p;
}

/** What an explore of the island she is docked at adds under Economy Edition: the resource found, then the tokens loaded. */
export function exploreGoods(game: Game, s: Ship): void {
  const state = game.state;
  const eco = state.economy;
  if (!eco || s.docked < 0 || state.islands[s.docked].home !== -1 || s.sunk) return;
  const island = s.docked;
  if (eco.produces[island] === 0 && state.islands[island].fort < 0) findResource(game, s, island);
  loadGoods(game, s, island);
}

function findResource(game: Game, s: Ship, island: number): void {
  const eco = game.state.economy!;
  const rolls = [game.dice.d6()];
  if (s.abilities.dockAndExplore || HOIST.test(s.text)) {
    const low = eco.row > 0 && price(eco.row, rolls[0]) < 4 ? 1 : 0;
    const again = game.choose ? askOne(game, { kind: 'resource-reroll', ship: s.id, island, resource: rolls[0], options: [0, 1] }, s.owner, low) : low;
    if (again) rolls.push(rollFor(game, s, () => true));
  }
  emit(game, { type: 'resource-found', island, ship: s.id, rolls });
}

function loadGoods(game: Game, s: Ship, island: number): void {
  if (mayLoadAt(game.state, island, s.owner)) loadFrom(game, s, island);
}

/**
 * What `island` produces loaded aboard her, as many as she may take. 003: "abilities that affect treasure coins also
 * affect resources", so a text that moves her after loading treasure moves her after loading these.
 */
export function loadFrom(game: Game, s: Ship, island: number): void {
  const state = game.state;
  const resource = state.economy!.produces[island];
  if (resource === 0) return;
  const count = Math.min(MAX_OF_A_RESOURCE - s.goods[resource - 1], freeCargo(state, s));
  if (count <= 0) return;
  emit(game, { type: 'goods-moved', resource, count, from: { island }, to: { ship: s.id } });
  earnFreeMove(game, s, s.abilities.moveAfterLoad, true);
}

/**
 * Docked at home, every resource token aboard goes to her owner's stock there. As with treasure (003: "each of these
 * coins is worth +1 gold… turns to each of these resources is worth +1 of whichever resource is in question"), a
 * text moving her after unloading moves her after unloading these, and "one of this ship's treasures is worth +N
 * gold" adds N tokens of the most valuable resource she unloads, when she unloads no coin for it to go to.
 */
export function unloadGoods(game: Game, s: Ship, coins: boolean): void {
  const eco = game.state.economy!;
  let best = 0;
  for (let k = 0; k < s.goods.length; k++) {
    if (s.goods[k] <= 0) continue;
    if (best === 0 || price(eco.row || 1, k + 1) > price(eco.row || 1, best)) best = k + 1;
    emit(game, { type: 'goods-moved', resource: k + 1, count: s.goods[k], from: { ship: s.id }, to: { home: s.owner } });
  }
  if (best === 0) return;
  earnFreeMove(game, s, s.abilities.moveAfterUnload, true);
  if (s.abilities.unloadBonus && !coins) emit(game, { type: 'goods-moved', resource: best, count: s.abilities.unloadBonus, from: { lost: true }, to: { home: s.owner } });
}

/**
 * 003 "Raiding": "A ship with the home-island raiding ability can dock at an enemy home island and take as many
 * resources as she can carry, in addition to any gold": after the gold, the most valuable at the market's price
 * first, 4 of a resource at most.
 */
export function raidGoods(game: Game, s: Ship, owner: PlayerIndex): void {
  const before = goodsAboard(s);
  takeGoods(game, s, { home: owner }, game.state.economy!.stock[owner], Infinity);
  earnFreeMove(game, s, s.abilities.moveAfterLoad, goodsAboard(s) > before);
}

/** 003: "resources ... must first be converted for a variable price at the home island into treasure coins". */
export function sell(game: Game, player: PlayerIndex, resource: number, count: number): void {
  const eco = game.state.economy!;
  emit(game, { type: 'sold', player, resource, count, price: price(eco.row, resource) });
}

/**
 * 003 "Repair Actions": "a ship carrying both lumber and textiles may repair a mast at a wild island, per the
 * shipwright rules; these resources are used in the process": one of each, spent as the mast goes up.
 */
export function repairsWithGoods(state: GameState, s: Ship): boolean {
  return state.economy !== null && s.docked >= 0 && state.islands[s.docked].home === -1 && s.goods[0] > 0 && s.goods[1] > 0;
}

export function spendRepairGoods(game: Game, s: Ship): void {
  for (const resource of [1, 2]) emit(game, { type: 'goods-moved', resource, count: 1, from: { ship: s.id }, to: { lost: true } });
}
