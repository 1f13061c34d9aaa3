import { describe, expect, it } from 'vitest';
import { shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { LEG_LENGTH } from '@/lib/cards/move';
import { previewMove } from './preview';

// 001 "Moving": "If a ship touches another ship or an island during her movement, she must stop, even if she could move
// farther that turn."
describe('previewMove says why a leg stops short', () => {
  const sloop = shipCard({ cannons: '3S', move: 'L+S' });

  it('names the island in her way', () => {
    const spec: TableSpec = { ships: [{ card: sloop, x: 10, y: 14, heading: 0 }], islands: [{ x: 2, y: 2 }, { x: 18, y: 2 }, { x: 10, y: 12 }] };
    const game = table(spec);
    const [a] = shipsOf(game, spec);
    const p = previewMove(game.state, a.id, [{ heading: 0, distance: LEG_LENGTH.L }]);
    expect(p.stoppedShort).toBe(true);
    expect(p.stoppedBy).toEqual({ island: 2 });
    expect(p.reason).toBe('island 3 is in her way');
  });

  it('names the ship in her way', () => {
    const spec: TableSpec = {
      ships: [
        { card: sloop, x: 10, y: 14, heading: 0 },
        { card: shipCard({ name: 'Blocker', cannons: '3S' }), x: 10.3, y: 12.5, heading: 90 },
      ],
    };
    const game = table(spec);
    const [a, b] = shipsOf(game, spec);
    const p = previewMove(game.state, a.id, [{ heading: 0, distance: LEG_LENGTH.L }]);
    expect(p.stoppedBy).toEqual({ ship: b.id });
    expect(p.reason).toBe('Blocker is in her way');
  });

  it("names the table's edge", () => {
    const spec: TableSpec = { ships: [{ card: sloop, x: 10, y: 1, heading: 0 }], area: { width: 20, height: 20 } };
    const game = table(spec);
    const [a] = shipsOf(game, spec);
    const p = previewMove(game.state, a.id, [{ heading: 0, distance: LEG_LENGTH.L }]);
    expect(p.stoppedBy).toEqual({ edge: true });
    expect(p.reason).toBe("the table's edge is in her way");
  });

  it('gives no reason for a move sailed the whole way', () => {
    const spec: TableSpec = { ships: [{ card: sloop, x: 10, y: 14, heading: 0 }], islands: [{ x: 2, y: 2 }, { x: 18, y: 2 }, { x: 3, y: 10 }] };
    const game = table(spec);
    const [a] = shipsOf(game, spec);
    const p = previewMove(game.state, a.id, [{ heading: 0, distance: LEG_LENGTH.S }]);
    expect(p.stoppedShort).toBe(false);
    expect(p.reason).toBeNull();
  });
});
