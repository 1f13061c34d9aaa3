import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getMap } from '@/app/api/diplomacy/map/route';
import { POST as adjudicate } from '@/app/api/diplomacy/adjudicate/route';
import type { DiplomacyMap } from '@/lib/diplomacy/map';
import { importIntoTempDatabase } from './setup-db';

let cleanup: () => void = () => {};
beforeAll(() => {
  ({ cleanup } = importIntoTempDatabase());
});
afterAll(() => cleanup());

describe('GET /api/diplomacy/map', () => {
  it('serves the map npm run setup imported, with the notes\' fixes applied', async () => {
    const res = await getMap();
    expect(res.status).toBe(200);
    const map = (await res.json()) as DiplomacyMap;
    expect(map.powers).toHaveLength(13);
    expect(map.territories).toHaveLength(116);
    expect(map.territories.filter((t) => t.supplyCenter)).toHaveLength(54);
    expect(map.startingUnits).toHaveLength(41);
    expect(map.territories.every((t) => Number.isFinite(t.x) && Number.isFinite(t.y))).toBe(true);
  });
});

describe('POST /api/diplomacy/adjudicate', () => {
  const post = (body: unknown) =>
    adjudicate(new Request('http://localhost/api/diplomacy/adjudicate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }));

  it('resolves one movement phase as DESIGN.md shapes it', async () => {
    const res = await post({
      season: 'spring 1667',
      units: [
        { power: 'England', type: 'frigate', at: 'Jamaica' },
        { power: 'Spain', type: 'clipper', at: 'Port Royal' },
      ],
      orders: [{ unit: 'jamaica', type: 'move', to: 'Port Royal' }],
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.results).toEqual(
      expect.arrayContaining([{ unit: 'Jamaica', success: true, reason: 'Moved to Port Royal.' }, expect.objectContaining({ unit: 'Port Royal', success: false })]),
    );
    expect(body.dislodged).toEqual([expect.objectContaining({ unit: 'Port Royal', power: 'Spain', type: 'clipper', from: 'Port Royal' })]);
    expect(body.units).toEqual([{ power: 'England', type: 'frigate', at: 'Port Royal' }]);
  });

  it('answers 400 with the reason for a malformed body or an unknown place', async () => {
    expect((await post({ season: 'summer 1667', units: [], orders: [] })).status).toBe(400);
    const unknown = await post({ season: 'autumn 1667', units: [{ power: 'England', type: 'frigate', at: 'Atlantis' }], orders: [] });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toContain('Atlantis');
  });
});
