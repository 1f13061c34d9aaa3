import Fuse from 'fuse.js';

/**
 * How loose a bare word may be: Fuse's score is edits / word length, and 0.3
 * forgives a typo or two in a name ("dutchmen") without letting short words
 * match everything.
 */
export const FUZZY_THRESHOLD = 0.3;

/** Fuse settings for names; the matcher's screening assumes `ignoreLocation` (score = edits / length). */
export const FUZZY_FUSE_OPTIONS = { includeScore: true, ignoreLocation: true, threshold: FUZZY_THRESHOLD, shouldSort: false } as const;
const ALPHABET = 128;

function charCounts(text: string): Uint8Array {
  const counts = new Uint8Array(ALPHABET);
  for (let i = 0; i < text.length; i++) {
    const code = Math.min(text.charCodeAt(i), ALPHABET - 1);
    if (counts[code] < 255) counts[code]++;
  }
  return counts;
}

/**
 * Fuzzy matching of folded names, as Fuse scores it, but quicker: Fuse's
 * bitap search over every name costs milliseconds per word, so names are
 * first screened with a letter-count bound. A name within k edits of a word
 * of length m contains at least m - k of the word's letters; only names that
 * pass go to Fuse, which then gives the same matches and scores as a full
 * search.
 */
export class FuzzyNameMatcher {
  private readonly counts: Uint8Array[];

  constructor(private readonly names: readonly string[]) {
    this.counts = names.map(charCounts);
  }

  /** Position in `names` → Fuse score (0 perfect) for every name matching `term`. */
  search(term: string): Map<number, number> {
    const scores = new Map<number, number>();
    if (term.length === 0) return scores;
    const needed = term.length - Math.floor(FUZZY_THRESHOLD * term.length);
    const want = charCounts(term);
    const letters: number[] = [];
    want.forEach((n, code) => {
      if (n > 0) letters.push(code);
    });

    const candidates: number[] = [];
    for (let i = 0; i < this.counts.length; i++) {
      const have = this.counts[i];
      let shared = 0;
      for (const code of letters) shared += Math.min(want[code], have[code]);
      if (shared >= needed) candidates.push(i);
    }
    if (candidates.length === 0) return scores;

    const fuse = new Fuse(candidates.map((i) => this.names[i]), FUZZY_FUSE_OPTIONS);
    for (const hit of fuse.search(term)) scores.set(candidates[hit.refIndex], hit.score ?? 1);
    return scores;
  }
}
