import { getDb } from '@/db/client';
import { findCard } from '@/db/cards';
import { ApiError } from '@/app/_lib/api-error';

export async function GET(_request: Request, ctx: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await ctx.params;
  const card = findCard(getDb(), id);
  if (!card) return new ApiError(404, 'not-found', `No card has the id '${id}'.`).toResponse();
  return Response.json(card);
}
