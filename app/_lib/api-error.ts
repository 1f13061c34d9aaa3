/**
 * The API's one error shape (DESIGN.md): `{ "error": { "code", "message", "issues"? } }` with a 4xx status.
 * Extra fields (a query error's `position` and `reason`) sit beside `code` so clients can point at the problem.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toResponse(): Response {
    return Response.json(
      { error: { code: this.code, message: this.message, ...this.details } },
      { status: this.status, headers: { 'Cache-Control': 'no-store' } },
    );
  }
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
