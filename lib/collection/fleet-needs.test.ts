import { describe, expect, it } from 'vitest';
import { fixtureCard, fixtureCards } from '@/tests/fixtures/cards';
import { missingPieces, ownedLeft, spareCopies } from './fleet-needs';

const pieceOf = (id: string) => fixtureCards.find((c) => c.id === id)?.pieceKey;

describe('missingPieces', () => {
  it('lists the pieces a fleet names that the collection lacks, with how many', () => {
    const fleet = ['SM-001', 'SM-EC-001', 'FN-120', 'FN-120'];
    const collection = { 'FN-120': { owned: 1, wanted: 0 } };
    expect(missingPieces(fleet, collection, pieceOf)).toEqual([
      { id: 'SM-001', needed: 1, owned: 0, missing: 1 },
      { id: 'SM-EC-001', needed: 1, owned: 0, missing: 1 },
      { id: 'FN-120', needed: 2, owned: 1, missing: 1 },
    ]);
  });
  it('counts another printing of the same piece as owning it', () => {
    expect(missingPieces(['SM-001'], { 'SMU-1': { owned: 1, wanted: 0 } }, pieceOf)).toEqual([]);
  });
  it('treats an id it does not know as its own piece', () => {
    expect(missingPieces(['ZZ-1'], {}, pieceOf)).toEqual([{ id: 'ZZ-1', needed: 1, owned: 0, missing: 1 }]);
  });
});

describe('ownedLeft', () => {
  it('is the owned copies of the piece less those the fleet already uses', () => {
    const collection = { 'FN-120': { owned: 3, wanted: 0 } };
    expect(ownedLeft(fixtureCard('FN-120'), ['FN-120'], collection, pieceOf)).toBe(2);
    expect(ownedLeft(fixtureCard('SMU-1'), ['SM-001'], { 'SMU-1': { owned: 1, wanted: 0 } }, pieceOf)).toBe(0);
    expect(ownedLeft(fixtureCard('CC-011'), [], collection, pieceOf)).toBe(0);
  });
});

describe('spareCopies', () => {
  it('"A player cannot have two or more of the same character, ship [...] Generic crew and equipment are not limited in this way."', () => {
    expect(spareCopies(fixtureCard('SM-001'), 3)).toBe(2);
    expect(spareCopies(fixtureCard('SM-EC-001'), 1)).toBe(0);
    expect(spareCopies(fixtureCard('FN-120'), 5)).toBe(0);
    expect(spareCopies(fixtureCard('OE-160'), 5)).toBe(0);
  });
});
