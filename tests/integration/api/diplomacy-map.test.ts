import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getMap } from '@/app/api/diplomacy/map/route';
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
