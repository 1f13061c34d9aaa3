import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Card } from '@/lib/cards/card';
import { GET as listCards } from '@/app/api/cards/route';
import { GET as getCard } from '@/app/api/cards/[id]/route';
import { importIntoTempDatabase } from './setup-db';

interface CardList {
  total: number;
  cards: Card[];
}

interface ErrorBody {
  error: { code: string; message: string; position?: number; reason?: string; issues?: unknown[] };
}

async function list(query: string): Promise<{ status: number; body: CardList & ErrorBody }> {
  const res = await listCards(new Request(`http://localhost/api/cards?${query}`));
  return { status: res.status, body: await res.json() };
}

async function one(id: string): Promise<{ status: number; body: Card & ErrorBody }> {
  const res = await getCard(new Request(`http://localhost/api/cards/${id}`), { params: Promise.resolve({ id }) });
  return { status: res.status, body: await res.json() };
}

let cleanup: () => void = () => {};
beforeAll(() => {
  ({ cleanup } = importIntoTempDatabase());
});
afterAll(() => cleanup());

describe('GET /api/cards', () => {
  it('lists every game piece of all sets, 50 at a time by default, each a valid Card', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(2600);
    expect(body.total).toBeLessThan(2800);
    expect(body.cards).toHaveLength(50);
    for (const card of body.cards) expect(() => Card.parse(card)).not.toThrow();
  });

  it('applies field filters: type, faction prefix and set', async () => {
    const { body } = await list(`q=${encodeURIComponent('t:ship n:pirate set:SM')}&limit=200`);
    expect(body.total).toBeGreaterThan(5);
    expect(body.cards.length).toBe(Math.min(200, body.total));
    for (const card of body.cards) {
      expect(card.type).toBe('ship');
      expect(card.faction?.toLowerCase()).toMatch(/^pirate/);
      expect(card.set).toBe('SM');
    }
  });

  it('finds cards by keyword and by points comparison', async () => {
    const schooners = (await list(`q=${encodeURIComponent('k:schooner')}&limit=200`)).body;
    expect(schooners.total).toBeGreaterThan(20);
    for (const card of schooners.cards) expect(card.keywords).toContain('schooner');

    const cheap = (await list(`q=${encodeURIComponent('t:ship pts<=5')}&limit=200`)).body;
    expect(cheap.total).toBeGreaterThan(0);
    for (const card of cheap.cards) expect(card.points).toBeLessThanOrEqual(5);
  });

  it('pages through one ordering without gaps or repeats', async () => {
    const q = `q=${encodeURIComponent('t:ship')}&sort=name`;
    const whole = (await list(`${q}&limit=20&offset=0`)).body;
    const first = (await list(`${q}&limit=10&offset=0`)).body;
    const second = (await list(`${q}&limit=10&offset=10`)).body;
    expect([...first.cards, ...second.cards].map((c) => c.id)).toEqual(whole.cards.map((c) => c.id));
    expect(first.total).toBe(whole.total);

    const past = (await list(`${q}&offset=100000`)).body;
    expect(past).toEqual({ total: whole.total, cards: [] });
  });

  it('sorts by points, highest first when asked', async () => {
    const { body } = await list(`q=${encodeURIComponent('t:ship')}&sort=points&dir=desc&limit=100`);
    const points = body.cards.map((c) => c.points ?? -1);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });

  it('refuses a pasted wall of or-ed words at once with 400, instead of searching for seconds', async () => {
    const wall = Array.from({ length: 2000 }, (_, i) => `word${i}`).join(' or ');
    const { status, body } = await list(`q=${encodeURIComponent(wall)}`);
    expect(status).toBe(400);
    expect(body.error.reason).toBe('query-too-long');
    const many = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' or ');
    const terms = await list(`q=${encodeURIComponent(many)}`);
    expect(terms.status).toBe(400);
    expect(terms.body.error.reason).toBe('too-many-terms');
    expect(terms.body.error.message).toMatch(/at most 32 terms/);
  });

  it('groups results by game piece on request, each with the printings that matched', async () => {
    const all = await list('q=' + encodeURIComponent('!"Bonny Kate"'));
    expect(all.body.cards.map((c) => c.id).sort()).toEqual(['SM-PS-025', 'SMU-025']);
    const res = await listCards(new Request(`http://localhost/api/cards?group=piece&q=${encodeURIComponent('!"Bonny Kate"')}`));
    const grouped = (await res.json()) as CardList & { printings: Record<string, { id: string; set: string }[]> };
    expect(grouped.total).toBe(1);
    expect(grouped.cards).toHaveLength(1);
    expect(grouped.printings[grouped.cards[0].id].map((p) => p.id)).toEqual(['SM-PS-025', 'SMU-025']);
    const ungrouped = await list('q=t:crew');
    const byPiece = await list('q=t:crew&group=piece');
    expect(byPiece.body.total).toBeLessThan(ungrouped.body.total);
    expect((await list('group=printing')).status).toBe(400);
  });

  it('groups only printings of one game piece: the El Fantasmas of other factions and costs are pieces of their own', async () => {
    const res = await listCards(new Request(`http://localhost/api/cards?group=piece&limit=50&q=${encodeURIComponent('!"El Fantasma" t:crew')}`));
    const grouped = (await res.json()) as CardList & { printings: Record<string, { id: string; set: string; faction: string; points: number }[]> };
    const pieces = Object.values(grouped.printings).map((p) => p.map((x) => x.id));
    expect(pieces).toContainEqual(['SM-PC-003', 'SMU-031A']);
    expect(pieces).toContainEqual(['UNR-B003']);
    expect(pieces).toContainEqual(['RF-017']);
    expect(grouped.total).toBe(pieces.length);
    expect(Object.values(grouped.printings).flat().find((p) => p.id === 'SMU-031A')).toEqual({ id: 'SMU-031A', set: 'SMU', faction: 'Pirate', points: 4, pointsAreGold: false });
  });

  it('loads named cards in one request, accepting unpadded and lower-case ids and listing unknown ones', async () => {
    const res = await listCards(new Request('http://localhost/api/cards?ids=smu-57,SM-EC-001,ZZ-404,SMU-057'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { cards: Card[]; missing: string[] };
    expect(body.cards.map((c) => c.id)).toEqual(['SMU-057', 'SM-EC-001']);
    expect(body.missing).toEqual(['ZZ-404']);
  });

  it('refuses an ids list that is empty or longer than 200', async () => {
    const tooMany = Array.from({ length: 201 }, (_, i) => `SM-${i}`).join(',');
    for (const ids of [',,', tooMany]) {
      const res = await listCards(new Request(`http://localhost/api/cards?ids=${ids}`));
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error.code).toBe('invalid-parameters');
    }
  });

  it('answers a query it cannot parse with 400, the position and the reason', async () => {
    const { status, body } = await list(`q=${encodeURIComponent('t:ship foo:bar')}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid-query');
    expect(body.error.reason).toBe('unknown-field');
    expect(body.error.position).toBe(7);
    expect(body.error.message).toMatch(/foo/);

    const unclosed = await list(`q=${encodeURIComponent('(t:ship or t:crew')}`);
    expect(unclosed.status).toBe(400);
    expect(typeof unclosed.body.error.position).toBe('number');
    expect(unclosed.body.error.reason).toBe('unclosed-paren');
  });

  it('answers every bad paging or grouping parameter with 400 naming that parameter and its bound', async () => {
    const cases: [string, string, RegExp][] = [
      ['limit=-1', 'limit', /limit must be a whole number from 1 to 200/],
      ['limit=0', 'limit', /from 1 to 200/],
      ['limit=1e9', 'limit', /from 1 to 200, not '1e9'/],
      ['limit=abc', 'limit', /limit must be a whole number from 1 to 200/],
      ['limit=201', 'limit', /from 1 to 200/],
      ['offset=-3', 'offset', /offset must be a whole number 0 or more/],
      ['offset=ten', 'offset', /offset must be a whole number 0 or more/],
      ['group=printing', 'group', /group must be piece, not 'printing'/],
      ['dir=sideways', 'dir', /dir must be one of asc, desc/],
    ];
    for (const [query, param, message] of cases) {
      const { status, body } = await list(query);
      expect([query, status, body.error.code]).toEqual([query, 400, 'invalid-parameters']);
      expect(body.error.message).toMatch(message);
      expect(body.error.issues).toEqual([{ path: param, message: expect.stringMatching(message) }]);
    }
    expect((await list('limit=200')).body.cards).toHaveLength(200);
    expect((await list('limit=1&offset=5')).body.cards).toHaveLength(1);
  });

  it('rejects an unknown sort with 400 and the issues', async () => {
    const { status, body } = await list('sort=colour');
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid-parameters');
    expect(body.error.message).toMatch(/^sort must be one of name, /);
    expect(body.error.issues?.length).toBe(1);
  });
});

describe('GET /api/cards/{id}', () => {
  it('returns the card', async () => {
    const { status, body } = await one('CC-011');
    expect(status).toBe(200);
    expect(body.id).toBe('CC-011');
    expect(() => Card.parse(body)).not.toThrow();
  });

  it('resolves an id written without zero padding (SMU-57)', async () => {
    const { status, body } = await one('SMU-57');
    expect(status).toBe(200);
    expect(body.id).toBe('SMU-057');
    expect(body.set).toBe('SMU');
  });

  it('answers 404 with the error shape for an unknown id', async () => {
    const { status, body } = await one('NOPE-999');
    expect(status).toBe(404);
    expect(body.error.code).toBe('not-found');
    expect(body.error.message).toMatch(/NOPE-999/);
  });
});
