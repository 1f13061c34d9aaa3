import { describe, expect, it } from 'vitest';
import { withAndWithout } from '@/tests/fixtures/abilities';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { checkAction, type Game, perform, startTurn } from '../game';
import type { Ship } from '../state/state';

/**
 * Roll tables: a die rolled as her owner's turn begins and rows of faces, each giving an effect for that turn; shown
 * changing a game with the card text and without it (tests/fixtures/abilities.ts, which also replays every event).
 */

const TWO_ACTIONS = 'Once at the beginning of each of your turns, roll a d6. On a result of 6, any ship in your fleet may be given two actions that turn.';

// The roller (her crew holds the table) lies far off; a second ship of the fleet has an enemy within her guns' reach.
const fleet = (ability: string, dice: number[]): TableSpec => ({
  ships: [
    { card: shipCard(), crew: [crewCard({ ability })], x: 3, y: 10 },
    { card: shipCard({ cannons: '3S-3S' }), x: 10, y: 10, heading: 0 },
    { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 10.8, y: 8.2, heading: 90 },
    { card: shipCard(), x: 14, y: 14 },
  ],
  dice,
});
const north = [{ heading: 0, distance: 1 }];

describe('roll tables', () => {
  it('turn-roll, roll-table and fleet-extra-action: on a 6 another ship of the fleet may be given a second action', () => {
    // She sails a little north, then may she also shoot?
    const secondAction = (game: Game, [, gunner, enemy]: Ship[]) => {
      perform(game, 0, { type: 'move', ship: gunner.id, segments: north });
      return checkAction(game.state, 0, { type: 'shoot', ship: gunner.id, target: enemy.id });
    };
    const [rolled6, plain] = withAndWithout(TWO_ACTIONS, (t) => fleet(t, [6]), (game) => startTurn(game, 0), secondAction);
    expect(rolled6).toBeNull();
    expect(plain).toMatchObject({ code: 'action-limit' });
    const [rolled5] = withAndWithout(TWO_ACTIONS, (t) => fleet(t, [5]), (game) => startTurn(game, 0), secondAction);
    expect(rolled5).toMatchObject({ code: 'action-limit' });
  });

  it('fleet-extra-action: one ship only, a different action from her first, and only that turn', () => {
    const spec = fleet(TWO_ACTIONS, [6, 6]);
    const game = table(spec);
    const [, gunner, enemy, other] = shipsOf(game, spec);
    startTurn(game, 0);
    perform(game, 0, { type: 'move', ship: gunner.id, segments: north });
    expect(checkAction(game.state, 0, { type: 'move', ship: gunner.id, segments: north })).toMatchObject({ code: 'same-action' });
    perform(game, 0, { type: 'shoot', ship: gunner.id, target: enemy.id });
    perform(game, 0, { type: 'move', ship: other.id, segments: north });
    expect(checkAction(game.state, 0, { type: 'shoot', ship: other.id, target: enemy.id })).toMatchObject({ code: 'action-limit' });
    expect(game.state.players[0].extraActions).toBe(0);

    // Unused, it is gone when her next turn begins (whose die, a 1, gives nothing).
    const unused = table(fleet(TWO_ACTIONS, [6, 1]));
    startTurn(unused, 0);
    expect(unused.state.players[0].extraActions).toBe(1);
    perform(unused, 0, { type: 'end-turn' });
    perform(unused, 1, { type: 'end-turn' });
    expect(unused.state.players[0].extraActions).toBe(0);
  });

  it('roll-table: the same table on two cards aboard one ship is one die (No Stacking)', () => {
    const spec = (ability: string): TableSpec => {
      const s = fleet(ability, [6]);
      return { ...s, ships: [{ ...s.ships[0], crew: [crewCard({ ability }), crewCard({ ability })] }, ...s.ships.slice(1)] };
    };
    const rolls = withAndWithout(TWO_ACTIONS, spec, (game) => startTurn(game, 0), (game) => game.state.players[0].extraActions);
    expect(rolls).toEqual([1, 0]);
  });
});
