import { pathToFileURL } from 'node:url';
import { GET } from '@/app/api/cards/route';

/** Typical searches players run: names, fields, comparisons, negation, or-groups, sorts, paging. */
export const API_QUERIES = [
  '',
  'q=revenant',
  'q=black%20pearl',
  'q=t%3Aship',
  'q=t%3Acrew%20n%3Apirate',
  'q=t%3Aship%20masts%3E%3D4',
  'q=t%3Aship%20pts%3C%3D10&sort=points&dir=desc',
  'q=k%3Aschooner',
  'q=k%3Abroadsides-attack%20set%3ACC',
  'q=o%3A%22cannot%20be%20boarded%22',
  'q=n%3Aenglish%20-t%3Acrew',
  'q=(n%3Aspanish%20or%20n%3Afrench)%20t%3Aship',
  'q=cannon%3A2S%20move%3AS%2BL',
  'q=cargo%3E%3D5&sort=cargo&dir=desc',
  'q=set%3ASMU&sort=set',
  'q=r%3Arare%20t%3Aship&sort=speed&dir=desc',
  'q=captain&limit=200',
  'q=t%3Atreasure&offset=50',
  'q=!%22HMS%20Swallow%22',
  'sort=name&limit=200&offset=1000',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Milliseconds per request through the `GET /api/cards` handler in-process (parse, search, page, JSON encoding),
 * after one warm-up pass that builds the in-memory index. Uses the database DATABASE_PATH points at.
 */
export async function benchApi(rounds = 10): Promise<{ p50: number; p95: number; samples: number }> {
  const run = async (query: string) => {
    const res = await GET(new Request(`http://localhost/api/cards?${query}`));
    if (!res.ok) throw new Error(`${query} answered ${res.status}: ${await res.text()}`);
    await res.text();
  };
  for (const q of API_QUERIES) await run(q);
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    for (const q of API_QUERIES) {
      const start = performance.now();
      await run(q);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), samples: times.length };
}

async function main(): Promise<void> {
  const { p50, p95, samples } = await benchApi();
  console.log(`GET /api/cards in-process over ${API_QUERIES.length} queries (${samples} requests): p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target p95 < 15 ms)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void main();
}
