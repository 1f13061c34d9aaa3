import type { PolicyId } from './schema';

/**
 * What a seat played by `search` multiplies a game's work by: it plays each turn's candidates out to the end of the
 * game (lib/ai/search.ts). Measured on random 40-point fleets against `balanced`, a game with one `search` seat took
 * about 300 to 450 times a `lookahead` game's time (docs/ai.md).
 */
export const SEARCH_WORK = 500;

/** How many seats `search` plays. */
export function searchingSeats(policies: readonly (PolicyId | null | undefined)[]): number {
  return policies.filter((p) => p === 'search').length;
}

/** A game's work against a game of the fast policies: each seat played by `search` counts `SEARCH_WORK`. */
export function gameWork(policies: readonly (PolicyId | null | undefined)[]): number {
  return Math.max(1, searchingSeats(policies) * SEARCH_WORK);
}
