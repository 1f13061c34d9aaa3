import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCardStore, serverCardLookup } from '@/app/_lib/card-store';
import { piratesGame, type PiratesEvent, type PiratesState } from '@/lib/pirates/game';
import type { PreparedSetup } from '@/lib/pirates/schema';
import { economyChoice } from '@/tests/fixtures/economy-script';
import { checkRandomGames } from '@/tests/fixtures/treasure-leaks';
import { importIntoTempDatabase } from './api/setup-db';

let cleanup: () => void = () => {};
beforeAll(() => {
  ({ cleanup } = importIntoTempDatabase());
});
afterAll(() => cleanup());

/**
 * Random Economy Edition games (003) of two to six seats, played through the match service's core by persons at
 * every seat (tests/fixtures/treasure-leaks.ts), by hand and on the standard table in turn, half the moves any action
 * `legal` offers and half a scripted trader's (tests/fixtures/economy-script.ts), so resources are sold, tokens
 * bought and towns founded along the way.
 */
describe('random Economy Edition games', () => {
  it('accept every listed action, send no viewer a coin she has not seen, replay from the log, and all end', () => {
    const game = piratesGame({ lookup: serverCardLookup(), fleetOf: () => ({ error: 'whole fleets only' }) });
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 2, max: 6 }), (seed, seats) => {
        const played: { setup: PreparedSetup; log: PiratesEvent[]; state: PiratesState }[] = [];
        const report = checkRandomGames({
          // Two games a run: the first set by hand, the second on the standard table.
          games: 2,
          seed,
          cards: getCardStore().cards,
          lookup: serverCardLookup(),
          rulesets: ['economy'],
          players: () => seats,
          script: economyChoice,
          maxSteps: 3000,
          onGame: (g) => played.push(g),
        });
        expect(report.byRuleset).toEqual({ economy: 2 });
        // Every action `legal` offered was accepted.
        expect(report.refused).toEqual([]);
        expect(report.leaks).toEqual([]);
        expect(report.unfinished).toEqual([]);
        for (const { setup, log, state } of played) {
          // The log alone, folded in one go, is the match the service kept, to the last field.
          expect(game.apply(game.initial(setup), log)).toEqual(state);
          expect(state.game!.over).toBe(true);
          expect(state.game!.economy).not.toBeNull();
          for (const e of log) seen.add(e.type);
        }
      }),
      { numRuns: 5, seed: 20261128 },
    );
    // The runs between them sold resources, bought a token and founded a town, each through `legal`.
    expect([...seen].filter((t) => ['market-rolled', 'upkeep', 'sold', 'token-bought', 'town-founded'].includes(t)).sort()).toEqual(['market-rolled', 'sold', 'token-bought', 'town-founded', 'upkeep']);
  });
});
