import { describe, expect, it } from 'vitest';
import { fixedDice } from '@/lib/engine/core/dice';
import { price } from '@/lib/engine/state/economy';
import { dockedAtHome } from '@/lib/engine/state/state';
import { shipCard } from '@/tests/fixtures/engine';
import { economyTable as tableOf } from '@/tests/fixtures/economy-table';
import { economyErrand, economyTurnEnd, economyTurnStart, townWorth, voyage } from './economy';
import { holdWorth, sells } from './economy-market';
import { playTurn } from './turn';

/** Homes in two far corners, a wild island beside each: the engine's own Economy test table (economy.test.ts). */
const ISLANDS = [
  { x: 2, y: 2 },
  { x: 18, y: 18 },
  { x: 6, y: 2 },
  { x: 10, y: 18 },
];

function economyTable(spec: Parameters<typeof tableOf>[0], gold = [10, 10]) {
  return tableOf(spec, ISLANDS, gold);
}

const enemyAtHome = { card: shipCard(), owner: 1 as const, x: 17, y: 17, docked: 1 };

describe('the market as the computer reads it', () => {
  it('values waiting for another roll by the best price it may bring', () => {
    expect(holdWorth(0)).toBe(0);
    expect(holdWorth(1)).toBe(3.5);
    expect(holdWorth(2)).toBe(4.25);
  });
});

describe('the computer player under Economy Edition (lib/ai/economy.ts)', () => {
  it('explores an island no one has: the first explore finds its resource and loads it', () => {
    const { game, eco, ships } = economyTable({ ships: [{ card: shipCard({ cargo: 5 }), x: 6, y: 3.2, docked: 2 }, enemyAtHome] });
    game.dice = fixedDice([4]);
    economyErrand(game, ships[0], new Set());
    // 003: "rolls a d6 ... That island now produces that resource for all players, and you may load up to 4 tokens".
    expect(eco.produces[2]).toBe(4);
    expect(ships[0].goods).toEqual([0, 0, 0, 4, 0, 0]);
  });

  it('sails from home for an island no one has explored when the seat can pay the upkeep', () => {
    const { game, ships } = economyTable({ ships: [{ card: shipCard({ cargo: 4 }), x: 3, y: 3, docked: 0 }, enemyAtHome] });
    expect(voyage(game.state, ships[0])?.island).toBe(2);
    const before = Math.hypot(ships[0].x - 6, ships[0].y - 2);
    playTurn(game, 0, 'lookahead');
    expect(dockedAtHome(game.state, ships[0])).toBe(false);
    expect(Math.hypot(ships[0].x - 6, ships[0].y - 2)).toBeLessThan(before);
  });

  it('keeps an idle ship docked at home when the gold cannot pay her upkeep', () => {
    const { game, eco, ships } = economyTable({ ships: [{ card: shipCard({ cargo: 4 }), x: 3, y: 3, docked: 0 }, enemyAtHome] }, [0, 10]);
    playTurn(game, 0, 'lookahead');
    expect(ships[0].actions).toBe(0);
    expect(dockedAtHome(game.state, ships[0])).toBe(true);
    // Her upkeep is owed only away from home: she costs nothing there.
    expect(eco.gold[0]).toBe(0);
  });

  it('carries the tokens aboard home, where they join the stock', () => {
    const { game, eco, ships } = economyTable({ ships: [{ card: shipCard(), x: 4.5, y: 2.5 }, enemyAtHome] });
    ships[0].goods[2] = 3;
    ships[0].heading = 270;
    playTurn(game, 0, 'lookahead');
    expect(ships[0].docked).toBe(0);
    expect(eco.stock[0][2]).toBe(3);
  });

  it('sells when the price is high and holds when it is low with many rounds left', () => {
    const { game, eco } = economyTable({ ships: [{ card: shipCard(), x: 3, y: 3, docked: 0 }, enemyAtHome] });
    // Textiles sell for 6 under row 3, metals for 1; two more rolls come before round 30.
    eco.stock[0] = [0, 2, 3, 0, 0, 0];
    expect(sells(game.state, 2)).toBe(true);
    expect(sells(game.state, 3)).toBe(false);
    economyTurnStart(game, 0);
    expect(eco.stock[0]).toEqual([0, 0, 3, 0, 0, 0]);
    expect(eco.gold[0]).toBe(10 + 2 * price(3, 2));
  });

  it('sells everything, however cheap, on its last turn before the time limit', () => {
    const { game, eco } = economyTable({ ships: [{ card: shipCard(), x: 3, y: 3, docked: 0 }, enemyAtHome] });
    game.state.turn = 30;
    eco.until = 30;
    eco.stock[0] = [0, 0, 3, 1, 0, 0];
    economyTurnEnd(game, 0);
    expect(eco.stock[0]).toEqual([0, 0, 0, 0, 0, 0]);
    expect(eco.gold[0]).toBe(10 + 3 * 1 + 1 * 2);
  });

  it('sells stock to pay the upkeep its gold does not cover', () => {
    const { game, eco } = economyTable({ ships: [{ card: shipCard(), x: 8, y: 8 }, enemyAtHome] }, [0, 10]);
    eco.stock[0] = [0, 0, 3, 0, 0, 0];
    economyTurnEnd(game, 0);
    expect(eco.gold[0]).toBe(1);
    expect(eco.stock[0][2]).toBe(2);
  });

  it('buys a settlement for an island the enemy loads at, carries it there and founds it', () => {
    const { game, eco, ships } = economyTable({ ships: [{ card: shipCard({ cargo: 4 }), x: 3, y: 3, docked: 0 }, enemyAtHome] }, [30, 10]);
    // The wild island beside the enemy's home, which the seat explored.
    const island = game.state.islands[3];
    eco.produces[3] = 1;
    island.explored[0] = true;
    // Without an enemy loading there, a settlement keeps nothing from anyone: no purchase.
    expect(townWorth(game.state, 0, 3)).toBe(0);
    economyTurnStart(game, 0);
    expect(ships[0].tokens).toEqual([]);
    island.explored[1] = true;
    expect(townWorth(game.state, 0, 3)).toBeGreaterThan(10);
    economyTurnStart(game, 0);
    // 003 "Settlement": "An encampment may be upgraded to a settlement by paying 10 gold".
    expect(ships[0].tokens).toEqual(['settlement']);
    expect(eco.gold[0]).toBe(20);
    ships[0].x = 10;
    ships[0].y = 16.8;
    ships[0].docked = 3;
    economyErrand(game, ships[0], new Set());
    expect(eco.towns[3]).toMatchObject({ owner: 0, kind: 'settlement' });
    expect(ships[0].tokens).toEqual([]);
  });
});
