import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Fleet } from '@/lib/fleet/fleet';
import type { Db } from './client';
import { fleets } from './schema';

/**
 * Saved fleets. A saved fleet is an immutable snapshot: editing one and saving again makes a new slug,
 * so a link someone shared keeps showing what they shared.
 */
export interface StoredFleet {
  slug: string;
  code: string;
  fleet: Fleet;
  createdAt: string;
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
 * Stores a fleet under a fresh random slug, or returns the slug it already has: saving the same fleet twice (a
 * double click, a friend saving the link they were sent) gives one link, not two. "The same" is the same share
 * code, which encodes the whole canonical fleet, name included. `nextSlug` is injectable so tests can force
 * collisions; the insert itself is the final collision check (primary key), so two concurrent saves cannot share a
 * slug.
 */
export function saveFleet(db: Db, fleet: Fleet, code: string, nextSlug: () => string = randomSlug): StoredFleet {
  const existing = db.select().from(fleets).where(eq(fleets.code, code)).orderBy(fleets.createdAt).limit(1).get();
  if (existing) return { slug: existing.slug, code, fleet, createdAt: existing.createdAt };
  const createdAt = new Date().toISOString();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const slug = nextSlug();
    if (!isValidSlug(slug)) continue;
    const inserted = db
      .insert(fleets)
      .values({ slug, code, name: fleet.name ?? null, ruleset: fleet.ruleset, fleetJson: JSON.stringify(fleet), createdAt })
      .onConflictDoNothing()
      .run();
    if (inserted.changes === 1) return { slug, code, fleet, createdAt };
  }
  throw new SlugExhaustedError(MAX_ATTEMPTS);
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
  return { slug: row.slug, code: row.code, fleet: parsed.data, createdAt: row.createdAt };
}
