import { z } from 'zod';
import { CorrectionOutcome, OneWayLink, SkippedRow, StatDisagreement, UnclassifiedKeyword, UnmatchedXmlRecord, UnresolvedLink } from './records';

export const ImportReport = z.object({
  sources: z.object({ csv: z.string(), xml: z.string(), imagesDir: z.string() }),
  cardCount: z.number().int(),
  perSet: z.record(z.string(), z.number().int()),
  perType: z.record(z.string(), z.number().int()),
  imagesAttached: z.number().int(),
  /** Rows of the `Edits Log` sheet, the maintainer's change log, which are not cards. */
  editsLogRows: z.number().int(),
  skipped: z.array(SkippedRow),
  disagreements: z.array(StatDisagreement),
  unmatchedXml: z.array(UnmatchedXmlRecord),
  unresolvedLinks: z.array(UnresolvedLink),
  /** Link cells that name every ship of a nation ("All English ships") rather than a card: not card links. */
  nationLinks: z.array(UnresolvedLink),
  oneWayLinks: z.array(OneWayLink),
  /** Cards without an image of their own that show an identical printing's image (same stats and text). */
  sharedImages: z.array(z.object({ cardId: z.string(), from: z.string() })),
  corrections: z.array(CorrectionOutcome),
  /** How many cards carry at least one keyword. */
  cardsWithKeywords: z.number().int(),
  unclassifiedKeywords: z.array(UnclassifiedKeyword),
  /** Time to read, validate and merge the sources (the database write follows). */
  elapsedMs: z.number(),
});
export type ImportReport = z.infer<typeof ImportReport>;

function table(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([key, n]) => `  ${key.padEnd(10)} ${n}`)
    .join('\n');
}

/** The human-readable summary `npm run import` prints. */
export function formatReport(report: ImportReport): string {
  const lines = [
    `Imported ${report.cardCount} cards (${report.imagesAttached} with images); sources read and merged in ${Math.round(report.elapsedMs)} ms.`,
    'Cards per set:',
    table(report.perSet),
    'Cards per type:',
    table(report.perType),
    `Skipped ${report.editsLogRows} Edits Log rows (change log, not cards).`,
    `Skipped rows (${report.skipped.length}):`,
    ...report.skipped.map((s) => `  ${s.sheet} row ${s.row} (line ${s.line}): ${s.reason}`),
    `Stat disagreements, spreadsheet value kept (${report.disagreements.length}):`,
    ...report.disagreements.map((d) => `  ${d.cardId} ${d.field}: spreadsheet ${d.spreadsheet}, XML ${d.xml}`),
    `Unmatched XML records (${report.unmatchedXml.length}):`,
    ...report.unmatchedXml.map((u) => `  ${u.set} ${u.number} ${u.name} (XML ${u.xmlId}): ${u.reason}`),
    `Unresolved links (${report.unresolvedLinks.length}):`,
    ...report.unresolvedLinks.map((l) => `  ${l.cardId} -> ${l.name}`),
    `Links to every ship of a nation, not to a card (${report.nationLinks.length}).`,
    `Links that run one way only (${report.oneWayLinks.length}):`,
    ...report.oneWayLinks.map((l) => `  ${l.from} -> ${l.to}, which does not link back`),
    `Images shared from an identical printing (${report.sharedImages.length}).`,
    `Corrections from data/corrections.json (${report.corrections.filter((c) => c.applied).length} of ${report.corrections.length} applied):`,
    ...report.corrections.map((c) => `  ${c.applied ? 'applied' : 'NOT applied'}: ${c.card} ${c.field} ${c.from} -> ${c.to}${c.applied ? '' : ` (${c.note})`}`),
    `Keywords: ${report.cardsWithKeywords} cards carry at least one.`,
    `Leading sentences printed like keywords but not in the glossary (${report.unclassifiedKeywords.length}):`,
    ...report.unclassifiedKeywords.map((u) => `  "${u.sentence}" on ${u.cardIds.join(', ')}`),
  ];
  return lines.join('\n');
}
