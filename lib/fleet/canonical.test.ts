import { describe, expect, it } from 'vitest';
import { idLookupKey } from '@/lib/cards/ids';
import { C } from '@/tests/fixtures/fleet-cards';
import { canonicalFleet } from './canonical';
import { Fleet } from './fleet';

describe('canonicalFleet', () => {
  it('rewrites loosely written ids to the card ids and keeps unknown ids for validation to report', () => {
    const byKey = new Map([C.heron, C.bram].map((c) => [idLookupKey(c.id), c]));
    const loose = (id: string) => byKey.get(idLookupKey(id));
    const fleet = Fleet.parse({
      ruleset: 'official',
      buildTotal: 40,
      ships: [{ cardId: 'sm-0902', crew: ['sm-912', 'NOPE-1'] }],
      crew: ['NOPE-2'],
    });
    const out = canonicalFleet(fleet, loose);
    expect(out.ships).toEqual([{ cardId: 'SM-902', crew: ['SM-912', 'NOPE-1'] }]);
    expect(out.crew).toEqual(['NOPE-2']);
    expect(out.ruleset).toBe('official');
  });
});
