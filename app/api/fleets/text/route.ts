import { z } from 'zod';
import { getCardStore } from '@/app/_lib/card-store';
import { readJsonBody } from '@/app/_lib/json-body';
import { parseFleetText } from '@/lib/fleet/text';
import { rulesetOf } from '@/lib/rules';
import { answering } from '@/app/_lib/api-error';

/** A pasted list is a few hundred characters; this is room for the longest forum post, not for a junk upload. */
const MAX_TEXT = 20_000;
const Body = z.object({ text: z.string().max(MAX_TEXT) });
/** Room for MAX_TEXT characters even if every one is written as a six-byte JSON escape (120,000 bytes). */
const MAX_BODY_BYTES = 128 * 1024;

/**
 * Reads a plain-text fleet list (lib/fleet/text.ts). It runs here rather than in the browser because lists name
 * cards by name, and only the server holds every card to resolve names against. Nothing is stored.
 */
export async function POST(request: Request): Promise<Response> {
  return answering(async () => {
    const body = await readJsonBody(request, Body, {
      maxBytes: MAX_BODY_BYTES,
      code: 'invalid-body',
      message: `Send { "text": "..." } with at most ${MAX_TEXT.toLocaleString('en')} characters of fleet list.`,
    });
    const parsed = parseFleetText(body.text, getCardStore().catalogue, (id) => rulesetOf(id).defaultBuildTotal ?? 40);
    return Response.json(parsed);
  });
}
