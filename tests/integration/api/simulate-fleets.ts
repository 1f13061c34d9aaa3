import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GET as listCards } from '@/app/api/cards/route';
import type { Card } from '@/lib/cards/card';
import type { FleetInput } from '@/lib/fleet/fleet';
import { WORKER_FILE } from '@/lib/simulate/worker-pool';

/**
 * What the simulate API tests stand on, once the temporary database is imported: the simulator's worker built (`npm
 * test` builds it first; a lone `vitest run` of one file builds it here) and two small legal official fleets of real
 * cards, two ships each, one printing per game piece so they keep the no-duplicates rule.
 */
export async function simulateFleets(): Promise<{ a: FleetInput; b: FleetInput }> {
  if (!existsSync(WORKER_FILE)) execFileSync('npm', ['run', 'build:worker'], { cwd: fileURLToPath(new URL('../../..', import.meta.url)), stdio: 'pipe' });
  const res = await listCards(new Request(`http://localhost/api/cards?q=${encodeURIComponent('t:ship set:sm pts<=12 masts>=2')}&limit=30`));
  const seen = new Set<string>();
  const ships = ((await res.json()) as { cards: Card[] }).cards.filter((c) => !c.seaCreature && !seen.has(c.pieceKey) && seen.add(c.pieceKey));
  return {
    a: { ruleset: 'official', buildTotal: 40, ships: [{ cardId: ships[0].id }, { cardId: ships[1].id }] },
    b: { ruleset: 'official', buildTotal: 40, ships: [{ cardId: ships[2].id }, { cardId: ships[3].id }] },
  };
}
