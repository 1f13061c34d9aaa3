import { getDb } from '@/db/client';
import { findFleet } from '@/db/fleets';
import { validateFleet } from '@/lib/rules';
import { ApiError } from '@/app/_lib/api-error';
import { serverCardLookup } from '@/app/_lib/card-store';
import { savedFleetUrl } from '../_lib/fleet-url';

/** A saved fleet and its validation against today's card list (a re-import may have changed a card). */
export async function GET(request: Request, ctx: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await ctx.params;
  const stored = findFleet(getDb(), slug);
  if (!stored) return new ApiError(404, 'not-found', `No saved fleet is at '${slug}'. Check the link, or find the fleets this browser saved on /fleets.`).toResponse();
  return Response.json({
    slug: stored.slug,
    code: stored.code,
    url: savedFleetUrl(request, stored.slug),
    createdAt: stored.createdAt,
    fleet: stored.fleet,
    validation: validateFleet(stored.fleet, serverCardLookup()),
  });
}
