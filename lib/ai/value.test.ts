import { describe, expect, it } from 'vitest';
import { shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { coinWorth, unseenCoin } from './seat';
import { boardOdds, boardWorth, shotWorth } from './value';

/**
 * Two ships side by side 1.5 S apart at sea, the second player's carrying one coin she has seen and the first has
 * not; unless `alone`, another ship of the second player's far off, so leaving the carrier derelict does not end the game.
 */
function carrierAhead(value: number, cannons = '3L-3L-3L', alone = false, home?: [number[], number[]]) {
  const spec: TableSpec = {
    ships: [
      { card: shipCard({ cannons, move: 'S+L', cargo: 4 }), x: 8, y: 10, heading: 0 },
      { card: shipCard({ cannons: '3S-3S-3S', move: 'S+L', cargo: 4, faction: 'Spanish' }), owner: 1, x: 9.5, y: 10, heading: 0 },
      ...(alone ? [] : [{ card: shipCard({ faction: 'Spanish' }), owner: 1 as const, x: 3, y: 15, heading: 0 }]),
    ],
    home,
  };
  const game = table(spec);
  const [mine, theirs] = shipsOf(game, spec);
  const id = game.state.treasures.length;
  game.state.treasures.push({ value, unique: false, seenBy: [false, true] });
  theirs.treasure.push(id);
  return { game, mine, theirs, id };
}

describe('what an action is worth to a seat', () => {
  it('counts a coin she has not seen at the mean of the gold she has not seen, and one she has seen at its face', () => {
    const { game, id } = carrierAhead(7);
    expect(coinWorth(game.state, 0, id)).toBe(unseenCoin(game.state, 0));
    expect(unseenCoin(game.state, 0)).not.toBe(7);
    expect(coinWorth(game.state, 1, id)).toBe(7);
    game.state.treasures[id].seenBy[0] = true;
    expect(coinWorth(game.state, 0, id)).toBe(7);
  });

  it('values a boarding party from the same face-down coin alike, whatever it really holds', () => {
    const low = carrierAhead(1);
    const high = carrierAhead(7);
    expect(boardWorth(low.game.state, low.mine, low.theirs)).toBe(boardWorth(high.game.state, high.mine, high.theirs));
  });

  it('gives a boarding party between equal masts even odds, and more masts the better of them (001 "Board")', () => {
    const { mine, theirs } = carrierAhead(1);
    // d6 + 3 against d6 + 3: 15 of the 36 pairs win, 15 lose, 6 tie.
    const even = boardOdds(mine, theirs);
    expect(even.win).toBeCloseTo(15 / 36, 10);
    expect(even.lose).toBeCloseTo(15 / 36, 10);
    theirs.masts = 1;
    const odds = boardOdds(mine, theirs);
    expect(odds.win).toBeCloseTo(26 / 36, 10);
    expect(odds.lose).toBeCloseTo(6 / 36, 10);
  });

  it('prices a shot by the exact odds: none from guns that cannot hit, none at a ship safe at her home island', () => {
    const blunt = carrierAhead(3, '6L-6L-6L');
    expect(shotWorth(blunt.game.state, blunt.mine, blunt.theirs)).toBe(0);
    const sharp = carrierAhead(3);
    const worth = shotWorth(sharp.game.state, sharp.mine, sharp.theirs);
    expect(worth).toBeGreaterThan(0);
    sharp.theirs.docked = 1;
    expect(shotWorth(sharp.game.state, sharp.mine, sharp.theirs)).toBe(0);
  });

  it('prices a shot that may leave a carrier derelict above the same shot at a ship carrying nothing', () => {
    const carrier = carrierAhead(3);
    const empty = carrierAhead(3);
    empty.theirs.treasure.length = 0;
    expect(shotWorth(carrier.game.state, carrier.mine, carrier.theirs)).toBeGreaterThan(shotWorth(empty.game.state, empty.mine, empty.theirs));
  });

  it('prices a shot that may leave the last ship the enemy could move derelict at the game it ends, won or lost', () => {
    // 001 "Winning the Game": the game ends at once and the most gold home wins, then the gold aboard (her coin,
    // unseen, counted at the mean of the gold she has not seen).
    const far = carrierAhead(3);
    const plain = shotWorth(far.game.state, far.mine, far.theirs);
    const behind = carrierAhead(3, undefined, true);
    expect(shotWorth(behind.game.state, behind.mine, behind.theirs)).toBeLessThan(0);
    const ahead = carrierAhead(3, undefined, true, [[5], []]);
    expect(shotWorth(ahead.game.state, ahead.mine, ahead.theirs)).toBeGreaterThan(plain);
  });
});
