import { describe, expect, it } from 'vitest';
import { suggestQuery } from './suggest';

describe('the syntax a search that found nothing probably meant', () => {
  it('joins a comparison written with spaces', () => {
    expect(suggestQuery('masts >= 3')).toBe('masts>=3');
    expect(suggestQuery('pts <= 10')).toBe('pts<=10');
    expect(suggestQuery('cargo>= 4')).toBe('cargo>=4');
    expect(suggestQuery('points >5')).toBe('pts>5');
    expect(suggestQuery('masts: 3')).toBe('masts=3');
  });

  it('reads nations, card types and counts said in words', () => {
    expect(suggestQuery('english ship 3 masts')).toBe('n:english t:ship masts=3');
    expect(suggestQuery('pirates ships 2+ masts')).toBe('n:pirate t:ship masts>=2');
    expect(suggestQuery('England forts')).toBe('n:english t:fort');
    expect(suggestQuery('barbary crew cargo 2')).toBe('n:barbary t:crew cargo=2');
  });

  it('keeps names and fields as typed around what it rewrites', () => {
    expect(suggestQuery('spanish galleon k:schooner')).toBe('n:spanish galleon k:schooner');
    expect(suggestQuery('Bonny ship')).toBe('Bonny t:ship');
  });

  it('offers nothing when there is nothing to rewrite', () => {
    expect(suggestQuery('Bonny Kate')).toBeNull();
    expect(suggestQuery('n:english t:ship masts>=3')).toBeNull();
    expect(suggestQuery('masts >= many')).toBeNull();
    expect(suggestQuery('')).toBeNull();
  });

  it('offers nothing that would not parse', () => {
    expect(suggestQuery('ship (')).toBeNull();
  });
});
