import { describe, expect, it } from 'vitest';
import { fortCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { perform } from '@/lib/engine/game';
import type { GameState } from '@/lib/engine/state';
import { legalActions } from './legal';
import type { PiratesState } from './state';

/** The table's list of what a seat may send, for forts: built where a ship lies docked, fired once a turn, shot at. */
const spec: TableSpec = {
  ships: [
    { card: shipCard({ cannons: '3S-3S', cargo: 3 }), x: 18.5, y: 2.27, heading: 0, docked: 2 },
    { card: shipCard({ cannons: '3L-3L-3L', faction: 'Spanish' }), owner: 1, x: 17.3, y: 1.2, heading: 0 },
  ],
  islands: [
    { x: 1.5, y: 1.5 },
    { x: 18.5, y: 18.5 },
    { x: 18.5, y: 1.5 },
    { x: 10, y: 18 },
  ],
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
