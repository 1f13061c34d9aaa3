import { answeringMatch, matchService, readJsonBody, tokenOf, type MatchParams } from '../../_lib/service';

/**
 * `POST /api/matches/{id}/join` with the game's join body (Diplomacy `{ power }`, Pirates `{ fleet }`): claims that
 * seat, or reopens it for its token's holder.
 */
export async function POST(request: Request, ctx: MatchParams): Promise<Response> {
  return answeringMatch(async () => {
    const { id } = await ctx.params;
    const body = await readJsonBody(request);
    const joined = matchService().join(id, body, tokenOf(request));
    return Response.json(joined, { headers: { 'Cache-Control': 'no-store' } });
  });
}
