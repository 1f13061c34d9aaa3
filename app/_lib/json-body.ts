import type { z } from 'zod';
import { ApiError } from './api-error';

/**
 * A request body read as JSON of a given shape: 413 past `maxBytes` (refused before parsing), 400 for text that is
 * not JSON, and the caller's own 400 for JSON of the wrong shape, so each route words what it expected.
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: { maxBytes: number; tooLarge: string; invalid: (error: z.ZodError) => ApiError },
): Promise<z.infer<S>> {
  const text = await request.text();
  if (new TextEncoder().encode(text).length > options.maxBytes) throw new ApiError(413, 'body-too-large', options.tooLarge);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid-json', 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw options.invalid(parsed.error);
  return parsed.data;
}
