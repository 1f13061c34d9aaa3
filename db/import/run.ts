import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../client';
import { buildCards, countBy, unclassifiedKeywords } from './build';
import { applyCorrections, readCorrections } from './corrections';
import { ImportReport } from './report';
import { assertSourcesExist, type ImportSources } from './sources';
import { parseSpreadsheet } from './spreadsheet';
import { writeCatalogue } from './write';
import { parseCardsXml } from './xml';

/**
 * Reads, validates and merges the sources, then replaces the catalogue. Throws MissingSourceError before touching
 * the database when a source is missing.
 */
export function runImport(db: Db, sources: ImportSources): ImportReport {
  const started = performance.now();
  assertSourcesExist(sources);
  const sheet = parseSpreadsheet(readFileSync(sources.csv, 'utf8'));
  const corrected = applyCorrections(sheet.records, readCorrections());
  const xml = parseCardsXml(readFileSync(sources.xml, 'utf8'));
  const built = buildCards({
    records: corrected.records,
    xml: xml.cards,
    imageExists: (file) => path.basename(file) === file && existsSync(path.join(sources.imagesDir, file)),
  });
  const report = ImportReport.parse({
    sources,
    cardCount: built.cards.length,
    perSet: countBy(built.cards, (c) => c.set),
    perType: countBy(built.cards, (c) => c.type),
    imagesAttached: built.cards.filter((c) => c.image !== null).length,
    editsLogRows: sheet.editsLogRows,
    skipped: [...sheet.skipped, ...built.skipped],
    disagreements: built.disagreements,
    unmatchedXml: [
      ...xml.problems.map((p) => ({ xmlId: p.xmlId, set: '?', number: '?', name: '?', reason: `invalid XML record: ${p.reason}` })),
      ...built.unmatchedXml,
    ],
    unresolvedLinks: built.unresolvedLinks,
    nationLinks: built.nationLinks,
    oneWayLinks: built.oneWayLinks,
    sharedImages: built.sharedImages,
    corrections: corrected.outcomes,
    cardsWithKeywords: built.cards.filter((c) => c.keywords.length > 0).length,
    unclassifiedKeywords: unclassifiedKeywords(built.cards),
    elapsedMs: 0,
  });
  report.elapsedMs = performance.now() - started;
  writeCatalogue(db, built.cards, report);
  return report;
}
