import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Card } from '@/lib/cards/card';
import { emptyTally, mergeTally, type Matchup, type Tally } from './run';
import type { Job } from './simulate.worker';
import { REAL_WARM_UP_GAMES, realWarmUpMatchup } from './warm-up';

/**
 * Splits a simulation's games across worker threads, one per core (a game is pure CPU). Game i is seeded from the
 * request's seed and i, so the split changes nothing but speed. The threads are started once and kept warm for the
 * next request: starting one costs more than a few dozen games, which a cold pool paid on every request. Small runs
 * use fewer threads. A thread holds the process open only while it has a job, so a script exits when its work does.
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

type Message = { id: number; type: 'progress'; done: number } | { id: number; type: 'tally'; tally: Tally };

interface Running {
  onProgress: (done: number) => void;
  resolve: (t: Tally) => void;
  reject: (e: unknown) => void;
}

/** A warm thread and the job it runs, if any. */
interface PoolWorker {
  worker: Worker;
  job: number | null;
}

/**
 * Jobs that may wait for a thread, server-wide. Every request shares the one pool, so its threads are the one limit
 * on concurrent simulation work; past this many waiting jobs a new request is turned away (503) instead of queueing
 * for minutes behind others.
 */
export const MAX_WAITING_JOBS = 8;

interface Pool {
  idle: PoolWorker[];
  running: Map<number, { pw: PoolWorker; run: Running }>;
  waiting: { job: Job; run: Running }[];
  nextId: number;
}

/**
 * The one pool of the process, kept on globalThis: Next.js bundles the start-up hook (instrumentation.ts) apart from
 * the route handlers, each with its own copy of this module, so a pool held in module variables was two pools. The
 * threads started and warmed at start-up then sat idle, and the first simulation request started and warmed two
 * more of its own (measured on the production server: that request took 3.7 s, the next ones 0.2-0.3 s).
 */
const POOL_KEY = Symbol.for('pirates.simulationPool');
const pool: Pool = ((globalThis as { [POOL_KEY]?: Pool })[POOL_KEY] ??= { idle: [], running: new Map(), waiting: [], nextId: 1 });
const { idle, running, waiting } = pool;

function retire(pw: PoolWorker): void {
  const i = idle.indexOf(pw);
  if (i >= 0) idle.splice(i, 1);
  void pw.worker.terminate();
}

function start(): PoolWorker {
  const pw: PoolWorker = { worker: new Worker(/* turbopackIgnore: true */ WORKER_FILE), job: null };
  pw.worker.on('message', (m: Message) => {
    const entry = running.get(m.id);
    if (!entry) return;
    if (m.type === 'progress') return entry.run.onProgress(m.done);
    running.delete(m.id);
    pw.job = null;
    entry.run.resolve(m.tally);
    release(pw);
  });
  // A thread that fails takes its job with it and leaves the pool; the next job starts a fresh one.
  const fail = (err: unknown) => {
    retire(pw);
    if (pw.job === null) return;
    const entry = running.get(pw.job);
    running.delete(pw.job);
    pw.job = null;
    entry?.run.reject(err);
  };
  pw.worker.on('error', fail);
  pw.worker.on('exit', (code) => fail(new Error(`simulation worker exited with code ${code}`)));
  return pw;
}

function assign(pw: PoolWorker, job: Job, run: Running): void {
  pw.job = job.id;
  running.set(job.id, { pw, run });
  pw.worker.ref();
  pw.worker.postMessage(job);
}

/** Hands a thread that finished its job the next waiting one, or lets it idle without holding the process open. */
function release(pw: PoolWorker): void {
  const next = waiting.shift();
  if (next) return assign(pw, next.job, next.run);
  pw.worker.unref();
  idle.push(pw);
}

function submit(job: Job, run: Running): void {
  const pw = idle.pop() ?? (running.size + idle.length < availableParallelism() ? start() : null);
  if (pw) assign(pw, job, run);
  else waiting.push({ job, run });
}

/**
 * Starts every thread now, idle and not holding the process open, so each plays its warm-up (./warm-up.ts) before any
 * request needs it: the server calls this at start-up, and the first player's simulation then runs as fast as later
 * ones. Without a built worker it does nothing; the first request says what is missing.
 */
export function prestartPool(): void {
  if (!existsSync(/* turbopackIgnore: true */ WORKER_FILE)) return;
  while (running.size + idle.length < availableParallelism()) {
    const pw = start();
    pw.worker.unref();
    idle.push(pw);
  }
}

/**
 * Has every thread play `games` games of `matchup` (the server's real-fleet warm-up, ./warm-up.ts
 * `realWarmUpMatchup`) and resolves when all have: a player's request that comes meanwhile waits its turn behind it,
 * as behind any other job. A thread that fails leaves the pool as it would in a request; the warm-up is only lost.
 */
export async function warmPool(matchup: Matchup, games: number): Promise<void> {
  const workers = availableParallelism();
  await runInWorkers(matchup, games * workers, { workers }).catch(() => undefined);
}

/**
 * How the server starts its pool (instrumentation.ts), and the benchmark as the server does: every thread started,
 * each playing the invented warm-up, then every thread playing real fleets' games from `cards` when there are any.
 * Resolves once every thread has finished both.
 */
export async function startPool(cards: readonly Card[]): Promise<void> {
  prestartPool();
  const matchup = realWarmUpMatchup(cards);
  if (matchup) await warmPool(matchup, REAL_WARM_UP_GAMES);
}

/** Whether the pool's queue is full, so a new request should be turned away now rather than wait. */
export function poolBusy(): boolean {
  return waiting.length >= MAX_WAITING_JOBS;
}

/** Stops a job: a game in progress cannot be interrupted, so its thread is ended and replaced when next needed. */
function cancel(id: number): void {
  const w = waiting.findIndex((x) => x.job.id === id);
  if (w >= 0) waiting.splice(w, 1);
  const entry = running.get(id);
  if (!entry) return;
  running.delete(id);
  entry.pw.job = null;
  retire(entry.pw);
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
  let done = 0;
  const ids: number[] = [];
  const onProgress = (d: number) => {
    done += d;
    options.onProgress?.(done);
  };
  let stop = () => {};
  const cancelled = new Promise<never>((_, reject) => {
    stop = () => {
      ids.forEach(cancel);
      reject(new SimulationCancelled());
    };
  });
  options.signal?.addEventListener('abort', stop, { once: true });
  try {
    const tallies = Array.from({ length: n }, (_, k) => {
      const job: Job = { id: pool.nextId++, matchup, from: Math.floor((games * k) / n), to: Math.floor((games * (k + 1)) / n) };
      ids.push(job.id);
      return new Promise<Tally>((resolve, reject) => submit(job, { onProgress, resolve, reject }));
    });
    const parts = await Promise.race([Promise.all(tallies), cancelled]);
    const total = emptyTally();
    for (const t of parts) mergeTally(total, t);
    return total;
  } catch (err) {
    ids.forEach(cancel);
    throw err;
  } finally {
    options.signal?.removeEventListener('abort', stop);
  }
}
