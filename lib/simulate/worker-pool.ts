import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Card } from '@/lib/cards/card';
import { emptyTally, goldBinOf, mergeTally, type Matchup, type Tally } from './run';
import type { Job } from './simulate.worker';
import { realWarmUps } from './warm-up';
import { gameWork } from './work';

/**
 * Deals a simulation's games to worker threads, one per core (a game is pure CPU). Game i is seeded from the
 * request's seed and i, so the split changes nothing but speed. The threads are started once and kept warm for the
 * next request: starting one costs more than a few dozen games, which a cold pool paid on every request. Small runs
 * use fewer threads. A thread holds the process open only while it has a chunk to play, so a script exits when its work does.
 */
// turbopackIgnore: the bundler must not try to trace a runtime path (it would pull in the whole project).
export const WORKER_FILE = process.env.SIMULATE_WORKER ?? path.join(/* turbopackIgnore: true */ process.cwd(), 'dist', 'simulate.worker.mjs');
const GAMES_PER_WORKER_MIN = 100;
/**
 * A request is dealt in about this many chunks a thread, each of CHUNK_MIN to CHUNK_MAX games: small enough that the
 * threads end together and a newcomer waits little for a thread (a chunk of the bench's fleets plays in under 0.2 s),
 * large enough that a chunk's two messages cost nothing beside its games.
 */
const CHUNKS_PER_THREAD = 8;
const CHUNK_MIN = 25;
const CHUNK_MAX = 200;

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

/**
 * A request's games, dealt to threads a chunk at a time rather than split into one fixed share per thread: with fixed
 * shares the request waited for the slowest thread, and on this 2-core machine one thread often ran far slower than
 * the other (measured: a 10,000-game run's two halves ended 3.8 s and 6.0 s after they started, one core idle the
 * last third). Dealt in chunks, a thread that finishes early takes the next chunk, and the request ends within a
 * chunk of the work's even split.
 */
interface Request {
  id: number;
  matchup: Matchup;
  games: number;
  /** The first game not yet dealt. */
  next: number;
  chunk: number;
  /** The most threads it may use at once. */
  cap: number;
  done: number;
  total: Tally;
  onProgress: (done: number) => void;
  resolve: (t: Tally) => void;
  reject: (e: unknown) => void;
}

/** A warm thread, the request whose chunk it plays, if any, and the request whose matchup it last received. */
interface PoolWorker {
  worker: Worker;
  request: Request | null;
  holds: number;
}

/**
 * Simulation requests in progress at once, server-wide. Every request shares the one pool, so its threads are the
 * one limit on concurrent simulation work; past this many requests a new one is turned away (503) instead of
 * sharing the threads so thinly that every run takes minutes.
 */
export const MAX_REQUESTS = 8;

interface Pool {
  threads: PoolWorker[];
  /** Unfinished requests, oldest first. */
  requests: Request[];
  nextId: number;
}

/**
 * The one pool of the process, kept on globalThis: Next.js bundles the start-up hook (instrumentation.ts) apart from
 * the route handlers, each with its own copy of this module, so a pool held in module variables was two pools. The
 * threads started and warmed at start-up then sat idle, and the first simulation request started and warmed two
 * more of its own (measured on the production server: that request took 3.7 s, the next ones 0.2-0.3 s).
 */
const POOL_KEY = Symbol.for('pirates.simulationPool');
const pool: Pool = ((globalThis as { [POOL_KEY]?: Pool })[POOL_KEY] ??= { threads: [], requests: [], nextId: 1 });
const { threads, requests } = pool;

function retire(pw: PoolWorker): void {
  const i = threads.indexOf(pw);
  if (i >= 0) threads.splice(i, 1);
  pw.request = null;
  void pw.worker.terminate();
}

/**
 * Ends a request with an error (its cancellation, or a thread of it that failed). Its threads at work are not
 * terminated: each finishes the chunk it is playing (a game in progress cannot be interrupted; a chunk is at most
 * CHUNK_MAX games, a fraction of a second), its messages dropped, and then takes the next request's chunk. Terminated,
 * they were replaced by fresh threads that each played the whole warm-up before their first job: measured on the
 * production server under load, a 400-game request right after a cancelled 100,000-game run took 11.4 s against
 * 0.5 s otherwise, and every player who closed a page mid-run cost the next one that.
 */
function fail(request: Request, err: unknown): void {
  const i = requests.indexOf(request);
  if (i < 0) return;
  requests.splice(i, 1);
  request.reject(err);
  dispatch();
}

function start(): PoolWorker {
  const pw: PoolWorker = { worker: new Worker(/* turbopackIgnore: true */ WORKER_FILE), request: null, holds: 0 };
  threads.push(pw);
  pw.worker.on('message', (m: Message) => {
    const request = pw.request;
    if (!request || m.id !== request.id) return;
    // A request that has ended (cancelled, or failed on another thread) only waits for its chunk to free the thread.
    const live = requests.includes(request);
    if (m.type === 'progress') {
      if (!live) return;
      request.done += m.done;
      return request.onProgress(request.done);
    }
    pw.request = null;
    if (live) {
      mergeTally(request.total, m.tally);
      if (request.next === request.games && atWork(request) === 0) {
        requests.splice(requests.indexOf(request), 1);
        request.resolve(request.total);
      }
    }
    dispatch();
  });
  // A thread that fails takes its request with it and leaves the pool; the next chunk starts a fresh one.
  const failed = (err: unknown) => {
    const request = pw.request;
    retire(pw);
    if (request) fail(request, err);
  };
  pw.worker.on('error', failed);
  pw.worker.on('exit', (code) => failed(new Error(`simulation worker exited with code ${code}`)));
  return pw;
}

/** The threads playing a chunk of `request` now. */
function atWork(request: Request): number {
  let n = 0;
  for (const pw of threads) if (pw.request === request) n++;
  return n;
}

/**
 * Deals a chunk to every free thread, starting threads up to one per core. Each chunk goes to the request with the
 * fewest threads at work that may take one more, the oldest first on a tie, so a request that comes during a long
 * run gets a thread as soon as one finishes its chunk rather than after the whole run. Idle threads do not hold the
 * process open.
 */
function dispatch(): void {
  for (;;) {
    let pick: Request | null = null;
    let pickAtWork = 0;
    for (const r of requests) {
      const n = atWork(r);
      if (r.next < r.games && n < r.cap && (!pick || n < pickAtWork)) {
        pick = r;
        pickAtWork = n;
      }
    }
    if (!pick) break;
    const pw = threads.find((t) => t.request === null) ?? (threads.length < availableParallelism() ? start() : null);
    if (!pw) break;
    const from = pick.next;
    pick.next = Math.min(pick.games, from + pick.chunk);
    pw.request = pick;
    pw.worker.ref();
    // The matchup goes to a thread once a request; its later chunks name the request and reuse it.
    const job: Job = { id: pick.id, matchup: pw.holds === pick.id ? null : pick.matchup, from, to: pick.next };
    pw.holds = pick.id;
    pw.worker.postMessage(job);
  }
  for (const pw of threads) if (pw.request === null) pw.worker.unref();
}

/**
 * Starts every thread now, idle and not holding the process open, so each plays its warm-up (./warm-up.ts) before any
 * request needs it: the server calls this at start-up, and the first player's simulation then runs as fast as later
 * ones. Without a built worker it does nothing; the first request says what is missing.
 */
export function prestartPool(): void {
  if (!existsSync(/* turbopackIgnore: true */ WORKER_FILE)) return;
  while (threads.length < availableParallelism()) start().worker.unref();
}

/**
 * Has every thread play `games` games of `matchup` (one of the server's real-fleet warm-ups, ./warm-up.ts
 * `realWarmUps`) and resolves when all have: a player's request that comes meanwhile waits its turn behind it,
 * as behind any other job. A thread that fails leaves the pool as it would in a request; the warm-up is only lost.
 */
export async function warmPool(matchup: Matchup, games: number): Promise<void> {
  const workers = availableParallelism();
  await runInWorkers(matchup, games * workers, { workers }).catch(() => undefined);
}

/**
 * How the server starts its pool (instrumentation.ts), and the benchmark as the server does: every thread started,
 * each playing the invented warm-up, then every thread playing each of the real fleets' warm-ups from `cards` in
 * turn when there are any. Resolves once every thread has finished them all.
 */
export async function startPool(cards: readonly Card[]): Promise<void> {
  prestartPool();
  for (const { matchup, games } of realWarmUps(cards)) await warmPool(matchup, games);
}

/** The pool's threads by their thread ids, which a thread keeps for its life: a new id is a thread started since. */
export function poolThreadIds(): number[] {
  return threads.map((pw) => pw.worker.threadId);
}

/** Whether the pool has as many requests as it takes, so a new one should be turned away now rather than wait. */
export function poolBusy(): boolean {
  return requests.length >= MAX_REQUESTS;
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
  if (games <= 0) return emptyTally(matchup.fleets.length, goldBinOf(matchup.ruleset));
  // A game of `search` is hundreds of games' work (./work.ts): its runs use every core, a game a chunk, so a
  // cancelled run frees its threads within a game rather than a chunk of minutes.
  const work = gameWork(matchup.policies);
  const cap = options.workers ?? workerCount(games * work);
  const signal = options.signal;
  return new Promise<Tally>((resolve, reject) => {
    const request: Request = {
      id: pool.nextId++,
      matchup,
      games,
      next: 0,
      chunk: work > 1 ? 1 : Math.min(CHUNK_MAX, Math.max(CHUNK_MIN, Math.ceil(games / (cap * CHUNKS_PER_THREAD)))),
      cap,
      done: 0,
      total: emptyTally(matchup.fleets.length, goldBinOf(matchup.ruleset)),
      onProgress: (done) => options.onProgress?.(done),
      resolve: (t) => {
        signal?.removeEventListener('abort', stop);
        resolve(t);
      },
      reject: (e) => {
        signal?.removeEventListener('abort', stop);
        reject(e);
      },
    };
    const stop = () => fail(request, new SimulationCancelled());
    signal?.addEventListener('abort', stop, { once: true });
    requests.push(request);
    dispatch();
  });
}
