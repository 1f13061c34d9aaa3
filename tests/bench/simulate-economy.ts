import { loadAllCards } from '@/db/cards';
import { getDb } from '@/db/client';
import { seededDice } from '@/lib/engine/core/dice';
import { prepareMatchup } from '@/lib/simulate/prepare';
import { randomFleet } from '@/lib/simulate/random-fleet';
import { lookupOf, playRange } from '@/lib/simulate/run';
import { numberFlag } from './args';

/**
 * Games per second under Economy Edition, in one thread as a worker plays them: `--pairs N` pairs of random 40-gold
 * Economy fleets (default 4, drawn from `--seed N`, default 1; lib/simulate/random-fleet.ts), `--games N` games each
 * (default 200) after 20 warm-up games. An Economy game runs to its time limit far more often than an official one
 * ends early, so rounds a game are printed beside games/s, and round-turns/s (each seat's turn counted) compare trees
 * whose games differ.
 */
const SEED = numberFlag('--seed', 1);
const PAIRS = numberFlag('--pairs', 4);
const GAMES = numberFlag('--games', 200);

const cards = loadAllCards(getDb());
const lookup = lookupOf(cards);
let games = 0;
let rounds = 0;
let ms = 0;
for (let k = 0; k < PAIRS; k++) {
  const dice = seededDice(SEED, 40_000 + k);
  const prepared = prepareMatchup({ a: randomFleet(cards, 'economy', dice), b: randomFleet(cards, 'economy', dice), games: GAMES, seed: SEED + k }, lookup);
  if (!prepared.ok) throw new Error(prepared.message);
  playRange(prepared.matchup, 0, 20);
  const started = performance.now();
  const tally = playRange(prepared.matchup, 20, 20 + GAMES);
  ms += performance.now() - started;
  games += tally.games;
  rounds += tally.turns;
}
const perSecond = games / (ms / 1000);
console.log(
  `Economy Edition, ${PAIRS} random pairs, ${games} games in one thread: ${perSecond.toFixed(0)} games/s, ${(rounds / games).toFixed(1)} rounds a game, ` +
    `${((perSecond * 2 * rounds) / games).toFixed(0)} seat-turns/s`,
);
