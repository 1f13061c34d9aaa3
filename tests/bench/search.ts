import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Card } from '@/lib/cards/card';
import { MAX_QUERY_TERMS } from '@/lib/cards/query/parse';
import { createCardIndex, searchCards } from '@/lib/cards/search';
import { percentile } from './percentile';

/** Queries a player plausibly types: names with and without typos, fields, combinations, negation, groups. */
export const BENCH_QUERIES = [
  'dutchman',
  'flying dutchmen',
  'black pearl',
  'capitan',
  'hms',
  '!"admiral morgan"',
  't:ship',
  't:crew n:pirate',
  'n:barbary t:ship pts<=10',
  'k:schooner',
  'k:"broadsides attack" -n:english',
  'o:"cannot be"',
  'o:cannoneer t:crew',
  'set:sm t:ship masts>=4',
  'cannon:3S move:S+L',
  '(n:english or n:french) t:ship cargo>=5',
  '-t:ship -t:crew',
  't:ship pts>=15 r:rare',
  'el fantasma or revenant',
  't:treasure or t:event or t:fort',
];

export interface BenchFigures {
  p50: number;
  p95: number;
  queries: number;
  runs: number;
}


/**
 * Parse + filter + order time in ms for BENCH_QUERIES against one index built
 * up front (as the server keeps it). A warm-up round lets the JIT settle.
 */
export function benchInProcess(cards: Card[], rounds = 20): BenchFigures {
  const index = createCardIndex(cards);
  for (const q of BENCH_QUERIES) searchCards(index, q);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const q of BENCH_QUERIES) {
      const start = performance.now();
      searchCards(index, q);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), queries: BENCH_QUERIES.length, runs: times.length };
}

/**
 * The costliest query the parser still accepts: MAX_QUERY_TERMS fuzzy words joined by `or`, the shape that took
 * seconds before queries were bounded. Its time is the most one search can cost.
 */
export function benchWorstQuery(cards: Card[], rounds = 10): { ms: number; query: string } {
  const index = createCardIndex(cards);
  const query = Array.from({ length: MAX_QUERY_TERMS }, (_, i) => `ship${String.fromCharCode(97 + (i % 26))}${i}`).join(' or ');
  searchCards(index, query);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    searchCards(index, query);
    times.push(performance.now() - start);
  }
  return { ms: Math.max(...times), query };
}

async function main(): Promise<void> {
  const { DEFAULT_DATABASE_PATH, openDatabase } = await import('@/db/client');
  const { loadAllCards } = await import('@/db/cards');
  const dbPath = process.env.DATABASE_PATH ?? DEFAULT_DATABASE_PATH;
  const cards = existsSync(dbPath) ? loadAllCards(openDatabase(dbPath)) : [];
  if (cards.length === 0) {
    console.error(`No cards in ${dbPath}; run \`npm run setup\` first.`);
    process.exitCode = 1;
    return;
  }
  const buildStart = performance.now();
  createCardIndex(cards);
  const buildMs = performance.now() - buildStart;
  const { p50, p95, runs } = benchInProcess(cards);
  console.log(`search bench: ${cards.length} cards, index build ${buildMs.toFixed(1)} ms`);
  console.log(`parse+filter+order, ${BENCH_QUERIES.length} queries x ${runs / BENCH_QUERIES.length} rounds: p50 ${p50.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms`);
  const worst = benchWorstQuery(cards);
  console.log(`worst accepted query (${MAX_QUERY_TERMS} or-ed fuzzy words, ${worst.query.length} chars): max ${worst.ms.toFixed(1)} ms over 10 runs`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void main();
}
