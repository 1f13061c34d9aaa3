import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveCardImage } from './image-files';

const dir = path.resolve('/srv/images');

describe('resolveCardImage', () => {
  it('finds plain image file names inside the folder, with their content type', () => {
    expect(resolveCardImage(dir, 'PPCC_001.jpg')).toEqual({ filePath: path.join(dir, 'PPCC_001.jpg'), contentType: 'image/jpeg' });
    expect(resolveCardImage(dir, 'PPSM_SC-OA.PNG')?.contentType).toBe('image/png');
  });

  it.each(['../secret.jpg', '..%2Fsecret.jpg', 'sub/dir.jpg', 'sub\\dir.jpg', '.hidden.jpg', '/etc/passwd', 'a..jpg', ''])(
    'refuses %j, which could reach outside the folder',
    (name) => {
      expect(resolveCardImage(dir, name)).toBeNull();
    },
  );

  it('refuses files that are not images', () => {
    expect(resolveCardImage(dir, 'notes.txt')).toBeNull();
    expect(resolveCardImage(dir, 'PPCC_001')).toBeNull();
  });
});
