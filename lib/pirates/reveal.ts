import { type GameState, perSeat } from '@/lib/engine/state/state';
import type { PiratesState } from './state';

/**
 * A Pirates table with every hidden value turned up: each treasure seen by every player and each crew lying ashore
 * known. A replay of a match that is over is shown this way at every moment (DESIGN.md: "once the game is over every
 * value is revealed to everyone"), since the game's end already counted every coin and showed every card, and so is
 * a simulated game, which has no players to hide anything from; the view's own gate (./view.ts `knows`,
 * `shownGame`) then lets every value through, with no second rule of what to show.
 */
export function revealedGame(game: GameState): GameState {
  return {
    ...game,
    treasures: game.treasures.map((t) => ({ ...t, seenBy: perSeat(game, true) })),
    islands: game.islands.map((isl) => (isl.crew?.length ? { ...isl, crew: isl.crew.map((c) => ({ ...c, known: true as const })) } : isl)),
  };
}

/** A match's state with its table revealed (`revealedGame`): the match service's `reveal` for Pirates. */
export function revealed(state: PiratesState): PiratesState {
  return state.game ? { ...state, game: revealedGame(state.game) } : state;
}
