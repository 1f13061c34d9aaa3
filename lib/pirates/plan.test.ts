import { describe, expect, it } from 'vitest';
import { checkAction } from '@/lib/engine/game';
import { shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { segmentsThrough } from './plan';

describe('a move planned by tapping waypoints', () => {
  const spec: TableSpec = { ships: [{ card: shipCard({ move: 'S+L' }), x: 5, y: 5, heading: 0 }] };

  it('takes the shortest leg that covers each waypoint, and the engine accepts the plan', () => {
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    const segments = segmentsThrough(game.state, s.id, [{ x: 5, y: 4.2 }, { x: 6.4, y: 4.2 }]);
    expect(segments).toEqual([
      { heading: 0, distance: 0.8 },
      { heading: 90, distance: 1.4 },
    ]);
    expect(checkAction(game.state, 0, { type: 'move', ship: s.id, segments })).toBeNull();
  });

  it('cuts a waypoint beyond reach to the longest leg left, and ignores waypoints past the last leg', () => {
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    const segments = segmentsThrough(game.state, s.id, [{ x: 5, y: 1 }, { x: 9, y: 1 }, { x: 9, y: 9 }]);
    expect(segments.map((g) => g.distance)).toEqual([1.4, 1]);
    expect(checkAction(game.state, 0, { type: 'move', ship: s.id, segments })).toBeNull();
  });

  it('sails whole legs where the rules make a ship use her full move', () => {
    const game = table({ ...spec, rules: { mustMoveFullDistance: true } });
    const [s] = shipsOf(game, spec);
    expect(segmentsThrough(game.state, s.id, [{ x: 5, y: 4.5 }]).map((g) => g.distance)).toEqual([1]);
  });
});
