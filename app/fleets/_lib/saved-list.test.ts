import { describe, expect, it } from 'vitest';
import { editKeyFor, forgetSaved, readSavedList, rememberSaved, SAVED_LIST_KEY, SAVED_LIST_LIMIT, type SavedEntry } from './saved-list';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

const entry = (slug: string, extra: Partial<SavedEntry> = {}): SavedEntry => ({
  slug,
  ruleset: 'official',
  pointsUsed: 38,
  pointsAllowed: 40,
  legal: true,
  savedAt: '2026-11-21T12:00:00.000Z',
  ...extra,
});

describe('the list of fleets saved in this browser', () => {
  it('puts the newest first and keeps one entry per slug', () => {
    const storage = memoryStorage();
    rememberSaved(storage, entry('AAAA1111'));
    rememberSaved(storage, entry('BBBB2222'));
    const list = rememberSaved(storage, entry('AAAA1111', { name: 'Renamed' }));
    expect(list.map((e) => [e.slug, e.name])).toEqual([
      ['AAAA1111', 'Renamed'],
      ['BBBB2222', undefined],
    ]);
    expect(readSavedList(storage)).toEqual(list);
  });

  it('keeps at most the limit, dropping the oldest', () => {
    const storage = memoryStorage();
    for (let i = 0; i < SAVED_LIST_LIMIT + 5; i++) rememberSaved(storage, entry(`S${i}`));
    const list = readSavedList(storage);
    expect(list).toHaveLength(SAVED_LIST_LIMIT);
    expect(list[0].slug).toBe(`S${SAVED_LIST_LIMIT + 4}`);
    expect(list.some((e) => e.slug === 'S0')).toBe(false);
  });

  it('forgets one fleet', () => {
    const storage = memoryStorage();
    rememberSaved(storage, entry('AAAA1111'));
    rememberSaved(storage, entry('BBBB2222'));
    expect(forgetSaved(storage, 'AAAA1111').map((e) => e.slug)).toEqual(['BBBB2222']);
  });

  it('survives a corrupt or hand-edited store, keeping the entries that still read', () => {
    expect(readSavedList(memoryStorage({ [SAVED_LIST_KEY]: '{not json' }))).toEqual([]);
    expect(readSavedList(memoryStorage({ [SAVED_LIST_KEY]: '{"slug":"x"}' }))).toEqual([]);
    const mixed = JSON.stringify([entry('GOOD1234'), { slug: 'BAD', ruleset: 'chess' }]);
    expect(readSavedList(memoryStorage({ [SAVED_LIST_KEY]: mixed })).map((e) => e.slug)).toEqual(['GOOD1234']);
  });

  it('does not throw when storage refuses to write', () => {
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(rememberSaved(full, entry('AAAA1111')).map((e) => e.slug)).toEqual(['AAAA1111']);
  });

  it('keeps the edit key of a fleet saved here when the entry is refreshed without one, and forgets it with the entry', () => {
    const storage = memoryStorage();
    rememberSaved(storage, entry('AAAA1111', { editKey: 'secret-a' }));
    rememberSaved(storage, entry('BBBB2222'));
    rememberSaved(storage, entry('AAAA1111', { pointsUsed: 40 }));
    expect(editKeyFor(storage, 'AAAA1111')).toBe('secret-a');
    expect(readSavedList(storage)[0]).toMatchObject({ slug: 'AAAA1111', pointsUsed: 40 });
    expect(editKeyFor(storage, 'BBBB2222')).toBeNull();
    forgetSaved(storage, 'AAAA1111');
    expect(editKeyFor(storage, 'AAAA1111')).toBeNull();
  });
});
