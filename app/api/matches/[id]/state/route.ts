import { ApiError } from '@/app/_lib/api-error';
import { parseAt } from '@/lib/table/replay';
import { answeringMatch, matchService, tokenOf, type MatchParams } from '../../_lib/service';

/**
 * `GET /api/matches/{id}/state` → `{ seq, view }`: the token's seat's view, or the spectator's without one.
 * `?at=SEQ` → the same viewer's view as it stood after event SEQ (a replay; everything shown once the match is over).
 */
export async function GET(request: Request, ctx: MatchParams): Promise<Response> {
  return answeringMatch(async () => {
    const { id } = await ctx.params;
    const service = matchService();
    const viewer = service.viewerOf(id, tokenOf(request));
    const raw = new URL(request.url).searchParams.get('at');
    if (raw === null) return Response.json(service.state(id, viewer), { headers: { 'Cache-Control': 'no-store' } });
    const at = parseAt(raw, service.seq(id));
    if (!at.ok) throw new ApiError(400, 'invalid-at', at.message);
    return Response.json(service.stateAt(id, viewer, at.at), { headers: { 'Cache-Control': 'no-store' } });
  });
}
