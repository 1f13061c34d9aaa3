import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as listCards } from '@/app/api/cards/route';
import { GET as getState } from '@/app/api/matches/[id]/state/route';
import type { Card } from '@/lib/cards/card';
import type { FleetInput } from '@/lib/fleet/fleet';
import type { PiratesView } from '@/lib/pirates/view';
import { scriptedChoice } from '@/tests/fixtures/pirates-script';
import { act, auth, BASE, call, create, params, state } from './match-client';
import { importIntoTempDatabase } from './setup-db';

let cleanup: () => void = () => {};
let fleet: FleetInput;

beforeAll(async () => {
  ({ cleanup } = importIntoTempDatabase());
  const res = await listCards(new Request(`http://localhost/api/cards?q=${encodeURIComponent('t:ship set:sm pts<=12 masts>=2')}&limit=30`));
  const seen = new Set<string>();
  const ships = ((await res.json()) as { cards: Card[] }).cards.filter((c) => !c.seaCreature && !seen.has(c.pieceKey) && seen.add(c.pieceKey));
  fleet = { ruleset: 'official', buildTotal: 40, ships: [{ cardId: ships[0].id }, { cardId: ships[1].id }] };
});
afterAll(() => cleanup());

const at = (id: string, seq: string | number, token?: string) =>
  call(getState(new Request(`${BASE}/${id}/state?at=${encodeURIComponent(String(seq))}`, { headers: auth(token) }), params(id)));

describe('GET /api/matches/{id}/state?at=SEQ', () => {
  it('answers each moment as the viewer saw it, names a bad at in its 400, and shows every value once the match is over', async () => {
    const created = await create({ game: 'pirates', fleet, ruleset: 'official', opponent: 'computer', scenario: { maxTurns: 40 } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { matchId: id, token } = created.body as { matchId: string; token: string };
    const seen: { seq: number; view: PiratesView }[] = [];
    for (let i = 0; i < 12; i++) {
      const now = (await state(id, token)).body as { seq: number; view: PiratesView };
      seen.push(now);
      await act(id, token, { seq: now.seq, action: scriptedChoice(now.view) });
    }
    // Each view the seat was sent live is the view of that moment in the replay, while the match goes on.
    for (const live of seen) {
      const replayed = await at(id, live.seq, token);
      expect(replayed.status).toBe(200);
      expect(replayed.body).toEqual({ seq: live.seq, view: live.view });
    }
    const last = ((await state(id, token)).body as { seq: number }).seq;
    for (const bad of ['-1', '1.5', 'x', '', String(last + 1)]) {
      const res = await at(id, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.code).toBe('invalid-at');
      expect(res.body.error.message).toContain(`'at' must be a whole number from 0 to ${last}`);
    }
    // The spectator at the opening: coins lie face down.
    const opening = seen[0].seq;
    const before = (await at(id, opening)).body as { view: PiratesView };
    expect(before.view.game!.treasures.some((t) => 'hidden' in t)).toBe(true);

    const resigned = await act(id, token, { seq: last, action: { type: 'resign' } });
    expect(resigned.status).toBe(200);
    const after = (await at(id, opening)).body as { seq: number; view: PiratesView };
    expect(after.seq).toBe(opening);
    expect(after.view.over).toBe(false);
    expect(after.view.game!.treasures.filter((t) => 'hidden' in t)).toEqual([]);
  });
});
