import { lastToMove, winnerOf } from '@/lib/engine/turn/turn';
import { dockedAtHome, goldCollected, type GameState, isDerelict, type PlayerIndex, type Ship, stillPlaying } from '@/lib/engine/state/state';
import { HIGHEST_COIN } from '@/lib/engine/setup/coins';
import { goldSeen, unseenCoin } from './seat';

/**
 * How the game ends and is scored, as a seat may judge it, for the policies that play to win under each ruleset's
 * ending rather than by habit:
 *
 * - 001 "Winning the Game": the game ends when all the gold is home, when only one player can still give move
 *   actions, or when no one can; then the most gold at home wins, ties broken by gold aboard, masts, points
 *   (lib/engine/turn/turn.ts `winnerOf`). Eliminating a fleet "does not automatically win".
 * - 004 Crimson Coast: a player wins the moment she has "more than half of the starting treasure" home.
 * - 000 Daniel's: the game ends when the wild islands are empty.
 * - The table's turn cap scores the game as 001 scores every ending.
 *
 * What the seat cannot see (a coin face down aboard a ship) counts at its expected worth (./seat.ts).
 */

/**
 * Whether `p` has lost whatever is still to happen, as she may count it: an enemy has more gold at home than the most
 * `p` could end with were every coin still out (on the wild islands and aboard every ship afloat) brought to her home,
 * a coin she has not seen at the dearest face a coin has. Gold at home is not taken back (001 "Winning the Game": the
 * most gold at home wins, whichever way the game ends), so no turn of hers changes the result. Asked only where that
 * holds: not under Daniel's rules (gold at home buys ships, 000) or Economy Edition (it pays upkeep), nor where a ship
 * of hers may raid a home island or add to a coin as she unloads it, an enemy's Ransom crew may become her gold, a
 * unique treasure's text may change what coins are worth, or a fort holds gold.
 */
export function lostWhatever(state: GameState, p: PlayerIndex): boolean {
  const r = state.rules;
  if (r.shipyard || r.economy || r.plusOneScoring || state.forts.length) return false;
  for (const t of state.treasures) if (t.unique) return false;
  const atMost = (id: number) => (state.treasures[id].seenBy[p] ? state.treasures[id].value : HIGHEST_COIN);
  let most = goldCollected(state, p);
  for (const s of state.ships) {
    if (s.sunk) continue;
    if (s.owner === p && (s.abilities.raidHome || s.abilities.unloadBonus)) return false;
    if (s.owner !== p) for (const c of s.crew) if (c.ransom) return false;
    for (const id of s.treasure) most += atMost(id);
  }
  for (const isl of state.islands) {
    if (isl.home !== -1) continue;
    for (const id of isl.treasure) most += atMost(id);
  }
  for (let q = 0; q < state.players.length; q++) if (q !== p && goldCollected(state, q) > most) return true;
  return false;
}

/** Who wins were the game to end now with `gone` (a ship of the enemy's) derelict, as `p` may count it: 1, 0 or -1. */
export function standingIfEnded(state: GameState, p: PlayerIndex, gone: Ship | null = null): number {
  const winner = winnerOf(state, (o) => goldSeen(state, p, o), gone);
  return winner === -1 ? 0 : winner === p ? 1 : -1;
}

/**
 * Whether sinking `t`, a derelict, leaves her player no piece to move, which ends the game (001 "one fleet left"):
 * she is the last ship of her fleet, and she could have moved again (repaired where she lies), so the game went on.
 */
function lastToSink(state: GameState, t: Ship): boolean {
  for (const o of state.ships) if (o !== t && o.owner === t.owner && !o.sunk && o.inPlay && !o.wrecked && (!isDerelict(o) || dockedAtHome(state, o))) return false;
  return t.abilities.repairAnywhere || !!t.abilities.derelictMove;
}

/** Whether a hit on `t` can end the game at once: she is the last piece her player can move. */
export function endsOnHit(state: GameState, t: Ship): boolean {
  return isDerelict(t) ? lastToSink(state, t) : lastToMove(state, t);
}

/**
 * Whether a derelict `t` can still matter: she carries gold (to be towed, boarded or ransomed), she can move or
 * repair herself, a ship of her fleet could tow her home to repair (001 "Tow"), or sinking her ends the game. A
 * derelict that can do none of these is no target: a shot at her is a shot not fired at anything that counts.
 */
export function derelictMatters(state: GameState, t: Ship): boolean {
  if (t.treasure.length || t.abilities.repairAnywhere || t.abilities.derelictMove || endsOnHit(state, t)) return true;
  for (const o of state.ships) {
    if (o === t || o.owner !== t.owner || o.sunk || !o.inPlay || o.seaCreature || isDerelict(o) || o.abilities.noTow) continue;
    return true;
  }
  return false;
}

/**
 * Whether an even race for what is left can only fail to win for `p`: with the gold still out (on wild islands or
 * aboard) shared evenly among the fleets still playing, each keeping what she carries, she would not come out ahead. Crimson
 * Coast asks for more than half the starting treasure; otherwise the most gold wins. Then fetching alone draws or
 * loses, and her ships fight for the enemy's gold instead: a mirror that only races draws every game.
 */
export function raceCannotWin(state: GameState, p: PlayerIndex): boolean {
  // Asked for every ship of every turn: it counts into arrays kept for the purpose rather than building lists, and
  // prices the coins she has not seen once rather than coin by coin.
  const n = state.players.length;
  const worth = unseenCoin(state, p);
  let total = 0;
  let sharing = 0;
  for (let q = 0; q < n; q++) {
    HELD[q] = goldCollected(state, q);
    PLAYING[q] = stillPlaying(state, q);
    if (PLAYING[q]) sharing++;
  }
  for (const s of state.ships) {
    if (s.sunk || !s.inPlay || s.wrecked || s.seaCreature) continue;
    // Summed ship by ship, as `goldSeen` sums, so every sum is the one it always was.
    let aboard = 0;
    for (const id of s.treasure) {
      const t = state.treasures[id];
      aboard += t.seenBy[p] ? t.value : worth;
    }
    HELD[s.owner] += aboard;
  }
  for (let q = 0; q < n; q++) total += HELD[q];
  const share = Math.max(0, state.startingGold - total) / Math.max(1, sharing);
  const mine = HELD[p] + share;
  if (state.rules.winAtHalf) return mine * 2 <= state.startingGold;
  let best = 0;
  for (let q = 0; q < n; q++) if (q !== p) best = Math.max(best, HELD[q] + (PLAYING[q] ? share : 0));
  return mine <= best;
}

const HELD: number[] = [0, 0, 0, 0, 0, 0];
const PLAYING: boolean[] = [false, false, false, false, false, false];
