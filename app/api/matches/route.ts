import { ApiError } from '@/app/_lib/api-error';
import { answeringMatch, matchService, readJsonBody } from './_lib/service';

/**
 * `POST /api/matches`. The Pirates table needs the game engine (lib/engine), which does not exist yet: such a
 * request is well formed but cannot be played, so it gets 422 saying so rather than a match nobody can move in.
 */
export async function POST(request: Request): Promise<Response> {
  return answeringMatch(async () => {
    const { game, ...rest } = await readJsonBody(request);
    if (typeof game !== 'string') throw new ApiError(400, 'invalid-body', 'The body needs "game": "pirates" or "diplomacy".');
    if (game === 'pirates') {
      throw new ApiError(422, 'game-not-open', 'The Pirates table opens with the game engine, which is not built yet; Diplomacy matches are open.');
    }
    const created = matchService().create(game, rest);
    const origin = new URL(request.url).origin;
    return Response.json(
      {
        ...created,
        inviteUrl: `${origin}/matches/${created.matchId}`,
        spectateUrl: `${origin}/matches/${created.matchId}?spectate=1`,
      },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    );
  });
}
