import { TABLE_POLICY } from '@/lib/ai/difficulty';
import type { PolicyId } from '@/lib/simulate/schema';

/**
 * A run's answer depends on who played it. The simulator's default plays one turn at a time; Hard (`search`) plays
 * each turn ahead to the end of the game, at hundreds of times the cost. Over 40 random fleet pairs (`npm run
 * sim:policies -- --verdicts 40`, docs/simulator.md "How far the default's answer is Hard's"), fleet A's share of the
 * default's games lay outside the 95% interval of its share of Hard's on 13 to 19 pairs in three runs as the engine
 * changed (about 2 would by chance), and the two named opposite winners on up to 3: better play changes which fleet is
 * the better. So a run that Hard played no side of says so, and how
 * to ask Hard. Not under Economy Edition, where Hard trades as the default does (lib/ai/search.ts).
 */
export function playedByNote(policies: readonly PolicyId[], economy: boolean): string | null {
  if (economy || policies.includes(TABLE_POLICY)) return null;
  return (
    'Hard played no side here. It plays each turn ahead to the end of the game, and on random fleet pairs its games often put a fleet’s chances ten points or more from the quicker players’, now and then naming the other fleet the better. ' +
    'For a close call, run these fleets again with every fleet playing as Search (Hard): fewer games, better played.'
  );
}
