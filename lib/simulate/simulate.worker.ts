import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { playRange, type Matchup } from './run';
import { WARM_UP_GAMES, warmUpMatchup } from './warm-up';

/**
 * One worker thread of the simulator, kept warm between requests (./worker-pool.ts): for each job it is sent it plays
 * games [from, to) of the matchup, posting progress every 25 games and then its tally, all tagged with the job's id.
 * Bundled to dist/simulate.worker.mjs by scripts/build-worker.ts.
 *
 * The thread runs at the lowest scheduling priority (on Linux a thread's nice value is its own), so a request thread
 * that has work takes a core from the simulations at once: searches stay quick while every core simulates, and
 * simulations still have every core the request thread leaves idle. Before its first job it plays a warm-up
 * (./warm-up.ts) so that job runs at full speed.
 */
export interface Job {
  id: number;
  matchup: Matchup;
  from: number;
  to: number;
}

try {
  setPriority(19);
} catch {
  // A platform that refuses leaves the thread at normal priority: slower searches under load, nothing wrong.
}
playRange(warmUpMatchup(), 0, WARM_UP_GAMES);

parentPort?.on('message', ({ id, matchup, from, to }: Job) => {
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
