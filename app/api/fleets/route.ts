import { getDb } from '@/db/client';
import { saveFleet } from '@/db/fleets';
import { canonicalFleet } from '@/lib/fleet/canonical';
import { encodeFleet } from '@/lib/fleet/share-code';
import { validateFleet } from '@/lib/rules';
import { ApiError } from '@/app/_lib/api-error';
import { serverCardLookup } from '@/app/_lib/card-store';
import { clientKey } from '@/app/_lib/rate-limit';
import { savedFleetUrl } from './_lib/fleet-url';
import { answering, readFleetBody } from './_lib/read-fleet';
import { saveLimiter } from './_lib/save-limiter';

/**
 * Saves any well-formed fleet, legal or not: players save work in progress. The validation is returned
 * beside DESIGN.md's `{ slug, code, url }` so the client can say at once whether what was saved is legal;
 * it is not stored, because `GET /api/fleets/{slug}` re-validates against the current card list.
 */
export async function POST(request: Request): Promise<Response> {
  return answering(async () => {
    const allowed = saveLimiter.take(clientKey(request));
    if (!allowed.ok) {
      const error = new ApiError(429, 'rate-limited', `Too many saves; try again in ${allowed.retryAfterSeconds} s.`);
      const response = error.toResponse();
      response.headers.set('Retry-After', String(allowed.retryAfterSeconds));
      return response;
    }
    const lookup = serverCardLookup();
    // Stored and shared with each card written one way, whichever spelling of an id the client sent.
    const fleet = canonicalFleet(await readFleetBody(request), lookup);
    const code = encodeFleet(fleet);
    const { slug } = saveFleet(getDb(), fleet, code);
    const validation = validateFleet(fleet, lookup);
    return Response.json({ slug, code, url: savedFleetUrl(request, slug), validation }, { status: 201 });
  });
}
