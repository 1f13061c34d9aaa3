import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { resolveScenario } from '@/lib/engine/setup/setup';
import { rulesetOf } from '@/lib/rules/registry';
import { crewCard, shipCard } from '@/tests/fixtures/engine';
import { playRange, type Matchup } from './run';
import { REAL_WARM_UP_GAMES, realWarmUps, sampleFleet, SECOND_FLEET, VARIETY_WARM_UP_GAMES, warmUpMatchup } from './warm-up';
import { MAX_REQUESTS, poolBusy, poolThreadIds, prestartPool, runInWorkers, SimulationCancelled, warmPool, WORKER_FILE } from './worker-pool';

/** The warm pool answers as a cold one did: the same games, however many requests came before or were cancelled. */

if (!existsSync(WORKER_FILE)) execFileSync('npm', ['run', 'build:worker'], { stdio: 'pipe' });

const english = [shipCard({ cannons: '3S-3L-3S', move: 'S+L', cargo: 4, faction: 'English' })];
const spanish = [shipCard({ cannons: '3L-3S', move: 'L+L', cargo: 3, faction: 'Spanish' })];
const fleet = (ships: typeof english) => ({ ruleset: 'official' as const, buildTotal: 40, ships: ships.map((s) => ({ cardId: s.id, crew: [] })), crew: [], forts: [], treasure: [] });
const matchup: Matchup = {
  fleets: [fleet(english), fleet(spanish)],
  cards: [...english, ...spanish],
  ruleset: 'official',
  scenario: resolveScenario(undefined, rulesetOf('official').play!.scenario),
  policies: ['balanced', 'balanced'],
  seed: 5,
  alternateHomes: true,
};

/** Fills the pool with `count` long requests (all it takes, by default), each cancelled by `signal`. */
const floodPool = (signal: AbortSignal, count = MAX_REQUESTS) => Promise.all(Array.from({ length: count }, () => runInWorkers(matchup, 100_000, { signal })));

describe('the worker pool', () => {
  it('started ahead of any request (threads warmed on the warm-up matchup), answers the first request in full', async () => {
    prestartPool();
    expect(await runInWorkers(matchup, 300, { workers: 2 })).toEqual(playRange(matchup, 0, 300));
  });

  it('warms up on a matchup that plays whole games of both fleets', () => {
    const tally = playRange(warmUpMatchup(), 0, 20);
    expect(tally.games).toBe(20);
    expect(tally.wins[0] + tally.wins[1]).toBeGreaterThan(0);
  });

  it('warms up on every generic crew keyword, each aboard a ship of its own nation', () => {
    const m = warmUpMatchup();
    const byId = new Map(m.cards.map((c) => [c.id, c]));
    const aboard = m.fleets.flatMap((f) => f.ships.flatMap((s) => s.crew.map((id) => ({ crew: byId.get(id)!, ship: byId.get(s.cardId)! }))));
    expect(new Set(aboard.flatMap(({ crew }) => crew.keywords))).toEqual(new Set(['captain', 'helmsman', 'cannoneer', 'musketeer', 'oarsman', 'shipwright', 'explorer']));
    for (const { crew, ship } of aboard) expect(crew.faction).toBe(ship.faction);
  });

  it('warms up on real fleets when the server has cards: two legal 40-point Pirate fleets, then answers in full', async () => {
    const pirates = [
      shipCard({ faction: 'Pirate', points: 12, cannons: '3S-3L-2S', move: 'S+L', cargo: 5 }),
      shipCard({ faction: 'Pirate', points: 9, cannons: '2L-3S', move: 'L+S', cargo: 4 }),
      shipCard({ faction: 'Pirate', points: 10, cannons: '3S-3S-3L', move: 'S+S', cargo: 4 }),
      shipCard({ faction: 'English', points: 8, cannons: '2S-2S', cargo: 3 }),
    ];
    const generic = (faction: string, points: number, ability: string) => ({ ...crewCard({ faction, points, ability }), generic: true });
    const crew = [generic('Pirate', 3, 'This ship may move and shoot using the same move action.'), generic('Pirate', 2, 'This ship gets +S to her base move.'), generic('English', 1, '')];
    const cards = [...pirates, ...crew];
    // Too few ships of any nation for a second fleet of it: the Pirate games alone.
    const warmUps = realWarmUps(cards);
    expect(warmUps.map((w) => w.games)).toEqual([REAL_WARM_UP_GAMES]);
    const real = warmUps[0].matchup;
    const byId = new Map(cards.map((c) => [c.id, c]));
    expect(real.fleets[0]).toEqual(sampleFleet(cards, 'Pirate'));
    expect(real.fleets[0].ships.map((s) => byId.get(s.cardId)!.faction)).toEqual(['Pirate', 'Pirate', 'Pirate']);
    expect(real.fleets[0].ships.flatMap((s) => s.crew)).toEqual([crew[0].id, crew[1].id]);
    expect(rulesetOf('official').validate(real.fleets[0], (id) => byId.get(id)).legal).toBe(true);
    await warmPool(real, 20);
    expect(await runInWorkers(matchup, 300, { workers: 2 })).toEqual(playRange(matchup, 0, 300));
  });

  it('warms up first on a fleet of each nation with ships enough against the next, then on the Pirate fleets', () => {
    // Nine ships of a nation: the first seven are passed over, as `sim:stalls` passes them for its second fleets (`SECOND_FLEET`).
    const navy = (faction: string) => Array.from({ length: 9 }, () => shipCard({ faction, points: 8, cannons: '3S-3L', cargo: 3 }));
    const french = navy('French');
    const american = navy('American');
    const pirates = [shipCard({ faction: 'Pirate', points: 12, cannons: '3S-3L-2S' }), shipCard({ faction: 'Pirate', points: 9, cannons: '2L-3S' })];
    const cards = [...french, ...american, ...pirates];
    const warmUps = realWarmUps(cards);
    expect(warmUps.map((w) => w.games)).toEqual([VARIETY_WARM_UP_GAMES, VARIETY_WARM_UP_GAMES, REAL_WARM_UP_GAMES]);
    const ships = (w: (typeof warmUps)[number], seat: 0 | 1) => w.matchup.fleets[seat].ships.map((s) => s.cardId);
    expect(ships(warmUps[0], 0)).toEqual(french.slice(SECOND_FLEET.skip).map((c) => c.id));
    expect(ships(warmUps[0], 1)).toEqual(american.slice(SECOND_FLEET.skip).map((c) => c.id));
    expect(ships(warmUps[1], 0)).toEqual(american.slice(SECOND_FLEET.skip).map((c) => c.id));
    expect(ships(warmUps[1], 1)).toEqual(french.slice(SECOND_FLEET.skip).map((c) => c.id));
    expect(ships(warmUps[2], 0)).toEqual(pirates.map((c) => c.id));
    const byId = new Map(cards.map((c) => [c.id, c]));
    for (const w of warmUps) for (const f of w.matchup.fleets) expect(rulesetOf('official').validate(f, (id) => byId.get(id)).legal).toBe(true);
  });

  it('skips the real warm-up when no cards are imported yet', () => {
    expect(realWarmUps([])).toEqual([]);
    expect(realWarmUps(english)).toEqual([]);
  });

  it('gives the in-process tally on every request, the threads kept between them', async () => {
    const expected = playRange(matchup, 0, 300);
    expect(await runInWorkers(matchup, 300, { workers: 2 })).toEqual(expected);
    expect(await runInWorkers(matchup, 300, { workers: 3 })).toEqual(expected);
  });

  it('stops a cancelled request, and answers the next one in full on the same warm threads', async () => {
    prestartPool();
    const before = poolThreadIds();
    const controller = new AbortController();
    let progressAfterCancel = 0;
    const cancelled = runInWorkers(matchup, 50_000, {
      workers: 2,
      signal: controller.signal,
      onProgress: () => (controller.signal.aborted ? progressAfterCancel++ : controller.abort()),
    });
    await expect(cancelled).rejects.toBeInstanceOf(SimulationCancelled);
    expect(await runInWorkers(matchup, 200, { workers: 2 })).toEqual(playRange(matchup, 0, 200));
    // Its threads finished the chunk they were playing and went on: none was replaced by a cold one.
    expect(poolThreadIds()).toEqual(before);
    expect(progressAfterCancel).toBe(0);
  });

  it('is one pool for every copy of its module: the start-up hook and the routes are bundled apart', async () => {
    vi.resetModules();
    const copy = await import('./worker-pool');
    expect(copy.runInWorkers).not.toBe(runInWorkers);
    const controller = new AbortController();
    const flood = floodPool(controller.signal);
    expect(copy.poolBusy()).toBe(true);
    controller.abort();
    await expect(flood).rejects.toBeInstanceOf(SimulationCancelled);
    expect(copy.poolBusy()).toBe(false);
    expect(await copy.runInWorkers(matchup, 200, { workers: 2 })).toEqual(playRange(matchup, 0, 200));
  });

  it('says it is busy once it holds as many requests as it takes, and frees them when they are cancelled', async () => {
    expect(poolBusy()).toBe(false);
    const controller = new AbortController();
    const first = runInWorkers(matchup, 100_000, { signal: controller.signal });
    expect(poolBusy()).toBe(false);
    const flood = Promise.all([first, floodPool(controller.signal, MAX_REQUESTS - 1)]);
    expect(poolBusy()).toBe(true);
    controller.abort();
    await expect(flood).rejects.toBeInstanceOf(SimulationCancelled);
    expect(poolBusy()).toBe(false);
  });

  it('answers a short request while a long one runs, sharing the threads rather than queueing behind it', async () => {
    const controller = new AbortController();
    let longSettled = false;
    const long = runInWorkers(matchup, 100_000, { signal: controller.signal }).finally(() => (longSettled = true));
    expect(await runInWorkers(matchup, 200)).toEqual(playRange(matchup, 0, 200));
    expect(longSettled).toBe(false);
    controller.abort();
    await expect(long).rejects.toBeInstanceOf(SimulationCancelled);
  });

  it('reports progress that only grows and ends at the games asked for, over chunks played on both threads', async () => {
    const seen: number[] = [];
    expect(await runInWorkers(matchup, 1000, { workers: 2, onProgress: (done) => seen.push(done) })).toEqual(playRange(matchup, 0, 1000));
    expect(seen.at(-1)).toBe(1000);
    expect(seen.every((d, i) => i === 0 || d > seen[i - 1])).toBe(true);
  });

  it('plays a run of search a game a chunk on every thread, so its progress moves with each game and it answers as one thread would', async () => {
    const searching: Matchup = { ...matchup, policies: ['search', 'balanced'] };
    const seen: number[] = [];
    expect(await runInWorkers(searching, 4, { onProgress: (done) => seen.push(done) })).toEqual(playRange(searching, 0, 4));
    expect(seen).toEqual([1, 2, 3, 4]);
  });
});
