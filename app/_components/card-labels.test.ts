import { describe, expect, it } from 'vitest';
import { fixtureCard } from '@/tests/fixtures/cards';
import { buildAmount, pointsLabel, printingLabel, setName, typeLabel } from './card-labels';

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

  it('labels a printing by set, faction and cost, by id where one set printed it twice', () => {
    const p = (id: string, set: string) => ({ id, set: set as 'SM', faction: 'Pirate', points: 4, pointsAreGold: false });
    const all = [p('SM-PC-003', 'SM'), p('SMU-031A', 'SMU'), p('SMU-031B', 'SMU'), p('UNR-B1', 'UNR')];
    expect(all.map((x) => printingLabel(x, all))).toEqual(['SM · Pirate · 4 pts', 'SMU-031A · Pirate · 4 pts', 'SMU-031B · Pirate · 4 pts', 'Unreleased · Pirate · 4 pts']);
    expect(printingLabel({ id: 'CC-300', set: 'CC', faction: null, points: 3, pointsAreGold: true }, [])).toBe('CC · Unaligned · 3 gold');
  });

  it('says gold for a build total counted in gold, points otherwise', () => {
    expect(buildAmount(49, 'gold')).toBe('49 gold');
    expect(buildAmount(1, 'points')).toBe('1 point');
    expect(buildAmount(40, 'points')).toBe('40 points');
  });

  it('spells out set codes', () => {
    expect(setName('DJC')).toBe("Davy Jones' Curse");
  });
});
