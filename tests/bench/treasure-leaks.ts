import { getCardStore, serverCardLookup } from '@/app/_lib/card-store';
import { checkRandomGames } from '@/tests/fixtures/treasure-leaks';
import { numberFlag } from './args';

/**
 * `npm run check:leaks [-- --games N --seed S]`: the hidden-treasure property (tests/fixtures/treasure-leaks.ts) over
 * N random games of the three rulesets played on the table, against the imported cards (npm run setup first).
 * Prints the count checked and every leak; exits 1 on any.
 */
const games = numberFlag('--games', 210);
const seed = numberFlag('--seed', Date.now() % 2 ** 31);
const started = Date.now();
const report = checkRandomGames({ games, seed, cards: getCardStore().cards, lookup: serverCardLookup() });
for (const leak of report.leaks.slice(0, 40)) console.log(`LEAK ${leak}`);
for (const r of report.refused.slice(0, 10)) console.log(`refused ${r}`);
console.log(
  `seed ${seed}: ${report.games} random games (${Object.entries(report.byRuleset).map(([r, n]) => `${r} ${n}`).join(', ')}), ${report.steps} actions, ` +
    `${report.payloads} views and stream events checked for seats A, B and a spectator: ${report.leaks.length} leaks, ` +
    `${report.refused.length} legal actions refused, in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
if (report.leaks.length) process.exit(1);
