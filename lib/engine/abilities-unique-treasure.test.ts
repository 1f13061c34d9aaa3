import { describe, expect, it } from 'vitest';
import { withAndWithout } from '@/tests/fixtures/abilities';
import { shipCard, shipsOf, table, type TableSpec, treasureCard } from '@/tests/fixtures/engine';
import { ignoredSentences } from './coverage';
import { emit, type Game, perform } from './game';
import type { Ship } from './state';

/**
 * A unique treasure's text is in force on the ship carrying it (001 "Exploring": "any ability a face-up unique
 * treasure has comes into play immediately"), through the same effect records as a ship's own text, and only when
 * the engine applies all of it.
 */

// Her own island (2) holds the treasure; island 3, a move ahead of her bow, a 3-gold coin.
const spec = (ability: string): TableSpec => ({
  ships: [{ card: shipCard({ cannons: '3S', move: 'L' }), x: 5, y: 10, heading: 0, docked: 2 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
  islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 11.6 }, { x: 5, y: 8 }],
  treasure: { 3: [3] },
  unique: [{ card: treasureCard({ ability }), island: 2 }],
});

const FORGED_PAPERS = 'This ship may dock and explore a wild island using the same move action.';

/** She explores her island, taking the unique treasure; next turn she sails to dock at island 3. */
const exploreThenSail = (game: Game, [s]: Ship[]) => {
  perform(game, 0, { type: 'explore', ship: s.id });
  perform(game, 0, { type: 'end-turn' });
  perform(game, 1, { type: 'end-turn' });
  perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }] });
};

describe('unique treasure text', () => {
  it('the explorer takes the unique treasure, and its text works for her: Forged Papers explores in the move that docks her', () => {
    const coins = (game: Game, [s]: Ship[]) => s.treasure.filter((id) => !game.state.treasures[id].unique).length;
    expect(withAndWithout(FORGED_PAPERS, spec, exploreThenSail, coins)).toEqual([1, 0]);
  });

  it('the text leaves with the treasure', () => {
    const s0 = spec(FORGED_PAPERS);
    const game = table(s0);
    const [s] = shipsOf(game, s0);
    perform(game, 0, { type: 'explore', ship: s.id });
    expect(s.abilities.dockAndExplore).toBe(true);
    const paper = s.treasure.find((id) => game.state.treasures[id].unique)!;
    emit(game, { type: 'treasure-moved', ids: [paper], from: { ship: s.id }, to: { island: 2 } });
    expect(s.abilities.dockAndExplore).toBe(false);
  });

  it('a text the engine reads only in part gives her nothing, rather than the part it reads for the whole game', () => {
    const bonusAfterExplore = (ability: string) => {
      const s0 = spec(ability);
      const game = table(s0);
      const [s] = shipsOf(game, s0);
      perform(game, 0, { type: 'explore', ship: s.id });
      return s.abilities.boardingBonuses.length;
    };
    expect(bonusAfterExplore('This ship gets +1 to her boarding rolls.')).toBe(1);
    expect(bonusAfterExplore('Load this treasure face down. This ship gets +1 to her boarding rolls.')).toBe(0);
  });

  it('counts as modelled only when every sentence acts in play: a fleet-building effect means nothing on an island', () => {
    expect(ignoredSentences({ type: 'treasure', ability: FORGED_PAPERS })).toEqual([]);
    expect(ignoredSentences({ type: 'treasure', ability: 'This ship gets +1 cargo space.' })).toEqual(['This ship gets +1 cargo space']);
    expect(ignoredSentences({ type: 'ship', ability: 'This ship gets +1 cargo space.' })).toEqual([]);
  });
});
