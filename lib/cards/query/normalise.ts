import { normaliseName } from '../identity';

/**
 * Search folds text the way card identity does (case, diacritics, quote
 * variants, whitespace), so `!"capitan"` finds the card `Capitán`.
 */
export const normaliseText = normaliseName;

/** Keyword ids are kebab-case names, so a player may type either `broadsides-attack` or "Broadsides Attack". */
export function keywordSlug(text: string): string {
  return normaliseText(text)
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Move codes as printed, ignoring case and spaces: `s + l` is `S+L`. */
export function normaliseMove(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}
