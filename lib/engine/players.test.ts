import { describe, expect, it } from 'vitest';
import { rulesetOf } from '@/lib/rules/registry';
import { shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { fixedDice, seededDice } from './core/dice';
import { endTurn, leave, perform, ranking, sink, winnerOf } from './game';
import { scenarioProblem } from './core/placement';
import { createGame, defaultsFor, resolveScenario, rollForOrder } from './setup/setup';
import { see } from './state/play';
import { nextPlayer } from './state/state';

/** Three to six players at one table, as 001 is written for any number ("and so on"). */

const official = rulesetOf('official');
const economy = rulesetOf('economy');
const sloop = shipCard({ cannons: '3S-3S', faction: 'English' });

/** Homes in three corners, and a wild island with gold in the fourth, so no game ends for want of it. */
const three = (extra: Partial<TableSpec> = {}): TableSpec => ({
  players: 3,
  islands: [
    { x: 1.5, y: 1.5 },
    { x: 18.5, y: 18.5 },
    { x: 18.5, y: 1.5 },
    { x: 1.5, y: 18.5 },
  ],
  treasure: { 3: [2, 2] },
  ships: [
    { card: sloop, owner: 0, x: 6, y: 6 },
    { card: sloop, owner: 1, x: 14, y: 14 },
    { card: sloop, owner: 2, x: 14, y: 6 },
  ],
  ...extra,
});

describe('the turn order (001 "Setup")', () => {
  it('puts the highest roll first, "followed by the next highest-rolling player, and so on", ties rolled again among the tied', () => {
    // 4, 6, 4: seat 1 first; seats 0 and 2 roll again, 2 and 5: seat 2 second, seat 0 last.
    const { rolls, order } = rollForOrder(fixedDice([4, 6, 4, 2, 5]), 3);
    expect(order).toEqual([1, 2, 0]);
    expect(rolls).toEqual([
      [
        { player: 0, roll: 4 },
        { player: 1, roll: 6 },
        { player: 2, roll: 4 },
      ],
      [
        { player: 0, roll: 2 },
        { player: 2, roll: 5 },
      ],
    ]);
  });

  it('with two players rolls pairs until they differ, the same dice as ever', () => {
    const { rolls, order } = rollForOrder(fixedDice([3, 3, 2, 5]), 2);
    expect(order).toEqual([1, 0]);
    expect(rolls.map((r) => r.map((x) => x.roll))).toEqual([
      [3, 3],
      [2, 5],
    ]);
  });

  it('gives each player a turn in order, a round being one turn of each, and passes over a fleet that is gone', () => {
    const spec = three();
    const game = table(spec);
    const seen: number[] = [];
    for (let k = 0; k < 6; k++) {
      endTurn(game);
      seen.push(game.state.active * 10 + game.state.turn);
    }
    // Seat 1 and 2 in round 1, then round 2, then round 3.
    expect(seen).toEqual([11, 21, 2, 12, 22, 3]);
    const [, b] = shipsOf(game, spec);
    sink(game, b, 2);
    expect(nextPlayer(game.state, 0)).toBe(2);
    endTurn(game);
    expect(game.state.active).toBe(2);
  });
});

describe('set-up for three to six players', () => {
  it('lays "three islands per player" on a table that keeps the text\'s distances, the first islands the homes', () => {
    for (const players of [3, 4, 5, 6]) {
      const d = defaultsFor(official.play!.scenario, players);
      const scenario = resolveScenario(undefined, official.play!.scenario, 'wall', players);
      expect(scenario.islands).toHaveLength(3 * players);
      expect(scenarioProblem(d.area, scenario.islands, d.placement)).toBeNull();
    }
  });

  it('puts Economy Edition\'s homes "at equidistant locations from one another on the boundaries of the map", the wild islands between', () => {
    const two = economy.play!.scenario;
    for (const players of [2, 3, 4, 5, 6]) {
      const d = defaultsFor(two, players);
      const scenario = resolveScenario(undefined, two, 'wall', players);
      // 003: "For each player, place 3 to 6 wild islands".
      expect(scenario.islands).toHaveLength(4 * players);
      expect(scenarioProblem(d.area, scenario.islands, d.placement)).toBeNull();
      const centre = { x: d.area.width / 2, y: d.area.height / 2 };
      const fromCentre = (i: { x: number; y: number }) => Math.hypot(i.x - centre.x, i.y - centre.y);
      const homes = scenario.islands.slice(0, players);
      const wild = scenario.islands.slice(players);
      // Every home nearer the edge than any wild island, and all homes alike.
      for (const h of homes) expect(fromCentre(h)).toBeCloseTo(fromCentre(homes[0]), 1);
      expect(Math.min(...homes.map(fromCentre))).toBeGreaterThan(Math.max(...wild.map(fromCentre)) + 2);
      expect(d.area.width / 2 - fromCentre(homes[0])).toBeLessThanOrEqual(2);
    }
    // Two players: "at opposite ends of the playing area".
    const [a, b] = resolveScenario(undefined, two, 'wall', 2).islands;
    expect(a.x + b.x).toBeCloseTo(two.area.width, 1);
    expect(a.y + b.y).toBeCloseTo(two.area.height, 1);
  });

  it('deals every player her own treasure and a home, and no player has seen any coin', () => {
    const scenario = resolveScenario(undefined, official.play!.scenario, 'wall', 4);
    const fleet = { ruleset: 'official' as const, buildTotal: 40, ships: [{ cardId: sloop.id, crew: [] }], crew: [], forts: [], treasure: [] };
    const state = createGame({
      fleets: [fleet, fleet, fleet, fleet],
      lookup: (id) => (id === sloop.id ? sloop : undefined),
      rules: official.play!.rules,
      policy: official.policy!,
      scenario,
      seedIslandGold: 0,
      coinsPerPlayer: official.play!.scenario.coinsPerPlayer,
      dice: seededDice(5),
      order: [2, 0, 3, 1],
    });
    expect(state.first).toBe(2);
    expect(state.active).toBe(2);
    expect(state.players).toHaveLength(4);
    expect(state.islands.slice(0, 4).map((i) => i.home)).toEqual([0, 1, 2, 3]);
    expect(state.islands.slice(4).every((i) => i.home === -1)).toBe(true);
    // Each player's contribution (001 "Placing Treasure"; the official table deals 8 coins worth 15 gold each), four times.
    expect(state.treasures).toHaveLength(32);
    expect(state.startingGold).toBe(60);
    expect(state.treasures.every((t) => t.seenBy.length === 4 && t.seenBy.every((s) => !s))).toBe(true);
    for (let p = 0; p < 4; p++) expect(state.ships.filter((s) => s.owner === p)).toHaveLength(1);
  });
});

describe('what one player sees among several', () => {
  it('a coin one player looks at is known to her and to no other player', () => {
    const game = table(three());
    see(game, 2, [0]);
    expect(game.state.treasures[0].seenBy).toEqual([false, false, true]);
  });
});

describe('the end among several players (001 "Winning the Game")', () => {
  it('goes on while two players can still move, and ends when only one can', () => {
    const spec = three();
    const game = table(spec);
    const [, b, c] = shipsOf(game, spec);
    sink(game, b, 0);
    perform(game, 0, { type: 'end-turn' });
    expect(game.state.over).toBe(false);
    sink(game, c, 0);
    perform(game, 2, { type: 'end-turn' });
    expect(game.state.over).toBe(true);
    expect(game.state.endReason).toBe('one-fleet-left');
  });

  it('"OR half or more players have no possibility of giving any future move actions": the table\'s other reading', () => {
    const four = (rules: TableSpec['rules']): TableSpec =>
      three({
        players: 4,
        // The fourth corner is the fourth home; the gold lies in the middle.
        islands: [...three().islands!, { x: 10, y: 10 }],
        treasure: { 4: [2, 2] },
        ships: [...three().ships, { card: sloop, owner: 3, x: 6, y: 14 }],
        rules,
      });
    for (const half of [false, true]) {
      const spec = four({ endWhenHalfCannotMove: half });
      const game = table(spec);
      const [, b, c] = shipsOf(game, spec);
      sink(game, b, 0);
      sink(game, c, 0);
      perform(game, 0, { type: 'end-turn' });
      expect(game.state.over).toBe(half);
      if (half) expect(game.state.endReason).toBe('half-fleets-out');
    }
  });

  it('ranks every player by gold at home, ties sharing a place, and a fleet that is gone keeps its gold', () => {
    const spec = three({ home: [[5], [5], [2]] });
    const game = table(spec);
    expect(winnerOf(game.state)).toBe(-1);
    expect(ranking(game.state)).toEqual([
      { player: 0, place: 1, score: 5 },
      { player: 1, place: 1, score: 5 },
      { player: 2, place: 3, score: 2 },
    ]);
    const [a] = shipsOf(game, spec);
    sink(game, a, 1);
    // Seat 0's fleet is gone; her 5 gold still ranks, now behind seat 1's tiebreak of masts standing.
    expect(ranking(game.state).map((r) => [r.player, r.place])).toEqual([
      [1, 1],
      [0, 2],
      [2, 3],
    ]);
    expect(winnerOf(game.state)).toBe(1);
  });

  it('a player who resigns leaves play: her ships go, her turn passes, her gold at home still ranks', () => {
    const spec = three({ home: [[], [4], []] });
    const game = table(spec);
    perform(game, 0, { type: 'end-turn' });
    expect(game.state.active).toBe(1);
    leave(game, 1);
    const [, b] = shipsOf(game, spec);
    expect(b.inPlay).toBe(false);
    expect(game.state.players[1].left).toBe(true);
    expect(game.state.active).toBe(2);
    expect(game.state.over).toBe(false);
    expect(ranking(game.state)[0]).toEqual({ player: 1, place: 1, score: 4 });
    perform(game, 2, { type: 'end-turn' });
    expect(game.state.active).toBe(0);
  });
});
