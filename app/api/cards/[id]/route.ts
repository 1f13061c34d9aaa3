import { ApiError } from '@/app/_lib/api-error';
import { findStoredCard } from '@/app/_lib/card-store';

export async function GET(_request: Request, ctx: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await ctx.params;
  const card = findStoredCard(id);
  if (!card) return new ApiError(404, 'not-found', `No card has the id '${id}'.`).toResponse();
  return Response.json(card);
}
