import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { readBodyText, readJsonBody } from './json-body';

const Shape = z.object({ n: z.int().max(3) });
const options = { maxBytes: 100, code: 'invalid-thing', message: 'Not a thing.' };

/** A body stream that hands out `chunks` chunks of `size` bytes and records how many were pulled. */
function countingStream(chunks: number, size: number) {
  const seen = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled === chunks) return controller.close();
      seen.pulled++;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
    cancel() {
      seen.cancelled = true;
    },
  }, { highWaterMark: 0 });
  return { body, seen };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('readBodyText', () => {
  it('refuses a declared Content-Length over the limit without reading the stream', async () => {
    const { body, seen } = countingStream(1000, 1024);
    const error = await failure(readBodyText(post(body, { 'content-length': String(1024 * 1000) }), 100));
    expect([error.status, error.code, error.message]).toEqual([413, 'body-too-large', 'The request body must be at most 100 bytes.']);
    expect(seen.pulled).toBe(0);
  });

  it('counts a body without a length and stops at the first chunk past the limit', async () => {
    const { body, seen } = countingStream(1000, 64);
    const error = await failure(readBodyText(post(body), 100));
    expect(error.status).toBe(413);
    expect(seen.pulled).toBeLessThanOrEqual(3);
    expect(seen.cancelled).toBe(true);
  });

  it('counts bytes, not characters, and does not trust a length that understates the body', async () => {
    expect((await failure(readBodyText(post('é'.repeat(51)), 100))).status).toBe(413);
    const { body } = countingStream(10, 64);
    expect((await failure(readBodyText(post(body, { 'content-length': '10' }), 100))).status).toBe(413);
    expect(await readBodyText(post('é'.repeat(50)), 100)).toBe('é'.repeat(50));
  });

  it('reads an empty body as empty text', async () => {
    expect(await readBodyText(new Request('http://localhost/x', { method: 'POST' }), 100)).toBe('');
  });
});

describe('readJsonBody', () => {
  it('parses a body of the right shape', async () => {
    expect(await readJsonBody(post('{"n":2}'), Shape, options)).toEqual({ n: 2 });
  });

  it('answers text that is not JSON with invalid-json', async () => {
    const error = await failure(readJsonBody(post('{"n":'), Shape, options));
    expect([error.status, error.code]).toEqual([400, 'invalid-json']);
  });

  it("answers JSON of the wrong shape with the route's code and message and the issues by path", async () => {
    const error = await failure(readJsonBody(post('{"n":7}'), Shape, options));
    expect([error.status, error.code, error.message]).toEqual([400, 'invalid-thing', 'Not a thing.']);
    expect(error.details.issues).toEqual([{ path: 'n', message: expect.stringContaining('3') }]);
  });

  it('lets a route headline one issue', async () => {
    const error = await failure(readJsonBody(post('{"n":7}'), Shape, { ...options, message: (e) => `first: ${e.issues[0].path.join('.')}` }));
    expect(error.message).toBe('first: n');
  });
});
