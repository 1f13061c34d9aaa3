import type { GameState } from '@/lib/engine/state/state';
import type { PiratesView } from '@/lib/pirates/view';

/** The table as a seat's view carries it: the engine's state with face-down coins as `{ id, hidden: true }`. */
export type TableGame = NonNullable<PiratesView['game']>;

/** The engine reads a view's table as its own state: positions, hulls and abilities are all there; coin values it never needs for moving. */
export const asState = (game: TableGame): GameState => game as unknown as GameState;
