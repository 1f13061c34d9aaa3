import type { Crew, GameState, PlayerIndex } from './state';
import { perSeat } from './state';
import type { Upgrade } from './economy';
import { currentAbilities } from '../abilities/abilities';

/**
 * Economy Edition's events (003), applied by `applyEconomyEvent` from ./events.ts like every other event. Resource
 * tokens are counted, not numbered: a token of lumber is any other token of lumber.
 */

/** Where resource tokens are: aboard a ship, at a player's home, or (`island`) the island producing them, an endless source. */
export type GoodsPlace = { ship: number } | { home: PlayerIndex } | { island: number } | { lost: true };

export type EconomyEvent =
  /** 003: "a d6 and a d20 are rolled": the d6 picks the chart's row, the d20 how many rounds it holds. */
  | { type: 'market-rolled'; round: number; row: number; rounds: number }
  /** The first explore of `island` by `ship`: her d6 (and an Explorer's reroll, the last die counting) names what it produces. */
  | { type: 'resource-found'; island: number; ship: number; rolls: number[] }
  | { type: 'goods-moved'; resource: number; count: number; from: GoodsPlace; to: GoodsPlace }
  /** Resources at `player`'s home turned into gold at the market's `price` each. */
  | { type: 'sold'; player: PlayerIndex; resource: number; count: number; price: number }
  /** 003 "Errata": one gold for every ship in play not docked at home, paid as `player`'s turn ends; `paid` may be less than `due`. */
  | { type: 'upkeep'; player: PlayerIndex; due: number; paid: number }
  /** A ship whose upkeep went unpaid leaves play for good, with her cargo and crew (see ../economy/upkeep.ts). */
  | { type: 'abandoned'; ship: number }
  /** An island upgrade's token bought at home for `price` gold, loaded aboard `ship`. */
  | { type: 'token-bought'; player: PlayerIndex; ship: number; upgrade: Upgrade; price: number }
  /** `ship` unloads her `upgrade` token on `island`: the town stands there from its owner's next turn. */
  | { type: 'town-founded'; island: number; ship: number; upgrade: Upgrade }
  /** The towns of `player` founded before this turn of hers take effect (003: "On the next turn, the island is upgraded"). */
  | { type: 'towns-ready'; player: PlayerIndex }
  /** `ship`'s shoot action at the town on `island`: her dice and the hits they made (../economy/towns.ts). */
  | { type: 'town-shot'; ship: number; island: number; rolls: number[]; hits: number }
  /** The town on `island` destroyed or razed: gone, the island unexplored for every player, its resource to be found again. */
  | { type: 'town-razed'; island: number }
  /** `ship`'s boarding party against the town on `island`: her die and the town's, the masts the town counts as, and how it went. */
  | { type: 'town-boarded'; ship: number; island: number; rolls: [number, number]; masts: number; result: 'won' | 'lost' | 'tie' }
  /** The settlement on `island` captured by a boarding party of `player`'s: hers now. */
  | { type: 'town-captured'; island: number; player: PlayerIndex }
  /** A colony that beat her boarding party takes `ship` into `player`'s fleet, and her crew are removed from the game. */
  | { type: 'ship-seized'; ship: number; player: PlayerIndex }
  /** At the trading port on `island`, `ship` gave two tokens (`give`) for one (`get`), and `fee` (0: none) to the port's owner. */
  | { type: 'bartered'; ship: number; island: number; give: [number, number]; get: number; fee: number }
  /** `ship`, docked at the trading port on `island`, declared hostilities: the port is blockaded while she lies there. */
  | { type: 'blockaded'; island: number; ship: number }
  /** A generic crew of `player`'s fleet bought for `price` gold from home, aboard `ship` (../economy/crew.ts). */
  | { type: 'crew-bought'; player: PlayerIndex; ship: number; crew: Crew; price: number }
  /** The military port on `island` fired its guns at `target`: the dice and the hits (the masts lost follow). */
  | { type: 'port-shot'; island: number; target: number; rolls: number[]; hits: number };

export function applyEconomyEvent(state: GameState, e: Exclude<EconomyEvent, { type: 'abandoned' }>): void {
  const eco = state.economy!;
  switch (e.type) {
    case 'market-rolled':
      eco.row = e.row;
      eco.until = e.round + e.rounds - 1;
      eco.history.push({ round: e.round, row: e.row, rounds: e.rounds });
      return;
    case 'resource-found':
      eco.produces[e.island] = e.rolls[e.rolls.length - 1];
      return;
    case 'goods-moved': {
      const k = e.resource - 1;
      if ('ship' in e.from) state.ships[e.from.ship].goods[k] -= e.count;
      else if ('home' in e.from) eco.stock[e.from.home][k] -= e.count;
      if ('ship' in e.to) state.ships[e.to.ship].goods[k] += e.count;
      else if ('home' in e.to) eco.stock[e.to.home][k] += e.count;
      return;
    }
    case 'sold':
      eco.stock[e.player][e.resource - 1] -= e.count;
      eco.gold[e.player] += e.count * e.price;
      return;
    case 'upkeep':
      eco.gold[e.player] -= e.paid;
      return;
    case 'token-bought':
      eco.gold[e.player] -= e.price;
      state.ships[e.ship].tokens.push(e.upgrade);
      return;
    case 'town-founded': {
      const s = state.ships[e.ship];
      s.tokens.splice(s.tokens.indexOf(e.upgrade), 1);
      const town = eco.towns[e.island];
      if (town && town.owner === s.owner) town.next = e.upgrade;
      else eco.towns[e.island] = { owner: s.owner, kind: e.upgrade, ready: false, hits: 0, blockadedBy: -1, fired: 0 };
      return;
    }
    case 'towns-ready':
      for (const t of eco.towns) {
        if (!t || t.owner !== e.player) continue;
        t.ready = true;
        if (t.next) {
          t.kind = t.next;
          t.hits = 0;
          delete t.next;
        }
      }
      return;
    case 'town-shot':
      eco.towns[e.island]!.hits += e.hits;
      state.fired = true;
      return;
    case 'town-razed':
      // 003 "Settlement": "Once destroyed, the island becomes unexplored in regards to all players, and its resource value may be reset."
      eco.towns[e.island] = null;
      eco.produces[e.island] = 0;
      state.islands[e.island].explored = perSeat(state, false);
      return;
    case 'town-boarded':
      return;
    case 'town-captured': {
      const town = eco.towns[e.island]!;
      town.owner = e.player;
      town.blockadedBy = -1;
      return;
    }
    case 'ship-seized': {
      const s = state.ships[e.ship];
      releaseBlockades(state, s.id);
      s.owner = e.player;
      // A derelict she tows changes fleets with her, as a towed ship joins the tower's (001 "Tow").
      if (s.towing >= 0) state.ships[s.towing].owner = e.player;
      s.crew.length = 0;
      s.abilities = currentAbilities(s, state.rules, state.treasures);
      return;
    }
    case 'bartered': {
      const s = state.ships[e.ship];
      for (const r of e.give) s.goods[r - 1]--;
      s.goods[e.get - 1]++;
      if (e.fee) {
        s.goods[e.fee - 1]--;
        eco.stock[eco.towns[e.island]!.owner][e.fee - 1]++;
      }
      return;
    }
    case 'blockaded':
      eco.towns[e.island]!.blockadedBy = e.ship;
      return;
    case 'crew-bought': {
      const s = state.ships[e.ship];
      eco.gold[e.player] -= e.price;
      s.crew.push({ ...e.crew });
      s.abilities = currentAbilities(s, state.rules, state.treasures);
      return;
    }
    case 'port-shot':
      eco.towns[e.island]!.fired = state.turn;
      state.fired = true;
      return;
  }
}

/**
 * 003 "Blockading": the port is blockaded while "a ship docks at a trading port and declares hostilities"; when she
 * leaves it (or sinks, or leaves play, or changes fleets) the blockade ends. Called from ./events.ts where she does.
 */
export function releaseBlockades(state: GameState, ship: number): void {
  if (!state.economy) return;
  for (const town of state.economy.towns) if (town && town.blockadedBy === ship) town.blockadedBy = -1;
}
