import { Fleet } from '@/lib/fleet/fleet';
import { readJsonBody } from '@/app/_lib/json-body';

/** Far above any real fleet's JSON (a few hundred bytes), low enough that a junk upload is refused before parsing. */
const MAX_BODY_BYTES = 64 * 1024;

/** The request body as a Fleet, or an error to answer with (400 malformed JSON or shape, 413 too large) to answer with. */
export function readFleetBody(request: Request): Promise<Fleet> {
  return readJsonBody(request, Fleet, { maxBytes: MAX_BODY_BYTES, code: 'invalid-fleet', message: 'The request body is not a fleet (see issues).' });
}
