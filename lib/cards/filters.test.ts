import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixtureCards } from '@/tests/fixtures/cards';
import { SET_CODES } from './sets';
import { emptyFilters, filtersToQuery, queryToFilters, type Filters } from './filters';
import { COMPARISON_OPS, TypeFilter } from './query/ast';
import { parseQuery } from './query/parse';
import { createCardIndex, searchCards } from './search';

const index = createCardIndex(fixtureCards);

describe('filtersToQuery', () => {
  it('writes nothing for no filters, so the view shows every card', () => {
    expect(filtersToQuery(emptyFilters())).toBe('');
  });

  it('writes the query syntax a player could type, lists as or-groups', () => {
    const f: Filters = {
      ...emptyFilters(),
      text: 'gilded',
      types: ['ship', 'fort'],
      factions: ['barbary corsair'],
      sets: ['SM'],
      keyword: 'schooner',
      pts: { op: '>=', value: 5 },
      move: 'S+L',
      cannon: '3S',
    };
    expect(filtersToQuery(f)).toBe('gilded (t:ship or t:fort) n:"barbary corsair" set:SM k:schooner pts>=5 move:S+L cannon:3S');
  });

  it('quotes text that would otherwise read as syntax', () => {
    const q = filtersToQuery({ ...emptyFilters(), text: 'or t:ship -x (a) say"hi"' });
    expect(queryToFilters(q)?.text).toBe('or t:ship -x (a) say"hi"');
    expect(parseQuery(q)).toMatchObject({ kind: 'and' });
  });

  it('selects the same cards as the query the player would type', () => {
    const f: Filters = { ...emptyFilters(), types: ['ship'], factions: ['english', 'spanish'] };
    expect(searchCards(index, filtersToQuery(f)).map((c) => c.id).sort()).toEqual(['CC-011', 'CC-2']);
  });
});

describe('queryToFilters', () => {
  it('reads a simple query back into controls', () => {
    expect(queryToFilters('Black Pearl t:ship n:Pirate pts<=10 r:rare')).toEqual({
      ...emptyFilters(),
      text: 'Black Pearl',
      types: ['ship'],
      factions: ['pirate'],
      rarity: 'rare',
      pts: { op: '<=', value: 10 },
    });
    expect(queryToFilters('(set:sm or set:cc) masts:3 o:"be boarded"')).toEqual({
      ...emptyFilters(),
      sets: ['SM', 'CC'],
      masts: { op: '=', value: 3 },
      ability: 'be boarded',
    });
  });

  it('returns null for what the controls cannot show', () => {
    for (const q of ['-t:ship', '!"Gilded Heron"', 't:ship t:crew', 't:ship or n:pirate', '(t:ship or n:pirate)', 'pts>3 pts<8', 't:ship or t:crew or (t:fort n:pirate)']) {
      expect(queryToFilters(q), q).toBeNull();
    }
  });

  it('returns null for a query that does not parse', () => {
    expect(queryToFilters('t:ship (')).toBeNull();
  });
});

const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9'-]{0,8}$/);
const numeric = fc.record({ op: fc.constantFrom(...COMPARISON_OPS), value: fc.integer({ min: 0, max: 30 }) });
const folded = fc.stringMatching(/^[a-z][a-z ]{0,10}[a-z]$/).filter((s) => !s.includes('  '));
const canonicalFilters: fc.Arbitrary<Filters> = fc.record(
  {
    text: fc.array(word, { maxLength: 3 }).map((w) => w.join(' ')),
    types: fc.uniqueArray(fc.constantFrom(...TypeFilter.options), { maxLength: 3 }),
    factions: fc.uniqueArray(folded, { maxLength: 3 }),
    sets: fc.uniqueArray(fc.constantFrom(...SET_CODES), { maxLength: 3 }),
    rarity: folded,
    keyword: fc.stringMatching(/^[a-z]+(-[a-z]+){0,2}$/),
    ability: folded,
    pts: numeric,
    masts: numeric,
    cargo: numeric,
    move: fc.constantFrom('S', 'L', 'S+L', 'L+S', 'S+S+S', 'T'),
    cannon: fc.constantFrom('1S', '3S', '2L', '6L'),
  },
  { requiredKeys: ['text', 'types', 'factions', 'sets'] },
);

describe('filters round trip', () => {
  it('reads back exactly the controls that wrote the query', () => {
    fc.assert(
      fc.property(canonicalFilters, (f) => {
        expect(queryToFilters(filtersToQuery(f))).toEqual(f);
      }),
      { numRuns: 500 },
    );
  });

  it('rewrites a query it can show into one that selects the same cards', () => {
    for (const q of ['t:ship n:pirate', 'heron', '(t:crew or t:fort) pts<=5', 'k:schooner cannon:3S', 'o:boarded move:L', 'set:cc cargo>=2']) {
      const f = queryToFilters(q);
      expect(f, q).not.toBeNull();
      expect(searchCards(index, filtersToQuery(f as Filters))).toEqual(searchCards(index, q));
    }
  });
});
