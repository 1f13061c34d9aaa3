import { z } from 'zod';
import { getCardStore } from '@/app/_lib/card-store';
import { ApiError } from '@/app/_lib/api-error';
import { parseFleetText } from '@/lib/fleet/text';
import { rulesetOf } from '@/lib/rules';
import { answering } from '../_lib/read-fleet';

/** A pasted list is a few hundred characters; this is room for the longest forum post, not for a junk upload. */
const MAX_TEXT = 20_000;
const Body = z.object({ text: z.string().max(MAX_TEXT) });

/**
 * Reads a plain-text fleet list (lib/fleet/text.ts). It runs here rather than in the browser because lists name
 * cards by name, and only the server holds every card to resolve names against. Nothing is stored.
 */
export async function POST(request: Request): Promise<Response> {
  return answering(async () => {
    let json: unknown;
    try {
      json = await request.json();
    } catch {
      throw new ApiError(400, 'invalid-json', 'The request body is not valid JSON.');
    }
    const body = Body.safeParse(json);
    if (!body.success) {
      throw new ApiError(400, 'invalid-body', `Send { "text": "..." } with at most ${MAX_TEXT.toLocaleString('en')} characters of fleet list.`);
    }
    const parsed = parseFleetText(body.data.text, getCardStore().catalogue, (id) => rulesetOf(id).defaultBuildTotal ?? 40);
    return Response.json(parsed);
  });
}
