import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { loadAllCards } from '@/db/cards';
import { getDb } from '@/db/client';
import { prepareMatchup } from '@/lib/simulate/prepare';
import { lookupOf } from '@/lib/simulate/run';
import { sampleFleet } from '@/lib/simulate/warm-up';
import { numberFlag } from './args';

/**
 * `npm run bench:work`: how much work the simulator does a game turn, counted in machine instructions, on the
 * simulation bench's fleets (two real 40-point fleets, the default policy), one thread, bundled as the worker is.
 *
 * Why instructions and not seconds: on the 2-core machines this project runs on, the same tree's games a second
 * vary by up to a factor of two between runs minutes apart (runs of 2,000 and 3,000 games in one thread measured
 * 460 to 1,180 games/s in one session), while a loop of plain arithmetic times steadily; so a speed change of a few
 * percent cannot be read from the clock without dozens of alternating runs. Valgrind's instruction count
 * (cachegrind, no cache model), with V8 held to one thread (`--single-threaded`: no concurrent compiling or garbage
 * collection), repeats to within about 1%: what is left is when V8 collects garbage, which still follows the clock.
 * It is a measure of work, not time: memory stalls are not in it. Games/s stay the figure the issue
 * targets (`npm run bench`); this one says whether a change made the work smaller, and by how much.
 *
 * It plays WARM games first (the JIT's own warm-up, counted apart), then GAMES more, and reports the second run's
 * instructions a game and a game turn, with the tally, so two trees can be seen to play the same games. The JIT
 * takes long to settle on these fleets: after 300 games the next 300 cost 933 thousand instructions a game turn,
 * after 1,500 games 307 thousand, so a shorter warm-up would mostly count code not yet compiled.
 * `--games N` (default 300), `--warm N` (default 1,500). Needs Valgrind (`apt-get install valgrind`); without it the
 * bench says so and counts nothing.
 */
const GAMES = numberFlag('--games', 300);
const WARM = numberFlag('--warm', 1500);

function instructions(bundle: string, file: string, games: number, warm: number): Promise<{ refs: number; tally: string }> {
  const args = ['--tool=cachegrind', '--cache-sim=no', '--smc-check=all-non-file', '--cachegrind-out-file=/dev/null', process.execPath, '--single-threaded', bundle, file, String(games), String(warm)];
  return new Promise((resolve, reject) => {
    const child = spawn('valgrind', args);
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => {
      const refs = /I\s+refs:\s+([\d,]+)/.exec(err);
      if (code !== 0 || !refs) reject(new Error(`valgrind failed (exit ${code}):\n${err.slice(-2000)}`));
      else resolve({ refs: Number(refs[1].replaceAll(',', '')), tally: out.trim() });
    });
  });
}

async function main() {
  if (spawnSync('valgrind', ['--version']).status !== 0) {
    console.log('skipped: Valgrind is not installed (apt-get install valgrind)');
    return;
  }
  const cards = loadAllCards(getDb());
  const lookup = lookupOf(cards);
  const prepared = prepareMatchup({ a: sampleFleet(cards, 'English', lookup), b: sampleFleet(cards, 'Spanish', lookup), games: WARM + GAMES, seed: 1 }, lookup);
  if (!prepared.ok) throw new Error(prepared.message);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-work-'));
  try {
    const file = path.join(dir, 'matchup.json');
    const bundle = path.join(dir, 'runner.mjs');
    writeFileSync(file, JSON.stringify(prepared.matchup));
    await build({ entryPoints: [path.join(process.cwd(), 'tests/bench/work-runner.ts')], outfile: bundle, bundle: true, platform: 'node', format: 'esm', target: 'node20', alias: { '@': process.cwd() }, logLevel: 'warning' });
    // The two runs are independent processes of one thread each: on two cores they run side by side.
    const [base, full] = await Promise.all([instructions(bundle, file, 0, WARM), instructions(bundle, file, GAMES, WARM)]);
    const tally = JSON.parse(full.tally) as { games: number; turns: number };
    const work = full.refs - base.refs;
    console.log(`games ${WARM}-${WARM + GAMES - 1}: ${full.tally}`);
    console.log(`${(work / GAMES / 1e6).toFixed(2)} million instructions a game, ${(work / tally.turns / 1e3).toFixed(0)} thousand a game turn (${tally.turns} turns)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
