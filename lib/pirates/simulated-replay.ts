import { applyEvent, type GameEvent } from '@/lib/engine/state/events';
import type { GameState } from '@/lib/engine/state/state';
import { replayOf, type Replay } from '@/lib/table/replay';
import { revealedGame } from './reveal';
import { shownGame } from './view';

/** The log `POST /api/simulate/game` answers: the table as built, then the engine's events. */
export type SimulatedEvent = { type: 'built'; game: GameState } | GameEvent;

/**
 * A simulated game's replay, folded in the browser: the answer holds the whole log already and nothing in it is
 * hidden from anyone, so each moment is the engine's own fold (`applyEvent` over the built table) from the nearest
 * of a bounded number of snapshots (lib/table/replay.ts). Seq 0 is before the table is built.
 */
export function simulatedReplay(events: readonly SimulatedEvent[]): Replay<GameState | null> {
  return replayOf<GameState | null, SimulatedEvent>(
    {
      initial: null,
      apply(state, batch) {
        let next = state && structuredClone(state);
        for (const e of batch) {
          if (e.type === 'built') next = structuredClone(e.game);
          else applyEvent(next!, e);
        }
        return next;
      },
      read: (from, to) => events.slice(from, to),
    },
    events.length,
  );
}

/** A moment of a simulated game as the table draws it: every coin and crew shown, as to a spectator of a game over. */
export function simulatedTable(state: GameState): ReturnType<typeof shownGame> {
  return shownGame(revealedGame(state), null);
}
