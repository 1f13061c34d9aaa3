import { ApiError } from '@/app/_lib/api-error';
import { answeringMatch, matchService, readJsonBody, tokenOf, type MatchParams } from '../../_lib/service';

/** `POST /api/matches/{id}/join` body `{ power }` (or `{ seat }`): claims that seat, or reopens it for its token's holder. */
export async function POST(request: Request, ctx: MatchParams): Promise<Response> {
  return answeringMatch(async () => {
    const { id } = await ctx.params;
    const body = await readJsonBody(request);
    const wanted = body.power ?? body.seat;
    if (typeof wanted !== 'string') throw new ApiError(400, 'invalid-body', 'The body needs the seat to claim: { "power": "..." }.');
    const joined = matchService().join(id, wanted, tokenOf(request));
    return Response.json(joined, { headers: { 'Cache-Control': 'no-store' } });
  });
}
