import type { Card } from './card';
import { foldToAscii } from './ids';

/**
 * A name in the form two printings of one piece share: trimmed, diacritics folded, lower-case, every quote and
 * apostrophe variant written as `'`, whitespace collapsed. The spreadsheet and the XML disagree on exactly these
 * (`David "Bones" Wiley` / `David 'Bones' Wiley`, trailing spaces, `Capitán` / `Capitan`).
 */
export function normaliseName(name: string): string {
  return foldToAscii(name)
    .toLowerCase()
    .replace(/["'`\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u00b4\u02bc]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * One value for every printing of one game piece, the unit of the no-duplicates rule: type + normalised name,
 * whatever the set (the SM and SMU printings of a card are one piece). Generic crew also carry their faction, so a
 * Pirate Captain and an English Captain are different pieces.
 */
export function pieceKey(card: Pick<Card, 'type' | 'name' | 'generic' | 'faction'>): string {
  const base = `${card.type}:${normaliseName(card.name)}`;
  return card.generic ? `${base}:${normaliseName(card.faction ?? '')}` : base;
}
