import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCardStore, serverCardLookup } from '@/app/_lib/card-store';
import { piratesGame, type PiratesEvent, type PiratesState } from '@/lib/pirates/game';
import type { PreparedSetup } from '@/lib/pirates/schema';
import type { PiratesView } from '@/lib/pirates/view';
import { replayOf, replayView } from '@/lib/table/replay';
import { sfc32 } from '@/lib/random';
import { checkRandomGames, leaksIn, playerOf, VIEWERS } from '@/tests/fixtures/treasure-leaks';
import { importIntoTempDatabase } from './api/setup-db';

let cleanup: () => void = () => {};
beforeAll(() => {
  ({ cleanup } = importIntoTempDatabase());
});
afterAll(() => cleanup());

/**
 * The replay property over random games (tests/fixtures/treasure-leaks.ts plays them through the match service's
 * core): the state at every `at` is the fold of the log up to it, whatever order the moments are asked in; while
 * the match goes on no viewer is shown at any moment a value she did not know then (the same leak checker as the
 * live views'); once it is over every value is shown to everyone.
 */
describe('replays of random games', () => {
  it('show the fold of the log at every seq, nothing unknown then while the match goes on, everything once it is over', () => {
    const played: { setup: PreparedSetup; log: PiratesEvent[] }[] = [];
    const report = checkRandomGames({ games: 6, seed: 20261130, cards: getCardStore().cards, lookup: serverCardLookup(), onGame: (g) => played.push(g) });
    expect(report.leaks).toEqual([]);
    expect(played).toHaveLength(6);
    const game = piratesGame({ lookup: serverCardLookup(), fleetOf: () => ({ error: 'whole fleets only' }) });
    const rng = sfc32(7, 8, 9, 10);
    let moments = 0;
    for (const { setup, log } of played) {
      // The fold, one event at a time: the state after each seq.
      const states: PiratesState[] = [game.initial(setup)];
      for (const e of log) states.push(game.apply(states[states.length - 1], [e]));
      expect(states[states.length - 1].game?.over).toBe(true);
      // Small spacing and cap, so the snapshots are used and the cap is reached.
      const replay = replayOf({ initial: states[0], apply: game.apply, read: (from, to) => log.slice(from, to) }, log.length, { minSpacing: 8, maxSnapshots: 6 });
      const order = states.map((_, i) => i);
      for (let i = order.length - 1; i > 0; i--) {
        const j = rng() % (i + 1);
        [order[i], order[j]] = [order[j], order[i]];
      }
      for (const at of order) {
        const state = replay.stateAt(at) as PiratesState;
        expect(state, `seq ${at}`).toEqual(states[at]);
        for (const viewer of VIEWERS) {
          const going = replayView(game, state, viewer, false);
          // While the match goes on, the moment is shown exactly as the viewer saw it live.
          expect(going).toEqual(game.view(states[at], viewer));
          expect(leaksIn(going, states[at], playerOf(viewer), `seq ${at}`)).toEqual([]);
          const over = replayView(game, state, viewer, true) as PiratesView;
          expect(over.game?.treasures.filter((t) => 'hidden' in t) ?? []).toEqual([]);
          moments++;
        }
      }
      expect(replay.snapshots).toBeLessThanOrEqual(7);
    }
    expect(moments).toBeGreaterThan(1000);
  });
});
