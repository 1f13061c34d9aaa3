import { getDb } from '@/db/client';
import { findCollectionByShareId } from '@/db/collections';
import { collectionJson, noCollection, sharedCollectionUrl } from '../../_lib/collection-route';

type Ctx = { params: Promise<{ shareId: string }> };

/** The read-only trade-list view: the counts and the public link, never the key. */
export async function GET(request: Request, ctx: Ctx): Promise<Response> {
  const { shareId } = await ctx.params;
  const stored = findCollectionByShareId(getDb(), shareId);
  if (!stored) return noCollection('share id in this link').toResponse();
  return Response.json({ ...collectionJson(stored), shareUrl: sharedCollectionUrl(request, stored.shareId) });
}
