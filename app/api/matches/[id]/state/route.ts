import { answeringMatch, matchService, tokenOf, type MatchParams } from '../../_lib/service';

/** `GET /api/matches/{id}/state` → `{ seq, view }`: the token's seat's view, or the spectator's without one. */
export async function GET(request: Request, ctx: MatchParams): Promise<Response> {
  return answeringMatch(async () => {
    const { id } = await ctx.params;
    const service = matchService();
    const viewer = service.viewerOf(id, tokenOf(request));
    return Response.json(service.state(id, viewer), { headers: { 'Cache-Control': 'no-store' } });
  });
}
