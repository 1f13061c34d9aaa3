import { describe, expect, it } from 'vitest';
import type { Card } from '@/lib/cards/card';
import { seededDice } from '@/lib/engine/core/dice';
import { crewCard, shipCard } from '@/tests/fixtures/engine';
import { simulatedGame } from './game';
import { prepareMatchup, summarise } from './prepare';
import { randomFleet } from './random-fleet';
import { lookupOf, playRange, recordGame } from './run';

/** Ships of 4 to 13 gold for two nations, a few crew beside them: enough to draw legal Economy fleets from. */
const cards: Card[] = ['English', 'Spanish'].flatMap((faction) => [
  ...Array.from({ length: 10 }, (_, i) => shipCard({ faction, points: 4 + i, cargo: 2 + (i % 4), move: i % 3 ? 'S+L' : 'L+L', cannons: i % 2 ? '3S-3L' : '2S-3S-2L' })),
  ...Array.from({ length: 4 }, (_, i) => crewCard({ faction, points: 1 + i })),
]);
const lookup = lookupOf(cards);

/** 003 "Victory Conditions", as the engine names them, and its two table endings (no ship left, no ship can move). */
const ECONOMY_ENDINGS = ['turn-cap', 'fleet-elimination', 'trade-monopoly', 'no-fleet-left', 'no-progress'];

describe('the simulator under Economy Edition', () => {
  it('plays random Economy fleets to their end, with resources sold and upkeep paid in the log', () => {
    for (let k = 0; k < 4; k++) {
      const dice = seededDice(11, k);
      const a = randomFleet(cards, 'economy', dice);
      const b = randomFleet(cards, 'economy', dice);
      const prepared = prepareMatchup({ a, b, games: 2, seed: k }, lookup);
      if (!prepared.ok) throw new Error(prepared.message);
      for (let i = 0; i < 2; i++) {
        const { outcome, events } = recordGame(prepared.matchup, i, lookupOf(prepared.matchup.cards));
        const kinds = new Set(events.map((e) => e.type));
        expect(kinds).toContain('market-rolled');
        expect(kinds).toContain('resource-found');
        expect(kinds).toContain('sold');
        expect(kinds).toContain('upkeep');
        expect(ECONOMY_ENDINGS).toContain(outcome.ending);
      }
    }
  });

  it("counts each fleet's gold as the time limit scores it, not the coins it brought home", () => {
    const dice = seededDice(3);
    const a = randomFleet(cards, 'economy', dice);
    const b = randomFleet(cards, 'economy', dice);
    const prepared = prepareMatchup({ a, b, games: 1, seed: 1 }, lookup);
    if (!prepared.ok) throw new Error(prepared.message);
    const { outcome, initial, events } = recordGame(prepared.matchup, 0, lookupOf(prepared.matchup.cards));
    // 003 "Time limit: The player with the most gold coins (not resources) wins": no coin lies on Economy's wild islands,
    // so gold comes from sales, and a fleet that sold anything has more than the coins it carried home (none).
    const sales = [0, 1].map((p) => events.reduce((n, e) => n + (e.type === 'sold' && e.player === p ? e.count * e.price : 0), 0));
    const upkeep = [0, 1].map((p) => events.reduce((n, e) => n + (e.type === 'upkeep' && e.player === p ? e.paid : 0), 0));
    const spent = [0, 1].map((p) => events.reduce((n, e) => n + (e.type === 'token-bought' && e.player === p ? e.price : 0), 0));
    for (const p of [0, 1]) expect(outcome.gold[p]).toBe(initial.economy!.gold[p] + sales[p] - upkeep[p] - spent[p]);
    expect(sales.some((g) => g > 0)).toBe(true);
  });

  it('names Economy endings in a run and its watched games', () => {
    const dice = seededDice(5);
    const fleet = randomFleet(cards, 'economy', dice);
    const request = { a: fleet, b: fleet, games: 6, seed: 2 };
    const prepared = prepareMatchup(request, lookup);
    if (!prepared.ok) throw new Error(prepared.message);
    const tally = playRange(prepared.matchup, 0, 6);
    const result = summarise(tally, prepared.matchup, prepared.partial, 0);
    for (const ending of Object.keys(result.endings)) expect(ECONOMY_ENDINGS).toContain(ending);
    expect(result.scenario.maxTurns).toBe(30);
    const game = simulatedGame({ ...request, game: 0 }, lookup);
    if (!game.ok) throw new Error(game.message);
    expect(ECONOMY_ENDINGS).toContain(game.result.ending);
  });
});
