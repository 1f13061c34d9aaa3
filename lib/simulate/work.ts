import type { Fleet } from '@/lib/fleet/fleet';
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

/**
 * A request's cost, bounded before it starts: the work of a game grows with the pieces on the table, so games times
 * ships and crew of both fleets is capped. Two 40-point fleets (about twenty pieces) still get the full 100,000
 * games; two 100-ship fleets get 10,000 rather than hours of every core. A fleet played by `search` counts each
 * game as hundreds (`SEARCH_WORK`), so two 40-point fleets get several hundred.
 */
export const MAX_PIECE_GAMES = 2_000_000;

/** Ships and crew of every fleet: what a game's work grows with. */
export function piecesOf(fleets: readonly Fleet[]): number {
  return fleets.reduce((n, f) => n + f.ships.length + f.ships.reduce((c, s) => c + s.crew.length, 0), 0);
}

/**
 * The most games a request of `fleets`, each played by its policy in `policies`, may ask: the server's bound, which
 * the simulate page offers. None where one game alone is past it.
 */
export function mostGames(fleets: readonly Fleet[], policies: readonly (PolicyId | null | undefined)[]): number {
  return Math.floor(MAX_PIECE_GAMES / (piecesOf(fleets) * gameWork(policies)));
}
