import { availableParallelism } from 'node:os';
import { loadAllCards } from '@/db/cards';
import { getDb } from '@/db/client';
import { prepareMatchup } from '@/lib/simulate/prepare';
import { lookupOf } from '@/lib/simulate/run';
import type { PolicyId } from '@/lib/simulate/schema';
import { runInWorkers } from '@/lib/simulate/worker-pool';
import { SAMPLE_NATIONS, sampleFleet, SECOND_FLEET } from '@/lib/simulate/warm-up';
import { flag, numberFlag } from './args';

/**
 * `npm run sim:stalls`: every policy pairing on more fleets than `sim:policies` plays, to find what a player choosing
 * policies would trip over: games that stand still until the turn cap, and a default policy that loses to a
 * single-minded one. For each nation, two 40-point fleets drawn from every set (`sampleFleet`: its first ships, then
 * the ships after the first seven), each against itself, fleet A playing the first policy of each pair. Prints A's
 * and B's wins, the turn-cap games (all in % of the games), the mean game length in turns, and the share of decided
 * games won by the player who moved first (a die decides who does, 001): far from 50% on a mirror, moving first or
 * second decides games that the fleets and policies should. `--games N` a pairing (default 200), `--nations
 * French,Cursed`.
 */
const GAMES = numberFlag('--games', 200);
const NATIONS = flag('--nations', SAMPLE_NATIONS.join(',')).split(',');
const PAIRINGS: [PolicyId, PolicyId][] = [
  ['balanced', 'balanced'],
  ['gold-runner', 'gold-runner'],
  ['hunter', 'hunter'],
  ['balanced', 'gold-runner'],
  ['balanced', 'hunter'],
];

const cards = loadAllCards(getDb());
const lookup = lookupOf(cards);
const pct = (x: number) => (100 * x).toFixed(0);

async function main() {
  console.log(`policy pairings on mirrored 40-point official fleets from every set, ${GAMES} games each, seed 1: A's wins, B's wins, turn-cap games (%), mean turns, first mover's share of decided games (%)`);
  for (const nation of NATIONS) {
    for (const from of [{ set: null, skip: 0 }, SECOND_FLEET]) {
      const fleet = sampleFleet(cards, nation, lookup, from);
      if (fleet.ships.length === 0) continue;
      console.log(`${nation}: ${fleet.ships.map((s) => lookup(s.cardId)?.name).join(', ')}`);
      for (const [a, b] of PAIRINGS) {
        const prepared = prepareMatchup({ a: fleet, b: fleet, games: GAMES, seed: 1, policies: { a, b } }, lookup);
        if (!prepared.ok) throw new Error(prepared.message);
        const t = await runInWorkers(prepared.matchup, GAMES, { workers: availableParallelism() });
        const flag = t.capped > GAMES / 20 ? '  stalls' : a !== b && a === 'balanced' && t.wins[0] <= t.wins[1] ? '  default not ahead' : '';
        const decided = t.games - t.draws;
        const first = decided ? pct(t.firstWins / decided) : '-';
        console.log(`  ${`${a} v ${b}`.padEnd(26)} ${pct(t.wins[0] / GAMES).padStart(4)} ${pct(t.wins[1] / GAMES).padStart(4)} ${pct(t.capped / GAMES).padStart(4)} ${(t.turns / GAMES).toFixed(1).padStart(6)} ${first.padStart(5)}${flag}`);
      }
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
