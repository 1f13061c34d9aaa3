/**
 * Runs once when a server starts (Next.js "instrumentation"): the simulator's worker threads are started and warmed
 * then, not by the first player who asks for a simulation. Each thread first plays its invented warm-up; then, once
 * the cards are read (which also builds the search index the first search would otherwise build), every thread plays
 * real fleets' games too (lib/simulate/warm-up.ts `realWarmUpMatchup`). Not while building, which starts servers of
 * its own.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { prestartPool, warmPool } = await import('./lib/simulate/worker-pool');
  prestartPool();
  try {
    const { getCardStore } = await import('./app/_lib/card-store');
    const { realWarmUpMatchup, REAL_WARM_UP_GAMES } = await import('./lib/simulate/warm-up');
    const matchup = realWarmUpMatchup(getCardStore().cards);
    if (matchup) void warmPool(matchup, REAL_WARM_UP_GAMES);
  } catch (err) {
    // A database that cannot be read yet costs only the warm-up; the first request will say what is wrong.
    console.error('simulator warm-up with real fleets skipped:', err instanceof Error ? err.message : err);
  }
}
