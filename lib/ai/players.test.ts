import { describe, expect, it } from 'vitest';
import type { Card } from '@/lib/cards/card';
import { seededDice } from '@/lib/engine/core/dice';
import { type Game, startTurn } from '@/lib/engine/game';
import { createGame, resolveScenario } from '@/lib/engine/setup/setup';
import { rulesetOf } from '@/lib/rules/registry';
import { shipCard, table } from '@/tests/fixtures/engine';
import { preyOf } from './act';
import { weight } from './rivals';
import { playTurn } from './turn';

/**
 * The computer player among several enemies (001 is written for any number of players: "If a player completely
 * eliminates an opposing player's fleet they do not automatically win"; the most gold at home wins). Every other seat
 * is an enemy, and the one nearest to winning is the one worth most to hurt.
 */

const sloop = shipCard({ cannons: '3S-3S', cargo: 3, faction: 'English' });

/** Homes in three corners and a wild island in the fourth. */
const corners = [
  { x: 1.5, y: 1.5 },
  { x: 18.5, y: 18.5 },
  { x: 18.5, y: 1.5 },
  { x: 1.5, y: 18.5 },
];

describe('whom to shoot among several enemies', () => {
  it('shoots the enemy carrying gold home, not the empty ship of the third player beside her', () => {
    // Seat 0's sloop lies between seat 1's empty sloop and seat 2's sloop carrying 3 gold towards her home; both are
    // within S, each as easy a shot as the other.
    const game = table({
      players: 3,
      islands: corners,
      treasure: { 3: [2, 2] },
      ships: [
        { card: sloop, owner: 0, x: 10, y: 10, heading: 90 },
        { card: sloop, owner: 1, x: 10, y: 9.2, heading: 90 },
        { card: sloop, owner: 2, x: 10, y: 10.8, heading: 90 },
      ],
      carried: [{ ship: 2, text: '', value: 3 }],
    });
    playTurn(game, 0, 'lookahead');
    const aimed = game.log!.filter((e) => e.type === 'shot' || e.type === 'boarded').map((e) => ('target' in e ? e.target : -1));
    expect(aimed.length).toBeGreaterThan(0);
    expect(aimed.every((t) => game.state.ships[t]?.owner === 2)).toBe(true);
  });
});

describe('whom to chase among several enemies', () => {
  const chase = (farGoldHome: number[], far: { x: number; y: number }) =>
    table({
      players: 3,
      islands: corners,
      treasure: { 3: [2, 2, 2] },
      home: [[], farGoldHome, []],
      ships: [
        { card: sloop, owner: 0, x: 10, y: 10 },
        { card: sloop, owner: 1, x: far.x, y: far.y },
        { card: sloop, owner: 2, x: 13, y: 10 },
      ],
      carried: [
        { ship: 1, text: '', value: 2 },
        { ship: 2, text: '', value: 2 },
      ],
    });

  it('goes for the near carrier, not one of another enemy across the table', () => {
    const game = chase([], { x: 3, y: 16 });
    const s = game.state.ships.find((x) => x.owner === 0)!;
    expect(preyOf(game.state, s)?.owner).toBe(2);
  });

  it('sails a little farther for the carrier of the enemy nearest to winning', () => {
    // Seat 1 has 6 gold home, seat 2 none: her carrier a move farther off is the one to catch.
    const game = chase([3, 3], { x: 10, y: 14.5 });
    const s = game.state.ships.find((x) => x.owner === 0)!;
    expect(weight(game.state, 0, 1)).toBeGreaterThan(weight(game.state, 0, 2));
    expect(preyOf(game.state, s)?.owner).toBe(1);
  });

  it('weighs the one enemy of a two-player game as 1, so two-player choices are as they were', () => {
    const game = table({ ships: [{ card: sloop, owner: 0, x: 10, y: 10 }, { card: sloop, owner: 1, x: 12, y: 10 }], home: [[], [5]] });
    expect(weight(game.state, 0, 1)).toBe(1);
  });
});

describe('whole official games of three to six players', () => {
  const official = rulesetOf('official');
  const play = official.play!;
  const fleetCards: Card[] = [
    shipCard({ cannons: '2S-3L-3S', move: 'S+L', cargo: 4, points: 12, faction: 'English' }),
    shipCard({ cannons: '3L-3L', move: 'L+L', cargo: 3, points: 9, faction: 'Spanish' }),
    shipCard({ cannons: '2S-2S-2S-2S', move: 'S+S', cargo: 5, points: 16, faction: 'French' }),
  ];
  const cards = new Map(fleetCards.map((c) => [c.id, c]));
  const fleet = (k: number) => ({ ruleset: 'official' as const, buildTotal: 40, ships: [fleetCards[k % 3], fleetCards[(k + 1) % 3]].map((c) => ({ cardId: c.id, crew: [] })), crew: [], forts: [], treasure: [] });

  for (const players of [3, 4, 5, 6]) {
    it(`plays ${players} computer seats to the end, every seat's ships acting in her turn`, () => {
      for (let seed = 1; seed <= 3; seed++) {
        const state = createGame({
          fleets: Array.from({ length: players }, (_, k) => fleet(k)),
          lookup: (id) => cards.get(id),
          rules: play.rules,
          policy: official.policy!,
          scenario: resolveScenario(undefined, play.scenario, 'wall', players),
          seedIslandGold: 0,
          coinsPerPlayer: play.scenario.coinsPerPlayer,
          dice: seededDice(seed),
        });
        const game: Game = { state, dice: seededDice(seed, 1), log: [] };
        const actors = new Set<number>();
        startTurn(game, state.first);
        for (let turns = 0; !state.over && turns < 10_000; turns++) {
          const p = state.active;
          const before = game.log!.length;
          playTurn(game, p, seed === 2 ? 'balanced' : 'lookahead');
          for (const e of game.log!.slice(before)) if (e.type === 'moved' && state.ships[e.ship].owner === p) actors.add(p);
        }
        expect(state.over).toBe(true);
        expect(state.winner === -1 || (state.winner >= 0 && state.winner < players)).toBe(true);
        expect([...actors].sort()).toEqual(Array.from({ length: players }, (_, q) => q));
      }
    });
  }
});
