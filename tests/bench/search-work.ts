import { loadAllCards } from '@/db/cards';
import { getDb } from '@/db/client';
import { seededDice } from '@/lib/engine/core/dice';
import type { PolicyId } from '@/lib/simulate/schema';
import { prepareMatchup } from '@/lib/simulate/prepare';
import { type DrawnRuleset, randomFleet } from '@/lib/simulate/random-fleet';
import { lookupOf } from '@/lib/simulate/run';
import { SEARCH_WORK } from '@/lib/simulate/work';
import { runInWorkers, startPool } from '@/lib/simulate/worker-pool';
import { numberFlag } from './args';

/**
 * `npm run bench:search-work`: how many `lookahead` games a game with one `search` seat costs, which is what
 * lib/simulate/work.ts `SEARCH_WORK` counts it as against a request's bound. For each random fleet pair of the three
 * rulesets (`--pairs N`, default 9, drawn from `--seed N`), one simulation thread, warmed up as the server's are, plays
 * `--games N` games of `lookahead` against `balanced` (default 1,500: a thread's first games of new fleets run
 * slower while its JIT learns their texts, and a long run's games are what the bound is for) and `--search N` games of `search` against
 * `balanced` (default 4), timed apart; it prints each pair's ratio, then the ratio of the sums (the mean cost of a
 * game) and the largest.
 */
const PAIRS = numberFlag('--pairs', 9);
const SEED = numberFlag('--seed', 4711);
const GAMES = numberFlag('--games', 1500);
const SEARCH_GAMES = numberFlag('--search', 4);
const RULESETS: DrawnRuleset[] = ['official', 'crimson-coast', 'daniel-house'];

async function main() {
  const cards = loadAllCards(getDb());
  const lookup = lookupOf(cards);
  await startPool(cards);
  let lookaheadTime = 0;
  let searchTime = 0;
  let largest = 0;
  for (let k = 0; k < PAIRS; k++) {
    const ruleset = RULESETS[k % RULESETS.length];
    const dice = seededDice(SEED, k);
    const a = randomFleet(cards, ruleset, dice);
    const b = randomFleet(cards, ruleset, dice);
    const timed = async (policy: PolicyId, games: number) => {
      const prepared = prepareMatchup({ a, b, games, seed: SEED + k, policies: { a: policy, b: 'balanced' } }, lookup);
      if (!prepared.ok) throw new Error(prepared.message);
      const started = performance.now();
      await runInWorkers(prepared.matchup, games, { workers: 1 });
      return (performance.now() - started) / games;
    };
    const lookahead = await timed('lookahead', GAMES);
    const search = await timed('search', SEARCH_GAMES);
    lookaheadTime += lookahead;
    searchTime += search;
    largest = Math.max(largest, search / lookahead);
    console.log(`${ruleset}: lookahead ${lookahead.toFixed(2)} ms a game, search ${search.toFixed(0)} ms, ${(search / lookahead).toFixed(0)} times`);
  }
  console.log(`a search game costs ${(searchTime / lookaheadTime).toFixed(0)} lookahead games over the ${PAIRS} pairs (largest ${largest.toFixed(0)}); SEARCH_WORK counts ${SEARCH_WORK}`);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
