import { getDb } from '../db/client';
import { loadAllCards } from '../db/cards';
import { resolveScenario } from '../lib/engine/setup';
import { rulesetOf } from '../lib/rules/registry';
import { runInWorkers } from '../lib/simulate/worker-pool';
const cards = loadAllCards(getDb());
const ships = cards.filter(c => c.type==='ship' && !c.seaCreature && c.points && c.points>=8 && c.points<=14 && c.masts && c.masts>=2 && c.set==='SM');
const pick = (off: number) => ships.slice(off, off+3).map(c => ({cardId: c.id, crew: [] as string[]}));
const rs = rulesetOf('official');
const a = { ruleset: 'official' as const, buildTotal: 40, ships: pick(0), crew: [], forts: [], treasure: [] };
const b = { ruleset: 'official' as const, buildTotal: 40, ships: pick(3), crew: [], forts: [], treasure: [] };
const used = new Set([...a.ships, ...b.ships].map(s => s.cardId));
const m = { fleets: [a, b] as [any, any], cards: cards.filter(c => used.has(c.id)), ruleset: 'official' as const, scenario: resolveScenario(undefined, rs.play!.scenario), policies: ['balanced','balanced'] as any, seed: 1, alternateHomes: true };
(async () => { for (const w of [1, 2]) {
  const t0 = performance.now();
  const t = await runInWorkers(m, 4000, { workers: w });
  const ms = performance.now() - t0;
  console.log(w, 'workers', (4000 / ms * 1000).toFixed(0), 'games/s', t.wins, t.draws);
} })();
