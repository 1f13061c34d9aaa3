import { describe, expect, it } from 'vitest';
import { shipCard, table } from '@/tests/fixtures/engine';
import { coinWorth, seatView, SHEET_COIN, unseenCoin } from './seat';

/** Two ships far apart and the coins of `values` on the wild island, none of them seen yet. */
function dealt(values: number[]) {
  const game = table({
    ships: [
      { card: shipCard(), x: 3, y: 3, heading: 0 },
      { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 17, y: 17, heading: 0 },
    ],
    treasure: { 2: values },
  });
  return game.state;
}

describe('what a coin she has not seen is worth to a seat', () => {
  it('is the starting treasure shared among the coins, before anyone has looked at one', () => {
    // 001 "Placing Treasure": "8 coins worth 15 gold"; the total is public, the faces are not.
    const state = dealt([1, 1, 2, 2, 2, 2, 2, 3]);
    expect(state.startingGold).toBe(15);
    expect(coinWorth(state, 0, 0)).toBe(15 / 8);
    expect(coinWorth(state, 1, 7)).toBe(15 / 8);
  });

  it('is the mean of the gold she has not seen once she has seen some coins, for her alone', () => {
    const state = dealt([1, 1, 2, 2, 2, 2, 2, 3]);
    state.treasures[0].seenBy[0] = true;
    state.treasures[1].seenBy[0] = true;
    state.turn++;
    // 15 gold less the two 1s she turned up, over the six coins still face down to her.
    expect(coinWorth(state, 0, 5)).toBe(13 / 6);
    expect(coinWorth(state, 0, 0)).toBe(1);
    expect(coinWorth(state, 1, 0)).toBe(15 / 8);
    expect(seatView(state, 0).treasures.map((t) => t.value)).toEqual([1, 1, ...new Array(6).fill(13 / 6)]);
  });

  it('stays within the coins that exist when coins made in play break the deal\'s sum, and is the sheet\'s mean with no treasure dealt', () => {
    const state = dealt([7, 7, 1]);
    state.treasures.push({ value: 20, unique: false, seenBy: [true, true] });
    expect(unseenCoin(state, 0)).toBe(1);
    state.startingGold = 0;
    state.turn++;
    expect(unseenCoin(state, 0)).toBe(SHEET_COIN);
  });
});
