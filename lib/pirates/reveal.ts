import type { PiratesState } from './state';

/**
 * A Pirates match's state with every hidden value turned up: each treasure seen by both players and each crew lying
 * ashore known. A replay of a match that is over is shown this way at every moment (DESIGN.md: "once the game is
 * over every value is revealed to everyone"), since the game's end already counted every coin and showed every card;
 * the view's own gate (./view.ts `knows`) then lets every value through, with no second rule of what to show.
 */
export function revealed(state: PiratesState): PiratesState {
  const game = state.game;
  if (!game) return state;
  return {
    ...state,
    game: {
      ...game,
      treasures: game.treasures.map((t) => ({ ...t, seenBy: [true, true] })),
      islands: game.islands.map((isl) => (isl.crew?.length ? { ...isl, crew: isl.crew.map((c) => ({ ...c, known: true as const })) } : isl)),
    },
  };
}
