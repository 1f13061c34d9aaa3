import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCardStore, serverCardLookup } from '@/app/_lib/card-store';
import { piratesGame, type PiratesEvent, type PiratesState } from '@/lib/pirates/game';
import type { PreparedSetup } from '@/lib/pirates/schema';
import { checkRandomGames } from '@/tests/fixtures/treasure-leaks';
import { importIntoTempDatabase } from './api/setup-db';

let cleanup: () => void = () => {};
beforeAll(() => {
  ({ cleanup } = importIntoTempDatabase());
});
afterAll(() => cleanup());

/**
 * Random games of three to six seats at one official table, played through the match service's core by persons at
 * every seat (tests/fixtures/treasure-leaks.ts), by hand and on the standard table in turn. 001 is written for any
 * number of players, and "a face-down coin's worth is known only to whoever looked at it" holds for each of them.
 */
describe('random games of three to six seats', () => {
  it('accept every listed action, send no viewer a coin she has not seen, replay from the log, and all end', () => {
    const played: { setup: PreparedSetup; log: PiratesEvent[]; state: PiratesState }[] = [];
    const report = checkRandomGames({
      games: 4,
      seed: 20261128,
      cards: getCardStore().cards,
      lookup: serverCardLookup(),
      players: (g) => 3 + g,
      maxSteps: 4000,
      onGame: (g) => played.push(g),
    });
    expect(report.bySeats).toEqual({ 3: 1, 4: 1, 5: 1, 6: 1 });
    // Every action `legal` offered was accepted.
    expect(report.refused).toEqual([]);
    // No seat and no spectator was sent the worth, name or card of a treasure she had not seen.
    expect(report.leaks).toEqual([]);
    expect(report.unfinished).toEqual([]);
    const game = piratesGame({ lookup: serverCardLookup(), fleetOf: () => ({ error: 'whole fleets only' }) });
    for (const { setup, log, state } of played) {
      // The log alone, folded in one go, is the match the service kept, to the last field.
      expect(game.apply(game.initial(setup), log)).toEqual(state);
      expect(state.game!.over).toBe(true);
      expect(state.game!.players).toHaveLength(state.fleets.length);
    }
    expect(report.payloads).toBeGreaterThan(1000);
  });
});
