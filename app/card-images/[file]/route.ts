import { readFile } from 'node:fs/promises';
import { ApiError } from '@/app/_lib/api-error';
import { cardImagesDir, resolveCardImage } from '@/app/_lib/image-files';

export async function GET(_request: Request, ctx: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await ctx.params;
  const target = resolveCardImage(cardImagesDir(), file);
  if (!target) return new ApiError(400, 'bad-file-name', 'Not a card image file name.').toResponse();
  let body: Buffer;
  try {
    body = await readFile(target.filePath);
  } catch {
    return new ApiError(404, 'not-found', `No card image named '${file}'.`).toResponse();
  }
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': target.contentType,
      // Image files never change under a given name, so browsers may keep them for a year.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
