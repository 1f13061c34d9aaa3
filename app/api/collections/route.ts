import { getDb } from '@/db/client';
import { createCollection } from '@/db/collections';
import { collectionUrls, rateLimited, readCollectionBody } from './_lib/collection-route';
import { answering } from '@/app/_lib/api-error';

/**
 * Makes a synced collection, empty or holding the body's `{ cards }` (the browser sends what it already has). The key
 * is in this answer only: the server keeps its hash.
 */
export async function POST(request: Request): Promise<Response> {
  return answering(async () => {
    const limited = rateLimited(request);
    if (limited) return limited;
    const cards = await readCollectionBody(request, { optional: true });
    const { key, shareId } = createCollection(getDb(), cards);
    return Response.json({ key, shareId, ...collectionUrls(request, key, shareId) }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  });
}
