import { readFileSync } from 'node:fs';
import { selfPlay } from '@/lib/diplomacy/selfplay';
import { parseDiplomacyMap } from '@/lib/diplomacy/map';
import type { DiplomacyState } from '@/lib/diplomacy/game';

/**
 * `npm run bench:diplomacy` (and part of `npm run bench`): seeded games of twelve bots and one power that only holds,
 * printing the leading bot's centres in 1677 and the year a power won. Issue 15's targets: the leader holds at least
 * 12 centres by 1677, and the games end with a winner.
 */
const map = parseDiplomacyMap(JSON.parse(readFileSync(process.env.DIPLOMACY_MAP_PATH ?? '../shared/data/pirates-diplomacy-map.json', 'utf8')));
const seeds = (process.env.SEEDS ?? '1,2,3').split(',').map(Number);
const holder = process.env.HOLDER ?? 'Spain';
const lastYear = Number(process.env.LAST_YEAR ?? 1720);

for (const seed of seeds) {
  const started = performance.now();
  let leader1677 = '';
  let phases = 0;
  const tally = { orders: 0, supports: 0, supportedTakes: 0, transforms: 0 };
  const end = selfPlay(map, {
    seed,
    holder,
    lastYear,
    onPhase: (s) => {
      phases += 1;
      count(s, tally);
      if (s.year === 1678 && s.season === 'spring' && leader1677 === '') {
        leader1677 = `${standings(s.owners).slice(0, 3).join(', ')} (${holder}, holding, ${Object.values(s.owners).filter((p) => p === holder).length})`;
      }
    },
  });
  const ms = performance.now() - started;
  console.log(
    `seed ${seed}: leaders after 1677 ${leader1677 || '(won before 1677)'}; ` +
      `${end.winner ? `${end.winner} won in ${end.year}` : `no winner by ${lastYear}`}; ${phases} phases in ${(ms / 1000).toFixed(1)} s (${(ms / phases).toFixed(0)} ms a phase); ` +
      `${tally.supports} of ${tally.orders} movement orders were supports, ${tally.supportedTakes} occupied places taken with support, ${tally.transforms} transforms`,
  );
}

function standings(owners: Record<string, string>) {
  const counts = new Map<string, number>();
  for (const p of Object.values(owners)) counts.set(p, (counts.get(p) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([p, n]) => `${p} ${n}`);
}

/** Bot behaviour in the phase just resolved: supports given, occupied places taken by a supported move, transforms. */
function count(s: DiplomacyState, tally: { orders: number; supports: number; supportedTakes: number; transforms: number }) {
  const record = s.history.at(-1)!;
  if (record.phase.endsWith('moves')) {
    const bots = record.orders.filter((o) => o.power !== holder);
    tally.orders += bots.length;
    tally.supports += bots.filter((o) => o.type === 'support').length;
    const dislodging = bots.filter((o) => o.type === 'move' && record.results.some((r) => r.reason.includes(`dislodged by the unit from ${o.unit}.`) || r.reason === `Dislodged by the unit from ${o.unit}.`));
    tally.supportedTakes += dislodging.filter((m) => bots.some((o) => o.type === 'support' && o.from === m.unit && o.to === m.to)).length;
  }
  tally.transforms += record.orders.filter((o) => o.type === 'transform').length;
}
