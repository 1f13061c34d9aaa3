import { answeringMatch, limitRate, matchService, readJsonBody, tokenOf, type MatchParams } from '../../_lib/service';

/**
 * `POST /api/matches/{id}/join` with the seat's invite and the game's join body (Pirates `{ fleet, invite }`,
 * Diplomacy `{ invite, power? }`): claims the seat the invite opens, or, with a seat's token and no invite, reopens that
 * seat for its holder (another device).
 */
export async function POST(request: Request, ctx: MatchParams): Promise<Response> {
  return answeringMatch(async () => {
    limitRate('join', request);
    const { id } = await ctx.params;
    const body = await readJsonBody(request);
    const joined = matchService().join(id, body, tokenOf(request));
    return Response.json(joined, { headers: { 'Cache-Control': 'no-store' } });
  });
}
