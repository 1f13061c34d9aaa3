import { describe, expect, it } from 'vitest';
import { fixtureCard, fixtureCards } from '@/tests/fixtures/cards';
import type { Card } from './card';
import { cardComparator, SortKey, sortCards } from './sort';

const ships = fixtureCards.filter((c) => c.type === 'ship');
const ids = (cards: Card[]) => cards.map((c) => c.id);

describe('sortCards', () => {
  it('sorts by speed in S with L = 1.4 S: S+S+S (3) above L+L (2.8) above S+L (2.4) above S+S (2) above L, T without a speed last', () => {
    const order = ids(sortCards(ships, 'speed', 'desc'));
    expect(order[0]).toBe('CC-2');
    expect(order[1]).toBe('DJC-070');
    expect(order.indexOf('DJC-070')).toBeLessThan(order.indexOf('CC-011'));
    expect(order.indexOf('CC-011')).toBeLessThan(order.indexOf('RV-010'));
    expect(order.indexOf('RV-010')).toBeLessThan(order.indexOf('SM-001'));
    expect(order.at(-1)).toBe('UNR-050');
  });

  it('puts cards without the value last in both directions', () => {
    for (const dir of ['asc', 'desc'] as const) {
      const sorted = sortCards(fixtureCards, 'masts', dir);
      const firstNull = sorted.findIndex((c) => c.masts === null);
      expect(sorted.slice(firstNull).every((c) => c.masts === null)).toBe(true);
      expect(sorted.slice(0, firstNull).every((c) => c.masts !== null)).toBe(true);
    }
  });

  it('breaks ties by name then printing', () => {
    const sorted = ids(sortCards(ships, 'points', 'desc'));
    expect(sorted.slice(0, 3)).toEqual(['RV-010', 'SM-001', 'SMU-1']);
  });

  it('sorts by set in release order, then collector number as a person reads it', () => {
    const cc2 = { ...fixtureCard('CC-2') };
    const cc10 = { ...fixtureCard('CC-2'), id: 'CC-10', number: '10' };
    const sm = fixtureCard('SM-001');
    expect(ids(sortCards([cc10, cc2, sm], 'set'))).toEqual(['SM-001', 'CC-2', 'CC-10']);
    expect(ids(sortCards([cc10, cc2, sm], 'set', 'desc'))).toEqual(['CC-10', 'CC-2', 'SM-001']);
  });

  it('sorts names ignoring case and accents', () => {
    const sorted = sortCards(fixtureCards, 'name').map((c) => c.name);
    expect(sorted.indexOf('Élodie Marchand')).toBeLessThan(sorted.indexOf('Ghostly Galleon'));
    expect(sorted.indexOf('Élodie Marchand')).toBeGreaterThan(sorted.indexOf('Crimson Tide'));
  });

  it('gives the same order as the comparator for every key', () => {
    for (const key of SortKey.options) {
      expect(ids(sortCards(fixtureCards, key, 'desc'))).toEqual(ids([...fixtureCards].sort(cardComparator(key, 'desc'))));
    }
  });

  it('sorts nicknames in quotes under their letters, whatever the quote style', () => {
    const named = (name: string, number: string) => ({ ...fixtureCards[0], id: `SM-${number}`, number, name });
    const cards = [named('Zora Vale', '1'), named("'Diamond' Dan", '2'), named('\u201cBeaver\u201d Bill', '3'), named('"Hacksaw" Hal', '4'), named('Anna Reef', '5')];
    expect(sortCards(cards, 'name').map((c) => c.name)).toEqual(['Anna Reef', '\u201cBeaver\u201d Bill', "'Diamond' Dan", '"Hacksaw" Hal', 'Zora Vale']);
  });
});
