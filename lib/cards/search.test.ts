import { describe, expect, it } from 'vitest';
import { fixtureCards } from '@/tests/fixtures/cards';
import { QuerySyntaxError } from './query/errors';
import { createCardIndex, searchCards } from './search';
import { SortKey, sortCards } from './sort';

const index = createCardIndex(fixtureCards);
const ids = (query: string, opts?: Parameters<typeof searchCards>[2]) => searchCards(index, query, opts).map((c) => c.id);
const names = (query: string) => [...new Set(searchCards(index, query).map((c) => c.name))];

describe('searchCards', () => {
  it('returns every card, in name order, for an empty query', () => {
    const all = searchCards(index, '');
    expect(all).toHaveLength(fixtureCards.length);
    expect(all[0].name).toBe('Admiral Pennywhistle');
    expect(all.at(-1)?.name).toBe('Thick Fog');
  });

  it('finds a card by its id, however it is cased or padded', () => {
    expect(ids('SM-EC-001')[0]).toBe('SM-EC-001');
    expect(ids('sm-ec-001')[0]).toBe('SM-EC-001');
    expect(ids('smu-001')[0]).toBe('SMU-1');
    expect(ids('cc-11 or bc-44')).toEqual(expect.arrayContaining(['CC-011', 'BC-044']));
  });

  it('finds names by fuzzy bare words, typos included', () => {
    expect(names('kraken')).toEqual(['Grasping Kraken']);
    expect(names('krakne')).toEqual(['Grasping Kraken']);
    expect(names('heron gilded')).toEqual(['Gilded Heron']);
    expect(ids('heron')).toEqual(['SM-001', 'SMU-1']);
  });

  it('orders fuzzy results by match score when no sort is asked for', () => {
    const result = names('gul');
    expect(result[0]).toBe('Amber Gull');
  });

  it('matches exact names ignoring case and accents, and nothing looser', () => {
    expect(ids('!"elodie marchand"')).toEqual(['SCS-099']);
    expect(ids('!"Admiral Pennywhistle"')).toEqual(['SM-EC-001']);
    expect(ids('!"Admiral Penny"')).toEqual([]);
  });

  it('filters by type; t:crew includes generic crew, t:generic only them', () => {
    expect(ids('t:crew').sort()).toEqual(['FN-120', 'FN-121', 'SCS-099', 'SM-EC-001']);
    expect(ids('t:generic').sort()).toEqual(['FN-120', 'FN-121']);
    expect(ids('t:creature')).toEqual(['DJC-070']);
    for (const type of ['treasure', 'fort', 'event', 'equipment', 'island', 'terrain', 'story', 'bust']) {
      expect(searchCards(index, `t:${type}`).map((c) => c.type)).toEqual([type]);
    }
  });

  it('matches factions by prefix, any case', () => {
    expect(ids('n:barbary')).toEqual(['BC-044']);
    expect(ids('n:BARBARY t:ship')).toEqual(['BC-044']);
    expect(ids('n:"jade rebellion"')).toEqual(['UNR-050']);
    expect(ids('n:corsair')).toEqual([]);
  });

  it('matches set codes in either case', () => {
    expect(ids('set:smu')).toEqual(['SMU-1']);
    expect(ids('set:CC').sort()).toEqual(['CC-011', 'CC-2', 'CC-300']);
  });

  it('matches rarity by prefix', () => {
    expect(ids('r:super')).toEqual(['RV-010']);
    expect(ids('r:rare t:ship')).toEqual(['SM-001', 'SMU-1', 'DJC-070']);
  });

  it('matches keywords by id or by name', () => {
    expect(ids('k:schooner')).toEqual(['CC-2', 'SM-001', 'SMU-1']);
    expect(ids('k:"Broadsides Attack"')).toEqual(['CC-011']);
    expect(ids('k:broadsides-attack')).toEqual(['CC-011']);
    expect(ids('k:"ghost ship"')).toEqual(['UNR-050']);
  });

  it('matches ability text by word or quoted phrase, reading can\'t and cannot alike', () => {
    expect(ids('o:"cannot be boarded"')).toEqual(['SM-001', 'SMU-1', 'BC-044']);
    expect(ids('o:"can\'t be boarded"')).toEqual(['SM-001', 'SMU-1', 'BC-044']);
    expect(ids('o:boarded t:ship').length).toBe(3);
    expect(ids('o:"be boarded while"')).toEqual(['SM-001', 'SMU-1']);
  });

  it('compares points, masts and cargo; cards without the stat never match', () => {
    expect(ids('pts>=15')).toEqual(['RV-010', 'SM-001', 'SMU-1']);
    expect(ids('pts<2')).toEqual(['OE-160', 'FN-121']);
    expect(ids('masts=0')).toEqual(['DJC-070']);
    expect(ids('cargo!=4 t:ship').length).toBe(6);
    expect(ids('masts>=0')).toHaveLength(8);
  });

  it('compares a fort by its printed gold cost', () => {
    expect(ids('t:fort pts<=3')).toEqual(['CC-300']);
    expect(ids('pts=3')).toEqual(['SCS-099', 'CC-300']);
  });

  it('matches movement codes as printed and cannon codes per mast', () => {
    expect(ids('move:S+L')).toEqual(['CC-011']);
    expect(ids('move:s+s').sort()).toEqual(['BC-044', 'RV-010']);
    expect(ids('cannon:4S')).toEqual(['CC-2']);
    expect(ids('cannon:2L t:ship').sort()).toEqual(['CC-011', 'RV-010', 'SM-001', 'SMU-1']);
    expect(ids('cannon:2L')).toContain('CC-300');
  });

  it('negates terms and parenthesised groups', () => {
    const notShips = searchCards(index, '-t:ship');
    expect(notShips.every((c) => c.type !== 'ship')).toBe(true);
    expect(notShips).toHaveLength(fixtureCards.filter((c) => c.type !== 'ship').length);
    expect(ids('t:ship -(n:pirate or n:english)').sort()).toEqual(['BC-044', 'CC-2', 'DJC-070', 'RV-010', 'UNR-050']);
  });

  it('combines with or, and binds AND tighter than or', () => {
    expect(ids('t:fort or t:event').sort()).toEqual(['CC-300', 'MI-150']);
    expect(ids('t:ship n:english OR t:fort').sort()).toEqual(['CC-011', 'CC-300']);
    expect(ids('t:ship (n:english OR n:spanish)').sort()).toEqual(['CC-011', 'CC-2']);
  });

  it('applies a sort, then name, in either direction', () => {
    expect(ids('t:ship', { sort: 'points', dir: 'desc' }).slice(0, 3)).toEqual(['RV-010', 'SM-001', 'SMU-1']);
    expect(ids('t:ship', { sort: 'points' })[0]).toBe('BC-044');
    expect(ids('t:ship', { sort: 'set' })).toEqual(['SM-001', 'SMU-1', 'CC-2', 'CC-011', 'RV-010', 'BC-044', 'DJC-070', 'UNR-050']);
    expect(ids('heron', { sort: 'name', dir: 'desc' })).toEqual(['SMU-1', 'SM-001']);
  });

  it('orders sorted results exactly as sortCards does, for every key and direction', () => {
    const twin = { ...fixtureCards[0], id: 'SM-001B', name: 'Another Heron' };
    const cards = [...fixtureCards, twin];
    const twinIndex = createCardIndex(cards);
    for (const sort of SortKey.options) {
      for (const dir of ['asc', 'desc'] as const) {
        expect(searchCards(twinIndex, '', { sort, dir }).map((c) => c.id), `${sort} ${dir}`).toEqual(sortCards(cards, sort, dir).map((c) => c.id));
      }
    }
  });

  it('sorts by speed with S+S+S above L+L, S+L above L and moveless cards last either way', () => {
    const fast = ids('t:ship', { sort: 'speed', dir: 'desc' });
    expect(fast.slice(0, 2)).toEqual(['CC-2', 'DJC-070']);
    expect(fast.indexOf('CC-011')).toBeLessThan(fast.indexOf('SM-001'));
    expect(fast.at(-1)).toBe('UNR-050');
    expect(ids('t:ship', { sort: 'speed' }).at(-1)).toBe('UNR-050');
  });

  it('throws a QuerySyntaxError for a query it cannot parse instead of returning nothing', () => {
    expect(() => searchCards(index, 't:ship (n:pirate')).toThrow(QuerySyntaxError);
    expect(() => searchCards(index, 'set:zz')).toThrow(expect.objectContaining({ reason: 'unknown-set', position: 4 }));
  });
});

describe('own and want (a collection open)', () => {
  const held: Record<string, { owned: number; wanted: number }> = { 'SM-001': { owned: 2, wanted: 0 }, 'CC-011': { owned: 0, wanted: 1 } };
  const collection = (id: string) => held[id] ?? { owned: 0, wanted: 0 };

  it('own>=1, own=0 and want>=1 read the collection counts', () => {
    expect(ids('own>=1', { collection })).toEqual(['SM-001']);
    expect(ids('want>=1', { collection })).toEqual(['CC-011']);
    expect(ids('own=0 t:ship', { collection })).not.toContain('SM-001');
    expect(ids('own=0 t:ship', { collection })).toContain('CC-011');
    expect(ids('owned:2 or wanted>0', { collection }).sort()).toEqual(['CC-011', 'SM-001']);
  });

  it('without a collection, own and want are a query error naming the field', () => {
    expect(() => searchCards(index, 't:ship own>=1')).toThrow(
      expect.objectContaining({ reason: 'needs-collection', position: 7, message: expect.stringContaining("'own' at position 7") }),
    );
    expect(() => searchCards(index, 'want:x', { collection })).toThrow(expect.objectContaining({ reason: 'bad-number' }));
  });
});
