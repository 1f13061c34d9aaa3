import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyGame } from '@/lib/table/game';
import { hiddenCardsGame, type HiddenCardsState } from '@/tests/fixtures/hidden-cards-game';
import { openDatabase, type Db } from './client';
import { createMatchService, hashToken } from './matches';
import { matchEvents, matches, matchInvites, matchSeats } from './schema';

const games = new Map<string, AnyGame>([[hiddenCardsGame.kind, hiddenCardsGame]]);
const dirs: string[] = [];
const open: Db[] = [];

function tempFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pirates-matches-'));
  dirs.push(dir);
  return path.join(dir, 'matches.db');
}
function connect(file: string): Db {
  const db = openDatabase(file);
  open.push(db);
  return db;
}
afterEach(() => {
  for (const db of open.splice(0)) if (db.$client.open) db.$client.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const hand = (view: unknown, seat: string) => (view as { hands: Record<string, unknown> }).hands[seat] as number;

describe('match service persistence', () => {
  it('continues a match exactly after a restart: a new connection folds the log to the same state and seq', () => {
    const file = tempFile();
    const db = connect(file);
    const before = createMatchService(db, games);
    const { matchId, token: north, invites } = before.create('hidden-cards', {});
    const { token: south } = before.join(matchId, { seat: 'south', invite: invites[0].secret });
    let { seq, view } = before.state(matchId, { kind: 'seat', seat: 'north' });
    ({ seq } = before.act(matchId, north, seq, { type: 'play', card: hand(view, 'north') }));
    before.act(matchId, north, seq, { type: 'note', text: 'bluff next' });
    const seatViews = (s: ReturnType<typeof createMatchService>) =>
      ['north', 'south'].map((seat) => s.state(matchId, { kind: 'seat', seat }));
    const expected = seatViews(before);
    db.$client.close();

    const after = createMatchService(connect(file), games);
    expect(seatViews(after)).toEqual(expected);
    // The tokens still hold their seats, and play goes on from the same seq.
    const southView = after.state(matchId, { kind: 'seat', seat: 'south' });
    const played = after.act(matchId, south, southView.seq, { type: 'play', card: hand(southView.view, 'south') });
    expect(played.seq).toBe(expected[1].seq + 2);
    expect((after.state(matchId, { kind: 'spectator' }).view as HiddenCardsState).played.map((p) => p.seat)).toEqual(['north', 'south']);
  });

  it('says when the match was created and when its last event was written, for a player\'s list of matches', () => {
    let clock = Date.UTC(2026, 10, 28, 9, 0);
    const service = createMatchService(connect(tempFile()), games, { now: () => clock });
    const { matchId, token: north, invites } = service.create('hidden-cards', {});
    clock += 60_000;
    service.join(matchId, { seat: 'south', invite: invites[0].secret });
    clock += 60_000;
    const { seq, view } = service.state(matchId, { kind: 'seat', seat: 'north' });
    service.act(matchId, north, seq, { type: 'play', card: hand(view, 'north') });
    const after = service.state(matchId, { kind: 'spectator' });
    expect(after.startedAt).toBe('2026-11-28T09:00:00.000Z');
    expect(after.lastMoveAt).toBe('2026-11-28T09:02:00.000Z');
  });

  it('stores only a hash of each token', () => {
    const db = connect(tempFile());
    const service = createMatchService(db, games);
    const { matchId, token } = service.create('hidden-cards', {});
    const rows = db.select().from(matchSeats).all();
    expect(rows).toEqual([expect.objectContaining({ matchId, seat: 'north', tokenHash: hashToken(token) })]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sees events another connection appended, as a second server process would', () => {
    const file = tempFile();
    const a = createMatchService(connect(file), games);
    const b = createMatchService(connect(file), games);
    const { matchId, token } = a.create('hidden-cards', {});
    const { seq, view } = b.state(matchId, { kind: 'seat', seat: 'north' });
    b.act(matchId, token, seq, { type: 'play', card: hand(view, 'north') });
    expect(a.state(matchId, { kind: 'spectator' }).seq).toBe(seq + 2);
    expect(() => a.act(matchId, token, seq, { type: 'note', text: 'late' })).toThrow(/moved on/);
  });

  it('answers 409, not 500, when another process writes the same seq while an action is being decided', () => {
    const file = tempFile();
    let race: (() => void) | null = null;
    const racy: AnyGame = {
      ...hiddenCardsGame,
      kind: 'racy',
      act(state, seat, action, rng, now) {
        const other = race;
        race = null;
        other?.();
        return hiddenCardsGame.act(state, seat, action, rng, now);
      },
    };
    const both = new Map<string, AnyGame>([['racy', racy]]);
    const a = createMatchService(connect(file), both);
    const b = createMatchService(connect(file), both);
    const { matchId, token } = a.create('racy', {});
    const { seq } = a.state(matchId, { kind: 'seat', seat: 'north' });
    race = () => b.act(matchId, token, seq, { type: 'note', text: 'first' });
    expect(() => a.act(matchId, token, seq, { type: 'note', text: 'second' })).toThrow(expect.objectContaining({ code: 'stale-seq', status: 409 }));
    // Only the other process's event was written, and this one sees it.
    expect(a.state(matchId, { kind: 'seat', seat: 'north' })).toMatchObject({ seq: seq + 1, view: { notes: ['first'] } });
  });
});

describe('seats by invitation', () => {
  it('gives each open seat an invite, kept only as a hash; the invite alone opens its seat', () => {
    const db = connect(tempFile());
    const service = createMatchService(db, games);
    const { matchId, invites } = service.create('hidden-cards', {});
    expect(invites.map((i) => i.seat)).toEqual(['south']);
    expect(db.select().from(matchInvites).all()).toEqual([{ matchId, seat: 'south', secretHash: hashToken(invites[0].secret) }]);
    const refusals = [{ seat: 'south' }, { seat: 'south', invite: '' }, { seat: 'south', invite: 'x'.repeat(22) }].map((body) => {
      try {
        service.join(matchId, body);
        return null;
      } catch (err) {
        return (err as { status: number }).status;
      }
    });
    expect(refusals).toEqual([403, 403, 403]);
    expect(service.inviteSeat(matchId, invites[0].secret)).toBe('south');
    expect(service.inviteSeat(matchId, 'nope')).toBeNull();
  });

  it('returns the same seat and token to a retried join until the token is used; another body, or later, is 409', () => {
    const service = createMatchService(connect(tempFile()), games);
    const { matchId, token: north, invites } = service.create('hidden-cards', {});
    const invite = invites[0].secret;
    const first = service.join(matchId, { seat: 'south', invite });
    // The answer was lost: the same request again, its keys in another order, gets the same token.
    expect(service.join(matchId, { invite, seat: 'south' })).toEqual(first);
    expect(() => service.join(matchId, { seat: 'south', invite, extra: 1 })).toThrow(expect.objectContaining({ status: 409 }));
    // The creator's token never joins another seat, even with the invite in hand.
    expect(() => service.join(matchId, { seat: 'south', invite }, north)).toThrow(expect.objectContaining({ status: 403 }));
    // Reopening one's own seat with its token needs no invite.
    expect(service.join(matchId, {}, first.token)).toEqual(first);
    // Once used, the token is the seat's alone: the invite's other holder cannot get it back by retrying.
    service.state(matchId, service.viewerOf(matchId, first.token));
    expect(() => service.join(matchId, { seat: 'south', invite })).toThrow(expect.objectContaining({ status: 409 }));
  });

  it('leaves nothing of a create or a join whose opening fails: the transaction holds the seat, the invite and the events', () => {
    const db = connect(tempFile());
    let failOpening = true;
    const fragile: AnyGame = {
      ...hiddenCardsGame,
      kind: 'fragile',
      // The opening waits for both seats, then fails once: a crash at the worst moment of a join.
      start(state, rng) {
        const s = state as HiddenCardsState & { joined?: boolean };
        if (!s.joined || s.hands.north !== null) return [];
        if (failOpening) throw new Error('killed mid-opening');
        return hiddenCardsGame.start(state, rng);
      },
      joined: (_state, _body, free) => ({ ok: true, seat: free[0], events: [{ type: 'noted', seat: free[0], text: 'joined' }] }),
      apply: (state, events) => {
        const next = hiddenCardsGame.apply(state, events) as HiddenCardsState & { joined?: boolean };
        return events.some((e) => (e as { type: string }).type === 'noted') ? { ...next, joined: true } : next;
      },
    };
    const service = createMatchService(db, new Map([['fragile', fragile]]));
    const { matchId, invites } = service.create('fragile', {});
    const invite = invites[0].secret;
    const eventsBefore = db.select().from(matchEvents).all().length;
    expect(() => service.join(matchId, { seat: 'south', invite })).toThrow('killed mid-opening');
    expect(db.select().from(matchSeats).all().map((r) => r.seat)).toEqual(['north']);
    expect(db.select().from(matchEvents).all()).toHaveLength(eventsBefore);
    // The seat is still free and the join goes through whole: seat, joined event and opening together.
    failOpening = false;
    const joined = service.join(matchId, { seat: 'south', invite });
    expect(joined.seat).toBe('south');
    const view = service.state(matchId, { kind: 'seat', seat: 'south' }).view as { hands: Record<string, unknown> };
    expect(view.hands.south).toEqual(expect.any(Number));

    // A creation whose opening fails leaves no match at all.
    const broken: AnyGame = { ...hiddenCardsGame, kind: 'broken', start: () => { throw new Error('killed mid-creation'); } };
    const other = createMatchService(db, new Map([['broken', broken]]));
    const count = db.select().from(matches).all().length;
    expect(() => other.create('broken', {})).toThrow('killed mid-creation');
    expect(db.select().from(matches).all()).toHaveLength(count);
    expect(db.select().from(matchInvites).all()).toHaveLength(1);
  });

  it('begins, on its next read, a match an older version left with both seats filled and no opening', () => {
    const file = tempFile();
    const db = connect(file);
    const service = createMatchService(db, games);
    const { matchId } = service.create('hidden-cards', {});
    // What a crash between the old two transactions left: the opening's events gone.
    db.delete(matchEvents).run();
    const fresh = createMatchService(connect(file), games);
    const { seq, view } = fresh.state(matchId, { kind: 'seat', seat: 'north' });
    expect(seq).toBe(2);
    expect(hand(view, 'north')).toEqual(expect.any(Number));
  });
});
