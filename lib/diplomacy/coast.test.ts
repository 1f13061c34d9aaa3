import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ANCHORS, caribbeanCoast, fitWarp } from './coast';
import { parseDiplomacyMap } from './map';

const MAP_FILE = new URL('../../../shared/data/pirates-diplomacy-map.json', import.meta.url);
const raw = existsSync(MAP_FILE) ? JSON.parse(readFileSync(MAP_FILE, 'utf8')) : null;
const land = createRequire(import.meta.url)('world-atlas/land-50m.json');

describe('fitting real longitudes and latitudes to map coordinates', () => {
  it('recovers an exact affine map from its anchors, with no residual', () => {
    const toMap = ([lon, lat]: [number, number]): [number, number] => [30 * lon + 3 * lat + 2900, -lon - 35 * lat + 1000];
    const anchors = [[-80, 20], [-70, 12], [-60, 15], [-90, 25], [-75, 18]].map(([lon, lat], i) => ({ place: `p${i}`, real: [lon, lat] as [number, number], drawn: toMap([lon, lat]) }));
    const { warp, fit } = fitWarp(anchors);
    expect(fit.warped.max).toBeLessThan(1e-6);
    expect(warp([-65, 14])[0]).toBeCloseTo(toMap([-65, 14])[0], 6);
  });
});

describe.runIf(raw !== null)('the Caribbean coastline under the game map', () => {
  const map = parseDiplomacyMap(raw);
  const coast = caribbeanCoast(map, land);

  it('names only anchors that are places of the map', () => {
    const names = new Set(map.territories.map((t) => t.name));
    expect(Object.keys(ANCHORS).filter((a) => !names.has(a))).toEqual([]);
  });

  it('fits the anchors as the doc comment says: affine 38.8 units RMS, bent to 12.8 (26.6 at worst)', () => {
    expect(coast.fit.affine.rms).toBeCloseTo(38.8, 0);
    expect(coast.fit.warped.rms).toBeCloseTo(12.8, 0);
    expect(coast.fit.warped.max).toBeLessThan(27);
  });

  it('draws land and sorts territories into land and sea by where their points fall', () => {
    expect(coast.land).toMatch(/^M[\d.-]+,[\d.-]+L/);
    expect(coast.kinds).toMatchObject({ Santiago: 'land', Caracus: 'land', Florida: 'land', 'Jamaica Channel': 'sea', 'Central Caribbean Sea': 'sea', Bermuda: 'sea' });
  });
});
