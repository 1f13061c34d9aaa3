import { describe, expect, it } from 'vitest';
import { shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { perform } from '../game';
import { hullGap } from './hull';
import { canMakeWay, mayLift, mayTurn, mayTurnFirst } from './turning';

/**
 * Two ships of one fleet with their bows on the shore of a wild island, side by side, each in the other's swing and
 * the island's (the berth of a random official game where two docked carriers lay to the turn cap): docked there, or
 * lying there at sea.
 */
function sideBySide(docked: boolean, pair = true) {
  const at = docked ? { docked: 2 } : {};
  const spec: TableSpec = {
    ships: [
      { card: shipCard({ cannons: '3S-3S-3S', move: 'S+L', cargo: 4 }), x: 9.68, y: 9.28, heading: 27.33, ...at },
      ...(pair ? [{ card: shipCard({ cannons: '3S', move: 'S+L', cargo: 2 }), x: 9.63, y: 8.66, heading: 40.02, ...at }] : []),
      { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 18, y: 18, heading: 0, docked: 1 },
    ],
    islands: [{ x: 1.5, y: 18.5 }, { x: 18.5, y: 18.5 }, { x: 10.46, y: 9 }, { x: 5, y: 5 }],
    treasure: { 3: [3] },
    dice: Array(20).fill(4),
  };
  const game = table(spec);
  return { game, ships: shipsOf(game, spec) };
}

describe('turning (mayTurn, mayLift)', () => {
  it('docked, a ship leaves by a move action (001 "Docking"), turned where her hull lies over nothing', () => {
    const { game, ships } = sideBySide(true);
    const [big, small] = ships;
    expect(canMakeWay(game.state, big)).toBe(true);
    const from = { x: big.x, y: big.y };
    // Straight away from the island: a turn of 180 degrees, which the swing alone never allows beside her friend.
    perform(game, 0, { type: 'move', ship: big.id, segments: [{ heading: 207.33, distance: 1 }] });
    expect(Math.hypot(big.x - from.x, big.y - from.y)).toBeGreaterThan(1);
    expect(big.docked).toBe(-1);
    expect(hullGap(big, small)).toBeGreaterThan(0);
  });

  it('at sea, where no swing lets either ship of the pair out, each is set down on her new heading and sails away', () => {
    const { game, ships } = sideBySide(false);
    for (const s of ships.slice(0, 2)) {
      for (let h = 0; h < 360; h += 15) expect(mayTurn(game.state, s, h, false)).toBe(false);
      expect(mayLift(game.state, s)).toBe(true);
      expect(canMakeWay(game.state, s)).toBe(true);
    }
    const [big, small] = ships;
    const from = { x: big.x, y: big.y };
    perform(game, 0, { type: 'move', ship: big.id, segments: [{ heading: 207.33, distance: 1 }] });
    expect(Math.hypot(big.x - from.x, big.y - from.y)).toBeGreaterThan(1);
    expect(hullGap(big, small)).toBeGreaterThan(0);
  });

  it('at sea, a ship that some swing lets out is not set down: a turn whose swing is blocked is not made', () => {
    const { game, ships } = sideBySide(false, false);
    const [s] = ships;
    expect(mayLift(game.state, s)).toBe(false);
    // A heading where her hull would lie clear, but only by swinging it through the island her bow touches.
    const across = [...Array(24).keys()].map((k) => k * 15).filter((h) => !mayTurn(game.state, s, h, false) && mayTurn(game.state, s, h, true));
    expect(across.length).toBeGreaterThan(0);
    for (const h of across) expect(mayTurnFirst(game.state, s, h, false)).toBe(false);
    const from = { x: s.x, y: s.y, heading: s.heading };
    perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: across[0], distance: 1 }] });
    expect({ x: s.x, y: s.y, heading: s.heading }).toEqual(from);
  });
});
