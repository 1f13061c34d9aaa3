import { describe, expect, it } from 'vitest';
import { gunsOn } from '@/lib/engine/combat/shoot';
import { checkAction, type Game, perform } from '@/lib/engine/game';
import { baseMove } from '@/lib/engine/movement/base-move';
import type { Ship } from '@/lib/engine/state/state';
import { withAndWithout } from '@/tests/fixtures/abilities';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';

/**
 * Economy Edition's ship keywords (003 "Ships/Equipment"): no real card carries them, so synthetic cards print them,
 * and each is shown changing a game under Economy Edition and changing nothing under the official rules.
 */

/** A ship of player 0 with `ability` (her keyword), and an enemy 1.6 S off her side; no real card carries these keywords. */
function keywordTable(ability: string, economy: boolean, crew: ReturnType<typeof crewCard>[] = []) {
  const spec: TableSpec = {
    islands: [{ x: 2, y: 2 }, { x: 18, y: 18 }, { x: 10, y: 2 }],
    rules: { economy },
    ships: [{ card: shipCard({ ability, move: 'S+L', cannons: '3S-3S' }), crew, x: 10, y: 10, heading: 0 }, { card: shipCard(), owner: 1, x: 11.8, y: 11, heading: 0 }],
  };
  const game = table(spec);
  const [s, enemy] = shipsOf(game, spec);
  return { state: game.state, s, enemy };
}

/** A move of S, then L, then S north: one leg more than her printed S+L. */
const threeLegs = (game: Game, [s]: Ship[]) => {
  const move = { type: 'move' as const, ship: s.id, segments: [{ heading: 0, distance: 1 }, { heading: 0, distance: 1.4 }, { heading: 0, distance: 1 }] };
  if (!checkAction(game.state, 0, move)) perform(game, 0, move);
};
const sailing = (ability: string) => (text: string): TableSpec => ({
  islands: [{ x: 2, y: 2 }, { x: 18, y: 18 }, { x: 10, y: 2 }],
  rules: { economy: true },
  ships: [{ card: shipCard({ ability: text ? ability : '', move: 'S+L' }), x: 15, y: 15, heading: 0 }, { card: shipCard(), owner: 1, x: 5, y: 15 }],
});
const sailedNorth = (_: Game, [s]: Ship[]) => Math.round((15 - s.y) * 10) / 10;

describe('Economy Edition ship keywords (003 "Ships/Equipment")', () => {
  it('clipper and steamship sail a leg more than printed in a move, replayed from the log', () => {
    const withGoods = (_: Game, [s]: Ship[]) => void (s.goods[0] = 2);
    expect(withAndWithout('Clipper.', sailing('Clipper.'), threeLegs, sailedNorth, withGoods)).toEqual([3.4, 0]);
    expect(withAndWithout('Steamship.', sailing('Steamship.'), threeLegs, sailedNorth)).toEqual([3.4, 0]);
    const printedOnly = (text: string): TableSpec => ({ ...sailing('Gunboat.')(text), ships: [{ card: shipCard({ ability: text, move: 'S+L' }), crew: [crewCard({ ability: 'Helmsman.' })], x: 15, y: 15, heading: 0 }, { card: shipCard(), owner: 1, x: 5, y: 15 }] });
    // A Helmsman's +S takes a gunboat no faster than her printed S+L.
    expect(withAndWithout('Gunboat.', printedOnly, threeLegs, sailedNorth)).toEqual([0, 3.4]);
  });

  it('Clipper: +S to her base move with treasure or resources aboard, and only under Economy Edition', () => {
    // "Clipper: This ship gets +S to her base move when she carries treasure."
    const { state, s } = keywordTable('Clipper.', true);
    expect(baseMove(state, s)).toEqual(['S', 'L']);
    s.goods[3] = 1;
    expect(baseMove(state, s)).toEqual(['S', 'L', 'S']);
    const official = keywordTable('Clipper.', false);
    official.s.treasure.push(0);
    expect(baseMove(official.state, official.s)).toEqual(['S', 'L']);
  });

  it('Steamship: S when derelict, +S with all her masts', () => {
    // "Steamship: If this ship becomes derelict, she may still move S. She gets +S to her base move if she has all of her masts."
    const { state, s } = keywordTable('Steamship.', true);
    expect(baseMove(state, s)).toEqual(['S', 'L', 'S']);
    s.up[0] = false;
    s.masts = 1;
    expect(baseMove(state, s)).toEqual(['S', 'L']);
    s.up[1] = false;
    s.masts = 0;
    expect(baseMove(state, s)).toEqual(['S']);
    const official = keywordTable('Steamship.', false);
    expect(baseMove(official.state, official.s)).toEqual(['S', 'L']);
  });

  it('Gunboat: printed ranges doubled, two dice a mast, never faster than her printed base move', () => {
    // "This ship's printed cannon ranges are doubled. When this ship is given a shoot action you may roll two dice for
    // each mast ... This ship cannot move faster than its printed base-move."
    const helmsman = crewCard({ name: 'Helmsman', ability: 'Helmsman.' });
    const { state, s, enemy } = keywordTable('Gunboat.', true, [helmsman]);
    expect(baseMove(state, s)).toEqual(['S', 'L']);
    expect(gunsOn(state, s, enemy, false, []).map((g) => g.mast)).toEqual([0, 0, 1, 1]);
    const official = keywordTable('Gunboat.', false, [helmsman]);
    expect(baseMove(official.state, official.s)).toEqual(['S', 'L', 'S']);
    expect(gunsOn(official.state, official.s, official.enemy, false, [])).toEqual([]);
  });
});
