import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MapDataError, parseDiplomacyMap, powerDisplayName, territoryIndex } from './map';

// The real map data, read at test time (never copied into the repository).
const MAP_FILE = new URL('../../../shared/data/pirates-diplomacy-map.json', import.meta.url);
const raw = existsSync(MAP_FILE) ? JSON.parse(readFileSync(MAP_FILE, 'utf8')) : null;

describe.runIf(raw !== null)('the Caribbean Diplomacy map', () => {
  const map = parseDiplomacyMap(raw);
  const index = territoryIndex(map);

  it('has 13 powers: 4 European, 4 privateers each bound to a patron, 5 pirates', () => {
    const kinds = map.powers.map((p) => p.kind);
    expect(kinds.filter((k) => k === 'european')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'pirate')).toHaveLength(5);
    const privateers = map.powers.filter((p) => p.kind === 'privateer');
    expect(privateers).toHaveLength(4);
    for (const p of privateers) expect(map.powers.find((q) => q.name === p.patron)?.kind).toBe('european');
  });

  it('applies the three later fixes the notes name', () => {
    expect(index.find('New Grenada')).toBeUndefined();
    expect(map.territories).toHaveLength(116);
    expect(index.adjacent('Florida Channel')).toContain('Florida');
    expect(index.clipperReach('Curacao')).not.toContain('Maracaibo');
    expect(map.territories.filter((t) => t.supplyCenter)).toHaveLength(54);
  });

  it('knows a clipper reaches further than one step, and finds places whatever their case', () => {
    expect(index.find('havana')?.name).toBe('Havana');
    const havana = index.find('Havana')!.name;
    expect(index.clipperReach(havana).length).toBeGreaterThan(index.adjacent(havana).length);
    for (const n of index.adjacent(havana)) expect(index.clipperReach(havana)).toContain(n);
  });

  it('starts 41 units, every power with some, each at a place on the map, and marks the five treasure centres', () => {
    expect(map.startingUnits).toHaveLength(41);
    expect(new Set(map.startingUnits.map((u) => u.power)).size).toBe(13);
    for (const u of map.startingUnits) expect(index.find(u.at)).toBeDefined();
    expect(map.territories.filter((t) => t.treasure)).toHaveLength(5);
    expect(map.victory).toBe(28);
  });
});

describe('broken map data', () => {
  it('is reported, not half-read', () => {
    expect(() => parseDiplomacyMap({ powers: [] })).toThrow(MapDataError);
  });
});

describe('power names as players read them', () => {
  it('restores the apostrophe and cedilla the map data lost, and leaves other names alone', () => {
    expect(powerDisplayName('Francois l Olonnais')).toBe("François l'Olonnais");
    expect(powerDisplayName('Henry Morgan')).toBe('Henry Morgan');
  });
});
