import { describe, expect, it } from 'vitest';
import { perform } from '@/lib/engine/game';
import { shownGame } from '@/lib/pirates/view';
import { shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { goldOf, goodsLine, islandEconomy, marketRows, pricesHold, roundsLeft, tokensAboard, upkeepDue } from './economy-view';

const spec: TableSpec = {
  ships: [
    { card: shipCard({ cargo: 5 }), x: 3, y: 3, docked: 0 },
    { card: shipCard(), x: 8, y: 8 },
    { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 },
  ],
  islands: [
    { x: 2, y: 2 },
    { x: 18, y: 18 },
    { x: 10, y: 2 },
    { x: 10, y: 18 },
  ],
  home: [[3], []],
  rules: { economy: true },
};

describe("Economy Edition's figures on the table (003)", () => {
  it('counts gold as the purse and the coins at home, and upkeep as every ship not docked at home', () => {
    const game = table(spec);
    game.state.economy!.gold = [12, 7];
    const view = shownGame(game.state, 0);
    // "The player with the most gold coins (not resources) wins": the purse and the coins at home, resources apart.
    game.state.economy!.stock[0][0] = 4;
    expect(goldOf(view, 0)).toBe(15);
    expect(goldOf(view, 1)).toBe(7);
    // "pay one gold for every ship in play that is not docked at their home island".
    expect(upkeepDue(view, 0)).toBe(1);
    expect(upkeepDue(view, 1)).toBe(0);
  });

  it('reads the market: prices by the row rolled, how long they hold, the rounds left, and what each player has at home', () => {
    const game = table(spec);
    const eco = game.state.economy!;
    Object.assign(eco, { row: 3, until: 14 });
    eco.stock[0][2] = 2;
    game.state.turn = 5;
    game.state.maxTurns = 30;
    const view = shownGame(game.state, 0);
    // "If the player rolls a 3 ... lumber is worth 5 gold, textiles 6, metals 1".
    expect(marketRows(view, 0).slice(0, 3)).toEqual([
      { resource: 1, name: 'lumber', price: 5, home: 0 },
      { resource: 2, name: 'textiles', price: 6, home: 0 },
      { resource: 3, name: 'metals', price: 1, home: 2 },
    ]);
    expect(pricesHold(view)).toBe(10);
    expect(roundsLeft(view)).toBe(26);
  });

  it('says what a ship carries, what an island produces and whose town stands on it', () => {
    const game = table(spec);
    const [trader] = shipsOf(game, spec);
    game.state.economy!.gold[0] = 20;
    perform(game, 0, { type: 'buy-upgrade', ship: trader.id, upgrade: 'settlement' });
    trader.goods[3] = 4;
    expect(tokensAboard(trader)).toBe('4 fish; a settlement token');
    expect(goodsLine([0, 1, 0, 0, 0, 2])).toBe('1 textiles, 2 luxuries');
    expect(goodsLine([0, 0, 0, 0, 0, 0])).toBe('none');
    const eco = game.state.economy!;
    expect(islandEconomy(shownGame(game.state, 0), 2)).toEqual({ produces: 'unexplored', town: null });
    eco.produces[2] = 4;
    eco.towns[2] = { owner: 1, kind: 'trading-port', ready: false, hits: 1, blockadedBy: -1, fired: 0 };
    expect(islandEconomy(shownGame(game.state, 0), 2)).toEqual({ produces: 'fish', town: { owner: 1, kind: 'trading port', letter: 'T', ready: false, hits: 1 } });
    // A home island is no resource island.
    expect(islandEconomy(shownGame(game.state, 0), 0)).toBeNull();
  });
});
