import { parentPort, workerData } from 'node:worker_threads';
import { playRange, type Matchup } from './run';

/**
 * One worker thread of a simulation: plays games [from, to) of the matchup it is given and posts progress every
 * 25 games, then its tally. Bundled to dist/simulate.worker.mjs by scripts/build-worker.ts.
 */
const { matchup, from, to } = workerData as { matchup: Matchup; from: number; to: number };
let reported = 0;
const tally = playRange(
  matchup,
  from,
  to,
  (done) => {
    parentPort?.postMessage({ type: 'progress', done: done - reported });
    reported = done;
  },
  25,
);
parentPort?.postMessage({ type: 'progress', done: to - from - reported });
parentPort?.postMessage({ type: 'tally', tally });
