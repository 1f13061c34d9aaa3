/**
 * `npm run abilities`: how much of the card text the game applies, from the imported cards. Per set, the cards with
 * every sentence of their ability modelled; then the most common unmodelled sentences; the last line is the total.
 * Usage: npm run abilities [-- --top N]
 */
import { getDb } from '../db/client';
import { loadAllCards } from '../db/cards';
import { SET_CODES } from '../lib/cards/sets';
import { coverageReport } from '../lib/engine/abilities/coverage';

const topIndex = process.argv.indexOf('--top');
const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 30;
const cards = loadAllCards(getDb());
if (cards.length === 0) {
  console.error('No cards in the database: run `npm run setup` first.');
  process.exit(1);
}
const report = coverageReport(cards);
const pct = (n: number, of: number) => (of === 0 ? '0.0' : ((100 * n) / of).toFixed(1));
const order = new Map<string, number>(SET_CODES.map((s, i) => [s, i]));
console.log('set   fully modelled / cards with ability text');
for (const row of report.sets.sort((a, b) => (order.get(a.set) ?? 99) - (order.get(b.set) ?? 99))) {
  console.log(`${row.set.padEnd(5)} ${String(row.modelled).padStart(5)} / ${String(row.withText).padEnd(5)} ${pct(row.modelled, row.withText).padStart(5)}%`);
}
console.log(`\nMost common unmodelled sentences (cards):`);
for (const { sentence, cards: n } of report.unmodelled.slice(0, top)) console.log(`${String(n).padStart(5)}  ${sentence}`);
const { modelled, withText } = report.total;
console.log(`\nTotal: ${modelled} of ${withText} cards with ability text fully modelled (${pct(modelled, withText)}%)`);
