import type { z } from 'zod';
import { ApiError } from './api-error';

/** One zod issue as every 400 of the API lists it: the dotted path into the body and what is wrong there. */
export interface BodyIssue {
  path: string;
  message: string;
}

export function zodIssues(error: z.ZodError): BodyIssue[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

function sizeLabel(bytes: number): string {
  return bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes.toLocaleString('en')} bytes`;
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'body-too-large', `The request body must be at most ${sizeLabel(maxBytes)}.`, { limit: maxBytes });
}

/**
 * The raw body as text, never more than `maxBytes` of it read. A declared `Content-Length` over the limit is refused
 * without touching the stream; a body that lies about its length (or sends none, as chunked uploads do) is counted
 * as it arrives and the stream cancelled as soon as it passes the limit, so a 10 MB upload costs one chunk, not 10 MB
 * of parsing on the request thread.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

export interface JsonBodyOptions {
  maxBytes: number;
  /** The 400's code for JSON of the wrong shape (`invalid-fleet`, `invalid-body`...). */
  code: string;
  /** What the route expected, for a player or a client author; a function when one issue deserves the headline. */
  message: string | ((error: z.ZodError) => string);
}

/**
 * The only way a route reads its body: 413 past `maxBytes` (before reading past it), 400 `invalid-json` for text
 * that is not JSON, and 400 with the route's own code and message plus the issues for JSON of the wrong shape.
 */
export async function readJsonBody<S extends z.ZodType>(request: Request, schema: S, options: JsonBodyOptions): Promise<z.infer<S>> {
  const text = await readBodyText(request, options.maxBytes);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid-json', 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const message = typeof options.message === 'string' ? options.message : options.message(parsed.error);
    throw new ApiError(400, options.code, message, { issues: zodIssues(parsed.error) });
  }
  return parsed.data;
}
