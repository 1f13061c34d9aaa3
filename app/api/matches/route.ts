import { ApiError } from '@/app/_lib/api-error';
import { publicUrl } from '@/app/_lib/public-origin';
import { answeringMatch, limitRate, matchService, readJsonBody } from './_lib/service';

/**
 * `POST /api/matches` body `{ game, ...setup }` → 201 `{ matchId, seat, token, inviteUrl, invites, spectateUrl }`, the
 * links at the site's public address like saved fleets' links. Each invite link ends in `?invite=<secret>`, the only
 * way to its seat; `inviteUrl` is the first seat's (a Pirates match's B), null when no seat is left to a person.
 */
export async function POST(request: Request): Promise<Response> {
  return answeringMatch(async () => {
    limitRate('create', request);
    const { game, ...rest } = await readJsonBody(request);
    if (typeof game !== 'string') throw new ApiError(400, 'invalid-body', 'The body needs "game": "pirates" or "diplomacy".');
    const { invites, ...created } = matchService().create(game, rest);
    const path = `/matches/${created.matchId}`;
    const links = invites.map((i) => ({ seat: i.seat, inviteUrl: publicUrl(request, `${path}?invite=${i.secret}`) }));
    return Response.json(
      { ...created, inviteUrl: links[0]?.inviteUrl ?? null, invites: links, spectateUrl: publicUrl(request, `${path}?spectate=1`) },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    );
  });
}
