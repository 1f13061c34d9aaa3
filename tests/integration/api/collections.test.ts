import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as createCollection } from '@/app/api/collections/route';
import { GET as readCollection, PUT as replaceCollection } from '@/app/api/collections/[key]/route';
import { GET as readShared } from '@/app/api/collections/shared/[shareId]/route';
import { GET as searchCards } from '@/app/api/cards/route';
import { importIntoTempDatabase } from './setup-db';

/* Real cards of the imported data: Bonny Kate printed in SM and SMU, Lucky the Parrot (crew). */
const BONNY_KATE = 'SM-PS-025';
const BONNY_KATE_SMU = 'SMU-025';
const LUCKY = 'SM-PC-010';

interface Created {
  key: string;
  shareId: string;
  url: string;
  shareUrl: string;
}

const json = (body: unknown) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

async function create(body?: unknown): Promise<{ status: number; body: Created }> {
  const res = await createCollection(new Request('http://localhost/api/collections', body === undefined ? { method: 'POST' } : json(body)));
  return { status: res.status, body: await res.json() };
}

async function read(key: string) {
  const res = await readCollection(new Request(`http://localhost/api/collections/${key}`), { params: Promise.resolve({ key }) });
  return { status: res.status, body: await res.json() };
}

async function put(key: string, body: unknown) {
  const res = await replaceCollection(new Request(`http://localhost/api/collections/${key}`, { ...json(body), method: 'PUT' }), { params: Promise.resolve({ key }) });
  return { status: res.status, body: await res.json() };
}

async function shared(shareId: string) {
  const res = await readShared(new Request(`http://localhost/api/collections/shared/${shareId}`), { params: Promise.resolve({ shareId }) });
  return { status: res.status, body: await res.json() };
}

async function search(query: string) {
  const res = await searchCards(new Request(`http://localhost/api/cards?${query}`));
  return { status: res.status, body: await res.json() };
}

let cleanup: () => void = () => {};
beforeAll(() => {
  ({ cleanup } = importIntoTempDatabase());
});
afterAll(() => cleanup());

describe('collections API', () => {
  it('creates an empty collection with a secret key, a share id and both links', async () => {
    const { status, body } = await create();
    expect(status).toBe(201);
    expect(body.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.url).toBe(`http://localhost/collection?key=${body.key}`);
    expect(body.shareUrl).toBe(`http://localhost/collection/shared/${body.shareId}`);
    expect((await read(body.key)).body.cards).toEqual({});
  });

  it('creates with cards, replaces them under the key, and reads them back with ids as the card list spells them', async () => {
    const { body: created } = await create({ cards: { [BONNY_KATE]: { owned: 2 } } });
    expect((await read(created.key)).body.cards).toEqual({ [BONNY_KATE]: { owned: 2 } });
    const replaced = await put(created.key, { cards: { 'smu-25': { owned: 1, wanted: 0 }, [LUCKY]: { owned: 0, wanted: 3 } } });
    expect(replaced.status).toBe(200);
    const { status, body } = await read(created.key);
    expect(status).toBe(200);
    expect(body.cards).toEqual({ [BONNY_KATE_SMU]: { owned: 1, wanted: 0 }, [LUCKY]: { owned: 0, wanted: 3 } });
    expect(body.shareId).toBe(created.shareId);
  });

  it('shows the public view read-only: counts, no key', async () => {
    const { body: created } = await create({ cards: { [LUCKY]: { owned: 1, wanted: 1 } } });
    const { status, body } = await shared(created.shareId);
    expect(status).toBe(200);
    expect(body.cards).toEqual({ [LUCKY]: { owned: 1, wanted: 1 } });
    expect(JSON.stringify(body)).not.toContain(created.key);
    // The share id is not a key: it cannot read the private view or write.
    expect((await read(created.shareId)).status).toBe(404);
    expect((await put(created.shareId, { cards: {} })).status).toBe(404);
  });

  it('answers 404, not an empty collection, for a key or share id that does not exist', async () => {
    const wrongKey = 'A'.repeat(43);
    const missing = await read(wrongKey);
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not-found');
    expect((await put(wrongKey, { cards: {} })).status).toBe(404);
    expect((await shared('abcdefghij')).status).toBe(404);
    expect((await search(`q=&collection=${wrongKey}`)).status).toBe(404);
  });

  it('names unknown card ids and bad counts, and changes nothing', async () => {
    const { body: created } = await create({ cards: { [LUCKY]: { owned: 1 } } });
    const unknown = await put(created.key, { cards: { 'XX-999': { owned: 1 }, [BONNY_KATE]: { owned: 1 }, 'ZZ-1': { owned: 2 } } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toMatchObject({ code: 'unknown-cards', unknown: ['XX-999', 'ZZ-1'] });
    const tooMany = await put(created.key, { cards: { [BONNY_KATE]: { owned: 100 } } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.issues[0].path).toBe(`cards.${BONNY_KATE}.owned`);
    expect((await read(created.key)).body.cards).toEqual({ [LUCKY]: { owned: 1 } });
    expect((await create({ cards: { nope: { owned: 1 } } })).status).toBe(422);
  });

  it('lets card search use own and want with a collection, by key or share id, and adds the counts to each card', async () => {
    const { body: created } = await create({ cards: { [BONNY_KATE]: { owned: 2 }, [LUCKY]: { owned: 0, wanted: 1 } } });
    for (const link of [created.key, created.shareId]) {
      const owned = await search(`q=${encodeURIComponent('own>=1')}&collection=${link}`);
      expect(owned.status).toBe(200);
      expect(owned.body.cards.map((c: { id: string; owned: number }) => [c.id, c.owned])).toEqual([[BONNY_KATE, 2]]);
      const wanted = await search(`q=${encodeURIComponent('want>=1')}&collection=${link}`);
      expect(wanted.body.cards.map((c: { id: string; wanted: number }) => [c.id, c.wanted])).toEqual([[LUCKY, 1]]);
    }
    const notOwned = await search(`q=${encodeURIComponent('own=0 "Bonny Kate"')}&collection=${created.key}`);
    expect(notOwned.body.cards.map((c: { id: string }) => c.id)).not.toContain(BONNY_KATE);
  });

  it('refuses own and want without a collection with a 400 naming the field', async () => {
    const { status, body } = await search(`q=${encodeURIComponent('t:ship own>=1')}`);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'invalid-query', reason: 'needs-collection', position: 7 });
    expect(body.error.message).toContain("'own'");
  });
});
