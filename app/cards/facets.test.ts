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
});
