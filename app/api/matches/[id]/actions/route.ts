import { ApiError } from '@/app/_lib/api-error';
import { answeringMatch, limitRate, matchService, readJsonBody, tokenOf, type MatchParams } from '../../_lib/service';

/** `POST /api/matches/{id}/actions` body `{ seq, action }` → `{ seq, events }` (the events as this seat sees them). */
export async function POST(request: Request, ctx: MatchParams): Promise<Response> {
  return answeringMatch(async () => {
    limitRate('act', request);
    const { id } = await ctx.params;
    const token = tokenOf(request);
    const service = matchService();
    // The token is checked before the body, so a stranger learns nothing about what the body should have been.
    if (service.viewerOf(id, token).kind === 'spectator') {
      throw new ApiError(401, 'invalid-token', 'Acting needs your seat token (Authorization: Bearer <token>).');
    }
    const body = await readJsonBody(request);
    return Response.json(service.act(id, token, body.seq, body.action), { headers: { 'Cache-Control': 'no-store' } });
  });
}
