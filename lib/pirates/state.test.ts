import { describe, expect, it } from 'vitest';
import { freeCargo } from '@/lib/engine/state/state';
import { shipCard, table, type TableSpec } from '@/tests/fixtures/engine';
import { TABLE_POLICY } from '@/lib/ai/difficulty';
import { otherSeats, withForts } from './state';

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

describe('a match stored before tables seated more than two', () => {
  const fleet = { ruleset: 'official' as const, buildTotal: 40, ships: [{ cardId: 'X-1', crew: [] }], crew: [], forts: [], treasure: [] };

  it('reads its one opponent as the only other seat: a friend, or the computer with its fleet and policy', () => {
    expect(otherSeats({ fleet, ruleset: 'official', opponent: 'invite' })).toEqual([{ kind: 'invite' }]);
    const other = { ...fleet, name: 'Theirs' };
    expect(otherSeats({ fleet, ruleset: 'official', opponent: 'computer', opponentFleet: other, policy: 'gold-runner' })).toEqual([{ kind: 'computer', fleet: other, policy: 'gold-runner' }]);
    // Without a fleet of its own the computer mirrored the creator's.
    expect(otherSeats({ fleet, ruleset: 'official', opponent: 'computer' })).toEqual([{ kind: 'computer', fleet, policy: TABLE_POLICY }]);
  });

  it('reads the turn order of a table built before it was kept from its first player', () => {
    const stored = structuredClone(table({ ships: [{ card: shipCard(), x: 5, y: 5 }] }).state) as Partial<ReturnType<typeof table>['state']>;
    stored.first = 1;
    delete stored.order;
    expect(withForts(stored as ReturnType<typeof table>['state']).order).toEqual([1, 0]);
  });
});
