import type { IslandPlacement, Point } from '@/lib/engine/core/placement';
import { islandProblem, islandSpots } from '@/lib/engine/core/placement';
import type { Refusal } from '@/lib/engine/core/refusal';
import type { PlayerIndex } from '@/lib/engine/state/state';

/**
 * The set-up the players make themselves when the match's scenario does not fix the islands, step by step as each
 * ruleset's text orders it:
 *
 * - 001 and 004: the turn order is rolled (001: "The player who rolls the highest result is the first player; followed
 *   by the next highest-rolling player, and so on", ties rerolled); "starting with the first player, players take
 *   turns … placing" the islands (the ruleset's count: three a player), in turn order; then "the last player" (who
 *   placed the last island) "chooses which island will be the home island of the first player", "the first player
 *   then chooses a different island to be the second player's home island", and "the remaining player's home
 *   islands are chosen in order in this manner": each player in turn order chooses the next one's.
 * - 000 (two players): the seed island stands in the middle of the table; "Player 1 then places Player 2's Home
 *   Island … Player 2 then does the same for Player 1's Home Island", then they take turns placing the four wild
 *   islands. Player 1 is the player who rolled to go first.
 *
 * Terrain is placed by the scenario, not by hand; ships start with their bows touching home and crew where the fleet
 * lists them, as the engine's set-up does.
 */
export interface Placing {
  /** The turn order the dice gave, first player first. */
  order: PlayerIndex[];
  /** Each round of rolling for the order (the first everyone's, then each reroll among the tied). */
  rolls: { player: PlayerIndex; roll: number }[][];
  /** Islands on the table so far, in the order placed (Daniel's seed island first). */
  islands: Point[];
  /** The island each player's home is, by index into `islands`, once chosen or placed; one entry per seat. */
  homes: (number | null)[];
  /** How many islands the table has when all are placed. */
  count: number;
  rule: IslandPlacement;
  area: { width: number; height: number };
}

export type SetupStep = { kind: 'place-island'; by: PlayerIndex; home: PlayerIndex | null } | { kind: 'choose-home'; by: PlayerIndex; for: PlayerIndex } | null;

/** What the set-up waits for now, and from whom; null once every island stands and every home is known. */
export function setupStep(p: Placing): SetupStep {
  const { order } = p;
  const n = order.length;
  if (p.rule.seed) {
    // Seed first (already placed), then each player places the other's home, then the wild islands in turn.
    const [first, second] = order;
    const placedAfterSeed = p.islands.length - 1;
    if (placedAfterSeed === 0) return { kind: 'place-island', by: first, home: second };
    if (placedAfterSeed === 1) return { kind: 'place-island', by: second, home: first };
    if (p.islands.length < p.count && roomLeft(p, false)) return { kind: 'place-island', by: order[placedAfterSeed % n], home: null };
    return null;
  }
  if (p.islands.length < p.count && (p.islands.length < n || roomLeft(p, false))) return { kind: 'place-island', by: order[p.islands.length % n], home: null };
  const last = order[(p.islands.length - 1) % n];
  for (let k = 0; k < n; k++) {
    if (p.homes[order[k]] === null) return { kind: 'choose-home', by: k === 0 ? last : order[k - 1], for: order[k] };
  }
  return null;
}

/**
 * Whether the next island has anywhere to stand. The texts' distances can leave a small table without room for the
 * last islands; they do not say what then, and a set-up that cannot go on is worse than a table an island short, so
 * the islands placed are the table and the homes are chosen among them.
 */
function roomLeft(p: Placing, home: boolean): boolean {
  return islandSpots(p.rule, p.area, p.islands, home).length > 0;
}

/** Why the island cannot stand there in this step, or null. */
export function placeProblem(p: Placing, at: Point): Refusal | null {
  const step = setupStep(p);
  return islandProblem(p.rule, p.area, p.islands, at, step?.kind === 'place-island' && step.home !== null);
}

/** Valid places for the next island, sampled on a 1 S grid. */
export function placeSpots(p: Placing): Point[] {
  const step = setupStep(p);
  return step?.kind === 'place-island' ? islandSpots(p.rule, p.area, p.islands, step.home !== null) : [];
}
