import { describe, expect, it } from 'vitest';
import { firstPlayerNote, firstPlayerShare } from './first-player';

describe('firstPlayerShare', () => {
  it('is the first mover\'s share of the decided games, not of all games', () => {
    // 1,000 games, 200 drawn, 480 won by the first mover: 60% of the 800 decided.
    const first = firstPlayerShare(0.48, 0.2, 1000)!;
    expect(first.decided).toBe(800);
    expect(first.share).toBeCloseTo(0.6, 10);
    expect(first.ci95[0]).toBeGreaterThan(0.56);
    expect(first.ci95[1]).toBeLessThan(0.64);
  });

  it('is null when every game was drawn', () => {
    expect(firstPlayerShare(0, 1, 300)).toBeNull();
  });
});

describe('firstPlayerNote', () => {
  it('says nothing near 50%, or when few games leave it in doubt', () => {
    expect(firstPlayerNote(0.52, 0, 1000)).toBeNull();
    expect(firstPlayerNote(0.4, 0.2, 1000)).toBeNull();
    // 70% of 20 decided games: too few to tell from 50%.
    expect(firstPlayerNote(0.7, 0, 20)).toBeNull();
  });

  it('says that moving first, or second, settles games when its share is far from 50%', () => {
    expect(firstPlayerNote(0.7, 0, 1000)).toMatch(/^The player who moved first won 70% of the decided games\. .*favours neither fleet/);
    expect(firstPlayerNote(0.3, 0.1, 1000)).toMatch(/^The player who moved second won 67% of the decided games/);
  });

  it('in a free-for-all measures from one game in as many as there are fleets, not from 50%', () => {
    // Four fleets: going first in a quarter of the games, winning 27% of them is the fair share.
    expect(firstPlayerNote(0.27, 0, 1000, 4)).toBeNull();
    expect(firstPlayerNote(0.5, 0, 1000, 4)).toMatch(/^The player who moved first won 50% of the decided games, where each of the 4 fleets went first in about one game in 4/);
  });
});

