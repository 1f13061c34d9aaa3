import { describe, expect, it } from 'vitest';
import { fixtureCard, fixtureCards } from '@/tests/fixtures/cards';
import { inFilter, progressBySet, tradeList, tradeListText } from './progress';

const collection = {
  'SM-001': { owned: 2, wanted: 0 },
  'SM-EC-001': { owned: 1, wanted: 0 },
  'CC-011': { owned: 0, wanted: 1 },
  'UNR-050': { owned: 1, wanted: 0 },
};

describe('progressBySet', () => {
  it('counts owned of released printings per set, in release order, leaving unreleased cards out', () => {
    const rows = progressBySet(fixtureCards, collection);
    expect(rows[0]).toEqual({ set: 'SM', name: 'Spanish Main First Edition', owned: 2, total: 3 });
    expect(rows.find((r) => r.set === 'CC')).toMatchObject({ owned: 0, total: 3 });
    expect(rows.some((r) => r.set === 'UNR')).toBe(false);
    expect(rows.map((r) => r.set).slice(0, 3)).toEqual(['SM', 'SMU', 'CC']);
  });
});

describe('inFilter', () => {
  it('sorts cards into owned, missing, wanted and duplicates', () => {
    const pick = (filter: Parameters<typeof inFilter>[2]) => fixtureCards.filter((c) => inFilter(c, collection, filter)).map((c) => c.id);
    expect(pick('owned')).toEqual(['SM-001', 'SM-EC-001', 'UNR-050']);
    expect(pick('wanted')).toEqual(['CC-011']);
    expect(pick('duplicates')).toEqual(['SM-001']);
    expect(pick('missing')).not.toContain('UNR-050');
    expect(pick('missing')).toContain('CC-011');
  });
});

describe('tradeList', () => {
  it('offers spare copies and asks for wanted ones, as plain printable text', () => {
    const byId = (id: string) => fixtureCards.find((c) => c.id === id);
    const list = tradeList(collection, byId);
    expect(list).toEqual({ haves: [{ id: 'SM-001', name: fixtureCard('SM-001').name, count: 1 }], wants: [{ id: 'CC-011', name: 'Salty Marlin', count: 1 }] });
    expect(tradeListText(list)).toBe('HAVES\n1x Gilded Heron (SM-001)\n\nWANTS\n1x Salty Marlin (CC-011)\n');
  });
});
