import type { Card } from './lib/cards/card';

/**
 * Runs once when a server starts (Next.js "instrumentation"): the simulator's worker threads are started and warmed
 * then, not by the first player who asks for a simulation (lib/simulate/worker-pool.ts `startPool`: the invented
 * warm-up, then real fleets' games from the cards, whose reading also builds the search index the first search would
 * otherwise build). Not while building, which starts servers of its own.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startPool } = await import('./lib/simulate/worker-pool');
  let cards: readonly Card[] = [];
  try {
    const { getCardStore } = await import('./app/_lib/card-store');
    cards = getCardStore().cards;
  } catch (err) {
    // A database that cannot be read yet costs only the real-fleet warm-up; the first request will say what is wrong.
    console.error('simulator warm-up with real fleets skipped:', err instanceof Error ? err.message : err);
  }
  void startPool(cards);
}
