import type { GameState, PlayerIndex, Ship } from '@/lib/engine/state';

/**
 * What a seat may see, and nothing more: the computer player decides from its own seat's knowledge, as a person in
 * that chair would. A player sees the face of a coin only once she has looked at it (`seenBy`, lib/engine/state.ts):
 * a face-down coin counts as the mean of the coin sheet the default scenarios deal (1, 2, 2, 3, 4, 5, 5, 6, 7), never
 * its real value, so the table's computer opponent cheats no more than a person could. Everything else on the table
 * (ships, masts, positions, islands, gold at home, face-up coins) lies open to both seats.
 */

/** The mean face of the coin sheet (lib/engine/setup.ts): what a coin no one has shown her is worth to her. */
export const UNSEEN_COIN = 35 / 9;

/** What `p` believes a coin is worth. */
export function coinWorth(state: GameState, p: PlayerIndex, id: number): number {
  const t = state.treasures[id];
  return t.seenBy[p] ? t.value : UNSEEN_COIN;
}

/** The gold aboard `s` as `p` may count it. */
export function goldSeen(state: GameState, p: PlayerIndex, s: Ship): number {
  let gold = 0;
  for (const id of s.treasure) gold += coinWorth(state, p, id);
  return gold;
}

/** The best coin aboard `s` as `p` may judge it, 0 when she carries none. */
export function bestCoinSeen(state: GameState, p: PlayerIndex, s: Ship): number {
  let best = 0;
  for (const id of s.treasure) best = Math.max(best, coinWorth(state, p, id));
  return best;
}

/** Whether `t` is an enemy of `s` in play: the loops over the ships ask this rather than build a list of them. */
export function isEnemy(s: Ship, t: Ship): boolean {
  return t.owner !== s.owner && !t.sunk && t.inPlay && !t.lost;
}

export function home(state: GameState, p: PlayerIndex): number {
  for (let i = 0; i < state.islands.length; i++) if (state.islands[i].home === p) return i;
  return -1;
}

/**
 * The table as `p` may see it, to play ahead on with the engine: a copy in which every coin she has not seen is worth
 * what an unseen coin is worth to her (`UNSEEN_COIN`), so a look ahead learns nothing a face-down coin hides.
 */
export function seatView(state: GameState, p: PlayerIndex): GameState {
  const view = structuredClone(state);
  for (const t of view.treasures) if (!t.seenBy[p] && !t.unique) t.value = UNSEEN_COIN;
  return view;
}
