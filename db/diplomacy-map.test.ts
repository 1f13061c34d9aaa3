import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { importDiplomacyMap, loadDiplomacyMap, MissingMapError, resolveMapSource } from './diplomacy-map';

describe('importing the Diplomacy map', () => {
  it('stores the checked map once, and importing again changes nothing but the time', () => {
    const db = openDatabase(':memory:');
    expect(loadDiplomacyMap(db)).toBeUndefined();
    const { map } = importDiplomacyMap(db, resolveMapSource({}));
    importDiplomacyMap(db, resolveMapSource({}));
    expect(loadDiplomacyMap(db)).toEqual(map);
    expect(db.$client.prepare('SELECT COUNT(*) AS n FROM diplomacy_maps').get()).toEqual({ n: 1 });
  });

  it('names the variable to set when the file is missing, and keeps the stored map when the file is broken', () => {
    const db = openDatabase(':memory:');
    const { map } = importDiplomacyMap(db, resolveMapSource({}));
    expect(() => importDiplomacyMap(db, '/nowhere/map.json')).toThrow(MissingMapError);
    const dir = mkdtempSync(path.join(tmpdir(), 'map-'));
    const broken = path.join(dir, 'map.json');
    writeFileSync(broken, JSON.stringify({ powers: [] }));
    expect(() => importDiplomacyMap(db, broken)).toThrow(/malformed/);
    expect(loadDiplomacyMap(db)).toEqual(map);
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores the right spelling of a misspelled place as its label, the data name staying its name', () => {
    const db = openDatabase(':memory:');
    const { placeNames } = importDiplomacyMap(db, resolveMapSource({}));
    const stored = loadDiplomacyMap(db)!;
    expect(stored.territories.find((t) => t.name === 'Trinadad')?.label).toBe('Trinidad');
    expect(stored.territories.find((t) => t.name === 'Havana')?.label).toBeUndefined();
    expect(stored.startingUnits.some((u) => u.at === 'Caracus')).toBe(true);
    expect(placeNames.every((p) => p.applied)).toBe(true);
  });
});
