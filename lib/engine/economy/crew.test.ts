import { describe, expect, it } from 'vitest';
import { checkAction, perform } from '@/lib/engine/game';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';

const ISLANDS = [
  { x: 2, y: 2 },
  { x: 18, y: 18 },
  { x: 10, y: 2 },
  { x: 10, y: 18 },
];

const generic = { ...crewCard({ name: 'Deckhand', points: 3 }), generic: true };
const named = crewCard({ name: 'Captain Someone', points: 4 });

function crewTable(spec: Omit<TableSpec, 'islands' | 'rules'>, gold = [10, 10]) {
  const full: TableSpec = { ...spec, islands: ISLANDS, rules: { economy: true } };
  const game = table(full);
  game.state.economy!.gold = [...gold];
  return { game, ships: shipsOf(game, full), eco: game.state.economy! };
}

describe('Generic crew bought again (003 "Errata", "Military Port", "Fort")', () => {
  it('keeps one of each generic crew of the fleet to buy again, and no named crew', () => {
    const { eco } = crewTable({ ships: [{ card: shipCard({ points: 20 }), crew: [generic, named], x: 3, y: 3, docked: 0 }, { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 }] });
    expect(eco.roster[0].map((c) => c.name)).toEqual(['Deckhand']);
    expect(eco.roster[1]).toEqual([]);
  });

  it('buys a generic crew as many times as she can afford, at home, with gold from home', () => {
    const { game, ships, eco } = crewTable({ ships: [{ card: shipCard({ points: 20, cargo: 5 }), crew: [generic], x: 3, y: 3, docked: 0 }, { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 }], home: [[], []] }, [7, 0]);
    // "Generic crew may be used as many times as you can afford."
    perform(game, 0, { type: 'buy-crew', ship: ships[0].id, crew: 0 });
    perform(game, 0, { type: 'buy-crew', ship: ships[0].id, crew: 0 });
    expect(ships[0].crew.map((c) => c.name)).toEqual(['Deckhand', 'Deckhand', 'Deckhand']);
    expect(eco.gold[0]).toBe(1);
    expect(checkAction(game.state, 0, { type: 'buy-crew', ship: ships[0].id, crew: 0 })?.code).toBe('cannot-afford');
  });

  it('buys crew at a military port with gold from home, and repairs there as at home', () => {
    const { game, ships, eco } = crewTable({ ships: [{ card: shipCard({ points: 20 }), crew: [generic], x: 10, y: 2.8, docked: 2 }, { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 }] });
    expect(checkAction(game.state, 0, { type: 'buy-crew', ship: ships[0].id, crew: 0 })?.code).toBe('not-docked');
    // "Crew and ships may be purchased at a military port using gold from your home island."
    eco.towns[2] = { owner: 0, kind: 'military-port', ready: true, hits: 0, blockadedBy: -1, fired: 0 };
    perform(game, 0, { type: 'buy-crew', ship: ships[0].id, crew: 0 });
    expect(ships[0].crew).toHaveLength(2);
    expect(eco.gold[0]).toBe(7);
    // "Allows a player to repair ships docked at this island as if it were a home island."
    game.state.ships[ships[0].id].up[1] = false;
    ships[0].masts = 1;
    perform(game, 0, { type: 'repair', ship: ships[0].id });
    expect(ships[0].masts).toBe(2);
  });

  it('refuses a crew the ship cannot carry', () => {
    const { game, ships } = crewTable({ ships: [{ card: shipCard({ points: 4 }), crew: [generic], x: 3, y: 3, docked: 0 }, { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 }] });
    expect(checkAction(game.state, 0, { type: 'buy-crew', ship: ships[0].id, crew: 0 })?.code).toBe('crew-cost');
    expect(checkAction(game.state, 0, { type: 'buy-crew', ship: ships[0].id, crew: 1 })?.code).toBe('no-such-target');
  });
});
