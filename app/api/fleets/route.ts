import { getDb } from '@/db/client';
import { saveFleet } from '@/db/fleets';
import { canonicalFleet } from '@/lib/fleet/canonical';
import { encodeFleet } from '@/lib/fleet/share-code';
import { validateFleet } from '@/lib/rules';
import { serverCardLookup } from '@/app/_lib/card-store';
import { savedFleetUrl } from './_lib/fleet-url';
import { readFleetBody } from './_lib/read-fleet';
import { answering } from '@/app/_lib/api-error';
import { rateLimited } from './_lib/save-limiter';

/**
 * Saves any well-formed fleet, legal or not: players save work in progress. The validation is returned
 * beside DESIGN.md's `{ slug, code, url, editKey }` so the client can say at once whether what was saved is legal;
 * it is not stored, because `GET /api/fleets/{slug}` re-validates against the current card list. The edit key is in
 * this answer only: the server keeps its hash.
 */
export async function POST(request: Request): Promise<Response> {
  return answering(async () => {
    const limited = rateLimited(request);
    if (limited) return limited;
    const lookup = serverCardLookup();
    // Stored and shared with each card written one way, whichever spelling of an id the client sent.
    const fleet = canonicalFleet(await readFleetBody(request), lookup);
    const code = encodeFleet(fleet);
    const { slug, editKey, updatedAt } = saveFleet(getDb(), fleet, code);
    const validation = validateFleet(fleet, lookup);
    return Response.json({ slug, code, url: savedFleetUrl(request, slug), editKey, updatedAt, validation }, { status: 201 });
  });
}
