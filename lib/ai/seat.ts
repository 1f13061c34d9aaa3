import { HIGHEST_COIN, LOWEST_COIN } from '@/lib/engine/setup/coins';
import type { GameState, PlayerIndex, Ship } from '@/lib/engine/state/state';
import { copyState } from '@/lib/engine/state/copy';

/**
 * What a seat may see, and nothing more: the computer player decides from its own seat's knowledge, as a person in
 * that chair would. A player sees the face of a coin only once she has looked at it (`seenBy`, lib/engine/state/state.ts);
 * everything else on the table (ships, masts, positions, islands, gold at home, face-up coins) lies open to both seats.
 *
 * A coin she has not seen counts as the mean of the gold she knows is still out of her sight (`unseenCoin`): the
 * table's starting treasure (`startingGold`, public: the scenario's text states what each player brings, 001's "8
 * coins worth 15 gold", 004's "six treasure coins totaling 12 gold points", Daniel's 120) less the coins she has seen,
 * shared among the coins she has not. So an official coin is worth about 1.9 to her at the start, a Crimson Coast coin
 * 2, and a face-down coin grows dearer as she turns up small ones: what a person counting the coins would reckon,
 * never its real value, so the table's computer opponent cheats no more than a person could. The coin sheet's mean
 * (3.9) that stood here before overpriced every official and Crimson Coast coin twice over, and with it every boarding
 * and every carrier worth chasing.
 *
 * Coins made or changed in play (a ransom, Crimson Coast's split of a sunk ship's gold, a treasure's text that halves
 * or rolls coins, Daniel's 3-gold coin to the second player) break the sum a little; the mean stays within the coins
 * that exist (1 to 7 gold), and the table keeps no separate record of the dealt coins, which this small error does
 * not justify. The mean is worked out once per turn and seat and kept with the state (`unseenCoin`), since the
 * simulator asks for coins' worth in its inner loops; a coin seen mid-turn is priced at its face at once, and the rest
 * keep the turn's mean until the next turn.
 */

/** The mean face of the coin sheet (lib/engine/setup/coins.ts `COIN_SHEET`): a coin's worth when the table dealt none. */
export const SHEET_COIN = 35 / 9;

const kept = new WeakMap<GameState, { turn: number; active: PlayerIndex; worth: number[] }>();

/** What a coin `p` has not seen is worth to her this turn: the mean of the starting treasure she has not seen. */
export function unseenCoin(state: GameState, p: PlayerIndex): number {
  const at = kept.get(state);
  if (at && at.turn === state.turn && at.active === state.active) return at.worth[p];
  const n = state.players.length;
  const seen = new Array<number>(n).fill(0);
  const hidden = new Array<number>(n).fill(0);
  for (const t of state.treasures) {
    if (t.unique) continue;
    for (let q = 0; q < n; q++) {
      if (t.seenBy[q]) seen[q] += t.value;
      else hidden[q]++;
    }
  }
  const mean = (q: PlayerIndex) => (hidden[q] === 0 || state.startingGold <= 0 ? SHEET_COIN : Math.min(HIGHEST_COIN, Math.max(LOWEST_COIN, (state.startingGold - seen[q]) / hidden[q])));
  const worth = seen.map((_, q) => mean(q));
  kept.set(state, { turn: state.turn, active: state.active, worth });
  return worth[p];
}

/** What `p` believes a coin is worth. */
export function coinWorth(state: GameState, p: PlayerIndex, id: number): number {
  const t = state.treasures[id];
  return t.seenBy[p] ? t.value : unseenCoin(state, p);
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
 * what an unseen coin is worth to her (`unseenCoin`), so a look ahead learns nothing a face-down coin hides.
 */
export function seatView(state: GameState, p: PlayerIndex): GameState {
  const view = copyState(state);
  const worth = unseenCoin(state, p);
  for (const t of view.treasures) if (!t.seenBy[p] && !t.unique) t.value = worth;
  return view;
}
