import type { SetCode } from './sets';

/**
 * Card ids: `SET-NUMBER`, stable across re-imports (share codes and saved fleets store them).
 *
 * The number part is the collector number as printed, normalised:
 * - trimmed, upper-cased, spaces removed (`PP 376` -> `PP376`);
 * - a number that is digits optionally followed by letters (`11`, `020b`, `300a`) has its digit part
 *   zero-padded to 3, as WizKids prints them and as PiratesCards.xml writes them (`CC-011`, `SMU-057`, `RV-020B`);
 * - every other form is kept as printed (`SM-EC-001`, `RVU-UL001`, `MI-I01`).
 *
 * Collisions inside one set (the spreadsheet repeats some numbers): the first row keeps the id; a later row whose
 * rarity differs from the first row's gets `-<RARITY CODE>` (the rarity's alphanumerics upper-cased: `LE`, `SE`),
 * otherwise `-2`, `-3`, ... in row order.
 *
 * A row with no number (unreleased cards) gets `UNR-` + the name's ASCII alphanumerics upper-cased, diacritics folded.
 */

export interface IdSource {
  set: SetCode;
  /** Collector number as the source prints it (may be empty). */
  number: string;
  name: string;
  rarity: string | null;
}

const PADDED_NUMBER = /^(\d+)([A-Z]*)$/;

export function normaliseNumber(raw: string): string {
  const compact = raw.trim().toUpperCase().replace(/\s+/g, '');
  const match = PADDED_NUMBER.exec(compact);
  return match ? match[1].padStart(3, '0') + match[2] : compact;
}

export function foldToAscii(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

function alphanumericUpper(text: string): string {
  return foldToAscii(text).toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The id a card gets when nothing else in its set claims it first. */
export function baseCardId(source: Pick<IdSource, 'set' | 'number' | 'name'>): string {
  const number = normaliseNumber(source.number);
  if (number === '') return `UNR-${alphanumericUpper(source.name)}`;
  return `${source.set}-${number}`;
}

/** Ids for rows in source order; collisions are resolved as the module comment describes. */
export function assignCardIds(sources: readonly IdSource[]): string[] {
  const firstRarity = new Map<string, string | null>();
  const taken = new Set<string>();
  return sources.map((source) => {
    const base = baseCardId(source);
    if (!firstRarity.has(base)) {
      firstRarity.set(base, source.rarity);
      taken.add(base);
      return base;
    }
    const rarityCode = alphanumericUpper(source.rarity ?? '');
    const differs = rarityCode !== '' && rarityCode !== alphanumericUpper(firstRarity.get(base) ?? '');
    if (differs && !taken.has(`${base}-${rarityCode}`)) {
      taken.add(`${base}-${rarityCode}`);
      return `${base}-${rarityCode}`;
    }
    for (let n = 2; ; n++) {
      const candidate = `${base}-${n}`;
      if (!taken.has(candidate)) {
        taken.add(candidate);
        return candidate;
      }
    }
  });
}

/**
 * The key under which an id is looked up: case folded and leading zeros of every digit run dropped, so `SMU-57`,
 * `smu-057` and `SMU-057` find the same card (people and DESIGN.md write both forms).
 */
export function idLookupKey(id: string): string {
  return id
    .trim()
    .toUpperCase()
    .replace(/\d+/g, (digits) => String(Number.parseInt(digits, 10)));
}
