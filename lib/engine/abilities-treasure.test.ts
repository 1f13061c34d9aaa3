import { describe, expect, it } from 'vitest';
import { withAndWithout } from '@/tests/fixtures/abilities';
import { shipCard, type TableSpec } from '@/tests/fixtures/engine';
import type { Choice, Chooser } from './choices';
import { type Game, perform } from './game';
import type { Ship } from './state';

/**
 * Effects that move or show face-down treasure, each shown changing a game with the text and without it (same
 * position and dice, tests/fixtures/abilities.ts), and what each player knows afterwards (`Treasure.seenBy`).
 */

const TRADE =
  'After looking at treasure on a wild island, you may trade any one treasure from that island for a random treasure on any other wild island. This ship must load the traded treasure.';

describe('island-trade and load-traded', () => {
  /** Player 0's two-cargo ship docked at island 2 (coins 1 and 5); island 3 holds two 6s. */
  const spec = (ability: string): TableSpec => ({
    ships: [{ card: shipCard({ cargo: 2, ability }), x: 5, y: 9.25, heading: 0, docked: 2 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
    islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 8.5 }, { x: 15, y: 5 }],
    treasure: { 2: [1, 5], 3: [6, 6] },
    dice: [2],
  });
  const explore = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'explore', ship: s.id });
  const aboardValues = (game: Game, [s]: Ship[]) => s.treasure.map((t) => game.state.treasures[t].value).sort();

  it('island-trade: she trades away the 1 she saw for a random coin of the other wild island, and must load it (load-traded)', () => {
    expect(withAndWithout(TRADE, spec, explore, aboardValues)).toEqual([[5, 6], [1, 5]]);
  });

  it('island-trade: her owner sees the coin that came aboard; the coin she gave lies on the other island, known to her owner alone', () => {
    const knowledge = (game: Game) => {
      const t = game.state.treasures;
      const given = game.state.islands[3].treasure.find((id) => t[id].value === 1);
      return { given: given === undefined ? null : t[given].seenBy, aboard: game.state.ships[0].treasure.map((id) => t[id].seenBy) };
    };
    expect(withAndWithout(TRADE, spec, explore, knowledge)).toEqual([
      { given: [true, false], aboard: [[true, false], [true, false]] },
      { given: null, aboard: [[true, false], [true, false]] },
    ]);
  });

  it('island-trade: without a chooser she keeps coins worth more than the average coin', () => {
    const rich = (ability: string): TableSpec => ({ ...spec(ability), treasure: { 2: [6, 5], 3: [1, 1] } });
    expect(withAndWithout(TRADE, rich, explore, aboardValues)).toEqual([[5, 6], [5, 6]]);
  });

  it('island-trade: her owner picks the coin and the island; declining leaves the island as it was', () => {
    const asked: Choice[] = [];
    const answering = (answer: Partial<Record<Choice['kind'], number>>) => (game: Game, ships: Ship[]) => {
      game.choose = ((choice: Choice, _by: number, auto: number | number[]) => {
        asked.push(choice);
        return answer[choice.kind] ?? auto;
      }) as Chooser;
      explore(game, ships);
    };
    const [declined] = withAndWithout(TRADE, spec, answering({ 'island-trade': -1 }), aboardValues);
    expect(declined).toEqual([1, 5]);
    expect(asked.map((c) => c.kind)).toEqual(['island-trade', 'explore', 'explore']);
    asked.length = 0;
    const [traded5] = withAndWithout(TRADE, spec, answering({ 'island-trade': 1 }), aboardValues);
    expect(traded5).toEqual([1, 6]);
    expect(asked[1]).toMatchObject({ kind: 'trade-from', options: [3] });
  });
});
