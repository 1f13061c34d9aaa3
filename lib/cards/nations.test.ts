import { describe, expect, it } from 'vitest';
import { canonicalNation, NATIONS, sameNation } from './nations';

describe('nations', () => {
  it('offers the ten nations of the rules, each already in the form the card data uses', () => {
    expect(NATIONS).toHaveLength(10);
    for (const n of NATIONS) expect(canonicalNation(n)).toBe(n);
  });

  it('lets a fleet name its flag as a country or as the faction adjective', () => {
    expect(sameNation('England', 'English')).toBe(true);
    expect(sameNation('barbary', 'Barbary Corsair')).toBe(true);
    expect(sameNation('Spain', 'English')).toBe(false);
    expect(sameNation(null, 'English')).toBe(false);
  });
});
