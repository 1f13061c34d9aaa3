import { CollectionBody, MAX_COLLECTION_CARDS } from '@/lib/collection/collection';
import type { StoredCollection } from '@/db/collections';
import { ApiError } from '@/app/_lib/api-error';
import { findStoredCard } from '@/app/_lib/card-store';
import { readBodyText, readJsonBody } from '@/app/_lib/json-body';
import { publicUrl } from '@/app/_lib/public-origin';
import { clientKey, RateLimiter } from '@/app/_lib/rate-limit';

/** A whole card list's worth of entries (about 40 bytes each) fits with room to spare; anything larger is junk. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * Syncing follows a player's taps (the page sends at most one write a couple of seconds after the last change), so
 * a minute of steady clicking stays far inside this; a script writing in a loop is slowed to one write a second.
 */
export const collectionWriteLimiter = new RateLimiter({ burst: 30, perMinute: 60 });

export function rateLimited(request: Request): Response | null {
  const allowed = collectionWriteLimiter.take(clientKey(request));
  if (allowed.ok) return null;
  const response = new ApiError(429, 'rate-limited', `Too many collection writes; try again in ${allowed.retryAfterSeconds} s.`).toResponse();
  response.headers.set('Retry-After', String(allowed.retryAfterSeconds));
  return response;
}

/**
 * The body's cards with every id written as the card list writes it. Unknown ids are a 422 naming each one, and two
 * spellings of one card (`smu-25`, `SMU-025`) a 422 too, since summing or picking one would guess: nothing is stored.
 */
export async function readCollectionBody(request: Request, { optional = false } = {}): Promise<CollectionBody['cards']> {
  if (optional) {
    const text = await readBodyText(request.clone(), MAX_BODY_BYTES);
    if (text.trim() === '') return {};
  }
  const body = await readJsonBody(request, CollectionBody, {
    maxBytes: MAX_BODY_BYTES,
    code: 'invalid-collection',
    message: `The body must be { "cards": { "<cardId>": { "owned": 0..99, "wanted"?: 0..99 } } } with at most ${MAX_COLLECTION_CARDS} cards (see issues).`,
  });
  const cards: CollectionBody['cards'] = {};
  const unknown: string[] = [];
  const repeated: string[] = [];
  for (const [id, counts] of Object.entries(body.cards)) {
    const card = findStoredCard(id);
    if (!card) unknown.push(id);
    else if (Object.hasOwn(cards, card.id)) repeated.push(id);
    else cards[card.id] = counts;
  }
  if (unknown.length > 0) {
    throw new ApiError(422, 'unknown-cards', `No card has the id${unknown.length === 1 ? '' : 's'} ${unknown.join(', ')}; nothing was saved.`, { unknown });
  }
  if (repeated.length > 0) {
    throw new ApiError(422, 'repeated-cards', `${repeated.join(', ')} name${repeated.length === 1 ? 's' : ''} a card already in the body under another spelling; nothing was saved.`, { repeated });
  }
  return cards;
}

export function collectionUrls(request: Request, key: string, shareId: string): { url: string; shareUrl: string } {
  return { url: publicUrl(request, `/collection?key=${key}`), shareUrl: sharedCollectionUrl(request, shareId) };
}

export function sharedCollectionUrl(request: Request, shareId: string): string {
  return publicUrl(request, `/collection/shared/${shareId}`);
}

export function collectionJson(stored: StoredCollection) {
  return { shareId: stored.shareId, cards: stored.cards, createdAt: stored.createdAt, updatedAt: stored.updatedAt };
}

export const noCollection = (what: string) =>
  new ApiError(404, 'not-found', `No collection has the ${what}. Check the link; a collection is only on the server once its sync link was made.`);
