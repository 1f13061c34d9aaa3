import { describe, expect, it } from 'vitest';
import { fixtureCards } from '@/tests/fixtures/cards';
import { facetsOf } from './facets';

describe('facetsOf', () => {
  const facets = facetsOf(fixtureCards.filter((c) => ['SM', 'CC', 'FN'].includes(c.set)));

  it('offers only the values some card has, so no control leads to an empty result', () => {
    expect(facets.types).toEqual(['ship', 'crew', 'treasure', 'fort']);
    expect(facets.factions).toEqual(['English', 'Pirate', 'Spanish', 'Viking']);
    expect(facets.rarities).toEqual(['Common', 'Generic', 'Rare', 'Uncommon']);
  });

  it('lists sets in release order with their names', () => {
    expect(facets.sets).toEqual([
      { code: 'SM', name: 'Spanish Main First Edition' },
      { code: 'CC', name: 'Crimson Coast' },
      { code: 'FN', name: 'Frozen North' },
    ]);
  });

  it('names the keywords the cards carry, alphabetically', () => {
    const ids = facets.keywords.map((k) => k.id);
    expect(ids).toContain('schooner');
    expect(ids).toContain('broadsides-attack');
    expect(ids).not.toContain('ghost-ship');
    const names = facets.keywords.map((k) => k.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('offers the base moves the cards have, fewer legs first and the special codes (T, D) last', () => {
    const moves = facetsOf(fixtureCards).moves;
    expect(moves.every((m) => fixtureCards.some((c) => c.move === m))).toBe(true);
    const standard = moves.filter((m) => m !== 'T' && m !== 'D');
    expect(standard.length).toBeGreaterThan(1);
    expect(moves.slice(0, standard.length)).toEqual(standard);
    const legs = standard.map((m) => m.split('+').length);
    expect(legs).toEqual([...legs].sort((a, b) => a - b));
  });
});
