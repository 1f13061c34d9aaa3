import { describe, expect, it } from 'vitest';
import { currentAbilities } from '@/lib/engine/abilities';
import { perform } from '@/lib/engine/game';
import { crewCard, shipCard, shipsOf, table, type TableSpec, treasureCard } from '@/tests/fixtures/engine';
import { shownGame, tableAsState } from './view';

describe('the table as each seat sees it', () => {
  it('shows a unique treasure face up with its text to both seats and a spectator, and the browser\'s copy compiles it as the server does', () => {
    const text = 'This ship may dock and explore a wild island using the same move action.';
    const spec: TableSpec = {
      ships: [{ card: shipCard({ cannons: '3S', move: 'L' }), x: 5, y: 10, heading: 0, docked: 2 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 11.6 }],
      unique: [{ card: treasureCard({ name: 'Forged Papers', ability: text }), island: 2 }],
    };
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    perform(game, 0, { type: 'explore', ship: s.id });
    const id = s.treasure.find((t) => game.state.treasures[t].unique)!;
    for (const viewer of [0, 1, null] as const) expect(shownGame(game.state, viewer).treasures[id]).toMatchObject({ unique: true, name: 'Forged Papers', text });
    const copy = tableAsState(shownGame(game.state, 1));
    expect(currentAbilities(copy.ships[s.id], copy.rules, copy.treasures).dockAndExplore).toBe(true);
  });

  it("shows crew ashore on a home island to its owner only: the other seat and a spectator see how many, face down", () => {
    const spec: TableSpec = {
      ships: [{ card: shipCard(), x: 5, y: 10 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
      ashore: [crewCard({ name: 'Lookout', points: 2 })],
    };
    const game = table(spec);
    const mine = shownGame(game.state, 0).islands[0].crew;
    expect(mine.map((c) => c.points)).toEqual([2]);
    expect(mine[0].cardId).toBe(game.state.islands[0].crew[0].cardId);
    for (const viewer of [1, null] as const) expect(shownGame(game.state, viewer).islands[0].crew.map((c) => [c.cardId, c.points, c.ability])).toEqual([['face-down', 0, '']]);
    // "Place this crew face up during setup": that one lies face up ashore, seen by everyone.
    const open = table({ ...spec, ashore: [crewCard({ name: 'Countess', points: 2, ability: 'Place this crew face up during setup.' })] });
    for (const viewer of [1, null] as const) expect(shownGame(open.state, viewer).islands[0].crew.map((c) => c.points)).toEqual([2]);
  });
});

