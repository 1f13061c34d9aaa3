import { createHash, randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CollectionBody } from '@/lib/collection/collection';
import type { Db } from './client';
import { collections } from './schema';

/**
 * Synced collections (DESIGN.md "Collections"). Whoever creates one gets its secret key, the private sync link that
 * reads and replaces it; the share id is a second, public link that only reads. Only a hash of the key is stored,
 * the way fleets store edit keys (db/fleets.ts), and the key is looked up by that hash, so reading the database does
 * not hand out anyone's collection to rewrite.
 */
export interface StoredCollection {
  shareId: string;
  cards: CollectionBody['cards'];
  createdAt: string;
  updatedAt: string;
}

/** 32 random bytes, base64url (43 characters): unguessable, so a plain SHA-256 is enough to store it. */
export function newCollectionKey(): string {
  return randomBytes(32).toString('base64url');
}

export const COLLECTION_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** No look-alikes (0/O, 1/l/I), as fleet slugs; 56^10 share ids leave collisions negligible. */
const SHARE_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const SHARE_LENGTH = 10;
export const SHARE_ID_PATTERN = new RegExp(`^[${SHARE_ALPHABET}]{${SHARE_LENGTH}}$`);
const MAX_ATTEMPTS = 10;

function randomShareId(): string {
  let id = '';
  for (let i = 0; i < SHARE_LENGTH; i++) id += SHARE_ALPHABET[randomInt(SHARE_ALPHABET.length)];
  return id;
}

/** A new collection holding `cards`; the key is returned here once and never stored. */
export function createCollection(db: Db, cards: CollectionBody['cards'], nextShareId: () => string = randomShareId): StoredCollection & { key: string } {
  const now = new Date().toISOString();
  const key = newCollectionKey();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const shareId = nextShareId();
    const inserted = db
      .insert(collections)
      .values({ shareId, keyHash: hashKey(key), cardsJson: JSON.stringify(cards), createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .run();
    if (inserted.changes === 1) return { key, shareId, cards, createdAt: now, updatedAt: now };
  }
  throw new Error(`No free collection share id was found after ${MAX_ATTEMPTS} attempts.`);
}

function fromRow(row: typeof collections.$inferSelect): StoredCollection {
  const parsed = CollectionBody.safeParse({ cards: JSON.parse(row.cardsJson) });
  if (!parsed.success) throw new Error(`The stored collection '${row.shareId}' could not be read: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  return { shareId: row.shareId, cards: parsed.data.cards, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

export function findCollectionByKey(db: Db, key: string): StoredCollection | undefined {
  if (!COLLECTION_KEY_PATTERN.test(key)) return undefined;
  const row = db.select().from(collections).where(eq(collections.keyHash, hashKey(key))).get();
  return row ? fromRow(row) : undefined;
}

export function findCollectionByShareId(db: Db, shareId: string): StoredCollection | undefined {
  if (!SHARE_ID_PATTERN.test(shareId)) return undefined;
  const row = db.select().from(collections).where(eq(collections.shareId, shareId)).get();
  return row ? fromRow(row) : undefined;
}

/** Replaces the cards under `key`; undefined when no collection has that key (never creates one: that is POST's job). */
export function replaceCollection(db: Db, key: string, cards: CollectionBody['cards']): StoredCollection | undefined {
  if (!COLLECTION_KEY_PATTERN.test(key)) return undefined;
  const updatedAt = new Date().toISOString();
  const row = db
    .update(collections)
    .set({ cardsJson: JSON.stringify(cards), updatedAt })
    .where(eq(collections.keyHash, hashKey(key)))
    .returning()
    .get();
  return row ? fromRow(row) : undefined;
}
