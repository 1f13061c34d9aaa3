import type { Edge } from '@/lib/engine/core/scenario';
import { DIFFICULTIES, DIFFICULTY_POLICY } from '@/lib/ai/difficulty';
import { POLICY_IDS, type PolicyId } from '@/lib/simulate/schema';

const POLICY_NAME: Record<PolicyId, string> = { 'gold-runner': 'Gold runner', hunter: 'Hunter', balanced: 'Balanced', lookahead: 'Lookahead', search: 'Search' };

/** Each policy's name, with the table's difficulty it plays as (Play page), so a player knows which computer the simulator ran. */
export const POLICY_LABEL = Object.fromEntries(
  POLICY_IDS.map((p) => {
    const level = DIFFICULTIES.find((d) => DIFFICULTY_POLICY[d] === p);
    return [p, level ? `${POLICY_NAME[p]} (${level[0].toUpperCase()}${level.slice(1)})` : POLICY_NAME[p]];
  }),
) as Record<PolicyId, string>;

export const EDGE_LABEL: Record<Edge, string> = { wall: 'Wall', flat: 'Flat earth', round: 'Round earth' };

/**
 * Each way a game ends (the engine's `endReason`, the simulate answer's `endings`), in words, with the text it comes
 * from. A reason the engine adds later shows as it is named until it gets words here.
 */
export const ENDING_LABEL: Record<string, { label: string; means: string }> = {
  'all-gold-home': { label: 'All gold home', means: 'no gold was left on the islands or aboard ships (001)' },
  'one-fleet-left': { label: 'One fleet left', means: 'only one fleet still had a ship that could move (001)' },
  'half-fleets-out': { label: 'Half the fleets out', means: 'half the fleets or more had no ship left that could move (001, the table chose this reading)' },
  'no-fleet-left': { label: 'No fleet left', means: 'no fleet had a ship left that could move (001)' },
  'half-the-gold': { label: 'More than half the gold', means: 'a player got more than half of the starting treasure home (Crimson Coast)' },
  'wild-islands-empty': { label: 'Wild islands empty', means: "every wild island's treasure was taken (Daniel's)" },
  'turn-cap': { label: 'Turn cap', means: 'the game reached the turn cap and was scored as it stood' },
  'no-progress': { label: 'No way left', means: 'no ship of any fleet could make way, so the game was scored as it stood' },
  'fleet-elimination': { label: 'Fleet elimination', means: 'every other fleet was sunk or abandoned (Economy Edition)' },
  'trade-monopoly': { label: 'Trade monopoly', means: 'every resource island was a town of one player (Economy Edition)' },
};

/**
 * Economy Edition plays to a time limit in rounds, not a cap on a game that should have ended: the cap is its ending
 * (003 "Time limit: The player with the most gold coins (not resources) wins after a set amount of time has passed").
 */
const ECONOMY_TIME_LIMIT = { label: 'Time limit', means: 'the rounds ran out and the most gold coins (not resources) won (Economy Edition)' };

/** An ending's words under the ruleset played (`economy`: Economy Edition's time limit in place of the turn cap). */
export function endingWords(reason: string, economy: boolean): { label: string; means: string } | undefined {
  return economy && reason === 'turn-cap' ? ECONOMY_TIME_LIMIT : ENDING_LABEL[reason];
}
