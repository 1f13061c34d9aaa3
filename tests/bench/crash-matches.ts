import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { numberFlag } from './args';

/**
 * `npm run crash:matches [-- --joins N --creations N --port P]`: kills the match server (kill -9) while it creates
 * matches and while players join them, restarts it, and checks the promise DESIGN.md makes: creating, joining and the
 * opening are one transaction each, so a crash leaves a match not created, waiting, or begun, and a write whose answer
 * arrived is kept.
 *
 * Each round sends one request to the loopback server (tests/bench/match-server.ts: the site's own route handlers over
 * a copy of the card database) and kills the process a random 0-40 ms later: before the request is read, during its
 * transaction, or after the answer. Then, with the server down, it reads the database file itself:
 * - a creation: every match in the file has its creator's seat, its invite rows and its opening's events (a Pirates
 *   match against the computer begins at creation), or is absent; an acknowledged one must be there;
 * - a join: the match's seat B is free with no joined event, or taken with the joined event and the opening.
 * After the restart an acknowledged join's token must hold seat B of a begun match, and the same join sent again must
 * answer the same seat and token (acknowledged or not: a lost answer retried).
 */

const JOINS = numberFlag('--joins', 50);
const CREATIONS = numberFlag('--creations', 50);
const PORT = numberFlag('--port', 3196);
const MAX_KILL_DELAY_MS = 40;
const base = `http://127.0.0.1:${PORT}`;

const fleetA = { ruleset: 'official', buildTotal: 40, ships: [{ cardId: 'SM-PS-025', crew: ['SM-PC-010'] }] };
const fleetB = { ruleset: 'official', buildTotal: 40, ships: [{ cardId: 'SM-ES-009' }] };
/** Islands fixed by the scenario, so a join builds the whole table in its transaction: the longest one there is. */
const islands = [
  { x: 7, y: 11 },
  { x: 7, y: 3 },
  { x: 3, y: 5 },
  { x: 11, y: 5 },
];

const dir = mkdtempSync(path.join(tmpdir(), 'crash-matches-'));
const file = path.join(dir, 'pirates.db');
copyFileSync(process.env.DATABASE_PATH ?? '.data/pirates.db', file);

let server: ChildProcess | null = null;

async function start(): Promise<void> {
  server = spawn('node_modules/.bin/tsx', ['tests/bench/match-server.ts', String(PORT)], {
    env: { ...process.env, DATABASE_PATH: file, MATCH_LIMIT_CREATE: 'off', MATCH_LIMIT_JOIN: 'off', MATCH_LIMIT_ACT: 'off' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    server!.stdout!.on('data', (d: Buffer) => d.toString().includes('match server on') && resolve());
    server!.on('exit', (code) => reject(new Error(`the match server exited (${code}) before listening`)));
  });
  // The first request loads the card list and the route modules: warm them with a fleet refused as illegal (nothing
  // written), so kills land in the work itself.
  await fetch(`${base}/api/matches`, { method: 'POST', body: JSON.stringify({ game: 'pirates', ruleset: 'official', fleet: { ...fleetA, buildTotal: 1 } }) });
}

/** kill -9 of the server and everything it spawned (npx, tsx, node), then waits for it to be gone. */
async function kill(): Promise<void> {
  const s = server!;
  server = null;
  const gone = new Promise((r) => s.once('exit', r));
  process.kill(-s.pid!, 'SIGKILL');
  await gone;
}

type Answer = { status: number; body: Record<string, unknown> } | null;

/** Sends a request and kills the server `delay` ms later; the answer, or null when none arrived before the kill. */
async function underFire(url: string, body: unknown, delay: number): Promise<Answer> {
  const sent = fetch(url, { method: 'POST', body: JSON.stringify(body) })
    .then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }))
    .catch(() => null);
  await new Promise((r) => setTimeout(r, delay));
  await kill();
  return sent;
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const r = await fetch(url, { method: 'POST', body: JSON.stringify(body), headers });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
}

async function stateOf(id: string, token?: string) {
  const r = await fetch(`${base}/api/matches/${id}/state`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: r.status, body: (await r.json()) as { view: { phase: string; you: string | null; seats: Record<string, { filled: boolean }> } } };
}

const failures: string[] = [];
const fail = (message: string) => {
  failures.push(message);
  console.error(`FAIL ${message}`);
};

/** What the database file holds of a match, read while no server runs. */
function onDisk(id: string) {
  const db = new Database(file, { readonly: true });
  try {
    const match = db.prepare('select id from matches where id = ?').get(id);
    const seats = (db.prepare('select seat from match_seats where match_id = ?').all(id) as { seat: string }[]).map((r) => r.seat).sort();
    const invites = (db.prepare('select seat from match_invites where match_id = ?').all(id) as { seat: string }[]).length;
    const types = (db.prepare('select event_json from match_events where match_id = ? order by seq').all(id) as { event_json: string }[]).map(
      (r) => (JSON.parse(r.event_json) as { type: string }).type,
    );
    return { exists: match !== undefined, seats, invites, types };
  } finally {
    db.close();
  }
}

/** Every match in the file: none half-created (no seat, or no opening when it plays the computer). */
function noHalfCreated(): number {
  const db = new Database(file, { readonly: true });
  const rows = db.prepare('select id, setup_json from matches').all() as { id: string; setup_json: string }[];
  db.close();
  for (const { id, setup_json } of rows) {
    const { seats, types, invites } = onDisk(id);
    const computer = (JSON.parse(setup_json) as { opponent?: string }).opponent === 'computer';
    if (!seats.includes('A')) fail(`match ${id} exists without its creator's seat`);
    if (computer && !types.includes('set-up-begun') && !types.includes('built')) fail(`match ${id} against the computer has no opening: stuck`);
    if (!computer && invites !== 1) fail(`match ${id} has ${invites} invite rows, not 1`);
  }
  return rows.length;
}

const tally = { creations: 0, createAcked: 0, createdKept: 0, joins: 0, joinAcked: 0, joinCommittedUnacked: 0, joinNotCommitted: 0, retriesSameToken: 0 };

async function creationRound(): Promise<void> {
  const before = noHalfCreated();
  const answer = await underFire(`${base}/api/matches`, { game: 'pirates', ruleset: 'official', fleet: fleetA, opponent: 'computer', opponentFleet: fleetB }, Math.random() * MAX_KILL_DELAY_MS);
  tally.creations++;
  const after = noHalfCreated();
  if (after < before || after > before + 1) fail(`a creation changed the match count from ${before} to ${after}`);
  await start();
  if (answer?.status === 201) {
    tally.createAcked++;
    const id = String(answer.body.matchId);
    const { status, body } = await stateOf(id, String(answer.body.token));
    if (status !== 200 || body.view.you !== 'A') fail(`acknowledged creation ${id} lost: state ${status}`);
    else if (body.view.phase === 'waiting') fail(`acknowledged creation ${id} is stuck waiting`);
    else tally.createdKept++;
  } else if (answer) fail(`a creation answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

async function joinRound(): Promise<void> {
  const created = await post(`${base}/api/matches`, { game: 'pirates', ruleset: 'official', fleet: fleetA, scenario: { islands } });
  if (created.status !== 201) throw new Error(`could not create a match to join: ${JSON.stringify(created.body)}`);
  const id = String(created.body.matchId);
  const invite = new URL(String(created.body.inviteUrl)).searchParams.get('invite')!;
  const join = { fleet: fleetB, invite };
  const answer = await underFire(`${base}/api/matches/${id}/join`, join, Math.random() * MAX_KILL_DELAY_MS);
  tally.joins++;
  const disk = onDisk(id);
  const taken = disk.seats.includes('B');
  const joined = disk.types.includes('joined');
  const begun = disk.types.includes('built');
  if (taken !== joined || joined !== begun) fail(`join of ${id} half done on disk: seat B ${taken}, joined event ${joined}, opening ${begun}`);
  if (answer && answer.status !== 200) fail(`a join answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  if (answer) tally.joinAcked++;
  else if (taken) tally.joinCommittedUnacked++;
  else tally.joinNotCommitted++;
  if (answer && !taken) fail(`acknowledged join of ${id} not on disk`);
  await start();
  // The same join again: the lost answer recovered, or the join made now.
  const retry = await post(`${base}/api/matches/${id}/join`, join);
  if (retry.status !== 200) fail(`retried join of ${id} answered ${retry.status}: ${JSON.stringify(retry.body)}`);
  else if (answer && retry.body.token !== answer.body.token) fail(`retried join of ${id} got another token than the acknowledged one`);
  else if (taken) tally.retriesSameToken++;
  const token = String((answer ?? retry).body.token);
  const { status, body } = await stateOf(id, token);
  if (status !== 200 || body.view.you !== 'B') fail(`join of ${id}: its token does not hold B (${status})`);
  else if (body.view.phase === 'waiting') fail(`join of ${id}: the match is stuck waiting with both seats filled`);
}

async function main() {
  const started = Date.now();
  await start();
  try {
    const rounds = [...Array<'join'>(JOINS).fill('join'), ...Array<'create'>(CREATIONS).fill('create')].sort(() => Math.random() - 0.5);
    for (const [i, round] of rounds.entries()) {
      if (round === 'join') await joinRound();
      else await creationRound();
      if ((i + 1) % 10 === 0) console.log(`${i + 1}/${rounds.length} rounds, ${failures.length} failures`);
    }
  } finally {
    if (server) await kill();
  }
  const matches = noHalfCreated();
  console.log(
    [
      `kill -9 during ${tally.creations} creations: ${tally.createAcked} acknowledged, ${tally.createdKept} of them found begun after the restart; ${matches} matches on disk, none half-created`,
      `kill -9 during ${tally.joins} joins: ${tally.joinAcked} acknowledged, ${tally.joinCommittedUnacked} committed with the answer lost, ${tally.joinNotCommitted} not committed`,
      `  retried joins that returned the token already committed: ${tally.retriesSameToken}`,
      `${failures.length} failures in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    ].join('\n'),
  );
  rmSync(dir, { recursive: true, force: true });
  if (failures.length) process.exit(1);
}

void main();
