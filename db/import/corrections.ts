import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { CorrectionOutcome } from './records';
import type { SheetRecord } from './spreadsheet';

/**
 * Our own corrections of known errors in the source files (data/corrections.json), each with the evidence for it.
 * The sources are never edited: a correction is applied to the record read from them, only while the record still
 * says what the correction expects (`from`). When the source has been fixed upstream, or the row is gone, the
 * correction is reported as not applied instead of overwriting anything.
 */
const CORRECTABLE = ['name', 'cargo', 'masts', 'points', 'move'] as const;

export const Correction = z.object({
  set: z.string(),
  number: z.string(),
  /** The name as the source spells it, so a correction never lands on another card with the same number. */
  name: z.string(),
  field: z.enum(CORRECTABLE),
  from: z.union([z.string(), z.number()]),
  to: z.union([z.string(), z.number()]),
  evidence: z.string().min(20),
});
export type Correction = z.infer<typeof Correction>;

export const DEFAULT_CORRECTIONS = new URL('../../data/corrections.json', import.meta.url);

export function readCorrections(file: URL | string = DEFAULT_CORRECTIONS): Correction[] {
  return z.array(Correction).parse(JSON.parse(readFileSync(file, 'utf8')));
}

export function applyCorrections(records: readonly SheetRecord[], corrections: readonly Correction[]): { records: SheetRecord[]; outcomes: CorrectionOutcome[] } {
  const out = records.map((r) => ({ ...r }));
  const outcomes: CorrectionOutcome[] = corrections.map((c) => {
    const label = `${c.set} ${c.number} ${c.name}`;
    const base = { card: label, field: c.field, from: String(c.from), to: String(c.to) };
    const record = out.find((r) => r.set === c.set && r.number === c.number && r.name.trim() === c.name);
    if (!record) return { ...base, applied: false, note: 'no source row has this set, number and name any more' };
    const current = record[c.field];
    if (current !== c.from) {
      return { ...base, applied: false, note: `the source now says ${JSON.stringify(current)}, not ${JSON.stringify(c.from)}` };
    }
    if (typeof c.to !== typeof c.from) return { ...base, applied: false, note: 'the corrected value is not of the field\'s kind' };
    (record as Record<string, unknown>)[c.field] = c.to;
    return { ...base, applied: true, note: c.evidence };
  });
  return { records: out, outcomes };
}
