import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as listCards } from '@/app/api/cards/route';
import { importIntoTempDatabase } from './api/setup-db';

/**
 * Every query the README offers a player must find cards in the real data: an example that returns nothing teaches
 * the syntax wrong. The examples are read from the README itself (its search section's example column and its
 * "Examples:" line), so a new example is checked the day it is written.
 */
function readmeExamples(): string[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## Searching cards'), readme.indexOf('## Building a fleet'));
  const fromTable = section
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('|---') && !line.startsWith('| syntax'))
    .map((line) => line.split('|').at(-2) ?? '');
  const examplesLine = section.slice(section.indexOf('Examples:'), section.indexOf('A query that cannot be parsed'));
  const code = [...fromTable, examplesLine].flatMap((text) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]));
  return [...new Set(code)];
}

let cleanup: () => void = () => {};
beforeAll(() => {
  ({ cleanup } = importIntoTempDatabase());
});
afterAll(() => cleanup());

describe('the README search examples', () => {
  const examples = readmeExamples();

  it('are found in the README', () => {
    expect(examples.length).toBeGreaterThanOrEqual(15);
    expect(examples).toContain('t:ship n:english masts>=4 pts<=15');
  });

  it.each(examples)('%s returns cards', async (query) => {
    const res = await listCards(new Request(`http://localhost/api/cards?q=${encodeURIComponent(query)}&limit=1`));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { total: number }).total).toBeGreaterThan(0);
  });
});
