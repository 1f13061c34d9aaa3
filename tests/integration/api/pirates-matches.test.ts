import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as listCards } from '@/app/api/cards/route';
import { POST as saveFleet } from '@/app/api/fleets/route';
import type { Card } from '@/lib/cards/card';
import type { FleetInput } from '@/lib/fleet/fleet';
import type { PiratesView } from '@/lib/pirates/view';
import { scriptedChoice } from '@/tests/fixtures/pirates-script';
import { act, create, inviteOf, join, state } from './match-client';
import { importIntoTempDatabase } from './setup-db';

/** Islands fixed by the scenario (the first two the homes), so the table is built as soon as both fleets are in. */
const RING = [
  { x: 7, y: 11 },
  { x: 7, y: 3 },
  { x: 3, y: 5 },
  { x: 11, y: 5 },
];

let cleanup: () => void = () => {};
let a: FleetInput;
let b: FleetInput;
let slug = '';

beforeAll(async () => {
  ({ cleanup } = importIntoTempDatabase());
  const res = await listCards(new Request(`http://localhost/api/cards?q=${encodeURIComponent('t:ship set:sm pts<=12 masts>=2')}&limit=30`));
  const seen = new Set<string>();
  const ships = ((await res.json()) as { cards: Card[] }).cards.filter((c) => !c.seaCreature && !seen.has(c.pieceKey) && seen.add(c.pieceKey));
  a = { ruleset: 'official', buildTotal: 40, ships: [{ cardId: ships[0].id }, { cardId: ships[1].id }] };
  b = { ruleset: 'official', buildTotal: 40, ships: [{ cardId: ships[2].id }, { cardId: ships[3].id }] };
  const saved = await saveFleet(new Request('http://localhost/api/fleets', { method: 'POST', body: JSON.stringify(a), headers: { 'X-Forwarded-For': '10.9.9.9' } }));
  slug = ((await saved.json()) as { slug: string }).slug;
});
afterAll(() => cleanup());

const viewOf = async (id: string, token?: string) => {
  const { status, body } = await state(id, token);
  expect(status).toBe(200);
  return body as { seq: number; view: PiratesView };
};

describe('Pirates matches through the API', () => {
  it('plays a whole game against the computer: every action from legal is accepted and the computer answers at once', async () => {
    const created = await create({ game: 'pirates', fleet: { slug }, ruleset: 'official', opponent: 'computer', scenario: { maxTurns: 40 } });
    expect(created.status).toBe(201);
    // Against the computer no seat is left to a person: no invite.
    expect(created.body).toMatchObject({ seat: 'A', inviteUrl: null, invites: [] });
    const { matchId: id, token } = created.body;
    let turnsSeen = 0;
    for (let i = 0; i < 3000; i++) {
      const { seq, view } = await viewOf(id, token);
      if (view.over) break;
      // Whenever it is not the person's turn, the computer still owes nothing: it has already played.
      expect(view.toAct).toBe('A');
      const action = scriptedChoice(view);
      const res = await act(id, token, { seq, action });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      if (action.type === 'end-turn') turnsSeen++;
    }
    const { view } = await viewOf(id, token);
    expect(view.over).toBe(true);
    expect(turnsSeen).toBeGreaterThan(1);
  });

  it('answers each bad request with its status, and a refused action changes nothing', async () => {
    expect((await create({ game: 'pirates', fleet: a, ruleset: 'nonsense' })).status).toBe(400);
    expect((await create({ game: 'pirates', fleet: a, ruleset: 'official', scenario: { area: { width: -1, height: 3 } } })).status).toBe(400);
    // Homes closer than the ruleset places islands: 400 naming the island.
    const cramped = await create({ game: 'pirates', fleet: a, ruleset: 'official', scenario: { islands: [{ x: 3, y: 3 }, { x: 4, y: 3 }, { x: 10, y: 10 }] } });
    expect(cramped.status).toBe(400);
    expect(cramped.body.error.issues).toEqual([expect.objectContaining({ path: 'scenario.islands.1' })]);
    // Caribbean Diplomacy is a game of its own on the match service, not a Pirates table.
    const diplomacy = await create({ game: 'pirates', fleet: a, ruleset: 'caribbean-diplomacy' });
    expect(diplomacy.status).toBe(422);
    expect(diplomacy.body.error.message).toMatch(/not played on this table/);
    const illegal = await create({ game: 'pirates', fleet: { ...a, buildTotal: 5 }, ruleset: 'official' });
    expect(illegal.status).toBe(422);
    expect(Object.keys(illegal.body.error).sort()).toEqual(['code', 'issues', 'message']);
    expect(illegal.body.error.issues.length).toBeGreaterThan(0);

    const created = await create({ game: 'pirates', fleet: a, ruleset: 'official', scenario: { islands: RING } });
    const id = created.body.matchId as string;
    expect((await viewOf(id, created.body.token)).view.phase).toBe('waiting');
    expect(created.body.inviteUrl).toMatch(new RegExp(`/matches/${id}\\?invite=[\\w-]{20,}$`));
    expect(created.body.invites).toEqual([{ seat: 'B', inviteUrl: created.body.inviteUrl }]);
    const invite = inviteOf(created.body);
    // The spectate link carries no secret: without the invite, or with a wrong one, no seat.
    expect((await join(id, { fleet: b })).status).toBe(403);
    expect((await join(id, { fleet: b, invite: 'x'.repeat(22) })).status).toBe(403);
    expect((await join(id, { fleet: b, invite }, created.body.token)).status).toBe(403);
    const badJoin = await join(id, { fleet: { ...b, buildTotal: 5 }, invite });
    expect(badJoin.status).toBe(422);
    expect(badJoin.body.error.issues.length).toBeGreaterThan(0);
    const joined = await join(id, { fleet: b, invite });
    expect(joined.status).toBe(200);
    expect(joined.body.seat).toBe('B');
    // A lost answer retried: the same seat and token; another fleet is 409.
    expect(await join(id, { fleet: b, invite })).toEqual(joined);
    expect((await join(id, { fleet: a, invite })).status).toBe(409);

    const tokens: Record<string, string> = { A: created.body.token, B: joined.body.token };
    const { seq, view } = await viewOf(id, tokens.A);
    const mover = view.toAct!;
    const idle = mover === 'A' ? 'B' : 'A';
    const game = view.game!;
    const theirs = game.ships.find((s) => s.owner !== game.active)!;
    expect((await act(id, tokens[idle], { seq, action: { type: 'end-turn' } })).status).toBe(403);
    expect((await act(id, tokens[mover], { seq, action: { type: 'repair', ship: theirs.id } })).status).toBe(403);
    const mine = game.ships.find((s) => s.owner === game.active)!;
    const through = await act(id, tokens[mover], { seq, action: { type: 'move', ship: mine.id, segments: [{ heading: 0, distance: 8 }] } });
    expect(through.status).toBe(422);
    expect(through.body.error.message).toMatch(/base move/);
    expect((await act(id, tokens[mover], { seq: seq - 1, action: { type: 'end-turn' } })).status).toBe(409);
    expect((await act(id, undefined, { seq, action: { type: 'end-turn' } })).status).toBe(401);
    expect((await viewOf(id, tokens.A)).seq).toBe(seq);

    // A restart: a new service over the same database continues with the same state and tokens.
    const before = await viewOf(id, tokens.B);
    (globalThis as { __piratesMatches?: unknown }).__piratesMatches = undefined;
    expect(await viewOf(id, tokens.B)).toEqual(before);
    expect((await act(id, tokens[mover], { seq, action: { type: 'end-turn' } })).status).toBe(200);
  });

  it('shows a spectator no coin\'s worth before it is scored', async () => {
    const created = await create({ game: 'pirates', fleet: a, ruleset: 'official', opponent: 'computer', opponentFleet: b, scenario: { islands: RING } });
    const { view } = await viewOf(created.body.matchId);
    expect(view.you).toBeNull();
    expect(view.legal).toEqual([]);
    expect(view.game!.treasures.filter((t) => 'value' in t && !t.unique)).toEqual([]);
  });
});
