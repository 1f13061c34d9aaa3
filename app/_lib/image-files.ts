import path from 'node:path';

/** Card image extensions we serve, with their content types. */
const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

// A plain file name: no separators, no leading dot, so it can never leave the images folder.
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9 _.()-]*$/;

/** Read at request time from outside the build: the images are the user's files, never bundled or traced. */
export function cardImagesDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.CARD_IMAGES_DIR ?? '../shared/data/cards/images');
}

/**
 * Where a requested image lives, or null when the name is not a plain image file name.
 * The resolved path is checked to sit directly inside `dir` as a second guard against traversal.
 */
export function resolveCardImage(dir: string, name: string): { filePath: string; contentType: string } | null {
  if (!SAFE_NAME.test(name) || name.includes('..')) return null;
  const contentType = CONTENT_TYPES[path.extname(name).toLowerCase()];
  if (!contentType) return null;
  const filePath = path.resolve(dir, name);
  if (path.dirname(filePath) !== path.resolve(dir)) return null;
  return { filePath, contentType };
}

