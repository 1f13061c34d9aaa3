import { ApiError } from '@/app/_lib/api-error';
import { publicUrl } from '@/app/_lib/public-origin';
import { answeringMatch, matchService, readJsonBody } from './_lib/service';

/**
 * `POST /api/matches` body `{ game, ...setup }` → 201 `{ matchId, seat, token, inviteUrl, spectateUrl }`, the links at
 * the site's public address like saved fleets' links.
 */
export async function POST(request: Request): Promise<Response> {
  return answeringMatch(async () => {
    const { game, ...rest } = await readJsonBody(request);
    if (typeof game !== 'string') throw new ApiError(400, 'invalid-body', 'The body needs "game": "pirates" or "diplomacy".');
    const created = matchService().create(game, rest);
    const path = `/matches/${created.matchId}`;
    return Response.json(
      { ...created, inviteUrl: publicUrl(request, path), spectateUrl: publicUrl(request, `${path}?spectate=1`) },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    );
  });
}
