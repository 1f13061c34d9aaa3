import { describe, expect, it } from 'vitest';
import { assignCardIds, baseCardId, idLookupKey, normaliseNumber } from './ids';

describe('normaliseNumber', () => {
  it('zero-pads plain numbers to three digits as WizKids prints them', () => {
    expect(normaliseNumber('11')).toBe('011');
    expect(normaliseNumber('9')).toBe('009');
    expect(normaliseNumber('300')).toBe('300');
    expect(normaliseNumber('1234')).toBe('1234');
  });

  it('pads the digit part of a number with a letter suffix and upper-cases it', () => {
    expect(normaliseNumber('020b')).toBe('020B');
    expect(normaliseNumber('34b')).toBe('034B');
    expect(normaliseNumber('300a')).toBe('300A');
  });

  it('keeps prefixed forms as printed, removing spaces and folding case', () => {
    expect(normaliseNumber('EC-001')).toBe('EC-001');
    expect(normaliseNumber('UL001')).toBe('UL001');
    expect(normaliseNumber('i01')).toBe('I01');
    expect(normaliseNumber(' PP 376 ')).toBe('PP376');
  });
});

describe('baseCardId', () => {
  it('joins the set code and the normalised number', () => {
    expect(baseCardId({ set: 'CC', number: '11', name: 'Adventure' })).toBe('CC-011');
    expect(baseCardId({ set: 'SM', number: 'EC-001', name: 'Admiral' })).toBe('SM-EC-001');
    expect(baseCardId({ set: 'SM', number: 'PP 376', name: 'Throne' })).toBe('SM-PP376');
    expect(baseCardId({ set: 'RVU', number: 'UL001', name: 'X' })).toBe('RVU-UL001');
  });

  it('names unnumbered cards after their ASCII-folded name', () => {
    expect(baseCardId({ set: 'UNR', number: '', name: 'La Maldición ' })).toBe('UNR-LAMALDICION');
    expect(baseCardId({ set: 'UNR', number: '  ', name: "The Devil's Throat" })).toBe('UNR-THEDEVILSTHROAT');
  });
});

describe('assignCardIds', () => {
  it('lets the first row keep a repeated number and numbers later same-rarity rows', () => {
    const ids = assignCardIds([
      { set: 'SM', number: 'PC-003', name: 'Named Captain', rarity: 'Common' },
      { set: 'SM', number: 'PC-003', name: 'Explorer', rarity: 'Common' },
      { set: 'SM', number: 'PC-003', name: 'Oarsman', rarity: 'Common' },
    ]);
    expect(ids).toEqual(['SM-PC-003', 'SM-PC-003-2', 'SM-PC-003-3']);
  });

  it('suffixes a later printing of another rarity with the rarity code', () => {
    const ids = assignCardIds([
      { set: 'CC', number: '22', name: 'Some Crew', rarity: 'Rare' },
      { set: 'CC', number: '022', name: 'Some Crew', rarity: 'LE' },
      { set: 'CC', number: '22', name: 'Some Crew', rarity: 'Super Rare' },
    ]);
    expect(ids).toEqual(['CC-022', 'CC-022-LE', 'CC-022-SUPERRARE']);
  });

  it('falls back to a counter when the rarity suffix is already used', () => {
    const ids = assignCardIds([
      { set: 'CC', number: '22', name: 'A', rarity: 'Rare' },
      { set: 'CC', number: '22', name: 'B', rarity: 'LE' },
      { set: 'CC', number: '22', name: 'C', rarity: 'LE' },
    ]);
    expect(ids).toEqual(['CC-022', 'CC-022-LE', 'CC-022-2']);
  });

  it('does not treat the same number in two sets as a collision', () => {
    const ids = assignCardIds([
      { set: 'CC', number: '1', name: 'A', rarity: 'Rare' },
      { set: 'RV', number: '1', name: 'B', rarity: 'Rare' },
    ]);
    expect(ids).toEqual(['CC-001', 'RV-001']);
  });
});

describe('idLookupKey', () => {
  it('resolves padded, unpadded and lower-case spellings to one key', () => {
    expect(idLookupKey('SMU-57')).toBe(idLookupKey('SMU-057'));
    expect(idLookupKey('smu-057')).toBe(idLookupKey('SMU-057'));
    expect(idLookupKey('cc-11')).toBe(idLookupKey('CC-011'));
    expect(idLookupKey('rv-20b')).toBe(idLookupKey('RV-020B'));
    expect(idLookupKey('sm-ec-1')).toBe(idLookupKey('SM-EC-001'));
  });

  it('keeps different cards apart', () => {
    expect(idLookupKey('SMU-57')).not.toBe(idLookupKey('SMU-570'));
    expect(idLookupKey('CC-022')).not.toBe(idLookupKey('CC-022-LE'));
    expect(idLookupKey('RV-020A')).not.toBe(idLookupKey('RV-020B'));
  });
});
