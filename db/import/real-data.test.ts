import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idLookupKey } from '@/lib/cards/ids';
import { groupPrintings } from '@/lib/cards/printings';
import { findCard, loadAllCards } from '../cards';
import { openDatabase, type Db } from '../client';
import type { ImportReport } from './report';
import { runImport } from './run';
import { resolveSources } from './sources';

// The real sources at their default paths (../shared/data/cards), which exist wherever the tests run.
const sources = resolveSources({});

let dir: string;
let db: Db;
let report: ImportReport;

function dumpCatalogue(database: Db): Record<string, unknown[]> {
  const tables = ['sets', 'keywords', 'cards', 'cannons', 'card_keywords', 'card_links'];
  return Object.fromEntries(tables.map((t) => [t, database.$client.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all()]));
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pirates-real-'));
  db = openDatabase(path.join(dir, 'real.db'));
  report = runImport(db, sources);
});

afterAll(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('importing the Master Spreadsheet and the WizKids XML', () => {
  it('imports every released set and the unreleased cards, about 2,700 in all', () => {
    expect(report.cardCount).toBeGreaterThan(2650);
    expect(report.cardCount).toBeLessThan(2760);
    expect(report.perSet).toMatchObject({ SM: 179, SMU: 155, CC: 158, RV: 156, OE: 239, RSS: 57 });
    expect(Object.keys(report.perSet)).toHaveLength(18);
    expect(report.perType.ship).toBe(1283);
    expect(report.perType.crew).toBeGreaterThan(1000);
    expect(report.editsLogRows).toBeGreaterThan(0);
  });

  it('gives every card a unique id, also under lookup folding', () => {
    const cards = loadAllCards(db);
    expect(cards).toHaveLength(report.cardCount);
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
    expect(new Set(cards.map((c) => idLookupKey(c.id))).size).toBe(cards.length);
  });

  it('writes identical rows when run again', () => {
    const first = dumpCatalogue(db);
    runImport(db, sources);
    expect(dumpCatalogue(db)).toEqual(first);
  });

  it('lists cards in set release order', () => {
    const cards = loadAllCards(db);
    expect(cards[0].set).toBe('SM');
    expect(cards.at(-1)!.set).toBe('UNR');
  });

  it('finds cards by padded and unpadded ids as DESIGN.md writes them', () => {
    expect(findCard(db, 'SMU-57')?.id).toBe('SMU-057');
    expect(findCard(db, 'cc-11')?.id).toBe('CC-011');
    expect(findCard(db, 'SM-EC-001')?.id).toBe('SM-EC-001');
    expect(findCard(db, 'XX-999')).toBeUndefined();
  });

  it('groups the SM and SMU printings of a card into one piece', () => {
    const sm = findCard(db, 'SM-PS-001')!;
    const smu = findCard(db, 'SMU-001')!;
    expect(smu.name).toBe(sm.name);
    expect(smu.pieceKey).toBe(sm.pieceKey);
    expect(loadAllCards(db).filter((c) => c.pieceKey === sm.pieceKey).map((c) => c.set)).toEqual(expect.arrayContaining(['SM', 'SMU']));
  });

  it('attaches the XML image to a Spanish Main card', () => {
    expect(findCard(db, 'SM-EC-001')!.image).toBe('PPSM_EC-001.jpg');
    expect(report.imagesAttached).toBeGreaterThan(400);
  });

  it('reports XML stats that disagree with the spreadsheet and keeps the spreadsheet value', () => {
    const points = report.disagreements.find((d) => d.cardId === 'SM-PS-004' && d.field === 'points');
    expect(points).toBeDefined();
    expect(findCard(db, 'SM-PS-004')!.points).toBe(Number(points!.spreadsheet));
  });

  it('marks sea creatures and generic crew', () => {
    const cards = loadAllCards(db);
    expect(cards.filter((c) => c.seaCreature).every((c) => c.type === 'ship')).toBe(true);
    expect(cards.filter((c) => c.seaCreature).length).toBeGreaterThan(40);
    expect(cards.filter((c) => c.move === 'D').every((c) => c.seaCreature)).toBe(true);
    const explorers = cards.filter((c) => c.set === 'SM' && c.name === 'Explorer');
    expect(explorers.length).toBeGreaterThan(1);
    expect(explorers.every((c) => c.generic)).toBe(true);
    // Typed plain Crew with an ordinary rarity, but printed for every nation of a set: a generic crew type.
    const firepots = cards.filter((c) => c.name === 'Firepot Specialist');
    expect(new Set(firepots.filter((c) => c.set === 'RV').map((c) => c.faction)).size).toBeGreaterThan(1);
    expect(firepots.every((c) => c.generic)).toBe(true);
    expect(cards.find((c) => c.name === 'Jack Hawkins' && c.set === 'CC')!.generic).toBe(false);
  });
});

describe('data the sources get wrong, put right at import', () => {
  const card = (id: string) => findCard(db, id)!;

  it('resolves links spelled differently from the card they name, taking the card that links back', () => {
    // Asgard's "Shayna Duex", Calico Cat's "Lady Scorn", Empress's "Sao Feng", HMS Botany Bay's "Lieutenant ...".
    expect(card('FN-007').linkIds).toContain('FN-021');
    expect(card('RF-056').linkIds).toContain('RF-025');
    expect(card('CA-009').linkIds).toContain('CA-061');
    expect(card('MI-051').linkIds).toContain('MI-043B');
    expect(report.unresolvedLinks).toEqual([]);
  });

  it('corrects a link to a same-named card of another set when the one of its own set links back', () => {
    // Two sets print a Calico Cat; Rise of the Fiends' Lady's Scorn belongs with its own set's.
    expect(card('RF-025').linkIds).toEqual(['RF-056']);
    expect(card('SCS-031').linkIds).toEqual(['SCS-042']);
  });

  it('prefers the card of its own set that links back under another name over an exact name in another set', () => {
    // Caribbean's Flying Dutchman links "Davy Jones": Caribbean's Captain Davy Jones, not Davy Jones' Curse's.
    expect(card('CA-001').linkIds).toEqual(['CA-057']);
    // Charming Mary and Mercy link "“Cannonball” Gallows": the unreleased Sean 'Cannonball' Gallows who links them back.
    expect(card('UNR-B004').linkIds).toEqual(['UNR-B006']);
    expect(card('UNR-B005').linkIds).toEqual(['UNR-B006']);
  });

  it('reports links to every ship of a nation apart from broken links, and lists one-way links', () => {
    expect(report.nationLinks.length).toBeGreaterThan(10);
    for (const l of report.nationLinks) expect(l.name).toMatch(/^all .* ships$/i);
    for (const l of report.oneWayLinks) expect(card(l.to).linkIds).not.toContain(l.from);
  });

  it('matches WizKids images by set and number first (029_1 is 029A), then by name, typos aside', () => {
    expect(card('CC-029A')).toMatchObject({ name: 'Le Requin', image: expect.stringMatching(/029_1/) });
    expect(card('CC-029B')).toMatchObject({ name: 'Jonah', image: expect.stringMatching(/029_2/) });
    expect(card('CC-046B').image).toMatch(/046_2/);
  });

  it('shows a printing without an image of its own the image of an identical printing', () => {
    expect(card('SM-T-009').image).not.toBeNull();
    const shared = report.sharedImages.find((s) => s.cardId === 'SM-T-009')!;
    const from = card(shared.from);
    expect(from.pieceKey).toBe(card('SM-T-009').pieceKey);
    expect(report.imagesAttached).toBeGreaterThan(800);
  });

  it('applies our corrections with their evidence, and lists them in the report', () => {
    expect(card('SM-PS-008').cargo).toBe(4);
    expect(card('OE-I05').name).toBe('Fog Bank');
    expect(card('CC-046B').name).toBe('Administrator Scott Bratley');
    expect(report.corrections.every((c) => c.applied)).toBe(true);
    expect(report.corrections.map((c) => c.card)).toContain('SM PS-008 El Ladron');
  });
});

describe('game pieces of the real card list (lib/cards/printings.ts)', () => {
  const pieceOf = () => {
    const pieces = groupPrintings(loadAllCards(db));
    return (id: string) => pieces.find((p) => p.some((c) => c.id === id))!.map((c) => c.id);
  };

  it('splits El Fantasma into its pieces: the 4-point Pirate of SM and SMU is one, the others each their own', () => {
    const piece = pieceOf();
    expect(piece('SM-PC-003')).toEqual(['SM-PC-003', 'SMU-031A']);
    for (const id of ['SM-GC-001', 'SCS-136', 'DJC-023', 'OE-018', 'RF-017', 'UNR-B003']) expect(piece(id)).toEqual([id]);
  });

  it('keeps reprints with reworded or corrected text together', () => {
    const piece = pieceOf();
    expect(piece('SM-PS-025')).toEqual(['SM-PS-025', 'SMU-025']);
    // Chainshot: "within S range" (CC) and "within S of her" (RV, OE).
    expect(piece('CC-111')).toEqual(['CC-111', 'RV-144', 'RVU-UL144', 'OE-165B']);
    // Musketeer: three wordings of one cannon; Fire and Steel prints only the keyword.
    expect(piece('CC-125')).toEqual(expect.arrayContaining(['CC-125', 'BC-127', 'DJC-119', 'FS-121']));
    // The generic Captain of every set up to Rise of the Fiends' "Captain.".
    expect(piece('SM-T-007')).toEqual(expect.arrayContaining(['SM-T-007', 'OE-111', 'RF-070']));
  });

  it('keeps different rules of one name apart', () => {
    const piece = pieceOf();
    expect(piece('CC-027')).not.toContain('CC-213'); // the Hag of Tortuga without Ransom
    expect(piece('FS-110')).not.toContain('FS-214'); // two different Double Shots
    expect(piece('CC-025')).not.toContain('OE-037'); // two Jack Hawkins
    expect(piece('BC-136')).not.toContain('SCS-109'); // a Jade Captain printed with the Explorer's text
  });

  it('leaves far more pieces than names, and never joins cards the no-duplicates rule keeps apart', () => {
    const cards = loadAllCards(db);
    const pieces = groupPrintings(cards);
    expect(pieces.length).toBeGreaterThan(new Set(cards.map((c) => c.pieceKey)).size);
    for (const piece of pieces) expect(new Set(piece.map((c) => c.pieceKey)).size).toBe(1);
  });
});

describe('the import scripts', () => {
  const tsx = path.resolve('node_modules/.bin/tsx');
  const env = (extra: Record<string, string>) => ({ ...process.env, DATABASE_PATH: path.join(dir, 'script.db'), ...extra });

  it('npm run import fails with the variable to set when a source is missing', () => {
    const run = spawnSync(tsx, ['db/import.ts'], { env: env({ CARDS_XML: path.join(dir, 'missing.xml') }), encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('CARDS_XML');
    expect(run.stderr).toContain(path.join(dir, 'missing.xml'));
    expect(existsSync(path.join(dir, 'script.db'))).toBe(false);
  });

  it('npm run setup still succeeds without sources so the site can start', () => {
    const output = execFileSync(tsx, ['db/setup.ts'], { env: env({ CARDS_CSV: path.join(dir, 'missing.csv') }), encoding: 'utf8', stdio: 'pipe' });
    expect(output).toContain('migrated');
  });
});
