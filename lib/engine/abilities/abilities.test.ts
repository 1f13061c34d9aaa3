import { describe, expect, it } from 'vitest';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { checkAction, perform } from '../game';

/**
 * How a ship's abilities are compiled from her text and her crew's, and kept up to date during play.
 */

describe('compiled abilities', () => {
  it('No Stacking (001 "Rules of the High Seas"): the same text from ship and crew counts once, different texts add up', () => {
    const speed = (shipText: string, crewText: string, legs: number[]) => {
      const spec: TableSpec = { ships: [{ card: shipCard({ move: 'S+L', ability: shipText }), crew: [crewCard({ ability: crewText })], x: 10, y: 15 }] };
      const game = table(spec);
      const [s] = shipsOf(game, spec);
      return checkAction(game.state, 0, { type: 'move', ship: s.id, segments: legs.map((distance) => ({ heading: 0, distance })) });
    };
    const plusS = 'This ship gets +S to her base move.';
    expect(speed(plusS, 'Helmsman', [1.4, 1, 1])).toBeNull();
    expect(speed(plusS, 'Helmsman', [1.4, 1, 1, 1])).toMatchObject({ code: 'move-too-long' });
    expect(speed(plusS, 'This ship gets +L to her base move.', [1.4, 1.4, 1, 1])).toBeNull();

    const hits = (shipText: string, crewText: string) => {
      const spec: TableSpec = {
        ships: [
          { card: shipCard({ cannons: '5S', ability: shipText }), crew: [crewCard({ ability: crewText })], x: 5, y: 5, heading: 90 },
          { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.2, y: 5.6, heading: 90 },
        ],
        dice: [4],
      };
      const game = table(spec);
      const [a, b] = shipsOf(game, spec);
      perform(game, 0, { type: 'shoot', ship: a.id, target: b.id });
      return 2 - b.masts;
    };
    const plusOne = 'This ship gets +1 to her cannon rolls.';
    expect(hits(plusOne, plusOne)).toBe(0);
    expect(hits(plusOne, 'This ship gets +1 to her cannon rolls against Spanish ships.')).toBe(1);
  });

  it('a crew eliminated takes her ability with her', () => {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true, ability: 'Once per turn when this ship hits an enemy ship, also eliminate one crew from that ship.' }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S', move: 'S+L', faction: 'Spanish' }), owner: 1, crew: [crewCard({ ability: 'Helmsman', keywords: ['helmsman'], faction: 'Spanish' })], x: 5.3, y: 5.4, heading: 90 },
      ],
      dice: [6],
    };
    const game = table(spec);
    const [a, b] = shipsOf(game, spec);
    expect(b.abilities.moveBonuses).toHaveLength(1);
    perform(game, 0, { type: 'shoot', ship: a.id, target: b.id });
    expect(b.crew).toHaveLength(0);
    expect(b.abilities.moveBonuses).toHaveLength(0);
  });
});
