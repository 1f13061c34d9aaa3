import { getDb } from '@/db/client';
import { findCollectionByKey, replaceCollection } from '@/db/collections';
import { collectionJson, collectionUrls, noCollection, rateLimited, readCollectionBody } from '../_lib/collection-route';
import { answering } from '@/app/_lib/api-error';

type Ctx = { params: Promise<{ key: string }> };

/** The collection under its secret key, with both its links (whoever holds the key may see the public one). */
export async function GET(request: Request, ctx: Ctx): Promise<Response> {
  const { key } = await ctx.params;
  const stored = findCollectionByKey(getDb(), key);
  if (!stored) return noCollection('key in this link').toResponse();
  return Response.json({ ...collectionJson(stored), ...collectionUrls(request, key, stored.shareId) }, { headers: { 'Cache-Control': 'no-store' } });
}

/** Replaces the whole collection: the browser's copy is the one the player edits, the server's follows it. */
export async function PUT(request: Request, ctx: Ctx): Promise<Response> {
  return answering(async () => {
    const { key } = await ctx.params;
    const limited = rateLimited(request);
    if (limited) return limited;
    if (!findCollectionByKey(getDb(), key)) throw noCollection('key in this link');
    const cards = await readCollectionBody(request);
    const stored = replaceCollection(getDb(), key, cards);
    if (!stored) throw noCollection('key in this link');
    return Response.json({ ...collectionJson(stored), ...collectionUrls(request, key, stored.shareId) }, { headers: { 'Cache-Control': 'no-store' } });
  });
}
