import { availableParallelism } from 'node:os';
import { loadAllCards } from '@/db/cards';
import { getDb } from '@/db/client';
import type { Fleet } from '@/lib/fleet/fleet';
import { prepareMatchup } from '@/lib/simulate/prepare';
import { runInWorkers } from '@/lib/simulate/worker-pool';
import { edge95 } from '@/lib/simulate/stats';
import { numberFlag } from './args';

/**
 * `npm run sim:sanity`: does a crew make a fleet better under the default policies? For each generic crew type, one
 * aboard each ship of a real pair against the same two ships bare, the crewed fleet's win rate minus the bare
 * fleet's with its 95% interval. A player expects every edge to be at least zero; one that is not points at a policy
 * that wastes the crew (or at a crew that costs only cargo room for what it gives). The first row of each pair is a
 * control, a crew with no ability (see BLANK). The shots column is the share of games in which any shot was fired: a
 * gun crew can change nothing in the others. `--games N` per row (default 2,000), `--seed N`.
 */
const GAMES = numberFlag('--games', 2000);
const SEED = numberFlag('--seed', 1);

/** The id of the control crew (below). */
const BLANK = 'control-no-ability';

/** Each pair's ships and the generic crew of their nation, by type. */
const PAIRS: { label: string; ships: [string, string]; crew: Record<string, string> }[] = [
  {
    label: 'HMS Dover + HMS Birkenhead (SM, English)',
    ships: ['SM-ES-009', 'SM-ES-012'],
    crew: { Control: `${BLANK}:English`, Captain: 'CC-129', Helmsman: 'CC-104', Cannoneer: 'SM-T-014', Musketeer: 'CC-105', Oarsman: 'SM-T-025', Shipwright: 'SM-T-027', Explorer: 'CC-106' },
  },
  {
    label: 'El Tirador + El Leon (SM, Spanish)',
    ships: ['SM-SS-006', 'SM-SS-016'],
    crew: { Control: `${BLANK}:Spanish`, Captain: 'CC-127', Helmsman: 'CC-107', Cannoneer: 'SM-T-011', Musketeer: 'CC-108', Oarsman: 'SM-T-024', Shipwright: 'SM-T-030', Explorer: 'CC-109' },
  },
];

const cards = loadAllCards(getDb());
const byId = new Map(cards.map((c) => [c.id, c]));

/**
 * The control row: a crew with no ability at all, costed and stowed as the pair's Musketeer is. Its edge is what
 * having a crew aboard does to the default policy's play whatever the crew can do (a hold space less, a crew to lose
 * in a boarding party), so a crew type's own ability is worth its edge over this row, not over zero.
 */
for (const pair of ['CC-105', 'CC-108']) {
  const musketeer = byId.get(pair);
  if (musketeer) byId.set(`${BLANK}:${musketeer.faction}`, { ...musketeer, id: `${BLANK}:${musketeer.faction}`, name: 'No ability (control)', ability: '', keywords: [] });
}
const fleet = (ships: readonly string[], crew?: string): Fleet => ({
  ruleset: 'official',
  buildTotal: 40,
  ships: ships.map((cardId) => ({ cardId, crew: crew ? [crew] : [] })),
  crew: [],
  forts: [],
  treasure: [],
});
const pct = (x: number) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}`;

async function main() {
  const workers = availableParallelism();
  console.log(`crew edge: crewed fleet's win rate minus the same ships bare, ${GAMES} games a row, seed ${SEED}, default policies`);
  for (const pair of PAIRS) {
    console.log(`\n${pair.label}`);
    console.log(`${'crew'.padEnd(11)} ${'policy'.padEnd(12)} ${'crewed'.padStart(7)} ${'bare'.padStart(7)} ${'draws'.padStart(6)} ${'shots'.padStart(6)} ${'edge'.padStart(7)}  95% interval`);
    for (const [type, crewId] of Object.entries(pair.crew)) {
      const prepared = prepareMatchup({ a: fleet(pair.ships, crewId), b: fleet(pair.ships), games: GAMES, seed: SEED }, (id) => byId.get(id));
      if (!prepared.ok) throw new Error(`${type}: ${prepared.message} ${JSON.stringify(prepared.issues ?? [])}`);
      const t = await runInWorkers(prepared.matchup, GAMES, { workers });
      const { edge, ci95 } = edge95(t.wins[0], t.wins[1], t.games);
      const flag = ci95[1] < 0 ? '  worse' : ci95[0] > 0 ? '' : '  (no clear edge)';
      console.log(
        `${type.padEnd(11)} ${prepared.matchup.policies[0].padEnd(12)} ${pct(t.wins[0] / t.games).padStart(7)} ${pct(t.wins[1] / t.games).padStart(7)} ${pct(t.draws / t.games).padStart(6)} ${(100 * t.fired / t.games).toFixed(1).padStart(6)} ${pct(edge).padStart(7)}  [${pct(ci95[0])}, ${pct(ci95[1])}]${flag}`,
      );
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
