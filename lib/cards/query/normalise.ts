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

/**
 * Ability text for `o:` searches: folded like names, and with the contractions cards print both ways written out
 * (`can't` and `cannot` are the same rule), so `o:"cannot be pinned"` finds every card that says either.
 */
export function normaliseAbility(text: string): string {
  return normaliseText(text)
    .replace(/\bcan'?t\b/g, 'cannot')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/\bdoesn't\b/g, 'does not')
    .replace(/\bisn't\b/g, 'is not');
}
