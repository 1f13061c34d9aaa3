import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getEvents } from '@/app/api/matches/[id]/events/route';
import { GET as getState } from '@/app/api/matches/[id]/state/route';
import { POST as createMatch } from '@/app/api/matches/route';
import { POST as joinMatch } from '@/app/api/matches/[id]/join/route';
import { POST as postAction } from '@/app/api/matches/[id]/actions/route';
import { games } from '@/app/api/matches/_lib/service';
import { hiddenCardsGame } from '@/tests/fixtures/hidden-cards-game';
import { act, BASE, call, create, inviteOf, join, params, state } from './match-client';

/** Reads SSE frames until `count` data frames arrived (or a short wait passed), then closes the stream. */
async function readEvents(res: Response, count: number, during?: () => Promise<unknown>) {
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const frames: { id: number; data: { seq: number; event: Record<string, unknown> } }[] = [];
  let buffer = '';
  const pending = during?.();
  const deadline = Date.now() + 3000;
  while (frames.length < count && Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), 200))]);
    if (chunk === null) continue;
    if (chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const id = block.match(/^id: (\d+)$/m)?.[1];
      const data = block.match(/^data: (.*)$/m)?.[1];
      if (id && data) frames.push({ id: Number(id), data: JSON.parse(data) });
    }
  }
  await pending;
  await reader.cancel();
  return frames;
}
const events = (id: string, query = '', headers: Record<string, string> = {}) =>
  getEvents(new Request(`${BASE}/${id}/events${query}`, { headers }), params(id));

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pirates-matches-api-'));
  process.env.DATABASE_PATH = path.join(dir, 'matches.db');
  games.set(hiddenCardsGame.kind, hiddenCardsGame);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Table {
  id: string;
  north: string;
  south: string;
}
async function newTable(): Promise<Table> {
  const created = await create({ game: 'hidden-cards' });
  expect(created.status).toBe(201);
  const joined = await join(created.body.matchId, { seat: 'south', invite: inviteOf(created.body) });
  expect(joined.status).toBe(200);
  return { id: created.body.matchId, north: created.body.token, south: joined.body.token };
}
const handOf = async (t: Table, seat: 'north' | 'south') => {
  const { body } = await state(t.id, t[seat]);
  return { seq: body.seq as number, card: body.view.hands[seat] as number };
};

describe('POST /api/matches', () => {
  it("creates a match and seats the creator: DESIGN.md's { matchId, seat, token, inviteUrl, invites, spectateUrl }", async () => {
    const { status, body } = await create({ game: 'hidden-cards', firstSeat: 'south' });
    expect(status).toBe(201);
    expect(body).toEqual({
      matchId: expect.stringMatching(/^[a-z0-9]{10}$/),
      seat: 'south',
      token: expect.stringMatching(/^[\w-]{20,}$/),
      inviteUrl: expect.stringMatching(new RegExp(`^http://localhost/matches/${body.matchId}\\?invite=[\\w-]{20,}$`)),
      invites: [{ seat: 'north', inviteUrl: body.inviteUrl }],
      spectateUrl: `http://localhost/matches/${body.matchId}?spectate=1`,
    });
  });

  it('answers 400 to malformed JSON, a missing or unknown game, and a setup the game refuses', async () => {
    expect((await create('{nope')).status).toBe(400);
    expect((await create({ power: 'Spain' })).status).toBe(400);
    const unknown = await create({ game: 'chess' });
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'unknown-game']);
    const badSetup = await create({ game: 'hidden-cards', firstSeat: 'east' });
    expect([badSetup.status, badSetup.body.error.code]).toEqual([400, 'invalid-body']);
    expect(badSetup.body.error.issues[0].path).toBe('firstSeat');
  });
});

describe('POST /api/matches/{id}/join', () => {
  it('claims a seat only with its invite: none or a wrong one 403, a taken seat 409, an unknown match 404', async () => {
    const { body } = await create({ game: 'hidden-cards' });
    const invite = inviteOf(body);
    expect((await join(body.matchId, { seat: 'south' })).status).toBe(403);
    expect((await join(body.matchId, { seat: 'south', invite: invite.slice(1) })).status).toBe(403);
    expect((await join(body.matchId, { seat: 'east', invite })).status).toBe(422);
    const south = await join(body.matchId, { seat: 'south', invite });
    expect(south).toEqual({ status: 200, body: { seat: 'south', token: expect.any(String) } });
    // The same request again (its answer lost) gets the same seat and token; another body finds the seat taken.
    expect(await join(body.matchId, { seat: 'south', invite })).toEqual(south);
    expect((await join(body.matchId, { seat: 'south', invite, fleet: 'other' })).status).toBe(409);
    expect((await join(body.matchId, {})).status).toBe(403);
    expect((await join('nosuchmatch', { seat: 'south', invite })).status).toBe(404);
  });

  it('reopens a seat for the holder of its token (another device), without issuing a new one; a token never takes another seat', async () => {
    const { body } = await create({ game: 'hidden-cards', firstSeat: 'south' });
    const t = { id: body.matchId as string, south: body.token as string };
    expect(await join(t.id, {}, t.south)).toEqual({ status: 200, body: { seat: 'south', token: t.south } });
    expect((await join(t.id, { seat: 'north', invite: inviteOf(body) }, t.south)).status).toBe(403);
    expect((await join(t.id, { seat: 'north', invite: inviteOf(body) }, 'forged-token')).status).toBe(401);
    expect((await join(t.id, { seat: 'north', invite: inviteOf(body) })).status).toBe(200);
  });
});

describe('GET /api/matches/{id}/state', () => {
  it("shows each seat its own secret card and nobody else's; spectators see none", async () => {
    const t = await newTable();
    const north = await state(t.id, t.north);
    const south = await state(t.id, t.south);
    const spectator = await state(t.id);
    expect(north.status).toBe(200);
    expect(north.body.seq).toBe(2);
    const northCard = north.body.view.hands.north;
    expect(south.body.view.hands.south).toEqual(expect.any(Number));
    expect(northCard).toEqual(expect.any(Number));
    expect(north.body.view.hands.south).toEqual({ id: 'south', hidden: true });
    expect(south.body.view.hands.north).toEqual({ id: 'north', hidden: true });
    expect(spectator.body.view.hands).toEqual({ north: { id: 'north', hidden: true }, south: { id: 'south', hidden: true } });
  });

  it('refuses a forged token (401) instead of quietly showing the spectator view, and an unknown match is 404', async () => {
    const t = await newTable();
    expect((await state(t.id, 'A'.repeat(22))).status).toBe(401);
    expect((await call(getState(new Request(`${BASE}/${t.id}/state`, { headers: { Authorization: 'Basic x' } }), params(t.id)))).status).toBe(401);
    expect((await state('nosuchmatch')).status).toBe(404);
  });
});

describe('POST /api/matches/{id}/actions', () => {
  it('plays a legal action (200 with the new seq and the events as this seat sees them)', async () => {
    const t = await newTable();
    const { seq, card } = await handOf(t, 'north');
    const { status, body } = await act(t.id, t.north, { seq, action: { type: 'play', card } });
    expect(status).toBe(200);
    expect(body.seq).toBe(seq + 2);
    expect(body.events[0]).toEqual({ seq: seq + 1, event: { type: 'played', seat: 'north', card } });
    expect(body.events[1].event).toEqual({ type: 'dealt', seat: 'north', card: expect.any(Number) });
    expect((await state(t.id)).body.view.played).toEqual([{ seat: 'north', card }]);
  });

  it('answers every refusal with its status: 401, 401, 403, 409, 422, 400, 404', async () => {
    const t = await newTable();
    const { seq, card } = await handOf(t, 'north');
    const play = { seq, action: { type: 'play', card } };
    const refusals = [
      await act(t.id, undefined, play),
      await act(t.id, 'forged'.padEnd(22, 'x'), play),
      await act(t.id, t.south, { seq, action: { type: 'play', card } }),
      await act(t.id, t.north, { seq: seq - 1, action: { type: 'play', card } }),
      await act(t.id, t.north, { seq, action: { type: 'play', card: card === 1 ? 2 : 1 } }),
      await act(t.id, t.north, { seq, action: { type: 'shuffle' } }),
      await act('nosuchmatch', t.north, play),
    ];
    expect(refusals.map((r) => [r.status, r.body.error.code])).toEqual([
      [401, 'invalid-token'],
      [401, 'invalid-token'],
      [403, 'not-your-turn'],
      [409, 'stale-seq'],
      [422, 'rejected'],
      [400, 'invalid-body'],
      [404, 'unknown-match'],
    ]);
    expect(refusals[4].body.error.message).toBe('You do not hold that card.');
    expect((await act(t.id, t.north, '{')).status).toBe(400);
    expect((await act(t.id, t.north, { action: { type: 'note', text: 'x' } })).status).toBe(400);
    // Nothing refused changed the match.
    expect((await state(t.id)).body.seq).toBe(seq);
  });

  it("refuses another match's token as forged", async () => {
    const a = await newTable();
    const b = await newTable();
    const { seq } = await handOf(a, 'north');
    expect((await act(a.id, b.north, { seq, action: { type: 'note', text: 'hi' } })).status).toBe(401);
  });
});

describe('GET /api/matches/{id}/events', () => {
  it('streams only what each viewer may see: secret draws hidden, private notes absent', async () => {
    const t = await newTable();
    const { seq, card } = await handOf(t, 'north');
    await act(t.id, t.north, { seq, action: { type: 'play', card } });
    await act(t.id, t.north, { seq: seq + 2, action: { type: 'note', text: 'south bluffs' } });
    const northState = (await state(t.id, t.north)).body;
    const southState = (await state(t.id, t.south)).body;
    const newNorthCard = northState.view.hands.north as number;

    const spectator = await readEvents(await events(t.id, '?after=0'), 4);
    const south = await readEvents(await events(t.id, `?token=${t.south}`), 4);
    const north = await readEvents(await events(t.id, '', { Authorization: `Bearer ${t.north}` }), 5);

    expect(north.map((f) => f.id)).toEqual([1, 2, 3, 4, 5]);
    expect(north[4].data.event).toEqual({ type: 'noted', seat: 'north', text: 'south bluffs' });
    expect(north[3].data.event).toEqual({ type: 'dealt', seat: 'north', card: newNorthCard });
    for (const frames of [spectator, south]) {
      expect(frames.map((f) => f.id)).toEqual([1, 2, 3, 4]);
      expect(frames[3].data.event).toEqual({ type: 'dealt', seat: 'north', hidden: true });
      expect(JSON.stringify(frames)).not.toContain('bluffs');
    }
    expect(spectator[1].data.event).toEqual({ type: 'dealt', seat: 'south', hidden: true });
    expect(south[1].data.event).toEqual({ type: 'dealt', seat: 'south', card: southState.view.hands.south });
  });

  it('delivers live events to an open stream and resumes after a reconnect from after= or Last-Event-ID', async () => {
    const t = await newTable();
    const { seq, card } = await handOf(t, 'north');
    const live = await readEvents(await events(t.id, `?after=${seq}`), 2, () => act(t.id, t.north, { seq, action: { type: 'play', card } }));
    expect(live.map((f) => [f.id, f.data.event.type])).toEqual([
      [3, 'played'],
      [4, 'dealt'],
    ]);
    const resumed = await readEvents(await events(t.id, '?after=1', { 'Last-Event-ID': '3' }), 1);
    expect(resumed.map((f) => f.id)).toEqual([4]);
  });

  it('answers 401 to a forged token, 404 to an unknown match and 400 to a bad after', async () => {
    const t = await newTable();
    expect((await events(t.id, '?token=forged')).status).toBe(401);
    expect((await events('nosuchmatch')).status).toBe(404);
    expect((await events(t.id, '?after=-1')).status).toBe(400);
    // Past the log's end a stream would wait for events that may never come: 400 naming the real bound.
    const { seq } = (await state(t.id)).body;
    const far = await events(t.id, '?after=99999999999999999999');
    expect(far.status).toBe(400);
    expect((await far.json()).error.message).toContain(`from 0 to ${seq}`);
    expect((await events(t.id, `?after=${seq + 1}`)).status).toBe(400);
    expect((await events(t.id, '', { 'Last-Event-ID': String(seq + 5) })).status).toBe(400);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once a client has used its burst of creations, joins or actions; other clients go on', async () => {
    const t = await newTable();
    const from = (ip: string, extra: Record<string, string> = {}) => ({ 'X-Forwarded-For': `203.0.113.9, ${ip}`, ...extra });
    const requests = {
      create: (ip: string) => createMatch(new Request(BASE, { method: 'POST', headers: from(ip), body: JSON.stringify({ game: 'hidden-cards' }) })),
      join: (ip: string) => joinMatch(new Request(`${BASE}/${t.id}/join`, { method: 'POST', headers: from(ip), body: '{}' }), params(t.id)),
      act: (ip: string) =>
        postAction(new Request(`${BASE}/${t.id}/actions`, { method: 'POST', headers: from(ip, { Authorization: `Bearer ${t.north}` }), body: JSON.stringify({ seq: 0, action: { type: 'note', text: 'x' } }) }), params(t.id)),
    };
    const saved = { ...process.env };
    try {
      for (const [kind, send] of Object.entries(requests)) {
        process.env[`MATCH_LIMIT_${kind.toUpperCase()}`] = '2/1';
        const answers = [await send('198.51.100.1'), await send('198.51.100.1'), await send('198.51.100.1')];
        expect(answers.slice(0, 2).map((r) => r.status), kind).not.toContain(429);
        expect(answers[2].status, kind).toBe(429);
        expect(answers[2].headers.get('retry-after'), kind).toBe('60');
        expect((await answers[2].json()).error.code).toBe('rate-limited');
        expect((await send('198.51.100.2')).status, kind).not.toBe(429);
      }
    } finally {
      process.env = saved;
    }
  });
});
