import { describe, expect, it } from 'vitest';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { perform } from './game';

/**
 * How a ship's abilities are compiled from her text and her crew's, and kept up to date during play.
 */

describe('compiled abilities', () => {
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
