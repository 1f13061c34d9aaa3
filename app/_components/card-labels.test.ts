import { describe, expect, it } from 'vitest';
import { fixtureCard } from '@/tests/fixtures/cards';
import { pointsLabel, setName, typeLabel } from './card-labels';

describe('card labels', () => {
  it('names sea creatures and generic crew as players know them', () => {
    expect(typeLabel(fixtureCard('DJC-070'))).toBe('Sea creature');
    expect(typeLabel(fixtureCard('FN-120'))).toBe('Generic crew');
    expect(typeLabel(fixtureCard('SM-EC-001'))).toBe('Crew');
  });

  it('shows a fort cost in gold and a ship cost in points', () => {
    expect(pointsLabel(fixtureCard('CC-300'))).toBe('3 gold');
    expect(pointsLabel(fixtureCard('CC-011'))).toBe('9 pts');
    expect(pointsLabel(fixtureCard('SM-200'))).toBeNull();
    expect(pointsLabel({ points: 1, pointsAreGold: false })).toBe('1 pt');
  });

  it('spells out set codes', () => {
    expect(setName('DJC')).toBe("Davy Jones' Curse");
  });
});
