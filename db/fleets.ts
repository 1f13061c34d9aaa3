import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Fleet } from '@/lib/fleet/fleet';
import type { Db } from './client';
import { fleets } from './schema';

/**
 * Saved fleets. Whoever saves a fleet gets an edit key with it, and only that key changes the fleet under its slug;
 * anyone else with the link can read it and save their own copy. Only a hash of the key is stored, so a leaked
 * database does not hand out the right to rewrite every fleet.
 */
export interface StoredFleet {
  slug: string;
  code: string;
  fleet: Fleet;
  createdAt: string;
  updatedAt: string;
}

/** 32 random bytes, base64url: unguessable, so a fast hash is enough to store it (no password stretching needed). */
export function newEditKey(): string {
  return randomBytes(32).toString('base64url');
}

export function hashEditKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** No look-alikes (0/O, 1/l/I), so a slug read aloud or copied by hand survives. */
const SLUG_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 56^8 ≈ 9.7e13 slugs: collisions stay negligible for any number of fleets this site will hold. */
export const SLUG_LENGTH = 8;
/** Path segments beside `/fleets/[slug]` and `/api/fleets/[slug]` that a slug must never shadow. */
const RESERVED = new Set(['new', 'validate', 'decode', 'print']);
const MAX_ATTEMPTS = 10;

export const SLUG_PATTERN = new RegExp(`^[${SLUG_ALPHABET}]{${SLUG_LENGTH}}$`);

export class SlugExhaustedError extends Error {
  readonly code = 'slug-exhausted';
  constructor(readonly attempts: number) {
    super(`No free slug was found after ${attempts} attempts.`);
    this.name = 'SlugExhaustedError';
  }
}

export function randomSlug(): string {
  let slug = '';
  for (let i = 0; i < SLUG_LENGTH; i++) slug += SLUG_ALPHABET[randomInt(SLUG_ALPHABET.length)];
  return slug;
}

export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug) && !RESERVED.has(slug);
}

/**
 * Stores a fleet under a fresh random slug with a fresh edit key, returned once and never stored. Every save is a new
 * fleet: the same fleet saved by two people is two fleets, each editable by the one who saved it (saving the same
 * fleet again from one browser is prevented by the builder, which updates in place instead). `nextSlug` is
 * injectable so tests can force collisions; the insert itself is the final collision check (primary key), so two
 * concurrent saves cannot share a slug.
 */
export function saveFleet(db: Db, fleet: Fleet, code: string, nextSlug: () => string = randomSlug): StoredFleet & { editKey: string } {
  const createdAt = new Date().toISOString();
  const editKey = newEditKey();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const slug = nextSlug();
    if (!isValidSlug(slug)) continue;
    const inserted = db
      .insert(fleets)
      .values({
        slug,
        code,
        name: fleet.name ?? null,
        ruleset: fleet.ruleset,
        fleetJson: JSON.stringify(fleet),
        createdAt,
        updatedAt: createdAt,
        editKeyHash: hashEditKey(editKey),
      })
      .onConflictDoNothing()
      .run();
    if (inserted.changes === 1) return { slug, code, fleet, createdAt, updatedAt: createdAt, editKey };
  }
  throw new SlugExhaustedError(MAX_ATTEMPTS);
}

export type UpdateOutcome = { ok: true; stored: StoredFleet } | { ok: false; reason: 'not-found' | 'wrong-key' };

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Replaces the fleet under `slug` when `editKey` is the one it was saved with. A fleet saved before edit keys has
 * none, so every key is wrong for it: its link stays as it was, and its owner saves a new copy.
 */
export function updateFleet(db: Db, slug: string, editKey: string, fleet: Fleet, code: string): UpdateOutcome {
  if (!isValidSlug(slug)) return { ok: false, reason: 'not-found' };
  const row = db.select({ createdAt: fleets.createdAt, editKeyHash: fleets.editKeyHash }).from(fleets).where(eq(fleets.slug, slug)).get();
  if (!row) return { ok: false, reason: 'not-found' };
  if (row.editKeyHash === null || !sameHash(row.editKeyHash, hashEditKey(editKey))) return { ok: false, reason: 'wrong-key' };
  const updatedAt = new Date().toISOString();
  db.update(fleets)
    .set({ code, name: fleet.name ?? null, ruleset: fleet.ruleset, fleetJson: JSON.stringify(fleet), updatedAt })
    .where(eq(fleets.slug, slug))
    .run();
  return { ok: true, stored: { slug, code, fleet, createdAt: row.createdAt, updatedAt } };
}

export class CorruptFleetError extends Error {
  readonly code = 'corrupt-fleet';
  constructor(readonly slug: string, detail: string) {
    super(`The saved fleet '${slug}' could not be read: ${detail}`);
    this.name = 'CorruptFleetError';
  }
}

/** The fleet saved under `slug`, or undefined. A stored row that no longer parses is an error, not a missing fleet. */
export function findFleet(db: Db, slug: string): StoredFleet | undefined {
  if (!isValidSlug(slug)) return undefined;
  const row = db.select().from(fleets).where(eq(fleets.slug, slug)).get();
  if (!row) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(row.fleetJson);
  } catch {
    throw new CorruptFleetError(slug, 'its JSON is malformed');
  }
  const parsed = Fleet.safeParse(json);
  if (!parsed.success) throw new CorruptFleetError(slug, parsed.error.issues.map((i) => i.message).join('; '));
  return { slug: row.slug, code: row.code, fleet: parsed.data, createdAt: row.createdAt, updatedAt: row.updatedAt ?? row.createdAt };
}
