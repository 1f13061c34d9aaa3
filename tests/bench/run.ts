import { spawnSync } from 'node:child_process';

/**
 * `npm run bench`: every benchmark in turn, each in its own process so one's warm caches do not flatter another.
 * The database is brought up to date first because the search and API figures read the real cards.
 */
const steps: [string, string[]][] = [
  ['database setup', ['tsx', 'db/setup.ts']],
  ['import', ['tsx', 'tests/bench/import.ts']],
  ['search (in process)', ['tsx', 'tests/bench/search.ts']],
  ['API handler (in process)', ['tsx', 'tests/bench/api.ts']],
  ['API over HTTP', ['tsx', 'tests/bench/http.ts']],
  ['fleet validation', ['tsx', 'tests/bench/validate.ts']],
  ['match event streams (100 spectators)', ['tsx', 'tests/bench/streams.ts']],
  ['Pirates match event streams (100 spectators, two seats acting)', ['tsx', 'tests/bench/streams.ts', '--pirates']],
  ['one human action on the Pirates table', ['tsx', 'tests/bench/human-action.ts']],
  ['replay of a 40-turn Pirates match (load, and every step back)', ['tsx', 'tests/bench/replay.ts']],
  ['simulation (two 40-point fleets, 1,000 games)', ['tsx', 'tests/bench/simulate.ts']],
  ['simulation under Economy Edition (random 40-gold fleets, one thread)', ['tsx', 'tests/bench/simulate-economy.ts']],
  ['relations on random legal fleets (sim:sanity: one fleet of each ruleset, 500 games a matchup)', ['tsx', 'tests/bench/sanity.ts', '--fleets', '1', '--games', '500']],
  ['policies (balanced against gold-runner and hunter on mirrored 40-point fleets)', ['tsx', 'tests/bench/policies.ts']],
  ['Diplomacy bots (seeded games: twelve bots and one holding power)', ['tsx', 'tests/bench/diplomacy.ts']],
];

let failed = false;
for (const [label, args] of steps) {
  console.log(`\n## ${label}`);
  const result = spawnSync('npx', args, { stdio: label === 'database setup' ? 'ignore' : 'inherit' });
  if (result.status !== 0) {
    console.log(`${label} failed (exit ${result.status})`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
