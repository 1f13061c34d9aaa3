import { describe, expect, it } from 'vitest';
import { fixedDice } from '@/lib/engine/core/dice';
import type { Town } from '@/lib/engine/state/economy';
import { crewCard, shipCard } from '@/tests/fixtures/engine';
import { economyTable } from '@/tests/fixtures/economy-table';
import { perform } from '@/lib/engine/game';
import { economyErrand, economyTurnStart } from './economy';
import { playTurn } from './turn';
import { boardOdds, colonyFor, portsFire } from './economy-towns';

/** Homes in two far corners, wild islands 2 (near the seat's home) and 3 (near the enemy's). */
const ISLANDS = [
  { x: 2, y: 2 },
  { x: 18, y: 18 },
  { x: 10, y: 2 },
  { x: 10, y: 18 },
];

function townTable(spec: Parameters<typeof economyTable>[0], town: Pick<Town, 'owner' | 'kind'> | null, gold = [20, 20]) {
  const { game, eco, ships } = economyTable(spec, ISLANDS, gold);
  // Fish: 2 gold under row 3.
  eco.produces[2] = 4;
  game.state.islands[2].explored = [true, true];
  if (town) eco.towns[2] = { ...town, ready: true, hits: 0, blockadedBy: -1, fired: 0 };
  return { game, eco, ships };
}

const atTown = { x: 10, y: 2.8, docked: 2 };
const broadside = { x: 10.5, y: 2.95, heading: 90, docked: 2 };
const enemyAtHome = { card: shipCard(), owner: 1 as const, x: 17, y: 17, docked: 1 };

describe("the computer's towns and ports under Economy Edition (lib/ai/economy-towns.ts)", () => {
  it('fires its military port at the enemy in reach carrying resources', () => {
    const { game, ships } = townTable({ ships: [{ card: shipCard(), x: 3, y: 3, docked: 0 }, { card: shipCard(), owner: 1, x: 9.4, y: 3.1 }, { card: shipCard(), owner: 1, x: 10.7, y: 3.1 }] }, { owner: 0, kind: 'military-port' });
    ships[2].goods[0] = 3;
    game.dice = fixedDice([6, 6, 6, 6]);
    portsFire(game, 0);
    // 003 "Military Port": it "acts as a four flag fort with 3S cannons".
    const shot = game.log!.find((e) => e.type === 'port-shot');
    expect(shot).toMatchObject({ island: 2, target: ships[2].id });
  });

  it('boards an enemy settlement where she lies docked when she is likelier to win than lose', () => {
    const strong = shipCard({ cannons: '3S-3S-3S-3S' });
    const { game, eco, ships } = townTable({ ships: [{ card: strong, ...atTown }, enemyAtHome] }, { owner: 1, kind: 'settlement' });
    // 003: "A settlement can be considered to have 2 masts in a boarding roll, and is captured by the winning ship."
    expect(boardOdds(ships[0], eco.towns[2]!)).toBeGreaterThan(0.7);
    game.dice = fixedDice([5, 2]);
    economyErrand(game, ships[0], new Set());
    expect(game.log!.some((e) => e.type === 'town-boarded')).toBe(true);
    expect(eco.towns[2]?.owner).toBe(0);
  });

  it('does not board a colony with a ship it would likely lose to it', () => {
    const { game, eco, ships } = townTable({ ships: [{ card: shipCard({ cannons: '3S-3S' }), ...atTown }, enemyAtHome] }, { owner: 1, kind: 'trading-port' });
    // A lost roll against a colony: "the opposing player takes that ship".
    expect(boardOdds(ships[0], eco.towns[2]!)).toBeLessThan(0.5);
    economyErrand(game, ships[0], new Set());
    expect(game.log!.some((e) => e.type === 'town-boarded')).toBe(false);
  });

  it('shoots an enemy settlement one hit from razing when her guns reach it', () => {
    const { game, eco, ships } = townTable({ ships: [{ card: shipCard({ cannons: '2S-2S' }), ...broadside }, enemyAtHome] }, { owner: 1, kind: 'settlement' });
    eco.towns[2]!.hits = 2;
    game.dice = fixedDice([6, 6]);
    economyErrand(game, ships[0], new Set());
    // "after three hits are considered destroyed".
    expect(game.log!.some((e) => e.type === 'town-razed')).toBe(true);
    expect(eco.towns[2]).toBeNull();
  });

  it('blockades an enemy trading port where she docks, then loads there as its owner would', () => {
    const { game, eco, ships } = townTable({ ships: [{ card: shipCard({ cargo: 4 }), ...atTown }, enemyAtHome] }, { owner: 1, kind: 'trading-port' });
    economyErrand(game, ships[0], new Set());
    // 003 "Blockading": "the blockading player gains the production ... and can choose to take resources up to their cargo limit".
    expect(eco.towns[2]?.blockadedBy).toBe(ships[0].id);
    expect(ships[0].goods[3]).toBe(4);
  });

  it('barters at its own trading port when two tokens are worth less than one of another', () => {
    const { game, eco, ships } = townTable({ ships: [{ card: shipCard({ cargo: 5 }), ...atTown }, enemyAtHome] }, { owner: 0, kind: 'trading-port' });
    // The prices hold to the time limit: a token is worth its price. Metals sell for 1, textiles for 6.
    eco.until = 30;
    ships[0].goods = [0, 0, 4, 0, 0, 0];
    ships[0].actions = 1;
    economyErrand(game, ships[0], new Set());
    // 003 "Trading Port": "trade any two resources for one other resource, of any type".
    expect(ships[0].goods).toEqual([0, 2, 0, 0, 0, 0]);
  });

  it('pays the fee at an enemy trading port only when the trade still gains', () => {
    const { game, eco, ships } = townTable({ ships: [{ card: shipCard({ cargo: 5 }), ...atTown }, enemyAtHome] }, { owner: 1, kind: 'trading-port' });
    eco.until = 30;
    ships[0].goods = [0, 0, 3, 0, 0, 0];
    ships[0].actions = 1;
    economyErrand(game, ships[0], new Set());
    // Three metals (1 gold each) for one textiles (6): "they must pay one resource to the owner".
    expect(game.log!.find((e) => e.type === 'bartered')).toMatchObject({ give: [3, 3], get: 2, fee: 3 });
    expect(eco.stock[1][2]).toBe(1);
  });

  it('buys a military port for a settlement an enemy has explored, a trading port for one of a cheap resource', () => {
    const { game, ships } = townTable({ ships: [{ card: shipCard({ cargo: 4 }), x: 3, y: 3, docked: 0 }, enemyAtHome] }, { owner: 0, kind: 'settlement' }, [40, 20]);
    expect(colonyFor(game.state, 0, 2)?.kind).toBe('military-port');
    economyTurnStart(game, 0);
    // 003 "Colony": "A settlement may be upgraded to a colony by paying 10 gold".
    expect(ships[0].tokens).toEqual(['military-port']);
    game.state.islands[2].explored = [true, false];
    game.state.economy!.until = 30;
    // Fish sells for 2 to the end: four of it barter for two textiles, 4 gold more a trip.
    expect(colonyFor(game.state, 0, 2)).toMatchObject({ kind: 'trading-port' });
    expect(colonyFor(game.state, 0, 2)!.worth).toBeGreaterThan(10);
  });

  it('carries a colony token to its settlement and founds it there', () => {
    const { game, eco, ships } = townTable({ ships: [{ card: shipCard({ cargo: 4 }), ...atTown }, enemyAtHome] }, { owner: 0, kind: 'settlement' });
    // No enemy has explored the island or lies near it: a trading port would be worth more, but the token aboard is founded.
    game.state.islands[2].explored = [true, false];
    ships[0].tokens = ['military-port'];
    economyErrand(game, ships[0], new Set());
    expect(eco.towns[2]).toMatchObject({ owner: 0, next: 'military-port' });
    expect(ships[0].tokens).toEqual([]);
  });

  it('hunts an enemy ship lying at its settlement, so that she does not board it unanswered', () => {
    const { game, ships } = townTable({ ships: [{ card: shipCard({ cannons: '2L-2L' }), x: 8, y: 4, heading: 90 }, { card: shipCard(), owner: 1, ...atTown }] }, { owner: 0, kind: 'settlement' });
    const before = Math.hypot(ships[0].x - ships[1].x, ships[0].y - ships[1].y);
    economyErrand(game, ships[0], new Set());
    // Shot at, or hunted: her action goes at the enemy, not on a voyage.
    const shot = game.log!.some((e) => e.type === 'shot' && e.target === ships[1].id);
    expect(shot || Math.hypot(ships[0].x - ships[1].x, ships[0].y - ships[1].y) < before).toBe(true);
    expect(ships[0].goods.every((g) => g === 0)).toBe(true);
  });

  it('sails a ship with nothing to carry for an enemy settlement on an island whose resource sells high', () => {
    const { game, eco, ships } = townTable({ ships: [{ card: shipCard({ cannons: '3S-3S-3S-3S', cargo: 0 }), x: 3, y: 3, docked: 0 }, enemyAtHome] }, { owner: 1, kind: 'settlement' });
    // Textiles sell for 6 under row 3.
    eco.produces[2] = 2;
    const before = Math.hypot(ships[0].x - 10, ships[0].y - 2);
    economyErrand(game, ships[0], new Set());
    expect(Math.hypot(ships[0].x - 10, ships[0].y - 2)).toBeLessThan(before);
  });

  it("over whole turns, takes or razes a person's settlement on an island whose resource sells high", () => {
    const { game, eco, ships } = townTable({ ships: [{ card: shipCard({ cannons: '3S-3S-3S-3S', cargo: 0 }), x: 3, y: 3, docked: 0 }, enemyAtHome] }, { owner: 1, kind: 'settlement' });
    eco.produces[2] = 2;
    eco.until = 30;
    game.state.active = 0;
    for (let turn = 0; turn < 8 && eco.towns[2]?.owner === 1; turn++) {
      playTurn(game, 0, 'lookahead');
      perform(game, 1, { type: 'end-turn' });
    }
    expect(eco.towns[2]?.owner ?? null).not.toBe(1);
    expect(ships[0].sunk).toBe(false);
  });

  it('buys again a generic crew its fleet lost, when the gold pays it beyond the upkeep', () => {
    const deckhand = { ...crewCard({ name: 'Deckhand', points: 3 }), generic: true };
    const { game, ships } = townTable({ ships: [{ card: shipCard({ cargo: 5, points: 20 }), crew: [deckhand], x: 3, y: 3, docked: 0 }, enemyAtHome] }, null);
    ships[0].crew = [];
    economyTurnStart(game, 0);
    // 003 "Errata": "Generic crew may be used as many times as you can afford".
    expect(ships[0].crew.map((c) => c.name)).toEqual(['Deckhand']);
  });
});
