import type { PolicyId } from './schema';

/**
 * What a seat played by `search` multiplies a game's work by: it plays each turn's candidates out to the end of the
 * game (lib/ai/search.ts). `npm run bench:search-work` measures it in a simulation thread as the server runs them, on
 * random fleet pairs of the three rulesets against `balanced`: a game with one `search` seat cost 213 and 212
 * `lookahead` games over nine pairs (seed 4711), the dearest pair 352 and 333 (docs/ai.md "How strong, and how
 * fast"). 250 keeps above that mean the margin 500 kept over the 441 the same command printed before the table's
 * copies were made cheaper.
 */
export const SEARCH_WORK = 250;

/** How many seats `search` plays. */
export function searchingSeats(policies: readonly (PolicyId | null | undefined)[]): number {
  return policies.filter((p) => p === 'search').length;
}

/** A game's work against a game of the fast policies: each seat played by `search` counts `SEARCH_WORK`. */
export function gameWork(policies: readonly (PolicyId | null | undefined)[]): number {
  return Math.max(1, searchingSeats(policies) * SEARCH_WORK);
}
