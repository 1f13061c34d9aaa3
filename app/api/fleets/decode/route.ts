import { decodeFleet } from '@/lib/fleet/share-code';
import { ApiError } from '@/app/_lib/api-error';

/** A share code back to its Fleet. A damaged code is a 400 whose error carries what could still be read (`recovered`). */
export async function GET(request: Request): Promise<Response> {
  const code = new URL(request.url).searchParams.get('code') ?? '';
  const result = decodeFleet(code);
  if (result.ok) return Response.json(result.fleet);
  const { code: reason, message, position } = result.error;
  return new ApiError(400, 'invalid-share-code', message, {
    reason,
    ...(position !== undefined && { position }),
    ...(result.recovered && { recovered: result.recovered }),
  }).toResponse();
}
