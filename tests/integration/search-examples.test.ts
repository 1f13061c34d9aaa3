import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as listCards } from '@/app/api/cards/route';
import { importIntoTempDatabase } from './api/setup-db';

/**
 * Every query the README and the search guide offer a player must find cards in the real data: an example that
 * returns nothing teaches the syntax wrong. The examples are read from the texts themselves (the README's search
 * bullet, the guide's example column and its "Examples:" line), so a new example is checked the day it is written.
 */
function readmeExamples(): string[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const guide = readFileSync(new URL('../../docs/search.md', import.meta.url), 'utf8');
  const bullet = readme.slice(readme.indexOf('- **Search cards**'), readme.indexOf('- **Build a fleet**'));
  const fromTable = guide
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('|---') && !line.startsWith('| syntax'))
    .map((line) => line.split('|').at(-2) ?? '');
  const examplesLine = guide.slice(guide.indexOf('Examples:'), guide.indexOf('A query that cannot be parsed'));
  const code = [...fromTable, examplesLine, bullet].flatMap((text) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]));
  // The README's bullet also names pages (`/cards`): a path is not a query.
  return [...new Set(code.filter((q) => !q.startsWith('/')))];
}

let cleanup: () => void = () => {};
beforeAll(() => {
  ({ cleanup } = importIntoTempDatabase());
});
afterAll(() => cleanup());

describe('the search examples of the README and docs/search.md', () => {
  const examples = readmeExamples();

  it('are found in the texts', () => {
    expect(examples.length).toBeGreaterThanOrEqual(15);
    expect(examples).toContain('t:ship n:english masts>=4 pts<=15');
  });

  it.each(examples)('%s returns cards', async (query) => {
    const res = await listCards(new Request(`http://localhost/api/cards?q=${encodeURIComponent(query)}&limit=1`));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { total: number }).total).toBeGreaterThan(0);
  });
});
