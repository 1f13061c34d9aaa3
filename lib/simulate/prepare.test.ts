import { describe, expect, it } from 'vitest';
import type { Card } from '@/lib/cards/card';
import { shipCard } from '@/tests/fixtures/engine';
import { MAX_PIECE_GAMES, prepareMatchup } from './prepare';

/** Twelve 1-point sloops a side: a legal 40-point fleet of many pieces. */
const sloops = (faction: string) => Array.from({ length: 12 }, () => shipCard({ cannons: '3S', points: 1, faction }));
const a = sloops('English');
const b = sloops('Spanish');
const byId = new Map<string, Card>([...a, ...b].map((c) => [c.id, c]));
const fleet = (ships: Card[]) => ({ ruleset: 'official' as const, buildTotal: 40, ships: ships.map((s) => ({ cardId: s.id, crew: [] })), crew: [], forts: [], treasure: [] });

describe("a simulation's cost, bounded before it starts", () => {
  it('refuses more games than the pieces on the table allow, saying how many it would play', () => {
    const request = { a: fleet(a), b: fleet(b), seed: 1 };
    const most = Math.floor(MAX_PIECE_GAMES / 24);
    const refused = prepareMatchup({ ...request, games: most + 1 }, (id) => byId.get(id));
    expect(refused).toMatchObject({ ok: false, status: 400, code: 'too-costly' });
    expect(!refused.ok && refused.message).toContain(`at most ${most.toLocaleString('en')} games`);
    expect(prepareMatchup({ ...request, games: most }, (id) => byId.get(id)).ok).toBe(true);
  });
});
