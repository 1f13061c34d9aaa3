import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { emptyTally, mergeTally, type Matchup, type Tally } from './run';

/**
 * Splits a simulation's games across worker threads, one per core (a game is pure CPU). Game i is seeded from the
 * request's seed and i, so the split changes nothing but speed. Small runs stay on fewer workers: starting a thread
 * costs more than a few dozen games.
 */
// turbopackIgnore: the bundler must not try to trace a runtime path (it would pull in the whole project).
export const WORKER_FILE = process.env.SIMULATE_WORKER ?? path.join(/* turbopackIgnore: true */ process.cwd(), 'dist', 'simulate.worker.mjs');
const GAMES_PER_WORKER_MIN = 100;

export class SimulationCancelled extends Error {
  constructor() {
    super('The simulation was cancelled.');
    this.name = 'SimulationCancelled';
  }
}

export function workerCount(games: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores, Math.ceil(games / GAMES_PER_WORKER_MIN)));
}

export async function runInWorkers(
  matchup: Matchup,
  games: number,
  options: { onProgress?: (done: number) => void; signal?: AbortSignal; workers?: number } = {},
): Promise<Tally> {
  if (!existsSync(/* turbopackIgnore: true */ WORKER_FILE)) {
    throw new Error(`The simulator's worker is not built: run \`npm run build:worker\` (looked for ${WORKER_FILE}).`);
  }
  if (options.signal?.aborted) throw new SimulationCancelled();
  const n = options.workers ?? workerCount(games);
  const workers: Worker[] = [];
  const stop = () => void Promise.all(workers.map((w) => w.terminate()));
  options.signal?.addEventListener('abort', stop, { once: true });
  let done = 0;
  const total = emptyTally();
  try {
    await Promise.all(
      Array.from({ length: n }, (_, k) => {
        const from = Math.floor((games * k) / n);
        const to = Math.floor((games * (k + 1)) / n);
        return new Promise<void>((resolve, reject) => {
          const worker = new Worker(/* turbopackIgnore: true */ WORKER_FILE, { workerData: { matchup, from, to } });
          workers.push(worker);
          worker.on('message', (m: { type: 'progress'; done: number } | { type: 'tally'; tally: Tally }) => {
            if (m.type === 'progress') {
              done += m.done;
              options.onProgress?.(done);
            } else {
              mergeTally(total, m.tally);
            }
          });
          worker.on('error', reject);
          worker.on('exit', (code) => {
            if (options.signal?.aborted) reject(new SimulationCancelled());
            else if (code === 0) resolve();
            else reject(new Error(`simulation worker exited with code ${code}`));
          });
        });
      }),
    );
  } finally {
    options.signal?.removeEventListener('abort', stop);
    stop();
  }
  return total;
}
