import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as simulate } from '@/app/api/simulate/route';
import type { FleetInput } from '@/lib/fleet/fleet';
import { SimulateManyResult, SimulateResult } from '@/lib/simulate/schema';
import { MAX_REQUESTS, runInWorkers, SimulationCancelled } from '@/lib/simulate/worker-pool';
import { prepareMatchup } from '@/lib/simulate/prepare';
import { Fleet } from '@/lib/fleet/fleet';
import { serverCardLookup } from '@/app/_lib/card-store';
import { importIntoTempDatabase } from './setup-db';
import { simulateFleets } from './simulate-fleets';

let cleanup: () => void = () => {};
let a: FleetInput;
let b: FleetInput;

beforeAll(async () => {
  ({ cleanup } = importIntoTempDatabase());
  ({ a, b } = await simulateFleets());
});
afterAll(() => cleanup());

function post(body: unknown, accept = 'application/json'): Promise<Response> {
  return simulate(new Request('http://localhost/api/simulate', { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', Accept: accept, 'X-Forwarded-For': `10.0.0.${Math.floor(Math.random() * 250)}` } }));
}

describe('POST /api/simulate', () => {
  it('plays the games and answers with win and draw rates, intervals, gold and turns', async () => {
    const res = await post({ a, b, games: 300, seed: 42 });
    if (res.status !== 200) throw new Error(await res.text());
    const result = SimulateResult.parse(await res.json());
    expect(result.games).toBe(300);
    expect(result.seed).toBe(42);
    expect(result.a.winRate + result.b.winRate + result.drawRate).toBeCloseTo(1, 3);
    expect(result.a.ci95[0]).toBeLessThanOrEqual(result.a.winRate);
    expect(result.a.ci95[1]).toBeGreaterThanOrEqual(result.a.winRate);
    expect(result.meanTurns).toBeGreaterThan(1);
    expect(result.histograms.turns.counts.reduce((x, y) => x + y, 0)).toBe(300);
    expect(result.scenario.islands.length).toBe(6);
  });

  it('gives the same result for the same seed (all but the time taken), and another for another seed', async () => {
    const run = async (seed: number) => SimulateResult.parse(await (await post({ a, b, games: 400, seed })).json());
    const first = await run(7);
    const again = await run(7);
    const other = await run(8);
    expect({ ...again, elapsedMs: 0 }).toEqual({ ...first, elapsedMs: 0 });
    expect({ ...other, elapsedMs: 0, seed: 7 }).not.toEqual({ ...first, elapsedMs: 0 });
  });

  it('says how the games ended and who won them: endings whose counts add up to the games, wins and draws', async () => {
    const res = await post({ a, b, games: 300, seed: 11 });
    const body = (await res.json()) as { endings: Record<string, { games: number; wins: [number, number]; draws: number }> };
    const result = SimulateResult.parse(body);
    const endings = Object.entries(body.endings);
    expect(endings.length).toBeGreaterThan(0);
    for (const [reason, e] of endings) {
      expect(['all-gold-home', 'one-fleet-left', 'no-fleet-left', 'half-the-gold', 'wild-islands-empty', 'turn-cap']).toContain(reason);
      expect(e.wins[0] + e.wins[1] + e.draws).toBe(e.games);
    }
    expect(endings.reduce((n, [, e]) => n + e.games, 0)).toBe(result.games);
    expect(endings.reduce((n, [, e]) => n + e.wins[0], 0)).toBe(Math.round(result.a.winRate * result.games));
    expect(endings.reduce((n, [, e]) => n + e.wins[1], 0)).toBe(Math.round(result.b.winRate * result.games));
    expect(endings.reduce((n, [, e]) => n + e.draws, 0)).toBe(Math.round(result.drawRate * result.games));
    expect(body.endings['turn-cap']?.games ?? 0).toBe(result.turnCapGames);
    const again = (await (await post({ a, b, games: 300, seed: 11 })).json()) as typeof body;
    expect(JSON.stringify(again.endings)).toBe(JSON.stringify(body.endings));
  });

  it('streams progress lines and then the result as ndjson', async () => {
    const res = await post({ a, b, games: 250, seed: 3 }, 'application/x-ndjson');
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await res.text()).trim().split('\n').map((l) => JSON.parse(l));
    const progress = lines.slice(0, -1);
    expect(progress[0]).toEqual({ done: 0, of: 250 });
    expect(progress.at(-1)).toEqual({ done: 250, of: 250 });
    for (let i = 1; i < progress.length; i++) expect(progress[i].done).toBeGreaterThanOrEqual(progress[i - 1].done);
    expect(SimulateResult.parse(lines.at(-1)).games).toBe(250);
  });

  it("answers an illegal fleet with 422 and the validator's violations", async () => {
    const res = await post({ a: { ...a, buildTotal: 5 }, b, games: 10, seed: 1 });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; issues: { fleet: string; rule: string }[] } };
    expect(body.error.code).toBe('illegal-fleet');
    expect(body.error.issues).toContainEqual(expect.objectContaining({ fleet: 'a', rule: 'build-total' }));
  });

  it('refuses games out of bounds, fleets of two rulesets and malformed bodies with 400', async () => {
    for (const games of [0, 100_001, 2.5, 1e308, '10']) {
      const res = await post({ a, b, games, seed: 1 });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('games must be a whole number from 1 to 100,000');
    }
    for (const seed of [-1, 2 ** 32, 1e308]) {
      const res = await post({ a, b, games: 10, seed });
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('seed must be a whole number from 0 to 4,294,967,295');
    }
    const mixed = await post({ a, b: { ...b, ruleset: 'crimson-coast', buildTotal: 30 }, games: 10, seed: 1 });
    expect(mixed.status).toBe(400);
    const bad = await simulate(new Request('http://localhost/api/simulate', { method: 'POST', body: '{not json' }));
    expect(bad.status).toBe(400);
  });

  it('refuses a table no game can be played on with 400 naming the field', async () => {
    const tiny = await post({ a, b, games: 10, seed: 1, scenario: { area: { width: 0.001, height: 0.001 } } });
    expect(tiny.status).toBe(400);
    expect(((await tiny.json()) as { error: { message: string } }).error.message).toMatch(/^scenario\.area: /);
    const offTable = await post({ a, b, games: 10, seed: 1, scenario: { islands: [{ x: 3, y: 3 }, { x: 11, y: 11 }, { x: 199, y: 3 }] } });
    expect(offTable.status).toBe(400);
    expect(((await offTable.json()) as { error: { message: string } }).error.message).toMatch(/^scenario\.islands\.2: /);
  });

  it('answers 429 with Retry-After once a client has used its burst of simulations; other clients go on', async () => {
    // The limit counts before the body is read, so a refused body spends a simulation as a run does.
    const from = (ip: string) => simulate(new Request('http://localhost/api/simulate', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.9, ${ip}` } }));
    const saved = { ...process.env };
    try {
      const byDefault = [];
      for (let i = 0; i < 7; i++) byDefault.push((await from('198.51.100.7')).status);
      expect(byDefault).toEqual([400, 400, 400, 400, 400, 400, 429]);
      process.env.SIMULATE_LIMIT = '2/1';
      const answers = [await from('198.51.100.8'), await from('198.51.100.8'), await from('198.51.100.8')];
      expect(answers.map((r) => r.status)).toEqual([400, 400, 429]);
      expect(answers[2].headers.get('retry-after')).toBe('60');
      expect((await answers[2].json()).error.code).toBe('rate-limited');
      expect((await from('198.51.100.9')).status).toBe(400);
      process.env.SIMULATE_LIMIT = 'off';
      expect((await from('198.51.100.8')).status).toBe(400);
    } finally {
      process.env = saved;
    }
  });

  it('turns a request away with 503 and Retry-After while the shared pool is full, and serves it once it drains', async () => {
    const prepared = prepareMatchup({ a: Fleet.parse(a), b: Fleet.parse(b), games: 100_000, seed: 1 }, serverCardLookup());
    if (!prepared.ok) throw new Error(prepared.message);
    const controller = new AbortController();
    const flood = Promise.all(Array.from({ length: MAX_REQUESTS }, () => runInWorkers(prepared.matchup, 100_000, { signal: controller.signal })));
    const busy = await post({ a, b, games: 10, seed: 1 });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toMatch(/^\d+$/);
    controller.abort();
    await expect(flood).rejects.toBeInstanceOf(SimulationCancelled);
    expect((await post({ a, b, games: 10, seed: 1 })).status).toBe(200);
  });

  it('pits three or four fleets in a free-for-all: each fleet a win rate with its interval, the rates and draws adding up', async () => {
    const c: FleetInput = { ...a, ships: [a.ships![0], b.ships![0]] };
    const d: FleetInput = { ...a, ships: [a.ships![1], b.ships![1]] };
    for (const fleets of [[a, b, c], [a, b, c, d]]) {
      const res = await post({ fleets, games: 60, seed: 3 });
      if (res.status !== 200) throw new Error(await res.text());
      const result = SimulateManyResult.parse(await res.json());
      expect(result.players).toHaveLength(fleets.length);
      expect(result.players.reduce((n, p) => n + p.winRate, 0) + result.drawRate).toBeCloseTo(1, 3);
      for (const p of result.players) {
        expect(p.ci95[0]).toBeLessThanOrEqual(p.winRate);
        expect(p.ci95[1]).toBeGreaterThanOrEqual(p.winRate);
        expect(p.gold.counts.reduce((x, y) => x + y, 0)).toBe(60);
      }
      // 001: "three islands per player".
      expect(result.scenario.islands).toHaveLength(3 * fleets.length);
      for (const e of Object.values(result.endings)) expect(e.wins).toHaveLength(fleets.length);
      expect(Object.values(result.endings).reduce((n, e) => n + e.games, 0)).toBe(60);
    }
  });

  it('answers two fleets sent as fleets exactly as the a and b form, players beside a and b', async () => {
    const pair = SimulateResult.parse(await (await post({ a, b, games: 200, seed: 11 })).json());
    const list = SimulateResult.parse(await (await post({ fleets: [a, b], games: 200, seed: 11 })).json());
    expect({ ...list, elapsedMs: 0 }).toEqual({ ...pair, elapsedMs: 0 });
    expect(pair.players.map((p) => p.winRate)).toEqual([pair.a.winRate, pair.b.winRate]);
  });

  it('refuses more fleets than the ruleset seats with 422 naming the limit, and a body of both forms with 400', async () => {
    const crimson = (f: FleetInput): FleetInput => ({ ...f, ruleset: 'crimson-coast', buildTotal: 30, ships: f.ships!.slice(0, 1) });
    const three = await post({ fleets: [crimson(a), crimson(b), crimson(a)], games: 10, seed: 1 });
    expect(three.status).toBe(422);
    expect((await three.json()).error.message).toMatch(/at most 2 players/);
    const seven = await post({ fleets: [a, b, a, b, a, b, a], games: 10, seed: 1 });
    expect(seven.status).toBe(400);
    expect(JSON.stringify(await seven.json())).toMatch(/fleets must list 2 to 6 fleets/);
    const both = await post({ a, b, fleets: [a, b, a], games: 10, seed: 1 });
    expect(both.status).toBe(400);
    expect(JSON.stringify(await both.json())).toMatch(/either a and b or fleets/);
  });
});
