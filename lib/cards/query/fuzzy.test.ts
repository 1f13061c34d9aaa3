import fc from 'fast-check';
import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { FUZZY_FUSE_OPTIONS, FuzzyNameMatcher } from './fuzzy';

const NAMES = ['gilded heron', 'salty marlin', 'amber gull', 'crimson tide', 'grasping kraken', 'admiral pennywhistle', 'captain', 'oarsman', 'harbor bastion', 'the lost charts'];

function fuseScores(names: string[], term: string): Map<number, number> {
  return new Map(new Fuse(names, FUZZY_FUSE_OPTIONS).search(term).map((h) => [h.refIndex, h.score ?? 1]));
}

describe('FuzzyNameMatcher', () => {
  it('forgives a typo in a name but not an unrelated word', () => {
    const matcher = new FuzzyNameMatcher(NAMES);
    expect([...matcher.search('kraken').keys()]).toEqual([4]);
    expect([...matcher.search('krakne').keys()]).toEqual([4]);
    expect(matcher.search('zzzzzz').size).toBe(0);
  });

  it('scores an exact word better than a misspelt one', () => {
    const matcher = new FuzzyNameMatcher(NAMES);
    expect(matcher.search('marlin').get(1)).toBeLessThan(matcher.search('marlen').get(1) ?? 1);
  });

  it('finds exactly what a full Fuse search finds, with the same scores', () => {
    const letters = fc.constantFrom(...'abcdeiklmnorst '.split(''));
    const word = fc.string({ unit: letters, minLength: 1, maxLength: 12 }).map((s) => s.trim()).filter((s) => s.length > 0);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 30 }), word, (names, term) => {
        expect(new FuzzyNameMatcher(names).search(term)).toEqual(fuseScores(names, term));
      }),
      { numRuns: 300 },
    );
  });
});
