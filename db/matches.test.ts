import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyGame } from '@/lib/table/game';
import { hiddenCardsGame, type HiddenCardsState } from '@/tests/fixtures/hidden-cards-game';
import { openDatabase, type Db } from './client';
import { createMatchService, hashToken } from './matches';
import { matchSeats } from './schema';

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
    const { matchId, token: north } = before.create('hidden-cards', {});
    const { token: south } = before.join(matchId, { seat: 'south' });
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
