import { ApiError } from '@/app/_lib/api-error';
import { zodIssues } from '@/app/_lib/json-body';
import { parseIdsParam } from '@/app/_lib/card-ids-param';
import { findStoredCard } from '@/app/_lib/card-store';
import { parseListParams } from '@/app/_lib/list-params';
import { searchCardPage } from '@/app/_lib/search-cards';
import type { Card } from '@/lib/cards/card';
import type { CollectionCounts } from '@/lib/cards/query';
import { getDb } from '@/db/client';
import { findCollectionByKey, findCollectionByShareId } from '@/db/collections';

/** `?ids=` loads named cards in one request (a shared fleet); otherwise the query search of DESIGN.md. */
export async function GET(request: Request): Promise<Response> {
  const search = new URL(request.url).searchParams;
  const rawIds = search.get('ids');
  if (rawIds !== null) {
    try {
      return Response.json(cardsByIds(parseIdsParam(rawIds)));
    } catch (error) {
      if (error instanceof ApiError) return error.toResponse();
      throw error;
    }
  }
  const parsed = parseListParams(search);
  if (!parsed.success) {
    const issues = zodIssues(parsed.error);
    return new ApiError(400, 'invalid-parameters', issues.map((i) => i.message).join(' '), { issues }).toResponse();
  }
  const { collection: link, ...params } = parsed.data;
  let counts: CollectionCounts | undefined;
  if (link !== undefined) {
    const db = getDb();
    const stored = findCollectionByKey(db, link) ?? findCollectionByShareId(db, link);
    if (!stored) {
      return new ApiError(404, 'not-found', `No collection has the key or share id given as collection ('${link.slice(0, 12)}${link.length > 12 ? '…' : ''}').`).toResponse();
    }
    counts = (id) => ({ owned: stored.cards[id]?.owned ?? 0, wanted: stored.cards[id]?.wanted ?? 0 });
  }
  const outcome = searchCardPage(params, counts);
  if (!outcome.ok) {
    const { message, position, reason } = outcome.problem;
    return new ApiError(400, 'invalid-query', message, { position, reason }).toResponse();
  }
  return Response.json(outcome.page);
}

/** Found cards in the order asked (each once, however it was spelled), and the ids as given that name no card. */
function cardsByIds(ids: readonly string[]): { cards: Card[]; missing: string[] } {
  const cards: Card[] = [];
  const seen = new Set<string>();
  const missing: string[] = [];
  for (const id of ids) {
    const card = findStoredCard(id);
    if (!card) missing.push(id);
    else if (!seen.has(card.id)) {
      seen.add(card.id);
      cards.push(card);
    }
  }
  return { cards, missing };
}
