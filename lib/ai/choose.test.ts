import { describe, expect, it } from 'vitest';
import { lastEnemyMast } from '@/tests/fixtures/last-mast';
import { endsUnwon, mayEnd, playedAhead } from './choose';

function lastMast(home: [number[], number[]]) {
  const { game, them } = lastEnemyMast(home);
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
