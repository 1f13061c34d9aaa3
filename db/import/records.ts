import { z } from 'zod';

/**
 * The rows an import reports (skipped rows, disagreements, links, corrections), in a module of their own that imports
 * nothing of the importer: the parsers and the corrections produce them and the report collects them, so they would
 * otherwise import each other in a circle.
 */

/** A spreadsheet row the importer did not import, and why. */
export const SkippedRow = z.object({
  sheet: z.string(),
  /** Position within its sheet, counted as a spreadsheet numbers rows (the header is row 1). */
  row: z.number().int(),
  /** First line of the record in the CSV file. */
  line: z.number().int(),
  reason: z.string(),
});
export type SkippedRow = z.infer<typeof SkippedRow>;

/** A stat on which the WizKids XML and the spreadsheet disagree; the spreadsheet value is the one imported. */
export const StatDisagreement = z.object({
  cardId: z.string(),
  field: z.enum(['points', 'masts', 'cargo', 'move', 'cannons']),
  spreadsheet: z.string(),
  xml: z.string(),
});
export type StatDisagreement = z.infer<typeof StatDisagreement>;

export const UnmatchedXmlRecord = z.object({
  xmlId: z.string(),
  set: z.string(),
  number: z.string(),
  name: z.string(),
  reason: z.string(),
});
export type UnmatchedXmlRecord = z.infer<typeof UnmatchedXmlRecord>;

export const UnresolvedLink = z.object({ cardId: z.string(), name: z.string() });
export type UnresolvedLink = z.infer<typeof UnresolvedLink>;

/** A link to a card whose own links do not name the linking card back. */
export const OneWayLink = z.object({ from: z.string(), to: z.string() });
export type OneWayLink = z.infer<typeof OneWayLink>;

/** A leading ability sentence printed like keywords that the glossary does not know. */
export const UnclassifiedKeyword = z.object({ sentence: z.string(), cardIds: z.array(z.string()) });
export type UnclassifiedKeyword = z.infer<typeof UnclassifiedKeyword>;

/** A correction of data/corrections.json and whether the source still needed it. */
export const CorrectionOutcome = z.object({
  card: z.string(),
  field: z.string(),
  from: z.string(),
  to: z.string(),
  applied: z.boolean(),
  /** Why it was not applied, or the evidence when it was. */
  note: z.string(),
});
export type CorrectionOutcome = z.infer<typeof CorrectionOutcome>;
