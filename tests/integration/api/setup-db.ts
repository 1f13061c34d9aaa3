import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Imports the real card files into a fresh temporary database and points DATABASE_PATH at it,
 * so the route handlers' `getDb()` opens that database and nothing a developer uses is touched.
 * Runs the project's own `npm run setup` entry so the test exercises the importer as shipped.
 */
export function importIntoTempDatabase(): { cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'pirates-api-'));
  const file = path.join(dir, 'cards.db');
  execFileSync('npx', ['tsx', 'db/setup.ts'], {
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    env: { ...process.env, DATABASE_PATH: file },
    stdio: 'pipe',
  });
  process.env.DATABASE_PATH = file;
  return { cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
