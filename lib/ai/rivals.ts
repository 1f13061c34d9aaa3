import { goldCollected, type GameState, type PlayerIndex } from '@/lib/engine/state/state';
import { goldSeen } from './seat';

/**
 * Several enemies at one table (001 is written for any number of players: "If a player completely eliminates an
 * opposing player's fleet they do not automatically win"; the most gold at home wins). Every seat but one's own is an
 * enemy, and they are not equal: gold taken from the player nearest to winning, or kept from her home, is worth more
 * than the same gold taken from one far behind, who is no threat yet and may spend her guns on the leader too. So a
 * shot, a boarding, a chase and a raid are weighed by the enemy's `weight`: her gold home and aboard (as the seat may
 * count it, ./seat.ts) against the mean of the enemies', between `LEAST` and `MOST`. With two seats the one enemy
 * weighs 1, and every choice is the two-player one.
 *
 * Leaving two enemies to fight each other follows from it: the trailing enemy weighs less, so the seat's guns go to
 * the leader and its own carriers, and a trailing enemy's fight with the leader is left to her.
 */

/** What `q` would have were her gold aboard home, as `p` may count it. */
export function standing(state: GameState, p: PlayerIndex, q: PlayerIndex): number {
  let gold = goldCollected(state, q);
  for (const s of state.ships) if (s.owner === q && !s.sunk && s.inPlay && !s.wrecked && !s.lost && !s.seaCreature) gold += goldSeen(state, p, s);
  return gold;
}

const LEAST = 0.5;
const MOST = 2;

const kept = new WeakMap<GameState, { turn: number; active: PlayerIndex; seat: PlayerIndex; weights: number[] }>();

/** How much `q`'s losses are worth to `p` against the mean enemy's: 1 with a single enemy. */
export function weight(state: GameState, p: PlayerIndex, q: PlayerIndex): number {
  const seats = state.players.length;
  if (seats <= 2 || q === p) return 1;
  const at = kept.get(state);
  if (at && at.turn === state.turn && at.active === state.active && at.seat === p) return at.weights[q];
  const scores = new Array<number>(seats).fill(0);
  let sum = 0;
  for (let e = 0; e < seats; e++) {
    if (e === p) continue;
    scores[e] = standing(state, p, e);
    sum += scores[e];
  }
  // A few coins' worth added to every score, so the first coin fetched does not make its carrier's fleet the only target.
  const soften = Math.max(1, state.startingGold / seats / 2);
  const mean = sum / (seats - 1) + soften;
  const weights = scores.map((g, e) => (e === p ? 1 : Math.min(MOST, Math.max(LEAST, (g + soften) / mean))));
  kept.set(state, { turn: state.turn, active: state.active, seat: p, weights });
  return weights[q];
}

/**
 * The enemy `p` races against: with two players the other; with more, the one ahead of her (`standing`), the first
 * after her in turn order on a tie.
 */
export function leadingRival(state: GameState, p: PlayerIndex): PlayerIndex {
  const order = state.order;
  const at = order.indexOf(p);
  let best = order[(at + 1) % order.length];
  if (order.length === 2) return best;
  let most = standing(state, p, best);
  for (let k = 2; k < order.length; k++) {
    const q = order[(at + k) % order.length];
    const g = standing(state, p, q);
    if (g > most) {
      best = q;
      most = g;
    }
  }
  return best;
}

