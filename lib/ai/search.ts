import { seededDice } from '@/lib/engine/core/dice';
import type { Game } from '@/lib/engine/game';
import { goldAboard, goldCollected, type GameState, type PlayerIndex } from '@/lib/engine/state/state';
import type { PolicyId } from '@/lib/simulate/schema';
import { seatView } from './seat';
import { lostWhatever } from './ending';

/** Plays one whole turn of a seat by a named policy: ./turn.ts `playTurn`, handed in so the two modules make no circle. */
export type TurnPlayer = (game: Game, player: PlayerIndex, policy: PolicyId) => void;

/**
 * What `search` weighs: a turn, each ship played by the `turn` policy, and how its seat plays the rest of the game
 * ahead (`then`; every other seat plays `lookahead`). `lookahead`'s turn first, so a tie keeps it; `gold-runner`'s,
 * which fetches and never stops to fight; `hunter`'s, which fights and boards before it fetches; and, last, a war:
 * `hunter`'s turn followed by more of them, weighed only when no other turn wins on balance against one enemy
 * (`searchTurn`). Played ahead by `lookahead`, a hunting turn went back to the race on the next, so in a race of equal
 * halves that could only draw the fight never showed its worth. `balanced`'s turn was once a candidate and was chosen
 * in 2 to 3% of turns (it differs from `lookahead` only where the game may end or gold could be banked).
 */
export interface Candidate {
  turn: PolicyId;
  then: PolicyId;
}
/** The candidates weighed every turn. */
const TURNS: readonly Candidate[] = [
  { turn: 'lookahead', then: 'lookahead' },
  { turn: 'gold-runner', then: 'lookahead' },
  { turn: 'hunter', then: 'lookahead' },
];
/** The war, weighed only when none of `TURNS` wins on balance. */
const WAR: Candidate = { turn: 'hunter', then: 'hunter' };
export const CANDIDATES: readonly Candidate[] = [...TURNS, WAR];

/**
 * Games played ahead from each candidate turn, at most. Against `balanced` on twelve random mirrors (96 games, seed 31,
 * played in one thread by a script outside the repository, with `balanced` a fourth candidate then): 2 games ahead won
 * 62 of 96, 4 won 71, 8 won 72 at twice the time of 4.
 */
export const ROLLOUTS = 6;

/**
 * Seat turns played ahead in one search, at most, once the first set of games ahead has shown what one costs here,
 * but never fewer than `MIN_ROLLOUTS` sets: early in a game of four or six seats a set of games ahead is ten times a
 * two-seat one, and six sets of them took seconds a turn. Counted in turns, not time, so a search is the same search
 * on any machine and the simulator's games stay what their seed makes them.
 */
export const BUDGET = 600;
export const MIN_ROLLOUTS = 2;

/**
 * How much more than `lookahead`'s turn, in results summed over the throws (a game won is 1), another candidate's
 * must come out to be played when the games ahead are long and so few (the budget cut them below `ROLLOUTS`): most
 * turns of a Daniel's game, 40 to 50 rounds long, and of a table of three or more seats. On two throws of so long a game the candidates' sums are close to a
 * coin toss, and a hunting turn, judged by games ahead in which `lookahead` fetches from the next turn on, came out
 * best on one turn in seven and was chosen again turn after turn, so the fleet fetched less than those games had it:
 * Hard won 47.7% of Daniel's games against `lookahead` itself (seed 31337, 32 random pairs, 256 games; with
 * `hunter`'s turn its only other candidate and no war, 44.1%; with the margin, 54.7%). Where the games ahead are
 * short and six of them are played (official and Crimson Coast), the margin took 3 to 4 points of Hard's share
 * against `balanced`, so it is not asked there. At tables of three to six seats it moved Hard's wins by at most five
 * games of the 215 to 270 decided at each size, within their intervals. docs/ai.md, "Few games ahead", has the runs.
 */
export const FEW_GAMES_MARGIN = 1;

/**
 * The candidate to play, by its index, from each one's score summed over the same throws: `lookahead`'s (the first)
 * unless another beats it, by `FEW_GAMES_MARGIN` when the games ahead were `few`; the best of those, the earlier on a tie.
 */
export function preferred(sums: readonly number[], few: boolean): number {
  const bar = sums[0] + (few ? FEW_GAMES_MARGIN : 0);
  let best = 0;
  for (let c = 1; c < sums.length; c++) if (sums[c] > Math.max(sums[best], bar)) best = c;
  return best;
}

/**
 * `search` (Hard on the table): each turn it plays every candidate turn with the engine itself, on the table as its
 * seat may see it (./seat.ts `seatView`: a coin it has not seen is worth the mean of those it has not seen), and then
 * the rest of the game, every seat played by `lookahead`, over dice of its own; it plays the candidate whose games
 * ahead came out best for it, judged as the engine judges the end (won 1, drawn 0, lost -1, a little more for a
 * wider margin of gold; when the games ahead were few, another turn than `lookahead`'s only by a clear margin,
 * `preferred`). This is the look ahead issue 37 asks for: a turn chosen by its expected result over the
 * dice, not by fixed habits, and the policies it chooses among still take every shot by the engine's exact odds.
 *
 * - Each candidate meets the same throws (the k-th game ahead of each is seeded alike), so a difference between
 *   candidates is the turn's and not the dice's; a candidate whose turn comes out event for event as an earlier
 *   one's is that one, and its games ahead are not played again. On most turns the three agree and cost one set of games.
 * - The games ahead draw nothing from the game's own dice, so a game is the same game for its seed, and the table's
 *   recorded dice are untouched. Their dice are seeded from the round and the seat: a position met twice is judged
 *   alike.
 * - The games ahead run to the game's end (the turn cap bounds them). Cut at 8 rounds and judged by the gold then, it
 *   won 60 of 96 mirror games against 71 played to the end (seed 31), at 60% of the time.
 * - Under Economy Edition it plays `lookahead`'s trade (./economy.ts): 30 rounds of market and upkeep a game ahead
 *   would cost seconds a turn.
 */
export function searchTurn(game: Game, player: PlayerIndex, play: TurnPlayer): PolicyId {
  const state = game.state;
  // Lost whatever happens: every turn comes to the same result, so none is played ahead. Judged by the margin alone,
  // the games ahead once chose a hunter's turn that held the seat's last coin at sea, her ship lying idle under the
  // enemy's guns turn after turn (an official game of random fleets, from round 13; docs/ai.md); `lookahead`'s turn banks it.
  if (lostWhatever(state, player)) {
    play(game, player, TURNS[0].turn);
    return TURNS[0].turn;
  }
  // Each candidate's score on each throw k.
  const scored: number[][] = TURNS.map(() => []);
  const ahead = (k: number): Game => ({ state: seatView(state, player), dice: seededDice(state.turn * 7919 + player * 131 + 17, k), log: [] });
  let rounds = ROLLOUTS;
  for (let k = 0; k < rounds; k++) {
    const turns: string[] = [];
    const scores: number[] = [];
    let cost = 0;
    for (let c = 0; c < TURNS.length; c++) {
      const g = ahead(k);
      play(g, player, TURNS[c].turn);
      const turn = JSON.stringify(g.log);
      const same = turns.indexOf(turn);
      turns.push(turn);
      if (same >= 0) scores.push(scores[same]);
      else {
        const out = playOut(g, player, TURNS[c].then, play);
        scores.push(out.score);
        cost += out.turns;
      }
      scored[c].push(scores[c]);
    }
    // The first set of games ahead tells what one costs here: as many more as the budget allows.
    if (k === 0) rounds = Math.max(MIN_ROLLOUTS, Math.min(ROLLOUTS, Math.floor(BUDGET / Math.max(1, cost))));
  }
  const sums = scored.map(sum);
  const best = preferred(sums, rounds < ROLLOUTS);
  // No turn in hand wins on balance: a war is weighed too, on the first throws the best turn met, and taken if it
  // came out better on them. Only with one enemy, where an even race draws: weighed at every table, Hard won 94 of 256
  // decided games at eight tables of four random official fleets (95 without) and 61 of 216 at six tables of six (61
  // without; `npm run sim:policies -- --tables N --seats S --games G --seed 61873`, G 8 and 6), for a dearer turn.
  let chosen = TURNS[best];
  if (sums[best] <= 0 && state.players.length === 2) {
    const war: number[] = [];
    for (let k = 0; k < MIN_ROLLOUTS; k++) {
      const g = ahead(k);
      play(g, player, WAR.turn);
      war.push(playOut(g, player, WAR.then, play).score);
    }
    const hopeless = scored.every((xs) => xs.every(lostAhead));
    if (warPreferred(war, scored[best].slice(0, MIN_ROLLOUTS), hopeless)) chosen = WAR;
  }
  play(game, player, chosen.turn);
  return chosen.turn;
}

/** The rest of the game from `ahead`, `p` played by `then` and every other seat by `lookahead`: judged for `p`, and the turns it took. */
function playOut(ahead: Game, p: PlayerIndex, then: PolicyId, play: TurnPlayer): { score: number; turns: number } {
  ahead.log = null;
  let turns = 0;
  for (; !ahead.state.over; turns++) play(ahead, ahead.state.active, ahead.state.active === p ? then : 'lookahead');
  return { score: judge(ahead.state, p), turns };
}

/** 1 won, 0 drawn, -1 lost, and a tenth of the gold margin over the best enemy against the starting treasure. */
export function judge(state: GameState, p: PlayerIndex): number {
  const result = state.winner === p ? 1 : state.winner === -1 ? 0 : -1;
  return result + (0.1 * margin(state, p)) / Math.max(1, state.startingGold);
}

/**
 * Whether the war is played: it came out better than the best turn on the same throws, and, where every turn lost every
 * game ahead (`hopeless`), it won or drew one of its own. A war weighed by the margin of a loss alone is spite: in
 * seed 13907's Daniel's mirror of `npm run sim:sanity` (Hard on both sides) it rammed with the last mast of the seat's
 * one ship; under 000 "Ramming" the rammer loses a mast and the rammed ship cannot move while the rammer lies against
 * her, so the enemy's carrier, 9 gold aboard, was held for good, neither fleet could act again, and the game stood still
 * 74 rounds to the turn cap. That mirror reached the cap in 28 of 40 games, and in 4 of 40 with the war so bounded.
 */
export function warPreferred(war: readonly number[], best: readonly number[], hopeless: boolean): boolean {
  return (!hopeless || war.some((x) => !lostAhead(x))) && sum(war) > sum(best);
}

/** Scores over throws, added in order, so a sum is the same sum wherever it is taken. */
function sum(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

/** Whether a game ahead scored `score` by `judge` was lost: its margin moves a result by a tenth at most. */
function lostAhead(score: number): boolean {
  return score < -0.5;
}

/** Gold home (and aboard ships still sailing, at a little over half, since it may yet be taken) against the best enemy's. */
function margin(state: GameState, p: PlayerIndex): number {
  const worth = (q: PlayerIndex) => {
    let gold = goldCollected(state, q);
    for (const s of state.ships) if (s.owner === q && !s.sunk && s.inPlay) gold += 0.6 * goldAboard(state, s);
    return gold;
  };
  let best = -Infinity;
  for (let q = 0; q < state.players.length; q++) if (q !== p) best = Math.max(best, worth(q));
  return worth(p) - best;
}
