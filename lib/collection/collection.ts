import { z } from 'zod';

/**
 * A player's pieces: for each printing (card id) how many they own and how many they want. Kept in the browser and,
 * when synced, on the server under a secret key (DESIGN.md "Collections").
 *
 * Counts are bounded at 99 per printing: a box of boosters holds a handful of each printing and a dealer's stock a few
 * dozen, so 99 is far above any real count and still stops a typo of 1000 from becoming a "duplicate" in every
 * filter. A collection holds at most MAX_COLLECTION_CARDS printings, above the whole card list (about 2,700), so a
 * complete collection fits and a junk upload does not.
 */
export const MAX_COUNT = 99;
export const MAX_COLLECTION_CARDS = 4000;

export interface Counts {
  owned: number;
  wanted: number;
}

export type Collection = Record<string, Counts>;

const Count = z.number().int().min(0).max(MAX_COUNT);

export const CountsInput = z.strictObject({ owned: Count, wanted: Count.optional() });

/** The body of `PUT /api/collections/{key}` and the answer of every read: wanted may be left out when 0. */
export const CollectionBody = z.strictObject({
  cards: z
    .record(z.string().trim().min(1).max(64), CountsInput)
    .refine((cards) => Object.keys(cards).length <= MAX_COLLECTION_CARDS, `A collection holds at most ${MAX_COLLECTION_CARDS} printings.`),
});
export type CollectionBody = z.infer<typeof CollectionBody>;

export const NO_COUNTS: Counts = { owned: 0, wanted: 0 };

export function countsOf(collection: Collection, id: string): Counts {
  return collection[id] ?? NO_COUNTS;
}

export function clampCount(n: number): number {
  return Math.max(0, Math.min(MAX_COUNT, Math.trunc(n)));
}

/** The collection with one printing's counts changed; a printing neither owned nor wanted is dropped, so "missing" means absent. */
export function withCounts(collection: Collection, id: string, change: Partial<Counts>): Collection {
  const next = { ...countsOf(collection, id), ...change };
  const counts = { owned: clampCount(next.owned), wanted: clampCount(next.wanted) };
  const rest = { ...collection };
  delete rest[id];
  return counts.owned === 0 && counts.wanted === 0 ? rest : { ...rest, [id]: counts };
}

/** The compact form stored and sent: entries with nothing dropped, `wanted` left out when 0. */
export function toBody(collection: Collection): CollectionBody {
  const cards: CollectionBody['cards'] = {};
  for (const [id, { owned, wanted }] of Object.entries(collection)) {
    if (owned === 0 && wanted === 0) continue;
    cards[id] = wanted > 0 ? { owned, wanted } : { owned };
  }
  return { cards };
}

export function fromBody(body: CollectionBody): Collection {
  const collection: Collection = {};
  for (const [id, { owned, wanted = 0 }] of Object.entries(body.cards)) {
    if (owned > 0 || wanted > 0) collection[id] = { owned, wanted };
  }
  return collection;
}
