import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findCard, loadAllCards } from '../cards';
import { openDatabase, type Db } from '../client';
import { runImport } from './run';
import { MissingSourceError, resolveSources, type ImportSources } from './sources';

const FIXTURES = path.resolve(__dirname, '../../tests/fixtures/import');
const fixtureSources: ImportSources = {
  csv: path.join(FIXTURES, 'cards.csv'),
  xml: path.join(FIXTURES, 'cards.xml'),
  imagesDir: path.join(FIXTURES, 'images'),
};

let dir: string;
let db: Db;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pirates-import-'));
  db = openDatabase(path.join(dir, 'test.db'));
});

afterEach(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('importing a small synthetic spreadsheet', () => {
  it('reports malformed rows with sheet and row and imports the good ones', () => {
    const report = runImport(db, fixtureSources);
    expect(report.skipped).toEqual([
      expect.objectContaining({ sheet: 'Spanish Main Unlimited', row: 3, line: 7, reason: expect.stringContaining('Cannons') }),
      expect.objectContaining({ sheet: 'Spanish Main Unlimited', row: 4, line: 8, reason: expect.stringContaining('Base Move') }),
      expect.objectContaining({ sheet: 'UNRELEASED', row: 2, line: 13, reason: 'no type and no name' }),
    ]);
    expect(report.editsLogRows).toBe(1);
    expect(report.unclassifiedKeywords).toEqual([{ sentence: 'Stormcaller', cardIds: ['SM-PS-001'] }]);
    const ids = loadAllCards(db).map((c) => c.id);
    expect(ids).toEqual(['SM-PC-001', 'SM-PC-001-2', 'SM-PS-001', 'SM-T-001', 'SMU-001', 'CC-010', 'CC-011', 'CC-011-LE', 'CC-012', 'UNR-GALLEONPERDIDO']);
  });

  it('maps spreadsheet columns onto the card model', () => {
    runImport(db, fixtureSources);
    const fort = findCard(db, 'CC-010')!;
    expect(fort).toMatchObject({ type: 'fort', points: 3, pointsAreGold: true, faction: null });
    expect(findCard(db, 'CC-011')).toMatchObject({ type: 'treasure', faction: null, points: null });
    expect(findCard(db, 'CC-012')).toMatchObject({ seaCreature: true, type: 'ship' });
    expect(findCard(db, 'SM-PS-001')).toMatchObject({ seaCreature: false, name: 'Gull Runner', move: 'S+L' });
    expect(findCard(db, 'SMU-001')!.cannons).toEqual(findCard(db, 'SM-PS-001')!.cannons);
    expect(findCard(db, 'UNR-GALLEONPERDIDO')).toMatchObject({ set: 'UNR', intendedSet: 'SM' });
  });

  it('treats crew named like generic crew as generic, one piece per faction', () => {
    runImport(db, fixtureSources);
    const pirateExplorer = findCard(db, 'SM-PC-001-2')!;
    const englishExplorer = findCard(db, 'SM-T-001')!;
    expect(pirateExplorer.generic).toBe(true);
    expect(englishExplorer.generic).toBe(true);
    expect(pirateExplorer.pieceKey).not.toBe(englishExplorer.pieceKey);
    expect(findCard(db, 'SM-PC-001')!.generic).toBe(false);
  });

  it('enriches matching cards from the XML and reports where its stats differ', () => {
    const report = runImport(db, fixtureSources);
    const ship = findCard(db, 'SM-PS-001')!;
    expect(ship.image).toBe('fixture-ship-001.jpg');
    expect(ship.points).toBe(9);
    expect(ship.modifiers.cargoBonus).toBe(1);
    expect(report.disagreements).toEqual([{ cardId: 'SM-PS-001', field: 'points', spreadsheet: '9', xml: '10' }]);
    // The XML names an image the images folder does not hold: no broken image link.
    expect(findCard(db, 'SM-PC-001')!.image).toBeNull();
    expect(report.unmatchedXml.map((u) => u.xmlId)).toEqual(['3']);
  });

  it('resolves Link names and XML link ids to card ids', () => {
    runImport(db, fixtureSources);
    expect(findCard(db, 'SM-PC-001')!.linkIds).toEqual(['SM-PS-001']);
  });

  it('groups SM and SMU printings of one piece', () => {
    runImport(db, fixtureSources);
    expect(findCard(db, 'SMU-1')!.pieceKey).toBe(findCard(db, 'SM-PS-001')!.pieceKey);
  });

  it('refuses a missing source before touching the database', () => {
    runImport(db, fixtureSources);
    const before = loadAllCards(db);
    const missing = { ...fixtureSources, csv: path.join(dir, 'nope.csv') };
    expect(() => runImport(db, missing)).toThrow(MissingSourceError);
    try {
      runImport(db, missing);
    } catch (error) {
      expect((error as MissingSourceError).variable).toBe('CARDS_CSV');
      expect((error as MissingSourceError).message).toContain(missing.csv);
    }
    expect(loadAllCards(db)).toEqual(before);
  });
});

describe('resolveSources', () => {
  it('reads overrides from the environment relative to the repository root', () => {
    const sources = resolveSources({ CARDS_CSV: 'x/cards.csv' }, '/repo');
    expect(sources.csv).toBe('/repo/x/cards.csv');
    expect(sources.xml).toBe(path.resolve('/repo', '../shared/data/cards/PiratesCards.xml'));
  });
});
