import { describe, expect, it } from 'vitest';
import { applyEvent } from '@/lib/engine/events';
import { shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { endsUnwon, mayEnd, playedAhead } from './choose';

/** Her ship beside the enemy's last ship, down to one mast; gold at home as given. */
function lastMast(home: [number[], number[]]) {
  const spec: TableSpec = {
    ships: [
      { card: shipCard({ cannons: '3S-3L-3S', move: 'L', cargo: 3 }), x: 7, y: 7, heading: 90 },
      { card: shipCard({ cannons: '3S-3L-3S', move: 'L', cargo: 3, faction: 'Spanish' }), owner: 1, x: 8.25, y: 8, heading: 90 },
    ],
    islands: [{ x: 1.5, y: 1.5 }, { x: 12.5, y: 12.5 }, { x: 1.5, y: 12.5 }],
    treasure: { 2: [3] },
    area: { width: 14, height: 14 },
    home,
  };
  const game = table(spec);
  const [, them] = shipsOf(game, spec);
  for (let mast = 0; mast < 2; mast++) applyEvent(game.state, { type: 'mast', ship: them.id, mast, up: false });
  return { game, shot: { type: 'shoot' as const, ship: 0, target: them.id, broadside: false } };
}

describe('playing an action ahead with the engine', () => {
  it('plays ahead only an action that could end the game', () => {
    const { game, shot } = lastMast([[5], [2]]);
    expect(mayEnd(game.state, 0, shot)).toBe(true);
    expect(mayEnd(game.state, 0, { type: 'move', ship: 0, segments: [{ heading: 0, distance: 1 }] })).toBe(false);
  });

  it('reads the result the engine declares over its own dice: the shot wins when she leads and loses when she trails', () => {
    // 001 "Winning the Game": once only one player can give move actions, the most gold at home wins.
    const ahead = lastMast([[5], [2]]);
    const won = playedAhead(ahead.game, 0, ahead.shot);
    expect(won.ended).toBeGreaterThan(0);
    expect(won.result).toBeGreaterThan(0);
    expect(endsUnwon(ahead.game, 0, ahead.shot)).toBe(false);
    const behind = lastMast([[2], [5]]);
    expect(playedAhead(behind.game, 0, behind.shot).result).toBeLessThan(0);
    expect(endsUnwon(behind.game, 0, behind.shot)).toBe(true);
  });

  it('leaves the game as it was: the look ahead plays on a copy and draws none of the game dice', () => {
    const { game, shot } = lastMast([[2], [5]]);
    const before = JSON.stringify(game.state);
    const d6 = game.dice.d6;
    let drawn = 0;
    game.dice.d6 = () => (drawn++, d6());
    playedAhead(game, 0, shot);
    expect(JSON.stringify(game.state)).toBe(before);
    expect(drawn).toBe(0);
  });
});
