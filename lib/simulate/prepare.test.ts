import { describe, expect, it } from 'vitest';
import type { Card } from '@/lib/cards/card';
import { shipCard } from '@/tests/fixtures/engine';
import { prepareMatchup, summarise } from './prepare';
import { MAX_PIECE_GAMES, mostGames, SEARCH_WORK } from './work';
import { playRange, scenarioOf } from './run';

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

  it('counts a fleet played by search as the hundreds of games it plays ahead each turn, and says so', () => {
    const request = { a: fleet(a.slice(0, 2)), b: fleet(b.slice(0, 2)), seed: 1, policies: { a: 'search' as const } };
    const most = Math.floor(MAX_PIECE_GAMES / (4 * SEARCH_WORK));
    const refused = prepareMatchup({ ...request, games: most + 1 }, (id) => byId.get(id));
    expect(refused).toMatchObject({ ok: false, status: 400, code: 'too-costly' });
    expect(!refused.ok && refused.message).toContain(`counted ${SEARCH_WORK} times for the fleet played by search, so at most ${most.toLocaleString('en')} games`);
    expect(prepareMatchup({ ...request, games: most }, (id) => byId.get(id)).ok).toBe(true);
    // The bound the simulate page offers when it runs the same fleets again with Hard.
    expect(mostGames([request.a, request.b], ['search', null])).toBe(most);
    // The same fleets under lookahead, the simulator's default, get every game the pieces allow.
    expect(prepareMatchup({ ...request, policies: undefined, games: most + 1 }, (id) => byId.get(id)).ok).toBe(true);
  });
});

describe('which home island each fleet starts at', () => {
  const request = { a: fleet(a.slice(0, 2)), b: fleet(b.slice(0, 2)), games: 10, seed: 1 };

  it('trades the two homes every other game on the default table, so neither fleet always has the same side of it', () => {
    const prepared = prepareMatchup(request, (id) => byId.get(id));
    if (!prepared.ok) throw new Error(prepared.message);
    const m = prepared.matchup;
    const [homeA, homeB, ...wild] = m.scenario.islands;
    expect(scenarioOf(m, 0).islands).toEqual([homeA, homeB, ...wild]);
    expect(scenarioOf(m, 1).islands).toEqual([homeB, homeA, ...wild]);
    expect(scenarioOf(m, 2).islands).toEqual([homeA, homeB, ...wild]);
    expect(summarise(playRange(m, 0, 2), m, prepared.partial, 0).homes).toBe('alternate');
  });

  it('plays islands a request names as named: fleet A always at the first', () => {
    const islands = [{ x: 3, y: 3 }, { x: 11, y: 11 }, { x: 3, y: 11 }, { x: 11, y: 3 }];
    const prepared = prepareMatchup({ ...request, scenario: { islands } }, (id) => byId.get(id));
    if (!prepared.ok) throw new Error(prepared.message);
    const m = prepared.matchup;
    expect(scenarioOf(m, 1).islands).toEqual(islands);
    expect(summarise(playRange(m, 0, 2), m, prepared.partial, 0).homes).toBe('as-given');
  });
});
