import { describe, expect, it } from 'vitest';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { baseMove, checkAction, perform } from '../game';
import { TERRAIN_RADIUS } from '../core/pieces';
import type { GameState, PlayerIndex } from '../state/state';
import type { Chooser } from '../state/choices';

/** A trade current friendly to `by`: no scenario places one (001 "Trade Current"), only a game effect. */
function current(state: GameState, by: PlayerIndex, x: number, y: number): void {
  state.terrain.push({ type: 'trade-current', x, y, r: TERRAIN_RADIUS, rating: 0, drift: 0, grounded: false, smoke: -1, placedBy: by });
}

/** 001 "Terrain": effects apply when a ship touches terrain at the end of a movement segment. */
describe('terrain', () => {
  const enemy = { card: shipCard({ cannons: '2S-2S' }), owner: 1 as const, x: 10, y: 6.2, heading: 90 };

  it('a fog bank takes in a ship that touches it, ending her move; lost, she cannot be shot at', () => {
    const spec: TableSpec = { ships: [{ card: shipCard({ move: 'L+L' }), x: 10, y: 10 }, enemy], terrain: [{ type: 'fog-bank', x: 10, y: 8 }] };
    const game = table(spec);
    const [s, e] = shipsOf(game, spec);
    perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }, { heading: 0, distance: 1.4 }] });
    expect(s.lost).toBe(true);
    expect([s.x, s.y]).toEqual([10, 8]);
    perform(game, 0, { type: 'end-turn' });
    expect(checkAction(game.state, 1, { type: 'shoot', ship: e.id, target: s.id })).toMatchObject({ code: 'bad-target' });
  });

  it('a friendly trade current gives a ship touching it +S to her base move, once a turn; an enemy current gives nothing', () => {
    const spec: TableSpec = { ships: [{ card: shipCard({ move: 'L' }), x: 10, y: 10 }, enemy] };
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    current(game.state, 1, 10, 10);
    expect(baseMove(game.state, s)).toEqual(['L']);
    current(game.state, 0, 10, 10.2);
    expect(baseMove(game.state, s)).toEqual(['L', 'S']);
    perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }, { heading: 0, distance: 1 }] });
    expect(s.y).toBeCloseTo(7.6);
    // Spent for this turn: back on a current, a second move would have her printed L only.
    expect(baseMove(game.state, s)).toEqual(['L']);
  });

  it('a ship that moves over a friendly trade current gets the +S for the rest of that move; one that does not stops short', () => {
    const spec: TableSpec = { ships: [{ card: shipCard({ move: 'L' }), x: 10, y: 10 }, enemy] };
    const sail = (withCurrent: boolean) => {
      const game = table(spec);
      const [s] = shipsOf(game, spec);
      // The friendly current lies where her first leg ends, or far off her course.
      current(game.state, 0, withCurrent ? 10 : 3, 8.6);
      perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }, { heading: 0, distance: 1 }] });
      return s.y;
    };
    expect(sail(true)).toBeCloseTo(7.6);
    expect(sail(false)).toBeCloseTo(8.6);
    // With no friendly current in play, the extra leg is refused outright.
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    expect(checkAction(game.state, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }, { heading: 0, distance: 1 }] })).toMatchObject({ code: 'move-too-long' });
  });

  it('a ship touching a whirlpool may come out of another, her move over; on a 1-3 she loses what her owner picks', () => {
    const spec = (dice: number[]): TableSpec => ({
      ships: [{ card: shipCard({ move: 'S+S', cannons: '3S-3S' }), crew: [crewCard({ points: 1 })], x: 10, y: 10 }, enemy],
      terrain: [{ type: 'whirlpool', x: 10, y: 8.3 }, { type: 'whirlpool', x: 4, y: 16 }],
      dice,
    });
    const sail = (dice: number[], answer: (kind: string) => number | undefined) => {
      const game = table(spec(dice));
      const [s] = shipsOf(game, spec(dice));
      game.choose = ((choice, _by, auto) => answer(choice.kind) ?? auto) as Chooser;
      perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }, { heading: 0, distance: 1 }] });
      const w = game.state.terrain[1];
      return { nearOther: Math.hypot(s.x - w.x, s.y - w.y) < 3, masts: s.masts, crew: s.crew.length, shown: game.log!.some((e) => e.type === 'whirlpool-rolled') };
    };
    // Declining (the engine's own answer), she sails on through both segments.
    expect(sail([], () => -1)).toEqual({ nearOther: false, masts: 2, crew: 1, shown: false });
    // Through it: out by the other whirlpool, the second segment never sailed; a 2 costs the crew her owner gives up.
    expect(sail([2], (k) => (k === 'whirlpool' ? 1 : k === 'whirlpool-loss' ? 2 : undefined))).toEqual({ nearOther: true, masts: 2, crew: 0, shown: true });
    expect(sail([2], (k) => (k === 'whirlpool' ? 1 : k === 'whirlpool-loss' ? 0 : undefined))).toEqual({ nearOther: true, masts: 1, crew: 1, shown: true });
    expect(sail([5], (k) => (k === 'whirlpool' ? 1 : undefined))).toEqual({ nearOther: true, masts: 2, crew: 1, shown: true });
  });

  it('a reef rated below the masts a ship was built with takes the difference', () => {
    const spec: TableSpec = { ships: [{ card: shipCard({ cannons: '3S-3S-3S-3S' }), x: 10, y: 10 }, enemy], terrain: [{ type: 'reef', x: 10, y: 8.3 }], dice: [2] };
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }] });
    expect(s.masts).toBe(2);
  });

  it('a reef rated at or above her masts does nothing', () => {
    const spec: TableSpec = { ships: [{ card: shipCard({ cannons: '3S-3S-3S' }), x: 10, y: 10 }, enemy], terrain: [{ type: 'reef', x: 10, y: 8.3 }], dice: [4] };
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }] });
    expect(s.masts).toBe(3);
  });

  it('a Sargasso Sea rated above her masts tangles her; freeing her takes her action and a roll over 6 with her masts', () => {
    const spec: TableSpec = { ships: [{ card: shipCard({ cannons: '3S-3S' }), x: 10, y: 10 }, enemy], terrain: [{ type: 'sargasso-sea', x: 10, y: 8.3 }], dice: [5, 4, 5] };
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }] });
    expect(s.tangled).toBe(true);
    perform(game, 0, { type: 'end-turn' });
    perform(game, 1, { type: 'end-turn' });
    expect(checkAction(game.state, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }] })).toMatchObject({ code: 'restricted' });
    perform(game, 0, { type: 'untangle', ship: s.id });
    expect(s.tangled).toBe(true);
    perform(game, 0, { type: 'end-turn' });
    perform(game, 1, { type: 'end-turn' });
    perform(game, 0, { type: 'untangle', ship: s.id });
    expect(s.tangled).toBe(false);
  });

  it('an iceberg that drifts into a ship takes one of her masts', () => {
    const spec: TableSpec = {
      ships: [{ card: shipCard({ cannons: '3S-3S' }), x: 10, y: 10 }, { ...enemy, x: 12.2, y: 12 }],
      terrain: [{ type: 'iceberg', x: 12, y: 13.9 }],
      // Player 1's turn: the drift roll matches the iceberg's 3, then direction 1 (north).
      dice: [3, 1],
    };
    const game = table(spec);
    const [, e] = shipsOf(game, spec);
    perform(game, 0, { type: 'end-turn' });
    expect(e.masts).toBe(1);
  });
});
