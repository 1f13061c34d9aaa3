import { describe, expect, it } from 'vitest';
import { QuerySyntaxError, type QueryErrorReason } from './errors';
import { parseQuery } from './parse';

describe('parseQuery: valid queries', () => {
  it('reads an empty or blank query as every card', () => {
    expect(parseQuery('')).toEqual({ kind: 'all' });
    expect(parseQuery('   ')).toEqual({ kind: 'all' });
  });

  it('reads bare words as fuzzy name terms, folded but remembering what was typed', () => {
    expect(parseQuery('Black  Pearl')).toEqual({
      kind: 'and',
      children: [
        { kind: 'name', value: 'black', raw: 'Black', exact: false },
        { kind: 'name', value: 'pearl', raw: 'Pearl', exact: false },
      ],
    });
    expect(parseQuery('"Flying Dutchman"')).toEqual({ kind: 'name', value: 'flying dutchman', raw: 'Flying Dutchman', exact: false });
  });

  it('reads !"..." and !word as exact names, folding case and accents', () => {
    expect(parseQuery('!"Capitán  Morgan"')).toMatchObject({ kind: 'name', value: 'capitan morgan', exact: true });
    expect(parseQuery('!Revenant')).toMatchObject({ kind: 'name', value: 'revenant', exact: true });
  });

  it('reads every field, with aliases and any case', () => {
    expect(parseQuery('t:Ship')).toEqual({ kind: 'type', value: 'ship' });
    expect(parseQuery('type:crews')).toEqual({ kind: 'type', value: 'crew' });
    expect(parseQuery('t:generic')).toEqual({ kind: 'type', value: 'generic' });
    expect(parseQuery('n:Barbary')).toEqual({ kind: 'faction', value: 'barbary' });
    expect(parseQuery('n:"Jade Rebellion"')).toEqual({ kind: 'faction', value: 'jade rebellion' });
    expect(parseQuery('set:sm')).toEqual({ kind: 'set', value: 'SM' });
    expect(parseQuery('SET:Rss')).toEqual({ kind: 'set', value: 'RSS' });
    expect(parseQuery('r:Super')).toEqual({ kind: 'rarity', value: 'super' });
    expect(parseQuery('k:"Broadsides Attack"')).toEqual({ kind: 'keyword', value: 'broadsides-attack' });
    expect(parseQuery('k:broadsides-attack')).toEqual({ kind: 'keyword', value: 'broadsides-attack' });
    expect(parseQuery('o:"Cannot be  boarded"')).toEqual({ kind: 'text', value: 'cannot be boarded' });
    expect(parseQuery('move:s+l')).toEqual({ kind: 'move', value: 'S+L' });
    expect(parseQuery('move:T')).toEqual({ kind: 'move', value: 'T' });
    expect(parseQuery('cannon:3s')).toEqual({ kind: 'cannon', rank: 3, range: 'S' });
  });

  it('reads every comparison operator on pts, masts and cargo', () => {
    expect(parseQuery('pts:5')).toEqual({ kind: 'compare', field: 'points', op: '=', value: 5 });
    expect(parseQuery('pts=5')).toEqual({ kind: 'compare', field: 'points', op: '=', value: 5 });
    expect(parseQuery('pts!=5')).toEqual({ kind: 'compare', field: 'points', op: '!=', value: 5 });
    expect(parseQuery('masts<3')).toEqual({ kind: 'compare', field: 'masts', op: '<', value: 3 });
    expect(parseQuery('masts<=3')).toEqual({ kind: 'compare', field: 'masts', op: '<=', value: 3 });
    expect(parseQuery('cargo>2')).toEqual({ kind: 'compare', field: 'cargo', op: '>', value: 2 });
    expect(parseQuery('cargo>=2')).toEqual({ kind: 'compare', field: 'cargo', op: '>=', value: 2 });
    expect(parseQuery('pts:>=7.5')).toEqual({ kind: 'compare', field: 'points', op: '>=', value: 7.5 });
  });

  it('negates terms, groups and != on text fields', () => {
    expect(parseQuery('-t:ship')).toEqual({ kind: 'not', child: { kind: 'type', value: 'ship' } });
    expect(parseQuery('-(t:ship or t:crew)')).toEqual({
      kind: 'not',
      child: { kind: 'or', children: [{ kind: 'type', value: 'ship' }, { kind: 'type', value: 'crew' }] },
    });
    expect(parseQuery('n!=pirate')).toEqual({ kind: 'not', child: { kind: 'faction', value: 'pirate' } });
  });

  it('binds AND tighter than or, and parentheses override it', () => {
    expect(parseQuery('t:ship n:pirate OR t:fort')).toEqual({
      kind: 'or',
      children: [
        { kind: 'and', children: [{ kind: 'type', value: 'ship' }, { kind: 'faction', value: 'pirate' }] },
        { kind: 'type', value: 'fort' },
      ],
    });
    expect(parseQuery('t:ship (n:pirate or n:english)')).toEqual({
      kind: 'and',
      children: [
        { kind: 'type', value: 'ship' },
        { kind: 'or', children: [{ kind: 'faction', value: 'pirate' }, { kind: 'faction', value: 'english' }] },
      ],
    });
  });

  it('keeps hyphens inside words and reads "oregon" as a name, not an or', () => {
    expect(parseQuery('jean-luc')).toMatchObject({ kind: 'name', value: 'jean-luc' });
    expect(parseQuery('oregon')).toMatchObject({ kind: 'name', value: 'oregon' });
    expect(parseQuery('"or"')).toMatchObject({ kind: 'name', value: 'or' });
  });
});

describe('parseQuery: invalid queries', () => {
  const cases: [query: string, reason: QueryErrorReason, position: number][] = [
    ['foo:bar', 'unknown-field', 0],
    ['t:ship zz:3', 'unknown-field', 7],
    ['(t:ship', 'unclosed-paren', 0],
    ['t:ship (n:pirate or (n:english)', 'unclosed-paren', 7],
    ['t:ship)', 'unexpected-paren', 6],
    ['o:"cannot be', 'unclosed-quote', 2],
    ['"black pearl', 'unclosed-quote', 0],
    ['!"admiral', 'unclosed-quote', 1],
    ['pts>five', 'bad-number', 4],
    ['masts:>=x', 'bad-number', 8],
    ['cargo:-1', 'bad-number', 6],
    ['t<ship', 'bad-operator', 1],
    ['n>=pirate', 'bad-operator', 1],
    ['set:XYZ', 'unknown-set', 4],
    ['t:ship set:"spanish main"', 'unknown-set', 11],
    ['t:boat', 'unknown-type', 2],
    ['move:Q', 'bad-move', 5],
    ['move:S+', 'bad-move', 5],
    ['cannon:7S', 'bad-cannon', 7],
    ['cannon:3X', 'bad-cannon', 7],
    ['t:', 'empty-term', 2],
    ['o:""', 'empty-term', 2],
    ['t:ship -', 'empty-term', 7],
    ['- t:ship', 'empty-term', 0],
    ['()', 'empty-term', 0],
    ['!', 'empty-term', 0],
    ['or t:ship', 'dangling-or', 0],
    ['t:ship or', 'dangling-or', 7],
    ['t:ship or or t:crew', 'dangling-or', 7],
    ['(t:ship or) t:crew', 'dangling-or', 8],
    ['-or', 'empty-term', 0],
    ['x'.repeat(401), 'query-too-long', 400],
    [Array.from({ length: 33 }, (_, i) => `w${i}`).join(' or '), 'too-many-terms', 214],
  ];

  it.each(cases)('%s -> %s at %i', (query, reason, position) => {
    let caught: unknown;
    try {
      parseQuery(query);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(QuerySyntaxError);
    const error = caught as QuerySyntaxError;
    expect({ reason: error.reason, position: error.position }).toEqual({ reason, position });
    expect(error.message).toContain(`position ${position}`);
  });

  it('accepts a query right at the length and term bounds', () => {
    expect(() => parseQuery('x'.repeat(400))).not.toThrow();
    expect(() => parseQuery(Array.from({ length: 32 }, (_, i) => `w${i}`).join(' or '))).not.toThrow();
  });

  it('tells the player which fields exist when one is unknown', () => {
    expect(() => parseQuery('foo:3')).toThrow(/Unknown field 'foo:' at position 0\. Fields are t: n: set: r: k: o: pts masts cargo move: cannon: \(and own want with a collection\)/);
  });
});
