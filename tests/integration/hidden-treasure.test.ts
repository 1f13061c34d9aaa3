import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCardStore, serverCardLookup } from '@/app/_lib/card-store';
import { checkRandomGames } from '@/tests/fixtures/treasure-leaks';
import { importIntoTempDatabase } from './api/setup-db';

let cleanup: () => void = () => {};
beforeAll(() => {
  ({ cleanup } = importIntoTempDatabase());
});
afterAll(() => cleanup());

describe('hidden treasure over random games (001: a face-down coin is known only to whoever looked at it)', () => {
  it('sends no seat and no spectator the worth, the name or the card of a treasure she has not seen, in any view or stream event', () => {
    // The full run is `npm run check:leaks` (210 games); this one keeps the suite quick with a fixed seed.
    const report = checkRandomGames({ games: 24, seed: 20261128, cards: getCardStore().cards, lookup: serverCardLookup() });
    expect(report.leaks).toEqual([]);
    expect(report.byRuleset).toEqual({ official: 8, 'crimson-coast': 8, 'daniel-house': 8 });
    expect(report.payloads).toBeGreaterThan(10_000);
  });
});
