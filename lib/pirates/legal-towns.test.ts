import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededDice } from '@/lib/engine/core/dice';
import { type Action, checkAction, perform } from '@/lib/engine/game';
import { applyEvent } from '@/lib/engine/state/events';
import { shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { legalActions } from './legal';
import { portActions, townActions } from './legal-towns';
import type { PiratesState } from './state';

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

const TOWN_ACTIONS = new Set(['shoot-town', 'board-town', 'barter', 'blockade', 'port-shoot', 'buy-crew']);

describe('random Economy games with towns, played from the listed actions', () => {
  it('accepts every action listed, and rebuilds the game from its log', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const spec: TableSpec = {
          islands: [{ x: 2, y: 2 }, { x: 18, y: 18 }, { x: 10, y: 2 }, { x: 10, y: 18 }],
          rules: { economy: true },
          ships: [
            { card: shipCard({ cargo: 5 }), x: 10.5, y: 2.95, heading: 90, docked: 2 },
            { card: shipCard({ cannons: '2S-2S-3L' }), x: 9, y: 15 },
            { card: shipCard(), owner: 1, x: 9.5, y: 17.05, heading: 270, docked: 3 },
            { card: shipCard({ cargo: 4 }), owner: 1, x: 11, y: 5 },
          ],
          dice: seededDice(seed),
        };
        const game = table(spec);
        const eco = game.state.economy!;
        eco.towns[2] = { owner: 1, kind: 'trading-port', ready: true, hits: 0, blockadedBy: -1, fired: 0 };
        eco.towns[3] = { owner: 0, kind: 'military-port', ready: true, hits: 0, blockadedBy: -1, fired: 0 };
        eco.produces[2] = 2;
        eco.produces[3] = 5;
        eco.gold = [10, 10];
        for (const s of game.state.ships) s.goods = [1, 1, 1, 0, 0, 0];
        const start = structuredClone(game.state);
        const from = game.log!.length;
        const pick = seededDice(seed, 1);
        const match = { game: game.state, pending: null, placing: null, deployed: null, fleets: [], cards: [] } as unknown as PiratesState;
        for (let step = 0; step < 80 && !game.state.over; step++) {
          const listed = legalActions({ ...match, game: game.state }, game.state.active).filter((a) => !['resign', 'offer-draw', 'accept-draw'].includes(a.type)) as Action[];
          const towns = listed.filter((a) => TOWN_ACTIONS.has(a.type));
          const pool = towns.length && pick.d6() > 2 ? towns : listed;
          perform(game, game.state.active, pool[pick.below(pool.length)]);
        }
        for (const e of game.log!.slice(from)) applyEvent(start, e);
        expect(start).toEqual(game.state);
      }),
      { numRuns: 12 },
    );
  });
});
