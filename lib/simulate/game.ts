import { z } from 'zod';
import type { CardLookup } from '@/lib/cards/lookup';
import type { GameEvent } from '@/lib/engine/state/events';
import type { GameState } from '@/lib/engine/state/state';
import { fleetLetter, type Prepared, prepareMatchup } from './prepare';
import { type Ending, lookupOf, recordGame } from './run';
import { oneForm, SimulateFields } from './schema';

/**
 * `POST /api/simulate/game` (DESIGN.md): a simulate body plus `game`, the 0-based index of one game of that run.
 * The body is the run's own schema, so the same body that ran the simulation names its games; `game` must be one of
 * the run's (below `games`).
 */
export const SimulateGameRequest = SimulateFields.extend({ game: z.number('game must be a whole number').int('game must be a whole number').min(0, 'game must be 0 or more') })
  .superRefine(oneForm)
  .refine(
  (r) => r.game < r.games,
  { path: ['game'], message: 'game must be below games (the run plays games 0 to games − 1)' },
);
export type SimulateGameRequest = z.infer<typeof SimulateGameRequest>;

/** The table as it was built, as the first event of the log: a replay folds the rest over it. */
export type BuiltEvent = { type: 'built'; game: GameState };

export interface SimulatedGame {
  game: number;
  seed: number;
  /** The fleet that won, in the request's words ('a', 'b', and on for more fleets), or null for a draw. */
  winner: string | null;
  turns: number;
  ending: Ending;
  /** Event 1 builds the table, every later one is the engine's: seq n is `events[n - 1]`. */
  events: (BuiltEvent | GameEvent)[];
}

/**
 * Game `game` of the run `request` describes: the matchup prepared as the run prepares it (prepareMatchup, its
 * checks and its 400/422s included) and the game played as the run plays it (recordGame: the same seed derivation,
 * the same dice), so it is the very game the run counted.
 */
export function simulatedGame(request: SimulateGameRequest, lookup: CardLookup): { ok: true; result: SimulatedGame } | Extract<Prepared, { ok: false }> {
  const { game, ...run } = request;
  const prepared = prepareMatchup(run, lookup);
  if (!prepared.ok) return prepared;
  const { outcome, initial, events } = recordGame(prepared.matchup, game, lookupOf(prepared.matchup.cards));
  return {
    ok: true,
    result: {
      game,
      seed: request.seed,
      winner: outcome.winner === -1 ? null : fleetLetter(outcome.winner),
      turns: outcome.turns,
      ending: outcome.ending,
      events: [{ type: 'built', game: initial }, ...events],
    },
  };
}
