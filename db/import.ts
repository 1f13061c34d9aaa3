import { DEFAULT_DATABASE_PATH, openDatabase } from './client';
import { formatReport } from './import/report';
import { runImport } from './import/run';
import { assertSourcesExist, MissingSourceError, resolveSources } from './import/sources';

const sources = resolveSources();
try {
  // Checked before opening the database so a missing source leaves it untouched (not even migrated).
  assertSourcesExist(sources);
  const db = openDatabase(process.env.DATABASE_PATH ?? DEFAULT_DATABASE_PATH);
  console.log(formatReport(runImport(db, sources)));
  db.$client.close();
} catch (error) {
  if (!(error instanceof MissingSourceError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
