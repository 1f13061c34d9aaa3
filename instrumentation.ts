/**
 * Runs once when a server starts (Next.js "instrumentation"): the simulator's worker threads are started and warmed
 * then, not by the first player who asks for a simulation. Not while building, which starts servers of its own.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { prestartPool } = await import('./lib/simulate/worker-pool');
  prestartPool();
}
