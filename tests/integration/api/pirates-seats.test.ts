import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as listCards } from '@/app/api/cards/route';
import type { Card } from '@/lib/cards/card';
import type { FleetInput } from '@/lib/fleet/fleet';
import type { PiratesView } from '@/lib/pirates/view';
import { scriptedChoice } from '@/tests/fixtures/pirates-script';
import { act, create, inviteOf, join, state } from './match-client';
import { importIntoTempDatabase } from './setup-db';

/**
 * Three to six seats at one table through the HTTP API (DESIGN.md "Matches": `seats`, `invites`, resign and draws for
 * N seats), set-up included. 001 is written for any number of players: "Each player rolls a d6 (reroll ties). The
 * player who rolls the highest result is the first player; followed by the next highest-rolling player, and so on."
 */

let cleanup: () => void = () => {};
let small: FleetInput;
let other: FleetInput;

beforeAll(async () => {
  ({ cleanup } = importIntoTempDatabase());
  const res = await listCards(new Request(`http://localhost/api/cards?q=${encodeURIComponent('t:ship set:sm pts<=10 masts>=2')}&limit=30`));
  const seen = new Set<string>();
  const ships = ((await res.json()) as { cards: Card[] }).cards.filter((c) => !c.seaCreature && !seen.has(c.pieceKey) && seen.add(c.pieceKey));
  small = { name: 'One ship', ruleset: 'official', buildTotal: 40, ships: [{ cardId: ships[0].id }] };
  other = { name: 'Another ship', ruleset: 'official', buildTotal: 40, ships: [{ cardId: ships[1].id }] };
});
afterAll(() => cleanup());

const viewOf = async (id: string, token?: string) => {
  const { status, body } = await state(id, token);
  expect(status).toBe(200);
  return body as { seq: number; view: PiratesView };
};

/** Plays the match to its end, each seat's token sending its scripted choice whenever the view says it is to act. */
async function playOut(id: string, tokens: Record<string, string>, maxActions = 4000) {
  const actedBy = new Set<string>();
  for (let i = 0; i < maxActions; i++) {
    const { view: watched } = await viewOf(id);
    if (watched.over) return { view: watched, actedBy };
    const seat = watched.toAct!;
    expect(tokens[seat], `${seat} is to act but is the computer's`).toBeDefined();
    const { seq, view } = await viewOf(id, tokens[seat]);
    const res = await act(id, tokens[seat], { seq, action: scriptedChoice(view) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    actedBy.add(seat);
  }
  throw new Error(`The match was not over after ${maxActions} actions.`);
}

describe('POST /api/matches with seats', () => {
  it("refuses more seats than the ruleset's table holds: 422 naming the limit and the parameter seats", async () => {
    // Crimson Coast's and Daniel's texts are written for two players.
    const crimson = await create({ game: 'pirates', fleet: { ...small, ruleset: 'crimson-coast', buildTotal: 30 }, ruleset: 'crimson-coast', seats: [{ kind: 'computer' }, { kind: 'invite' }] });
    expect(crimson.status).toBe(422);
    expect(crimson.body.error.message).toMatch(/Crimson Coast.*exactly two players.*asks for 3/);
    expect(crimson.body.error.issues).toEqual([expect.objectContaining({ path: 'seats', limit: 2 })]);
    const daniel = await create({ game: 'pirates', fleet: { ...small, ruleset: 'daniel-house', buildTotal: 50 }, ruleset: 'daniel-house', seats: [{ kind: 'invite' }, { kind: 'invite' }] });
    expect(daniel.status).toBe(422);
    expect(daniel.body.error.issues[0]).toMatchObject({ path: 'seats', limit: 2 });
    const seven = await create({ game: 'pirates', fleet: small, ruleset: 'official', seats: Array.from({ length: 6 }, () => ({ kind: 'computer' })) });
    expect(seven.status).toBe(422);
    expect(seven.body.error.message).toMatch(/at most 6 players.*asks for 7/);
    expect(seven.body.error.issues).toEqual([expect.objectContaining({ path: 'seats', limit: 6 })]);
    // A table of one is not a match: the body is malformed, and says where.
    const alone = await create({ game: 'pirates', fleet: small, ruleset: 'official', seats: [] });
    expect(alone.status).toBe(400);
    expect(JSON.stringify(alone.body.error.issues)).toContain('seats');
    // Six is official's table: accepted.
    expect((await create({ game: 'pirates', fleet: small, ruleset: 'official', seats: Array.from({ length: 5 }, () => ({ kind: 'computer' })) })).status).toBe(201);
  });

  it('gives every invited seat its own link, seats each friend by her secret, and begins when every seat is filled', async () => {
    const created = await create({ game: 'pirates', fleet: small, ruleset: 'official', seats: [{ kind: 'invite' }, { kind: 'computer', fleet: other, policy: 'gold-runner' }, { kind: 'invite' }] });
    expect(created.status).toBe(201);
    const { matchId: id, invites, inviteUrl } = created.body as { matchId: string; invites: { seat: string; inviteUrl: string }[]; inviteUrl: string };
    expect(invites.map((i) => i.seat)).toEqual(['B', 'D']);
    // `inviteUrl` alone is seat B's.
    expect(inviteUrl).toBe(invites[0].inviteUrl);
    const waiting = (await viewOf(id)).view;
    expect(waiting.phase).toBe('waiting');
    expect(Object.keys(waiting.seats)).toEqual(['A', 'B', 'C', 'D']);
    // The computer's seat is filled at creation, with the fleet it was given.
    expect(waiting.seats.C).toMatchObject({ filled: true, computer: true, fleetName: 'Another ship' });
    expect(waiting.seats.D).toMatchObject({ filled: false, computer: false });

    const d = await join(id, { fleet: other, invite: inviteOf(created.body, 'D') });
    expect(d.status).toBe(200);
    expect(d.body.seat).toBe('D');
    expect((await viewOf(id)).view.phase).toBe('waiting');
    // D's token never takes B's seat.
    expect((await join(id, { fleet: other, invite: inviteOf(created.body, 'B') }, d.body.token)).status).toBe(403);
    const b = await join(id, { fleet: small, invite: inviteOf(created.body, 'B') });
    expect(b.status).toBe(200);
    expect(b.body.seat).toBe('B');
    const begun = (await viewOf(id)).view;
    expect(begun.phase).toBe('playing');
    expect([...begun.order].sort()).toEqual(['A', 'B', 'C', 'D']);
    // The standard table for four: a home for each seat.
    expect(begun.game!.islands.filter((isl) => isl.home !== -1).map((isl) => isl.home).sort()).toEqual([0, 1, 2, 3]);
    // B's seat is taken: her invite with another fleet is refused (the same body again would be a retry).
    expect((await join(id, { fleet: other, invite: inviteOf(created.body, 'B') })).status).toBe(409);
  });
});

describe('whole games of three and four seats', () => {
  it('plays a three-seat official game by hand, one person and two computer players, from the roll for order to the ranking', async () => {
    const created = await create({
      game: 'pirates',
      fleet: small,
      ruleset: 'official',
      setup: 'by-hand',
      seats: [{ kind: 'computer', policy: 'gold-runner' }, { kind: 'computer', fleet: other }],
      scenario: { maxTurns: 15 },
    });
    expect(created.status).toBe(201);
    expect(created.body.invites).toEqual([]);
    const { matchId: id, token } = created.body;
    const setUp = (await viewOf(id, token)).view;
    expect(setUp.phase).toBe('setup');
    // "three islands per player (ex: … nine islands for three players)".
    expect(setUp.placing!.count).toBe(9);
    expect([...setUp.order].sort()).toEqual(['A', 'B', 'C']);
    const { view, actedBy } = await playOut(id, { A: token });
    expect(actedBy).toEqual(new Set(['A']));
    expect(view.over).toBe(true);
    expect(view.game!.islands.filter((isl) => isl.home !== -1)).toHaveLength(3);
    // A ranking of every seat, best first, the engine's scores; a sole first place is the winner.
    expect(view.ranking.map((r) => r.seat).sort()).toEqual(['A', 'B', 'C']);
    for (let i = 1; i < view.ranking.length; i++) expect(view.ranking[i].score).toBeLessThanOrEqual(view.ranking[i - 1].score);
    const firsts = view.ranking.filter((r) => r.place === 1);
    expect(view.winner).toBe(firsts.length === 1 ? firsts[0].seat : null);
  });

  it('plays a four-seat official game by hand among four people, three of them invited', async () => {
    const created = await create({ game: 'pirates', fleet: small, ruleset: 'official', setup: 'by-hand', seats: [{ kind: 'invite' }, { kind: 'invite' }, { kind: 'invite' }], scenario: { maxTurns: 12 } });
    expect(created.status).toBe(201);
    const tokens: Record<string, string> = { A: created.body.token };
    for (const seat of ['B', 'C', 'D']) {
      const joined = await join(created.body.matchId, { fleet: seat === 'C' ? other : small, invite: inviteOf(created.body, seat) });
      expect(joined.status).toBe(200);
      tokens[joined.body.seat] = joined.body.token;
    }
    const setUp = (await viewOf(created.body.matchId)).view;
    expect(setUp.placing!.count).toBe(12);
    const { view, actedBy } = await playOut(created.body.matchId, tokens);
    // Everyone placed islands and played.
    expect(actedBy).toEqual(new Set(['A', 'B', 'C', 'D']));
    expect(view.ranking).toHaveLength(4);
    expect(view.turn).toBeGreaterThan(4);
  });
});

describe('resigning and draws with more than two seats', () => {
  async function threeFriends() {
    const created = await create({ game: 'pirates', fleet: small, ruleset: 'official', seats: [{ kind: 'invite' }, { kind: 'invite' }] });
    const tokens: Record<string, string> = { A: created.body.token };
    for (const seat of ['B', 'C']) tokens[seat] = (await join(created.body.matchId, { fleet: small, invite: inviteOf(created.body, seat) })).body.token;
    return { id: created.body.matchId as string, tokens };
  }
  const send = async (id: string, token: string, action: unknown) => {
    const { seq } = await viewOf(id, token);
    return act(id, token, { seq, action });
  };

  it("takes a resigning seat's ships out of play and plays on; the last seat left wins", async () => {
    const { id, tokens } = await threeFriends();
    expect((await send(id, tokens.B, { type: 'resign' })).status).toBe(200);
    const after = (await viewOf(id)).view;
    expect(after.over).toBe(false);
    expect(after.seats.B!.left).toBe(true);
    expect(after.game!.ships.filter((s) => s.owner === 1 && s.inPlay)).toEqual([]);
    expect(after.toAct).not.toBe('B');
    // She has left: she may not resign again.
    expect((await send(id, tokens.B, { type: 'resign' })).status).toBe(422);
    expect((await send(id, tokens.C, { type: 'resign' })).status).toBe(200);
    const over = (await viewOf(id)).view;
    expect(over.over).toBe(true);
    expect(over.winner).toBe('A');
  });

  it('agrees a draw only when every seat still playing has accepted', async () => {
    const { id, tokens } = await threeFriends();
    expect((await send(id, tokens.A, { type: 'offer-draw' })).status).toBe(200);
    expect((await send(id, tokens.B, { type: 'accept-draw' })).status).toBe(200);
    const half = (await viewOf(id)).view;
    expect(half.over).toBe(false);
    expect([...half.drawOffers].sort()).toEqual(['A', 'B']);
    expect((await send(id, tokens.C, { type: 'accept-draw' })).status).toBe(200);
    const drawn = (await viewOf(id)).view;
    expect(drawn).toMatchObject({ over: true, winner: null, endReason: 'draw-agreed' });
  });
});
