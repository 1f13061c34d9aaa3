import type { z } from 'zod';
import { Fleet } from '@/lib/fleet/fleet';
import { ApiError } from '@/app/_lib/api-error';
import { readJsonBody } from '@/app/_lib/json-body';

/** Far above any real fleet's JSON (a few hundred bytes), low enough that a junk upload is refused before parsing. */
const MAX_BODY_BYTES = 64 * 1024;

export function fleetIssues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** The request body as a Fleet, or an ApiError (400 malformed JSON or shape, 413 too large) to answer with. */
export function readFleetBody(request: Request): Promise<Fleet> {
  return readJsonBody(request, Fleet, {
    maxBytes: MAX_BODY_BYTES,
    tooLarge: `A fleet must be under ${MAX_BODY_BYTES / 1024} KB of JSON.`,
    invalid: (error) => new ApiError(400, 'invalid-fleet', 'The request body is not a fleet (see issues).', { issues: fleetIssues(error) }),
  });
}

/** Runs a handler, answering any ApiError it throws with the API's error shape. */
export async function answering(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (err) {
    if (err instanceof ApiError) return err.toResponse();
    throw err;
  }
}
