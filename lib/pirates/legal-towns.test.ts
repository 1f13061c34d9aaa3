import { describe, expect, it } from 'vitest';
import { type Action, checkAction } from '@/lib/engine/game';
import { shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { portActions, townActions } from './legal-towns';

describe("Economy Edition's town actions offered to a seat", () => {
  it('offers boarding, blockading and trading at an enemy trading port, and shooting at it, each accepted by the engine', () => {
    const spec: TableSpec = {
      islands: [{ x: 2, y: 2 }, { x: 18, y: 18 }, { x: 10, y: 2 }],
      rules: { economy: true },
      ships: [{ card: shipCard(), x: 10.5, y: 2.95, heading: 90, docked: 2 }, { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 }],
    };
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    game.state.economy!.towns[2] = { owner: 1, kind: 'trading-port', ready: true, hits: 0, blockadedBy: -1, fired: 0 };
    s.goods = [1, 1, 1, 0, 0, 0];
    const offered: Action[] = [];
    const offer = (a: Action) => void (checkAction(game.state, 0, a) === null && offered.push(a));
    townActions(game.state, s, offer);
    portActions(game.state, 0, offer);
    const kinds = new Set(offered.map((a) => a.type));
    expect([...kinds].sort()).toEqual(['barter', 'blockade', 'board-town', 'shoot-town']);
    // Three tokens, one each of three resources: each pair of them (the third paying the fee) for each of the four resources not given.
    expect(offered.filter((a) => a.type === 'barter')).toHaveLength(3 * 4);
  });
});
