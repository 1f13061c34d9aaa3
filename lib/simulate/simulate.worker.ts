import { setPriority } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { playRange, type Matchup } from './run';
import { INLINING_FLAGS } from './inlining';
import { WARM_UP_GAMES, warmUpMatchup } from './warm-up';

/**
 * One worker thread of the simulator, kept warm between requests (./worker-pool.ts): for each chunk of a request it
 * is sent it plays games [from, to) of the request's matchup, posting progress every 25 games and then its tally,
 * all tagged with the request's id. A request's matchup comes with the first chunk the thread plays of it; the later
 * ones send none and reuse that copy, whose pieces (./run.ts) are then read from the cards only once.
 * Bundled to dist/simulate.worker.mjs by scripts/build-worker.ts.
 *
 * The thread runs at the lowest scheduling priority (on Linux a thread's nice value is its own), so a request thread
 * that has work takes a core from the simulations at once: searches stay quick while every core simulates, and
 * simulations still have every core the request thread leaves idle. Before its first job it plays a warm-up
 * (./warm-up.ts) so that job runs at full speed, and before that it widens V8's inlining (./inlining.ts).
 */
export interface Job {
  id: number;
  matchup: Matchup | null;
  from: number;
  to: number;
}

let held: { id: number; matchup: Matchup } | null = null;

// Before any game, so the engine's functions are optimised under them from the first.
for (const flag of INLINING_FLAGS) setFlagsFromString(flag);
try {
  setPriority(19);
} catch {
  // A platform that refuses leaves the thread at normal priority: slower searches under load, nothing wrong.
}
playRange(warmUpMatchup(), 0, WARM_UP_GAMES);

parentPort?.on('message', ({ id, matchup: sent, from, to }: Job) => {
  if (sent) held = { id, matchup: sent };
  if (held?.id !== id) throw new Error(`chunk of request ${id} came without its matchup`);
  const { matchup } = held;
  let reported = 0;
  const tally = playRange(
    matchup,
    from,
    to,
    (done) => {
      parentPort?.postMessage({ id, type: 'progress', done: done - reported });
      reported = done;
    },
    25,
  );
  parentPort?.postMessage({ id, type: 'progress', done: to - from - reported });
  parentPort?.postMessage({ id, type: 'tally', tally });
});
