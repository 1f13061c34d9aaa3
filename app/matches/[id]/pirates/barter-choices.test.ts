import { describe, expect, it } from 'vitest';
import { barterAction, barterChoices, feeChoices, pairText } from './barter-choices';
import type { PiratesAction } from '@/lib/pirates/schema';

const barter = (give: [number, number], get: number): PiratesAction => ({ type: 'barter', ship: 0, give, get });

describe('barterChoices', () => {
  it('groups the offered trades by the pair given, each with the resources it may take', () => {
    const offered = [barter([1, 1], 2), barter([1, 1], 3), barter([1, 4], 2), { type: 'end-turn' } as PiratesAction, barter([1, 1], 3)];
    const { pairs, gets } = barterChoices(offered);
    expect(pairs).toEqual([
      [1, 1],
      [1, 4],
    ]);
    expect(gets.get('1-1')).toEqual([2, 3]);
    expect(gets.get('1-4')).toEqual([2]);
  });

  it('offers nothing when no trade is listed', () => {
    expect(barterChoices([{ type: 'end-turn' }]).pairs).toEqual([]);
  });
});

describe('pairText', () => {
  it('says two of a kind as a count and two kinds by name', () => {
    expect(pairText([4, 4])).toBe('2 fish');
    expect(pairText([1, 4])).toBe('lumber and fish');
  });
});

describe('feeChoices', () => {
  it('keeps only what is left aboard once the pair is given', () => {
    // Two fish and a lumber aboard: giving both fish leaves the lumber to pay with; giving fish and lumber leaves a fish.
    expect(feeChoices([1, 0, 0, 2, 0, 0], [4, 4])).toEqual([1]);
    expect(feeChoices([1, 0, 0, 2, 0, 0], [1, 4])).toEqual([4]);
    expect(feeChoices([0, 0, 0, 2, 0, 0], [4, 4])).toEqual([]);
  });
});

describe('barterAction', () => {
  it('names the fee only when one is due', () => {
    expect(barterAction(3, [1, 1], 2, null)).toEqual({ type: 'barter', ship: 3, give: [1, 1], get: 2 });
    expect(barterAction(3, [1, 1], 2, 4)).toEqual({ type: 'barter', ship: 3, give: [1, 1], get: 2, fee: 4 });
  });
});
