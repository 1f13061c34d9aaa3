import { DEFAULT_DATABASE_PATH, openDatabase } from './client';
import { formatReport } from './import/report';
import { runImport } from './import/run';
import { MissingSourceError, resolveSources } from './import/sources';

const file = process.env.DATABASE_PATH ?? DEFAULT_DATABASE_PATH;
const db = openDatabase(file);
console.log(`Database ${file} is migrated.`);
try {
  console.log(formatReport(runImport(db, resolveSources())));
} catch (error) {
  if (!(error instanceof MissingSourceError)) throw error;
  // Setup runs before the site starts: without sources the site still serves whatever an earlier import wrote.
  console.warn(`${error.message}\nSkipping the card import; the database keeps its previous cards.`);
} finally {
  db.$client.close();
}
