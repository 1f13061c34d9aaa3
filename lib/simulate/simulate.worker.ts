import { parentPort } from 'node:worker_threads';
import { playRange, type Matchup } from './run';

/**
 * One worker thread of the simulator, kept warm between requests (./worker-pool.ts): for each job it is sent it plays
 * games [from, to) of the matchup, posting progress every 25 games and then its tally, all tagged with the job's id.
 * Bundled to dist/simulate.worker.mjs by scripts/build-worker.ts.
 */
export interface Job {
  id: number;
  matchup: Matchup;
  from: number;
  to: number;
}

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
