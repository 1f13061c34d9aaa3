import { describe, expect, it } from 'vitest';
import { normaliseName, pieceKey } from './identity';

describe('normaliseName', () => {
  it('ignores trailing spaces, case, diacritics, quote style and repeated spaces', () => {
    expect(normaliseName('Capitán  Rojo  ')).toBe(normaliseName('capitan rojo'));
    expect(normaliseName('Ann "Gull" Wick')).toBe(normaliseName("Ann 'Gull' Wick"));
    expect(normaliseName('Ann \u201cGull\u201d Wick')).toBe(normaliseName("Ann 'Gull' Wick"));
    expect(normaliseName('Tom\u2019s Luck')).toBe(normaliseName("Tom's Luck"));
  });

  it('keeps different names different', () => {
    expect(normaliseName('Sea Wolf')).not.toBe(normaliseName('Sea Wolves'));
  });
});

describe('pieceKey', () => {
  const ship = { type: 'ship', generic: false, faction: 'Pirate' } as const;

  it('groups printings of one named piece whatever the set or spelling', () => {
    expect(pieceKey({ ...ship, name: 'Black Gull  ' })).toBe(pieceKey({ ...ship, name: 'black gull' }));
  });

  it('separates pieces of different types that share a name', () => {
    expect(pieceKey({ ...ship, name: 'Gull' })).not.toBe(pieceKey({ ...ship, type: 'crew', name: 'Gull' }));
  });

  it('makes generic crew of different factions different pieces', () => {
    const captain = { type: 'crew', name: 'Captain', generic: true } as const;
    expect(pieceKey({ ...captain, faction: 'Pirate' })).not.toBe(pieceKey({ ...captain, faction: 'English' }));
    expect(pieceKey({ ...captain, faction: 'Pirate' })).toBe(pieceKey({ ...captain, faction: 'pirate' }));
  });
});
