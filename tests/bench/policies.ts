import { availableParallelism } from 'node:os';
import { loadAllCards } from '@/db/cards';
import { getDb } from '@/db/client';
import type { Fleet } from '@/lib/fleet/fleet';
import { prepareMatchup } from '@/lib/simulate/prepare';
import type { PolicyId } from '@/lib/simulate/schema';
import { edge95, wilson95 } from '@/lib/simulate/stats';
import { lookupOf } from '@/lib/simulate/run';
import { runInWorkers } from '@/lib/simulate/worker-pool';
import { sampleFleet } from '@/lib/simulate/warm-up';
import { flag, numberFlag } from './args';

/**
 * `npm run sim:policies`: does the default policy play better than the single-minded ones? For each nation's real
 * 40-point fleet against itself, `balanced` against each other policy, each policy playing each seat for half the
 * games (so neither gains from going first or from the side it sits on): both win rates with 95% intervals, the draws,
 * and balanced's edge (its win rate minus the other's) with its interval. `--games N` per matchup (default 2,000),
 * `--seed N`, `--nations English,Spanish`.
 */
const GAMES = numberFlag('--games', 2000);
const SEED = numberFlag('--seed', 1);
const NATIONS = flag('--nations', 'English,Spanish,Pirate').split(',');
const OTHERS: PolicyId[] = ['gold-runner', 'hunter'];

const cards = loadAllCards(getDb());
const lookup = lookupOf(cards);
const pct = (x: number) => (100 * x).toFixed(1);
const signed = (x: number) => `${x >= 0 ? '+' : ''}${pct(x)}`;

async function play(a: Fleet, b: Fleet, policies: [PolicyId, PolicyId], games: number) {
  const prepared = prepareMatchup({ a, b, games, seed: SEED, policies: { a: policies[0], b: policies[1] } }, lookup);
  if (!prepared.ok) throw new Error(`${prepared.message} ${JSON.stringify(prepared.issues ?? [])}`);
  return runInWorkers(prepared.matchup, games, { workers: availableParallelism() });
}

async function main() {
  console.log(`balanced against each policy on mirrored 40-point official fleets, ${GAMES} games a row (half in each seat), seed ${SEED}`);
  console.log(`${'fleet'.padEnd(9)} ${'against'.padEnd(12)} ${'balanced'.padStart(19)} ${'other'.padStart(19)} ${'draws'.padStart(6)} ${'turns'.padStart(6)} ${'edge'.padStart(7)}  95% interval`);
  const started = performance.now();
  let played = 0;
  for (const nation of NATIONS) {
    const fleet = sampleFleet(cards, nation, lookup);
    if (fleet.ships.length === 0) continue;
    const names = fleet.ships.map((s) => `${lookup(s.cardId)?.name}${s.crew.length ? ` + ${s.crew.map((c) => lookup(c)?.name).join(', ')}` : ''}`).join('; ');
    console.log(`${nation}: ${names}`);
    for (const other of OTHERS) {
      const half = Math.ceil(GAMES / 2);
      const first = await play(fleet, fleet, ['balanced', other], half);
      const second = await play(fleet, fleet, [other, 'balanced'], GAMES - half);
      const n = first.games + second.games;
      const mine = first.wins[0] + second.wins[1];
      const theirs = first.wins[1] + second.wins[0];
      played += n;
      const rate = (wins: number) => {
        const [lo, hi] = wilson95(wins, n);
        return `${pct(wins / n)} [${pct(lo)}, ${pct(hi)}]`;
      };
      const { edge, ci95 } = edge95(mine, theirs, n);
      console.log(
        `${nation.padEnd(9)} ${other.padEnd(12)} ${rate(mine).padStart(19)} ${rate(theirs).padStart(19)} ${pct((first.draws + second.draws) / n).padStart(6)} ${((first.turns + second.turns) / n).toFixed(1).padStart(6)} ${signed(edge).padStart(7)}  [${signed(ci95[0])}, ${signed(ci95[1])}]`,
      );
    }
  }
  console.log(`${played} games in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
