import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { playRange } from '@/lib/simulate/run';
import { INLINING_FLAGS } from '@/lib/simulate/inlining';

/**
 * Bundled and run by ./work.ts under Valgrind: plays games [0, warm) of the matchup in the JSON file named first,
 * then games [warm, warm + games), and prints the tally of the second range so two trees can be seen to play the
 * same games. Arguments: file, games, warm.
 */
// As the simulator's thread does (lib/simulate/simulate.worker.ts), so the count is of the code it runs.
for (const flag of INLINING_FLAGS) setFlagsFromString(flag);
const [file, games, warm] = process.argv.slice(2);
const matchup = JSON.parse(readFileSync(file, 'utf8'));
const from = Number(warm);
if (from > 0) playRange(matchup, 0, from);
const t = playRange(matchup, from, from + Number(games));
console.log(JSON.stringify({ games: t.games, turns: t.turns, wins: t.wins, draws: t.draws, capped: t.capped, gold: t.gold }));
