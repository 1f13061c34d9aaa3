import { describe, expect, it } from 'vitest';
import { Fleet } from '@/lib/fleet/fleet';
import { draftKey, readDraft, writeDraft } from './draft';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
}

describe('fleet drafts', () => {
  it('round-trips a fleet through storage', () => {
    const storage = memoryStorage();
    const fleet = Fleet.parse({ ruleset: 'economy', buildTotal: 40, ships: [{ cardId: 'SM-1', crew: ['SM-2'] }] });
    writeDraft(storage, draftKey(null), fleet);
    expect(readDraft(storage, draftKey(null))).toEqual(fleet);
  });

  it('keeps the drafts of different saved fleets apart', () => {
    expect(draftKey('abcdefgh')).not.toBe(draftKey('hgfedcba'));
    expect(draftKey('abcdefgh')).not.toBe(draftKey(null));
  });

  it('treats a corrupt or outdated draft as no draft', () => {
    const storage = memoryStorage();
    storage.setItem('a', '{not json');
    storage.setItem('b', JSON.stringify({ ruleset: 'chess' }));
    expect(readDraft(storage, 'a')).toBeNull();
    expect(readDraft(storage, 'b')).toBeNull();
    expect(readDraft(storage, 'missing')).toBeNull();
  });

  it('survives a storage that refuses writes', () => {
    const full = { setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => writeDraft(full, 'k', Fleet.parse({ ruleset: 'official', buildTotal: 40 }))).not.toThrow();
  });
});
