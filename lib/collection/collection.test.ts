import { describe, expect, it } from 'vitest';
import { CollectionBody, fromBody, MAX_COLLECTION_CARDS, MAX_COUNT, toBody, withCounts } from './collection';

describe('withCounts', () => {
  it('sets one count and keeps the other', () => {
    const c = withCounts(withCounts({}, 'SM-001', { owned: 2 }), 'SM-001', { wanted: 1 });
    expect(c).toEqual({ 'SM-001': { owned: 2, wanted: 1 } });
  });
  it('drops a printing neither owned nor wanted, and bounds counts to 0..99', () => {
    expect(withCounts({ 'SM-001': { owned: 1, wanted: 0 } }, 'SM-001', { owned: 0 })).toEqual({});
    expect(withCounts({}, 'SM-001', { owned: 500 })['SM-001'].owned).toBe(MAX_COUNT);
    expect(withCounts({}, 'SM-001', { owned: 3, wanted: -4 })['SM-001'].wanted).toBe(0);
  });
});

describe('CollectionBody', () => {
  it('round-trips through the compact body, leaving wanted out when 0', () => {
    const c = { a: { owned: 2, wanted: 0 }, b: { owned: 0, wanted: 3 } };
    expect(toBody(c)).toEqual({ cards: { a: { owned: 2 }, b: { owned: 0, wanted: 3 } } });
    expect(fromBody(CollectionBody.parse(toBody(c)))).toEqual(c);
  });
  it('refuses counts out of bounds, fractions, unknown keys and too many printings', () => {
    expect(CollectionBody.safeParse({ cards: { a: { owned: 100 } } }).success).toBe(false);
    expect(CollectionBody.safeParse({ cards: { a: { owned: -1 } } }).success).toBe(false);
    expect(CollectionBody.safeParse({ cards: { a: { owned: 1.5 } } }).success).toBe(false);
    expect(CollectionBody.safeParse({ cards: { a: { owned: 1, note: 'x' } } }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: MAX_COLLECTION_CARDS + 1 }, (_, i) => [`X-${i}`, { owned: 1 }]));
    expect(CollectionBody.safeParse({ cards: many }).success).toBe(false);
  });
});
