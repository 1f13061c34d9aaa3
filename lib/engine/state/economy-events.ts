import type { GameState, PlayerIndex } from './state';
import type { Upgrade } from './economy';

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
  | { type: 'towns-ready'; player: PlayerIndex };

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
      else eco.towns[e.island] = { owner: s.owner, kind: e.upgrade, ready: false, hits: 0, blockadedBy: -1 };
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
  }
}
