import { DEFAULT_DATABASE_PATH, openDatabase } from './client';
import { importDiplomacyMap, MissingMapError } from './diplomacy-map';
import { formatReport } from './import/report';
import { runImport } from './import/run';
import { MissingSourceError, resolveSources } from './import/sources';

const file = process.env.DATABASE_PATH ?? DEFAULT_DATABASE_PATH;
const db = openDatabase(file);
console.log(`Database ${file} is migrated.`);
try {
  try {
    console.log(formatReport(runImport(db, resolveSources())));
  } catch (error) {
    if (!(error instanceof MissingSourceError)) throw error;
    // Setup runs before the site starts: without sources the site still serves whatever an earlier import wrote.
    console.warn(`${error.message}\nSkipping the card import; the database keeps its previous cards.`);
  }
  try {
    const { map, placeNames } = importDiplomacyMap(db);
    console.log(`Diplomacy map: ${map.territories.length} territories, ${map.borders.length} borders, ${map.startingUnits.length} starting units.`);
    const skipped = placeNames.filter((p) => !p.applied);
    console.log(`Place names corrected: ${placeNames.length - skipped.length} of ${placeNames.length}.`);
    for (const p of skipped) console.warn(`  Not applied: ${p.name} → ${p.display}: ${p.note}.`);
  } catch (error) {
    if (!(error instanceof MissingMapError)) throw error;
    console.warn(`${error.message}\nSkipping the map import; the database keeps its previous map.`);
  }
} finally {
  db.$client.close();
}
