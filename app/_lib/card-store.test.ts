import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { runImport } from '@/db/import/run';
import { findStoredCard, getCardStore, printingsOf, serverCardLookup } from './card-store';

const FIXTURES = path.resolve(__dirname, '../../tests/fixtures/import');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pirates-store-'));
  process.env.DATABASE_PATH = path.join(dir, 'store.db');
});
afterAll(() => {
  getDb().$client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the server card store', () => {
  it('serves an empty list before any import and the cards once an import lands, without a restart', () => {
    expect(getCardStore().cards).toEqual([]);
    runImport(getDb(), {
      csv: path.join(FIXTURES, 'cards.csv'),
      xml: path.join(FIXTURES, 'cards.xml'),
      imagesDir: path.join(FIXTURES, 'images'),
    });
    const { cards, index } = getCardStore();
    expect(cards.map((c) => c.id)).toContain('CC-011');
    expect(getCardStore().index).toBe(index);
  });

  it('finds cards by any spelling of their id and groups printings of one piece', () => {
    const ship = findStoredCard('sm-ps-1')!;
    expect(ship.id).toBe('SM-PS-001');
    expect(serverCardLookup()('SMU-1')?.id).toBe('SMU-001');
    expect(printingsOf(ship).map((c) => c.id)).toEqual(['SM-PS-001', 'SMU-001']);
    expect(findStoredCard('XX-999')).toBeUndefined();
  });
});
