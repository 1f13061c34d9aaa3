import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as saveFleet } from '@/app/api/fleets/route';
import { POST as validateFleet } from '@/app/api/fleets/validate/route';
import { POST as readFleetText } from '@/app/api/fleets/text/route';
import { POST as simulate } from '@/app/api/simulate/route';
import { POST as adjudicate } from '@/app/api/diplomacy/adjudicate/route';
import { POST as createMatch } from '@/app/api/matches/route';
import { POST as joinMatch } from '@/app/api/matches/[id]/join/route';
import { POST as postAction } from '@/app/api/matches/[id]/actions/route';
import { games } from '@/app/api/matches/_lib/service';
import { hiddenCardsGame } from '@/tests/fixtures/hidden-cards-game';
import { create, params } from './match-client';

/**
 * Every route that reads a body refuses one over its limit with 413 before reading it: a declared length is refused
 * with the stream untouched, and an undeclared one is cut off at the first chunk past the limit.
 */
let dir = '';
let match = { id: '', token: '' };
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pirates-body-limits-'));
  process.env.DATABASE_PATH = path.join(dir, 'limits.db');
  games.set(hiddenCardsGame.kind, hiddenCardsGame);
  const created = await create({ game: 'hidden-cards' });
  match = { id: created.body.matchId, token: created.body.token };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Route = (request: Request) => Promise<Response>;
const ROUTES: [string, Route][] = [
  ['/api/fleets', saveFleet],
  ['/api/fleets/validate', validateFleet],
  ['/api/fleets/text', readFleetText],
  ['/api/simulate', simulate],
  ['/api/diplomacy/adjudicate', adjudicate],
  ['/api/matches', createMatch],
  ['/api/matches/{id}/join', (r) => joinMatch(r, params(match.id))],
  ['/api/matches/{id}/actions', (r) => postAction(r, params(match.id))],
];

const MB = 1024 * 1024;

/** 10 MB of JSON-ish bytes in 64 KB chunks, counting what the route pulled. */
function tenMegabytes() {
  const seen = { pulled: 0 };
  const chunk = new TextEncoder().encode('['.padEnd(64 * 1024, ' '));
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled * chunk.byteLength >= 10 * MB) return controller.close();
        seen.pulled++;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { body, seen };
}

const request = (url: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
  new Request(`http://localhost${url}`, {
    method: 'POST',
    body,
    headers: { 'X-Forwarded-For': '10.9.9.9', Authorization: `Bearer ${match.token}`, ...headers },
    duplex: 'half',
  } as RequestInit);

describe.each(ROUTES)('POST %s', (url, route) => {
  it('refuses a declared 10 MB body with 413 without reading any of it', async () => {
    const { body, seen } = tenMegabytes();
    const res = await route(request(url.replace('{id}', match.id), body, { 'Content-Length': String(10 * MB) }));
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatchObject({ code: 'body-too-large', message: expect.stringMatching(/at most \d+ KB/) });
    expect(seen.pulled).toBe(0);
  });

  it('refuses an undeclared 10 MB body with 413 after reading little more than its limit', async () => {
    const { body, seen } = tenMegabytes();
    const res = await route(request(url.replace('{id}', match.id), body, {}));
    expect(res.status).toBe(413);
    expect(seen.pulled * 64 * 1024).toBeLessThan(MB);
  });
});
