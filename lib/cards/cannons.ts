import type { Cannon } from './card';

/** A cannon code that is not a list of `<rank><range>` entries. */
export class CannonParseError extends Error {
  readonly code = 'invalid-cannons';
  constructor(
    readonly input: string,
    /** 0-based character offset of the offending entry in `input`. */
    readonly position: number,
    message: string,
  ) {
    super(message);
    this.name = 'CannonParseError';
  }
}

const ENTRY = /^([1-6])([SL])$/;

/**
 * Parses a printed cannon code, one entry per mast from bow to stern: `2S-3L-3L`. Commas are accepted as separators
 * too (a few spreadsheet rows write `2L,2L,2L`). An empty code means no cannons.
 */
export function parseCannons(code: string): Cannon[] {
  const trimmed = code.trim();
  if (trimmed === '') return [];
  const cannons: Cannon[] = [];
  let position = code.indexOf(trimmed);
  for (const entry of trimmed.split(/[-,]/)) {
    const match = ENTRY.exec(entry.trim().toUpperCase());
    if (!match) {
      throw new CannonParseError(code, position, `cannon "${entry}" at position ${position} is not a rank 1-6 followed by S or L`);
    }
    cannons.push({ rank: Number(match[1]), range: match[2] as Cannon['range'] });
    position += entry.length + 1;
  }
  return cannons;
}

/** The canonical printed form, `2S-3L-3L`. */
export function formatCannons(cannons: readonly Cannon[]): string {
  return cannons.map((c) => `${c.rank}${c.range}`).join('-');
}
