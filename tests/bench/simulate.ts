import { Session } from 'node:inspector/promises';
import { availableParallelism } from 'node:os';
import { loadAllCards } from '@/db/cards';
import { getDb } from '@/db/client';
import type { Fleet } from '@/lib/fleet/fleet';
import { prepareMatchup } from '@/lib/simulate/prepare';
import { lookupOf, playRange } from '@/lib/simulate/run';
import { sampleFleet } from '@/lib/simulate/warm-up';
import { runInWorkers, startPool } from '@/lib/simulate/worker-pool';

/**
 * Games per second for two real 40-point official fleets, through the worker pool as the API runs them: threads
 * started and warmed up as the server starts them (the invented warm-up, then real fleets' games), then a
 * 1,000-game request three times (the first on threads that have only played their warm-ups), then a 10,000-game run
 * twice; what a four-player free-for-all of such fleets costs; and where the time goes in one thread (a CPU profile's self time, grouped by the module it was spent in).
 */
const GAMES = 1000;
const LONG = 10000;
const cards = loadAllCards(getDb());
const lookup = lookupOf(cards);

async function main() {
  const a = sampleFleet(cards, 'English', lookup);
  const b = sampleFleet(cards, 'Spanish', lookup);
  const prepared = prepareMatchup({ a, b, games: GAMES, seed: 1 }, lookup);
  if (!prepared.ok) throw new Error(prepared.message);
  const { matchup } = prepared;
  const names = (f: Fleet) => f.ships.map((s) => `${lookup(s.cardId)?.name} (${s.crew.length} crew)`).join(', ');
  console.log(`fleet a: ${names(a)}\nfleet b: ${names(b)}`);

  const workers = availableParallelism();
  // As the server does at start-up: threads started ahead of any request, each playing its warm-ups.
  await startPool(cards);
  const rates: number[] = [];
  let tally;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    tally = await runInWorkers(matchup, GAMES, { workers });
    rates.push(GAMES / ((performance.now() - started) / 1000));
  }
  // In the order played: the first is what a player's first request of fleets new to the threads gets.
  const median = [...rates].sort((x, y) => x - y)[1];
  console.log(`${GAMES} games on ${workers} worker threads: ${median.toFixed(0)} games/s (median of 3; in order played ${rates.map((r) => r.toFixed(0)).join(', ')}, the first right after start-up)`);
  console.log(`mean turns ${(tally!.turns / tally!.games).toFixed(1)}, a wins ${tally!.wins[0]}, b wins ${tally!.wins[1]}, draws ${tally!.draws}`);
  const long = prepareMatchup({ a, b, games: LONG, seed: 1 }, lookup);
  if (!long.ok) throw new Error(long.message);
  const longRates: number[] = [];
  let longTally;
  for (let run = 0; run < 2; run++) {
    const started = performance.now();
    longTally = await runInWorkers(long.matchup, LONG, { workers });
    longRates.push(LONG / ((performance.now() - started) / 1000));
  }
  // Game turns a second as well: a change that makes games longer or shorter moves games/s without the engine doing
  // each turn's work any faster or slower, so turns/s is what compares two trees whose games differ.
  const turnsPerGame = longTally!.turns / longTally!.games;
  console.log(
    `${LONG} games on ${workers} worker threads: ${Math.max(...longRates).toFixed(0)} games/s (best of 2; runs ${longRates.map((r) => r.toFixed(0)).join(', ')}), ` +
      `${(Math.max(...longRates) * turnsPerGame).toFixed(0)} game turns/s at ${turnsPerGame.toFixed(1)} turns a game`,
  );

  // What a four-player official free-for-all costs: two more fleets of the same kind, on the table grown for four.
  const c = sampleFleet(cards, 'Pirate', lookup);
  const d = sampleFleet(cards, 'French', lookup, { set: null, skip: 0 });
  const four = prepareMatchup({ fleets: [a, b, c, d], games: GAMES, seed: 1 }, lookup);
  if (!four.ok) throw new Error(four.message);
  const fourRates: number[] = [];
  let fourTally;
  for (let run = 0; run < 2; run++) {
    const started = performance.now();
    fourTally = await runInWorkers(four.matchup, GAMES, { workers });
    fourRates.push(GAMES / ((performance.now() - started) / 1000));
  }
  const fourTurns = fourTally!.turns / fourTally!.games;
  console.log(
    `four fleets (${names(c)}; ${names(d)} beside a and b), ${GAMES} games: ${Math.max(...fourRates).toFixed(0)} games/s (best of 2), ` +
      `${fourTurns.toFixed(1)} rounds a game, ${(Math.max(...longRates) / Math.max(...fourRates)).toFixed(1)}× the time of a two-fleet game`,
  );

  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const started = performance.now();
  playRange(matchup, 0, GAMES);
  const inProcess = GAMES / ((performance.now() - started) / 1000);
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  console.log(`one thread, in process (TypeScript through tsx, unbundled): ${inProcess.toFixed(0)} games/s`);

  const groups: [string, RegExp][] = [
    ['computer player (lib/ai)', /lib\/ai\//],
    ['geometry (hull, geometry, line of fire)', /engine\/(hull|geometry|shoot)/],
    ['rules and state updates (game, check, movement, combat, treasure, turn, events)', /engine\/(game|play|check|movement|combat|treasure|turn|events|state)/],
    ['set-up (fleets, abilities, islands)', /engine\/(setup|abilities)|lib\/rules|cards\//],
  ];
  const self = new Map<string, number>();
  const delta = new Map<number, number>();
  profile.samples?.forEach((id, i) => delta.set(id, (delta.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
  let total = 0;
  for (const node of profile.nodes) {
    const t = delta.get(node.id) ?? 0;
    if (node.callFrame.functionName === '(idle)') continue;
    total += t;
    const group = groups.find(([, re]) => re.test(node.callFrame.url))?.[0] ?? 'other (runtime, garbage collection, module glue)';
    self.set(group, (self.get(group) ?? 0) + t);
  }
  console.log('where the time goes (self time):');
  for (const [group, t] of [...self].sort((x, y) => y[1] - x[1])) console.log(`  ${((100 * t) / total).toFixed(1).padStart(5)}%  ${group}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
