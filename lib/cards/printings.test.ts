import { describe, expect, it } from 'vitest';
import { Card } from './card';
import { BLANK_CARD } from '@/tests/fixtures/blank-card';
import { defaultPrinting, groupPrintings } from './printings';

const card = (id: string, o: Partial<Card> = {}): Card =>
  Card.parse({
    ...BLANK_CARD,
    id,
    set: id.split('-')[0],
    number: id.split('-').slice(1).join('-'),
    name: 'El Fantasma',
    type: 'crew',
    pieceKey: 'crew:el fantasma',
    faction: 'Pirate',
    points: 4,
    ability: 'This ship may dock at an enemy home island and load one treasure.',
    ...o,
  });
const ids = (pieces: Card[][]) => pieces.map((p) => p.map((c) => c.id));

describe('groupPrintings', () => {
  it('puts reprints together, oldest first', () => {
    expect(ids(groupPrintings([card('SMU-031A'), card('SM-PC-003')]))).toEqual([['SM-PC-003', 'SMU-031A']]);
  });

  it('keeps apart cards of one name with another faction, cost or stat', () => {
    const pieces = groupPrintings([
      card('SM-PC-003'),
      card('SM-GC-001', { points: 3 }),
      card('RF-017', { faction: 'Cursed' }),
      card('CC-001', { type: 'ship', pieceKey: 'ship:el fantasma', masts: 3 }),
      card('CC-002', { type: 'ship', pieceKey: 'ship:el fantasma', masts: 2 }),
    ]);
    expect(pieces).toHaveLength(5);
  });

  it('reads a corrected typo or a reworded reprint as the same rules, a different rule as another piece', () => {
    const text = 'Once per turn when this ship is given a shoot action one of her cannons may shoot a chainshot at a target within S range.';
    const reworded = text.replace('within S range', 'within S of her');
    expect(groupPrintings([card('CC-111', { ability: text }), card('RV-144', { ability: reworded })])).toHaveLength(1);
    expect(groupPrintings([card('CC-111', { ability: text }), card('RV-144', { ability: "This ship can't be shot at while docked." })])).toHaveLength(2);
  });

  it("folds spellings printings mix (can't / cannot, case, punctuation)", () => {
    const pieces = groupPrintings([card('SM-1', { ability: "This ship can't be boarded." }), card('CC-1', { ability: 'this ship cannot be boarded' })]);
    expect(pieces).toHaveLength(1);
  });

  it('takes a text that is only its keywords as the rule those keywords name', () => {
    const full = card('SM-T-007', { ability: 'This ship may move and shoot using the same move action.', keywords: ['captain'] });
    const short = card('RF-070', { ability: 'Captain.', keywords: ['captain'] });
    expect(groupPrintings([full, short])).toHaveLength(1);
  });

  it('keeps apart texts that differ in a keyword however close their words', () => {
    const text = 'Limit. Place this crew face up during setup. You may build your fleet using 5 more points than the build total.';
    const pieces = groupPrintings([
      card('CC-027', { ability: text.replace('Limit.', 'Limit. Ransom.'), keywords: ['limit', 'ransom'] }),
      card('CC-213', { ability: text, keywords: ['limit'] }),
    ]);
    expect(pieces).toHaveLength(2);
  });
});

describe('defaultPrinting', () => {
  it('is the newest released printing, an unreleased one only when there is nothing else', () => {
    expect(defaultPrinting([{ set: 'SM' }, { set: 'SMU' }, { set: 'UNR' }])).toEqual({ set: 'SMU' });
    expect(defaultPrinting([{ set: 'UNR' }])).toEqual({ set: 'UNR' });
    expect(defaultPrinting([])).toBeUndefined();
  });
});
