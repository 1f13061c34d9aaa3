import { getDb } from '@/db/client';
import { findFleet, updateFleet } from '@/db/fleets';
import { canonicalFleet } from '@/lib/fleet/canonical';
import { encodeFleet } from '@/lib/fleet/share-code';
import { validateFleet } from '@/lib/rules';
import { ApiError } from '@/app/_lib/api-error';
import { serverCardLookup } from '@/app/_lib/card-store';
import { savedFleetUrl } from '../_lib/fleet-url';
import { readFleetBody } from '../_lib/read-fleet';
import { answering } from '@/app/_lib/api-error';
import { rateLimited } from '../_lib/save-limiter';

type Ctx = { params: Promise<{ slug: string }> };

const notFound = (slug: string) =>
  new ApiError(404, 'not-found', `No saved fleet is at '${slug}'. Check the link, or find the fleets this browser saved on /fleets.`);

/** A saved fleet and its validation against today's card list (a re-import may have changed a card). */
export async function GET(request: Request, ctx: Ctx): Promise<Response> {
  const { slug } = await ctx.params;
  const stored = findFleet(getDb(), slug);
  if (!stored) return notFound(slug).toResponse();
  return Response.json({
    slug: stored.slug,
    code: stored.code,
    url: savedFleetUrl(request, stored.slug),
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
    fleet: stored.fleet,
    validation: validateFleet(stored.fleet, serverCardLookup()),
  });
}

/** `Authorization: Bearer <editKey>`; the scheme is matched case-insensitively, as RFC 9110 asks. */
function bearerKey(request: Request): string | null {
  const match = /^Bearer +([A-Za-z0-9_-]{1,200})$/i.exec(request.headers.get('authorization')?.trim() ?? '');
  return match ? match[1] : null;
}

/**
 * Replaces the fleet under the slug: the link stays, what it shows changes. Only the edit key the fleet was saved
 * with may do it (401 without one, 403 with another), so a shared link stays read-only for everyone else.
 */
export async function PUT(request: Request, ctx: Ctx): Promise<Response> {
  return answering(async () => {
    const { slug } = await ctx.params;
    const key = bearerKey(request);
    if (key === null) {
      const error = new ApiError(401, 'edit-key-required', 'Changing a saved fleet needs the edit key it was saved with: send it as "Authorization: Bearer <editKey>".');
      const response = error.toResponse();
      response.headers.set('WWW-Authenticate', 'Bearer realm="fleets"');
      return response;
    }
    const limited = rateLimited(request);
    if (limited) return limited;
    const lookup = serverCardLookup();
    const fleet = canonicalFleet(await readFleetBody(request), lookup);
    const code = encodeFleet(fleet);
    const outcome = updateFleet(getDb(), slug, key, fleet, code);
    if (!outcome.ok) {
      if (outcome.reason === 'not-found') throw notFound(slug);
      throw new ApiError(403, 'wrong-edit-key', `This edit key does not belong to the fleet '${slug}'. Anyone can save a copy of it as a new fleet.`);
    }
    const { createdAt, updatedAt } = outcome.stored;
    return Response.json({ slug, code, url: savedFleetUrl(request, slug), createdAt, updatedAt, validation: validateFleet(fleet, lookup) });
  });
}
