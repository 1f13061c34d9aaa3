import { describe, expect, it } from 'vitest';
import { headingX, headingY } from '@/lib/engine/core/geometry';
import { shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { canMakeWay } from '@/lib/engine/hull/turning';
import { pathTowards } from './course';
import { playTurn } from './turn';

describe('fetching gold (run)', () => {
  /**
   * A ship of hers lying at sea with her bow on the shore of an emptied wild island, pressed by four enemy ships: one
   * beside her (the berth of a random official game where two docked carriers lay so to the turn cap), one on either
   * beam and one at her stern, so that neither a swing nor a ship set down on a new heading (the engine's `mayLift`)
   * lets her make way; a second ship of hers far off; one wild island still holds gold.
   */
  function wedgedAndAFreeShip() {
    const enemy = (x: number, y: number, heading: number) => ({ card: shipCard({ cannons: '3S', move: 'S+L', cargo: 2, faction: 'Spanish' }), owner: 1 as const, x, y, heading });
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S-3S-3S', move: 'S+L', cargo: 4 }), x: 9.68, y: 9.28, heading: 27.33 },
        { card: shipCard({ cannons: '3S-3S', move: 'S+L', cargo: 3 }), x: 3, y: 12, heading: 90 },
        enemy(9.63, 8.66, 40.02),
        enemy(8.55, 9.45, 0),
        enemy(10.5, 10.2, 100),
        enemy(9.0, 10.64, 270),
        { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 18, y: 18, heading: 0, docked: 1 },
      ],
      islands: [{ x: 1.5, y: 18.5 }, { x: 18.5, y: 18.5 }, { x: 10.46, y: 9 }, { x: 5, y: 5 }],
      treasure: { 3: [3, 2] },
      dice: Array(20).fill(4),
    };
    const game = table(spec);
    return { game, ships: shipsOf(game, spec) };
  }

  it('the wedged ship can plan no move at all', () => {
    const { game, ships } = wedgedAndAFreeShip();
    const s = ships[0];
    expect(canMakeWay(game.state, s)).toBe(false);
    for (let h = 0; h < 360; h += 15) expect(pathTowards(game.state, s, s.x + headingX(h) * 3, s.y + headingY(h) * 3, 0)).toEqual([]);
  });

  it('a ship that cannot sail for the island does not keep her fleet from it', () => {
    // gold-runner leaves an island to the ship of her fleet bound there; a wedged ship that "claimed" the last island
    // with gold kept every other ship from it, and the game stood still to the turn cap.
    const { game, ships } = wedgedAndAFreeShip();
    const free = ships[1];
    const before = { x: free.x, y: free.y };
    playTurn(game, 0, 'gold-runner');
    const island = game.state.islands[3];
    expect(Math.hypot(free.x - island.x, free.y - island.y)).toBeLessThan(Math.hypot(before.x - island.x, before.y - island.y) - 1);
  });
});
