import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { percentile } from './percentile';

/**
 * `npm run load:streams`: a bounded loopback load test of the match event streams. By default it plays the tests'
 * hidden-card game; `LOAD_GAME=pirates` plays a Pirates match of two real fleets instead, each seat sending the first
 * action its view lists as legal. `LOAD_URL` names a server already running (`npx tsx tests/bench/match-server.ts
 * PORT`), else it starts tests/bench/match-server.ts (the site's /api/matches route handlers) on `LOAD_PORT` itself,
 * on a copy of the card database for Pirates.
 * It opens `LOAD_STREAMS` (100) spectator streams, posts `LOAD_ACTIONS` (20) actions one after another, and measures
 * for every stream how long each action's first event took from the moment the action was sent. Closes everything and exits on its own, within
 * `LOAD_TIMEOUT_MS` at most.
 */
const STREAMS = Number(process.env.LOAD_STREAMS ?? 100);
const ACTIONS = Number(process.env.LOAD_ACTIONS ?? 20);
const TIMEOUT_MS = Number(process.env.LOAD_TIMEOUT_MS ?? 120_000);
const PORT = Number(process.env.LOAD_PORT ?? 3198);
/** How long to wait for every stream to receive one action's events before counting the rest as missed. */
const PER_ACTION_WAIT_MS = 10_000;

export interface StreamLoadFigures {
  streams: number;
  actions: number;
  samples: number;
  missed: number;
  p50: number;
  p95: number;
  max: number;
  /** Actions accepted per second, each timed from its request to its answer. */
  perSecond: number;
}

type SeatState = { seq: number; view: unknown };

/** The game-specific part: how to open a match, which further seats to claim, and what to do next. */
interface Driver {
  create: Record<string, unknown>;
  join: Record<string, unknown>[];
  /** The next action and which claimed seat (0 the creator's) sends it, from any seat's state it asks for. */
  next(stateOf: (seat: number) => Promise<SeatState>): Promise<{ seat: number; seq: number; action: unknown }>;
}

/** The test suite's hidden-card game on the loopback server: whoever's turn it is plays the card they hold. */
const hiddenCardsDriver: Driver = {
  create: { game: 'hidden-cards' },
  join: [{ seat: 'south' }],
  async next(stateOf) {
    const north = await stateOf(0);
    const turn = (north.view as { turn: string }).turn;
    const seat = turn === 'north' ? 0 : 1;
    const { seq, view } = seat === 0 ? north : await stateOf(1);
    return { seat, seq, action: { type: 'play', card: (view as { hands: Record<string, number> }).hands[turn] } };
  },
};

/** Two small official fleets of real cards, as the e2e tests play them; each seat sends the first action it is offered. */
const piratesDriver: Driver = {
  create: {
    game: 'pirates',
    ruleset: 'official',
    scenario: { maxTurns: 200 },
    fleet: { ruleset: 'official', buildTotal: 40, ships: [{ cardId: 'SM-PS-025', crew: ['SM-PC-010'] }] },
  },
  join: [{ fleet: { ruleset: 'official', buildTotal: 40, ships: [{ cardId: 'SM-ES-009' }] } }],
  async next(stateOf) {
    const a = await stateOf(0);
    const seat = (a.view as { toAct: string }).toAct === 'A' ? 0 : 1;
    const { seq, view } = seat === 0 ? a : await stateOf(1);
    return { seat, seq, action: (view as { legal: unknown[] }).legal[0] };
  },
};

async function waitForServer(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`no server answered at ${url}`);
}

async function json(res: Promise<Response>): Promise<Record<string, unknown>> {
  const r = await res;
  const body = (await r.json()) as Record<string, unknown>;
  if (!r.ok) throw new Error(`${r.url} answered ${r.status}: ${JSON.stringify(body)}`);
  return body;
}

/** One spectator stream: notes when each seq arrived; `ready` resolves once the server has answered. */
function openStream(url: string, signal: AbortSignal, arrivals: Map<number, number>): Promise<void> {
  return new Promise((ready, fail) => {
    fetch(url, { signal })
      .then(async (res) => {
        if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
        ready();
        const decoder = new TextDecoder();
        let buffer = '';
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          const at = performance.now();
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const id = buffer.slice(0, end).match(/^id: (\d+)$/m)?.[1];
            buffer = buffer.slice(end + 2);
            if (id && !arrivals.has(Number(id))) arrivals.set(Number(id), at);
          }
        }
      })
      .catch((err: unknown) => {
        if (!signal.aborted) fail(err);
      });
  });
}

export async function loadStreams(base: string, driver: Driver): Promise<StreamLoadFigures> {
  const created = await json(fetch(`${base}/api/matches`, { method: 'POST', body: JSON.stringify(driver.create) }));
  const matchId = String(created.matchId);
  const tokens = [String(created.token)];
  const invites = created.invites as { inviteUrl: string }[];
  for (const [i, body] of driver.join.entries()) {
    const invite = new URL(invites[i].inviteUrl).searchParams.get('invite');
    tokens.push(String((await json(fetch(`${base}/api/matches/${matchId}/join`, { method: 'POST', body: JSON.stringify({ ...body, invite }) }))).token));
  }
  const stateOf = async (seat: number) =>
    (await json(fetch(`${base}/api/matches/${matchId}/state`, { headers: { Authorization: `Bearer ${tokens[seat]}` } }))) as unknown as SeatState;
  const after = (await stateOf(0)).seq;

  const abort = new AbortController();
  const arrivals = Array.from({ length: STREAMS }, () => new Map<number, number>());
  try {
    await Promise.all(arrivals.map((a) => openStream(`${base}/api/matches/${matchId}/events?after=${after}`, abort.signal, a)));
    const samples: number[] = [];
    let missed = 0;
    let acting = 0;
    for (let i = 0; i < ACTIONS; i++) {
      const { seat, seq, action } = await driver.next(stateOf);
      const sent = performance.now();
      await json(
        fetch(`${base}/api/matches/${matchId}/actions`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${tokens[seat]}` },
          body: JSON.stringify({ seq, action }),
        }),
      );
      acting += performance.now() - sent;
      const firstSeq = seq + 1;
      const until = performance.now() + PER_ACTION_WAIT_MS;
      while (arrivals.some((a) => !a.has(firstSeq)) && performance.now() < until) await new Promise((r) => setTimeout(r, 2));
      for (const a of arrivals) {
        const at = a.get(firstSeq);
        if (at === undefined) missed++;
        else samples.push(at - sent);
      }
    }
    samples.sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      streams: STREAMS,
      actions: ACTIONS,
      samples: samples.length,
      missed,
      p50: round(percentile(samples, 50)),
      p95: round(percentile(samples, 95)),
      max: round(samples[samples.length - 1]),
      perSecond: round(ACTIONS / (acting / 1000)),
    };
  } finally {
    abort.abort();
  }
}

async function main(): Promise<void> {
  let server: ChildProcess | undefined;
  let dbDir: string | undefined;
  let base = process.env.LOAD_URL;
  const timer = setTimeout(() => {
    console.error(`load:streams gave up after ${TIMEOUT_MS} ms`);
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    process.exit(1);
  }, TIMEOUT_MS);
  try {
    const pirates = process.env.LOAD_GAME === 'pirates' || process.argv.includes('--pirates');
    const driver = pirates ? piratesDriver : hiddenCardsDriver;
    if (!base) {
      base = `http://127.0.0.1:${PORT}`;
      // A database of its own, so a load run leaves nothing in the developer's; Pirates reads the cards from a copy.
      dbDir = mkdtempSync(path.join(tmpdir(), 'pirates-load-'));
      const cards = path.resolve(process.env.DATABASE_PATH ?? '.data/pirates.db');
      if (pirates) {
        if (!existsSync(cards)) throw new Error(`LOAD_GAME=pirates needs the card database at ${cards}: run npm run setup first`);
        copyFileSync(cards, path.join(dbDir, 'load.db'));
        // The database runs in WAL mode: pages not yet checkpointed live beside it.
        if (existsSync(`${cards}-wal`)) copyFileSync(`${cards}-wal`, path.join(dbDir, 'load.db-wal'));
      }
      server = spawn('npx', ['tsx', 'tests/bench/match-server.ts', String(PORT)], {
        stdio: 'ignore',
        detached: true,
        env: { ...process.env, DATABASE_PATH: path.join(dbDir, 'load.db') },
      });
    }
    await waitForServer(`${base}/api/matches/none/state`, Date.now() + 60_000);
    const f = await loadStreams(base, driver);
    console.log(
      `${pirates ? 'Pirates' : 'hidden cards'}: ${f.streams} spectator streams, ${f.actions} actions (${f.perSecond} accepted a second): ` +
        `event latency p50 ${f.p50} ms, p95 ${f.p95} ms, max ${f.max} ms (${f.samples} deliveries, ${f.missed} missed)`,
    );
    if (f.missed > 0) process.exitCode = 1;
  } finally {
    clearTimeout(timer);
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    if (dbDir) rmSync(dbDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
