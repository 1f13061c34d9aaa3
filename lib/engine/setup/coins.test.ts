import { describe, expect, it } from 'vitest';
import { rulesetOf } from '@/lib/rules/registry';
import { COIN_SHEET, dealCoins } from './coins';
import { seededDice } from '../core/dice';
import { createGame, resolveScenario } from './setup';
import { shipCard } from '@/tests/fixtures/engine';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('dealCoins', () => {
  it('Crimson Coast: "each player should contribute six treasure coins totaling 12 gold points", coins of different worth', () => {
    const hands = Array.from({ length: 200 }, (_, i) => dealCoins(12, 6, seededDice(i)));
    for (const hand of hands) {
      expect(hand).toHaveLength(6);
      expect(sum(hand)).toBe(12);
    }
    // Six equal coins of 2 is one hand of many, not the rule.
    expect(hands.filter((h) => h.every((v) => v === 2)).length).toBeLessThan(40);
    expect(new Set(hands.map((h) => [...h].sort().join(','))).size).toBeGreaterThan(5);
    expect(Math.max(...hands.flat())).toBeGreaterThanOrEqual(5);
  });

  it('official: "specified criteria such as 8 coins worth 15 gold", each hand drawn from the dice', () => {
    for (let seed = 0; seed < 100; seed++) {
      const hand = dealCoins(15, 8, seededDice(seed));
      expect(hand).toHaveLength(8);
      expect(sum(hand)).toBe(15);
      expect(hand.every((v) => v >= 1 && v <= 7)).toBe(true);
    }
  });

  it('is the same hand for the same seed, and another for another', () => {
    expect(dealCoins(15, 8, seededDice(5))).toEqual(dealCoins(15, 8, seededDice(5)));
    const hands = new Set(Array.from({ length: 20 }, (_, i) => dealCoins(15, 8, seededDice(i)).join(',')));
    expect(hands.size).toBeGreaterThan(10);
  });

  it('Daniel: "use any number of Treasure pieces totaling 120 gold": whole coin sheets, the last coin the rest', () => {
    expect(dealCoins(40, 0, seededDice(1))).toEqual([...COIN_SHEET, 1, 2, 2]);
    expect(dealCoins(40, 0, seededDice(2))).toEqual(dealCoins(40, 0, seededDice(1)));
  });

  it('a total the coins cannot make in that many takes as few coins less or more as can', () => {
    expect(dealCoins(3, 8, seededDice(1))).toEqual([1, 1, 1]);
    const big = dealCoins(100, 8, seededDice(1));
    expect(big).toHaveLength(15);
    expect(sum(big)).toBe(100);
    expect(dealCoins(0, 8, seededDice(1))).toEqual([]);
  });
});

describe('the coins set-up deals', () => {
  const ship = shipCard({ cannons: '3S-3L', move: 'S+L', cargo: 3, points: 8 });
  const fleet = { ruleset: 'crimson-coast' as const, buildTotal: 30, ships: [{ cardId: ship.id, crew: [] }], crew: [], forts: [], treasure: [] };
  const game = (seed: number) => {
    const ruleset = rulesetOf('crimson-coast');
    const play = ruleset.play!;
    return createGame({
      fleets: [fleet, fleet],
      lookup: (id) => (id === ship.id ? ship : undefined),
      rules: play.rules,
      policy: ruleset.policy!,
      scenario: resolveScenario(undefined, play.scenario),
      seedIslandGold: play.scenario.seedIslandGold,
      coinsPerPlayer: play.scenario.coinsPerPlayer,
      dice: seededDice(seed),
    });
  };

  it('Crimson Coast: "Shuffle this treasure with the numbers face down, and then randomly distribute three to each wild island"', () => {
    const state = game(3);
    expect(state.treasures).toHaveLength(12);
    expect(state.startingGold).toBe(24);
    const wild = state.islands.filter((i) => i.home === -1);
    expect(wild.map((i) => i.treasure.length)).toEqual([3, 3, 3, 3]);
    expect(state.treasures.every((t) => !t.seenBy[0] && !t.seenBy[1])).toBe(true);
    expect(new Set(state.treasures.map((t) => t.value)).size).toBeGreaterThan(1);
  });

  it('deals the same coins to the same islands from the same seed', () => {
    const values = (seed: number) => game(seed).islands.map((i) => i.treasure.map((t) => game(seed).treasures[t].value));
    expect(values(9)).toEqual(values(9));
  });
});
