import { flag, numberFlag } from './args';
import { fuzz, hostileRequests } from './hostile-requests';

/**
 * `npm run fuzz:http -- --port 3000 --count 10000 --seed 1`: sends that many hostile requests (hostile-requests.ts)
 * to a production server already running (`npm start`) and prints how many answered 5xx, how many lacked a security
 * header or never answered, and the first failures. Exits 1 when anything failed.
 */
async function main(): Promise<void> {
const port = numberFlag('--port', 3000);
const count = numberFlag('--count', 10_000);
const seed = numberFlag('--seed', 1);
const concurrency = numberFlag('--concurrency', 4);
const base = `http://127.0.0.1:${port}`;

// A real Diplomacy match (bots play everyone else), so HEAD reaches a live event stream.
const created = await fetch(`${base}/api/matches`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ game: 'diplomacy', power: flag('--power', 'Spain'), bots: [] }),
});
const matchId = created.ok ? ((await created.json()) as { matchId: string }).matchId : 'no-such-match';
if (!created.ok) console.warn(`Could not create a match (${created.status}): HEAD on the event stream meets a 404 instead.`);

const started = performance.now();
const result = await fuzz(port, hostileRequests(count, seed, matchId), concurrency);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${count} hostile requests (seed ${seed}) in ${seconds} s against ${base}`);
console.log(`statuses: ${JSON.stringify(result.statuses)}`);
console.log(`5xx answers: ${result.serverErrors}`);
console.log(`answers with a problem (5xx, a missing security header, no answer): ${result.failures.length}`);
for (const f of result.failures.slice(0, 30)) console.log(`  ${f.problems.join(', ')} <- ${f.label}`);
process.exitCode = result.failures.length ? 1 : 0;
}

void main();
