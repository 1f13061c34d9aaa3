import { describe, expect, it } from 'vitest';
import { fortCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { DOCKED_AT_FORT, FORT_ISLANDS, WEST_OF_FORT } from '@/tests/fixtures/forts';
import { perform } from '@/lib/engine/game';
import type { GameState } from '@/lib/engine/state/state';
import { legalActions } from './legal';
import { PiratesAction } from './schema';
import type { PiratesState } from './state';

/** The table's list of what a seat may send, for forts: built where a ship lies docked, fired once a turn, shot at. */
const spec: TableSpec = {
  ships: [
    { card: shipCard({ cannons: '3S-3S', cargo: 3 }), ...DOCKED_AT_FORT },
    { card: shipCard({ cannons: '3L-3L-3L', faction: 'Spanish' }), owner: 1, ...WEST_OF_FORT },
  ],
  islands: FORT_ISLANDS,
  treasure: { 2: [2], 3: [5] },
  forts: [{ card: fortCard({ name: 'Fort Gannet', cannons: '3S-3S', gold: 5 }) }],
  home: [[5], []],
};

const match = (game: GameState): PiratesState => ({
  setup: { fleet: { ruleset: 'official', buildTotal: 40, ships: [], crew: [], forts: [], treasure: [] }, ruleset: 'official', opponent: 'invite' },
  fleets: [null, null],
  game,
  pending: null,
  placing: null,
  deployed: null,
  cards: [],
});

describe('fort actions on the table', () => {
  it('offers building a fort where a ship lies docked, then firing it at an enemy in reach, and the enemy shooting back', () => {
    const game = table(spec);
    const [sloop, enemy] = shipsOf(game, spec);
    game.state.islands[2].explored[0] = true;
    expect(legalActions(match(game.state), 0)).toContainEqual({ type: 'build-fort', fort: 0, ship: sloop.id });
    perform(game, 0, { type: 'build-fort', fort: 0, ship: sloop.id });
    expect(legalActions(match(game.state), 1)).toContainEqual({ type: 'shoot-fort', ship: enemy.id, fort: 0 });
    perform(game, 1, { type: 'end-turn' });
    const mine = legalActions(match(game.state), 0);
    expect(mine).toContainEqual({ type: 'fort-shoot', fort: 0, target: enemy.id });
    expect(mine.some((a) => a.type === 'build-fort')).toBe(false);
  });
});

describe('looking and the free move after treasure, on the table', () => {
  it('offers a look at each face-down coin the seat has not seen, and the free move once loading earned it', () => {
    const spec2: TableSpec = {
      ships: [
        {
          card: shipCard({ cargo: 3, ability: 'Once per turn, this ship may look at one face-down treasure on any island. Once per turn, this ship may move S after loading treasure.' }),
          x: 5,
          y: 9.25,
          heading: 0,
          docked: 2,
        },
        { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 15, y: 15 },
      ],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 8.5 }, { x: 12, y: 5 }],
      treasure: { 2: [2], 3: [5] },
    };
    const game = table(spec2);
    const [s] = shipsOf(game, spec2);
    const before = legalActions(match(game.state), 0);
    expect(before.filter((a) => a.type === 'look')).toEqual([
      { type: 'look', ship: s.id, treasure: 0 },
      { type: 'look', ship: s.id, treasure: 1 },
    ]);
    expect(before.some((a) => a.type === 'free-move')).toBe(false);
    perform(game, 0, { type: 'explore', ship: s.id });
    const after = legalActions(match(game.state), 0);
    // The coin she explored is known now; the other island's is not.
    expect(after.filter((a) => a.type === 'look')).toEqual([{ type: 'look', ship: s.id, treasure: 1 }]);
    expect(after.filter((a) => a.type === 'free-move').length).toBeGreaterThan(0);
    expect(PiratesAction.safeParse({ type: 'choose', answer: -1 }).success).toBe(true);
  });
});

describe('Economy Edition actions on the table (003)', () => {
  const islands = [
    { x: 2, y: 2 },
    { x: 18, y: 18 },
    { x: 10, y: 2 },
  ];
  it('offers buying each upgrade token docked at home, selling one or all of each resource at home, and founding where she explored', () => {
    const econ: TableSpec = { ships: [{ card: shipCard({ cargo: 4 }), x: 3, y: 3, docked: 0 }, { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 }], islands, rules: { economy: true } };
    const game = table(econ);
    const [sloop] = shipsOf(game, econ);
    const eco = game.state.economy!;
    eco.gold = [25, 10];
    eco.row = 3;
    eco.stock[0][3] = 3;
    const offered = legalActions(match(game.state), 0);
    for (const upgrade of ['settlement', 'trading-port', 'military-port'] as const) expect(offered).toContainEqual({ type: 'buy-upgrade', ship: sloop.id, upgrade });
    expect(offered.filter((a) => a.type === 'sell')).toEqual([
      { type: 'sell', resource: 4, count: 1 },
      { type: 'sell', resource: 4, count: 3 },
    ]);
    expect(offered.some((a) => a.type === 'found')).toBe(false);
    for (const a of offered) expect(PiratesAction.safeParse(a).success).toBe(true);
    perform(game, 0, { type: 'buy-upgrade', ship: sloop.id, upgrade: 'settlement' });
    // Docked at a wild island she explored, her token may go ashore; a port token only on a settlement of hers.
    Object.assign(sloop, { x: 10, y: 3.2, docked: 2 });
    game.state.islands[2].explored[0] = true;
    const there = legalActions(match(game.state), 0);
    expect(there).toContainEqual({ type: 'found', ship: sloop.id, upgrade: 'settlement' });
    expect(there.some((a) => a.type === 'buy-upgrade')).toBe(false);
  });

  it('offers nothing of the economy under the official rules', () => {
    const game = table(spec);
    expect(legalActions(match(game.state), 0).some((a) => a.type === 'sell' || a.type === 'buy-upgrade' || a.type === 'found')).toBe(false);
  });
});
