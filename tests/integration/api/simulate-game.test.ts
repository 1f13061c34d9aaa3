import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as simulate } from '@/app/api/simulate/route';
import { POST as simulateGame } from '@/app/api/simulate/game/route';
import type { FleetInput } from '@/lib/fleet/fleet';
import type { SimulatedGame } from '@/lib/simulate/game';
import { SimulateResult } from '@/lib/simulate/schema';
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

const headers = () => ({ 'Content-Type': 'application/json', 'X-Forwarded-For': `10.1.0.${Math.floor(Math.random() * 250)}` });
const post = (body: unknown) => simulateGame(new Request('http://localhost/api/simulate/game', { method: 'POST', body: JSON.stringify(body), headers: headers() }));

describe('POST /api/simulate/game', () => {
  it("answers the games the run's results name as worth watching: the first win of each side, the longest", async () => {
    const run = { a, b, games: 60, seed: 31 };
    const res = await simulate(new Request('http://localhost/api/simulate', { method: 'POST', body: JSON.stringify(run), headers: headers() }));
    const result = SimulateResult.parse(await res.json());
    const checks: [number | null, (g: SimulatedGame) => boolean][] = [
      [result.watch.a, (g) => g.winner === 'a'],
      [result.watch.b, (g) => g.winner === 'b'],
      [result.watch.draw, (g) => g.winner === null],
      [result.watch.longest, (g) => g.turns >= result.meanTurns],
    ];
    expect(checks.filter(([i]) => i !== null).length).toBeGreaterThanOrEqual(2);
    for (const [game, holds] of checks) {
      if (game === null) continue;
      const answer = await post({ ...run, game });
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as SimulatedGame;
      expect(Object.keys(body).sort()).toEqual(['ending', 'events', 'game', 'seed', 'turns', 'winner']);
      expect(body).toMatchObject({ game, seed: 31 });
      expect(holds(body), `game ${game}`).toBe(true);
      expect(body.events[0].type).toBe('built');
      expect(body.events.at(-1)).toMatchObject({ type: 'game-over' });
    }
  });

  it('names a bad game or body in its 400 and an illegal fleet in its 422', async () => {
    const outside = await post({ a, b, games: 10, seed: 1, game: 10 });
    expect(outside.status).toBe(400);
    expect(((await outside.json()) as { error: { message: string } }).error.message).toMatch(/^game must be below games/);
    const missing = await post({ a, b, games: 10, seed: 1 });
    expect(missing.status).toBe(400);
    const illegal = await post({ a: { ...a, buildTotal: 5 }, b, games: 10, seed: 1, game: 0 });
    expect(illegal.status).toBe(422);
  });
});
