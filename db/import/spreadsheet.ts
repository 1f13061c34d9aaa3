import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { CardType, type Cannon } from '@/lib/cards/card';
import { CannonParseError, parseCannons } from '@/lib/cards/cannons';
import { normaliseNumber } from '@/lib/cards/ids';
import { MoveParseError, parseMove } from '@/lib/cards/move';
import { setBySheet, type SetCode } from '@/lib/cards/sets';
import type { SkippedRow } from './records';

/** The stacked sheets end with the maintainer's change log, which is not cards. */
export const EDITS_LOG_SHEET = 'Edits Log';

const TYPES: Record<string, CardType> = {
  Ship: 'ship',
  Crew: 'crew',
  'Crew/T': 'crew',
  Treasure: 'treasure',
  Island: 'island',
  Event: 'event',
  Fort: 'fort',
  Story: 'story',
  Equipment: 'equipment',
  Bust: 'bust',
};

/** Island-sheet pieces that are terrain (rules 001, "Terrain"), not islands; double-sided `Island / X` stay islands. */
const TERRAIN_NAME = /^(iceberg( \d+)?|reef|sargasso sea|fog bank( bank)?|whirlpool|trade current)$/i;

const text = z.string().transform((s) => s.trim());
const optionalText = text.transform((s) => (s === '' ? null : s));

const wholeNumber = (column: string) =>
  text.transform((s, ctx) => {
    if (s === '') return null;
    if (!/^\d+(\.0+)?$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: `${column} "${s}" is not a whole number` });
      return z.NEVER;
    }
    return Number.parseInt(s, 10);
  });

/** One CSV record, validated and converted; the keys are the spreadsheet's column headers. */
export const SpreadsheetRow = z
  .object({
    Faction: optionalText,
    '#': z.string(),
    Rarity: optionalText,
    Type: text.pipe(z.enum(Object.keys(TYPES) as [string, ...string[]], { error: (i) => `unknown type "${String(i.input)}"` })),
    Name: text.pipe(z.string().min(1, 'no name')),
    'Point Cost': text.transform((s, ctx) => {
      if (s === '') return { points: null, pointsAreGold: false };
      const match = /^(\d+(?:\.\d+)?)( gold)?$/i.exec(s);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: `Point Cost "${s}" is neither a number nor "<n> gold"` });
        return z.NEVER;
      }
      return { points: Number(match[1]), pointsAreGold: match[2] !== undefined };
    }),
    Masts: wholeNumber('Masts'),
    Cargo: wholeNumber('Cargo'),
    'Base Move': text.transform((s, ctx) => {
      if (s === '') return null;
      try {
        return parseMove(s).code;
      } catch (error) {
        if (!(error instanceof MoveParseError)) throw error;
        ctx.addIssue({ code: 'custom', message: `Base Move: ${error.message}` });
        return z.NEVER;
      }
    }),
    Cannons: z.string().transform((s, ctx): Cannon[] => {
      try {
        return parseCannons(s);
      } catch (error) {
        if (!(error instanceof CannonParseError)) throw error;
        ctx.addIssue({ code: 'custom', message: `Cannons: ${error.message}` });
        return z.NEVER;
      }
    }),
    Link: optionalText,
    Ability: text,
    'Flavor Text': text,
    'Treasure Values': optionalText,
    SheetName: text,
    Set: optionalText,
  })
  .transform((row) => {
    const type = TYPES[row.Type];
    return {
      number: normaliseNumber(row['#']),
      name: row.Name,
      type: type === 'island' && TERRAIN_NAME.test(row.Name) ? ('terrain' as const) : type,
      /** Only what the Type column says; build.ts also recognises generic crew by name. */
      genericType: row.Type === 'Crew/T',
      faction: row.Faction === 'UT' ? null : row.Faction,
      rarity: row.Rarity,
      points: row['Point Cost'].points,
      pointsAreGold: row['Point Cost'].pointsAreGold,
      masts: row.Masts,
      cargo: row.Cargo,
      move: row['Base Move'],
      cannons: row.Cannons,
      ability: row.Ability,
      flavor: row['Flavor Text'],
      treasureValues: row['Treasure Values'],
      link: row.Link,
      intendedSet: row.Set,
    };
  });

export type SheetFields = z.output<typeof SpreadsheetRow>;

export interface SheetRecord extends SheetFields {
  set: SetCode;
  sheet: string;
  row: number;
  line: number;
}

export interface ParsedSpreadsheet {
  records: SheetRecord[];
  skipped: SkippedRow[];
  editsLogRows: number;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const column = issue.path.length > 0 ? String(issue.path[0]) : '';
      if (issue.code === 'invalid_type' && issue.input === undefined) return `missing column ${column}`;
      return issue.message.startsWith(column) || column === '' ? issue.message : `${column}: ${issue.message}`;
    })
    .join('; ');
}

/** Parses the stacked Master Spreadsheet CSV; every row is validated, and rejected rows are reported, not altered. */
export function parseSpreadsheet(csv: string): ParsedSpreadsheet {
  const parsed = parse(csv, { columns: true, bom: true, relax_column_count: true, skip_empty_lines: true, info: true }) as {
    record: Record<string, string | undefined>;
    info: { lines: number };
  }[];
  const rowInSheet = new Map<string, number>();
  const records: SheetRecord[] = [];
  const skipped: SkippedRow[] = [];
  let editsLogRows = 0;
  let previousEnd = 1;
  for (const { record, info } of parsed) {
    const line = previousEnd + 1;
    previousEnd = info.lines;
    const sheet = (record.SheetName ?? '').trim();
    if (sheet === EDITS_LOG_SHEET) {
      editsLogRows++;
      continue;
    }
    const row = (rowInSheet.get(sheet) ?? 1) + 1;
    rowInSheet.set(sheet, row);
    const set = setBySheet(sheet);
    if (!set) {
      skipped.push({ sheet, row, line, reason: `unknown sheet "${sheet}"` });
      continue;
    }
    if (!record.Type?.trim() && !record.Name?.trim()) {
      skipped.push({ sheet, row, line, reason: 'no type and no name' });
      continue;
    }
    const result = SpreadsheetRow.safeParse(record);
    if (!result.success) {
      skipped.push({ sheet, row, line, reason: describeIssues(result.error) });
      continue;
    }
    records.push({ ...result.data, set: set.code, sheet, row, line });
  }
  return { records, skipped, editsLogRows };
}
