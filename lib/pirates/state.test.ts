import { describe, expect, it } from 'vitest';
import { freeCargo } from '@/lib/engine/state';
import { shipCard, table, type TableSpec } from '@/tests/fixtures/engine';
import { withForts } from './state';

describe('a table stored before later abilities were modelled', () => {
  it('reads a ship whose compiled abilities lack the newer fields as having none of those abilities', () => {
    const spec: TableSpec = { ships: [{ card: shipCard({ cargo: 3 }), x: 5, y: 5 }] };
    const stored = structuredClone(table(spec).state);
    const ship = stored.ships[0] as unknown as Record<string, unknown> & { abilities: Record<string, unknown> };
    for (const field of ['cargoIfNoCrew', 'loadFrom', 'silence']) delete ship.abilities[field];
    delete ship.silenced;
    delete ship.freeMove;
    const game = withForts(stored);
    expect(freeCargo(game, game.ships[0])).toBe(3);
    expect(game.ships[0].abilities.loadFrom).toEqual([]);
    expect(game.ships[0].silenced).toBe(-1);
    expect(game.ships[0].freeMove).toBeNull();
  });

  it('keeps a card action compiled as a top-level field before card actions had their own record, and gives islands no crew ashore', () => {
    const spec: TableSpec = { ships: [{ card: shipCard({ cargo: 3 }), x: 5, y: 5 }] };
    const stored = structuredClone(table(spec).state);
    const ship = stored.ships[0] as unknown as { abilities: Record<string, unknown>; hulls?: number };
    delete ship.abilities.cardActions;
    ship.abilities.pushFaces = 96;
    ship.abilities.pushLeg = 'L';
    delete ship.hulls;
    for (const isl of stored.islands) delete (isl as { crew?: unknown }).crew;
    const game = withForts(stored);
    expect(game.ships[0].abilities.cardActions).toMatchObject({ pushFaces: 96, pushLeg: 'L', bellow: false });
    expect('pushFaces' in game.ships[0].abilities).toBe(false);
    expect(game.ships[0].hulls).toBe(0);
    expect(game.islands.every((i) => i.crew.length === 0)).toBe(true);
  });
});
