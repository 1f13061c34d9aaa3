import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@/db/client';
import { runImport } from '@/db/import/run';
import { resolveSources } from '@/db/import/sources';

/** Wall time of a full import of every set into a fresh database, then of a re-import (target: under 10 s each). */
const dir = mkdtempSync(path.join(tmpdir(), 'pirates-bench-'));
try {
  const db = openDatabase(path.join(dir, 'bench.db'));
  const sources = resolveSources();
  for (const label of ['first import', 're-import']) {
    const started = performance.now();
    const report = runImport(db, sources);
    const ms = performance.now() - started;
    console.log(`${label}: ${report.cardCount} cards in ${ms.toFixed(0)} ms (read and merge ${report.elapsedMs.toFixed(0)} ms, write ${(ms - report.elapsedMs).toFixed(0)} ms)`);
  }
  db.$client.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
