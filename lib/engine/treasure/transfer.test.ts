import { describe, expect, it } from 'vitest';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { aboard, felled, withAndWithout } from '@/tests/fixtures/abilities';
import { ACTION } from '../state/events';
import { checkAction, perform } from '../game';
import { goldAboard } from '../state/state';

/** Two ships side by side, touching: player 0's, and a second one (own or enemy) holding a crew and a 3-gold coin. */
const side = (owner: 0 | 1, crewText = '', faction = 'English'): TableSpec => ({
  ships: [
    { card: shipCard({ cannons: '3S-3S', cargo: 3 }), x: 5, y: 5, heading: 0 },
    { card: shipCard({ cannons: '3S-3S', cargo: 3, faction }), owner, crew: [crewCard({ ability: crewText, faction })], x: 5.4, y: 5, heading: 0 },
  ],
});

describe("001's explore at sea: crew and treasure from a touching allied ship or derelict", () => {
  it('brings an allied ship\'s crew and coin aboard, as an explore action', () => {
    const spec = side(0);
    const game = table(spec);
    const [s, t] = shipsOf(game, spec);
    aboard(1, 3)(game, [s, t]);
    perform(game, 0, { type: 'transfer', ship: s.id, from: t.id, crew: [0], treasure: [...t.treasure] });
    expect(s.crew).toHaveLength(1);
    expect(t.crew).toHaveLength(0);
    expect(goldAboard(game.state, s)).toBe(3);
    expect(game.state.treasures[s.treasure[0]].seenBy[0]).toBe(true);
    expect(s.actionKinds & ACTION.explore).toBe(ACTION.explore);
    expect(s.actions).toBe(1);
  });

  it('takes only from a ship she touches, and from an enemy only once she is derelict', () => {
    const apart: TableSpec = { ships: side(0).ships.map((p, i) => (i === 1 ? { ...p, x: 7 } : p)) };
    const far = table(apart);
    const [a, b] = shipsOf(far, apart);
    expect(checkAction(far.state, 0, { type: 'transfer', ship: a.id, from: b.id, crew: [0], treasure: [] })).toMatchObject({ code: 'out-of-range' });
    const enemy = side(1);
    const game = table(enemy);
    const [s, t] = shipsOf(game, enemy);
    expect(checkAction(game.state, 0, { type: 'transfer', ship: s.id, from: t.id, crew: [0], treasure: [] })).toMatchObject({ code: 'bad-target' });
    felled(1, 0, 1)(game, [s, t]);
    expect(checkAction(game.state, 0, { type: 'transfer', ship: s.id, from: t.id, crew: [0], treasure: [] })).toBeNull();
  });

  it('takes no more than her hold has room for', () => {
    const spec = side(0);
    const game = table(spec);
    const [s, t] = shipsOf(game, spec);
    aboard(1, 1, 2, 3)(game, [s, t]);
    expect(checkAction(game.state, 0, { type: 'transfer', ship: s.id, from: t.id, crew: [0], treasure: [...t.treasure] })).toMatchObject({ code: 'ship-full' });
  });

  it('Ransom (Crimson Coast): a Ransom crew taken from an enemy becomes a 5-gold coin for the capturer', () => {
    const spec = (crewText: string) => side(1, crewText, 'Spanish');
    const take = (game: Parameters<Parameters<typeof withAndWithout>[2]>[0], [s, t]: Parameters<Parameters<typeof withAndWithout>[2]>[1]) =>
      perform(game, 0, { type: 'transfer', ship: s.id, from: t.id, crew: [0], treasure: [] });
    const [ransomed, plain] = withAndWithout('Ransom', spec, take, (g, [s]) => ({ gold: goldAboard(g.state, s), crew: s.crew.length }), felled(1, 0, 1));
    expect(ransomed).toEqual({ gold: 5, crew: 0 });
    expect(plain).toEqual({ gold: 0, crew: 1 });
  });
});

/** 001 "Placing Crew and equipment" and "Docking": crew ashore, dropped off and boarded by a docked ship as a free action. */
describe('crew ashore', () => {
  // Her fleet's crew assigned to no ship (3, 2 and 1 points) start on her home island, where she lies docked.
  const docked = (shipPoints = 9): TableSpec => ({
    ships: [
      { card: shipCard({ cannons: '3S-3S', cargo: 2, points: shipPoints }), x: 1.5, y: 3.2, heading: 0, docked: 0 },
      { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 15, y: 15 },
    ],
    ashore: [crewCard({ name: 'Three', points: 3 }), crewCard({ name: 'Two', points: 2 }), crewCard({ name: 'One', points: 1 })],
    islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 10, y: 10 }],
    treasure: { 2: [3] },
  });

  it("a fleet's unassigned crew start on its home island; a ship docked there takes them aboard and puts them ashore again, each a free action", () => {
    const spec = docked();
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    expect(game.state.islands[0].crew.map((c) => c.points)).toEqual([3, 2, 1]);
    perform(game, 0, { type: 'crew-aboard', ship: s.id, crew: 0 });
    expect(s.crew.map((c) => [c.points, c.active])).toEqual([[3, true]]);
    expect(game.state.islands[0].crew.map((c) => c.points)).toEqual([2, 1]);
    expect(s.actions).toBe(0);
    perform(game, 0, { type: 'crew-ashore', ship: s.id, crew: 0 });
    expect(s.crew).toHaveLength(0);
    expect(game.state.islands[0].crew.map((c) => c.points)).toEqual([2, 1, 3]);
  });

  it('refuses crew beyond her own point cost, beyond her cargo, or ashore where she is not docked', () => {
    const cheap = docked(4);
    const game = table(cheap);
    const [s] = shipsOf(game, cheap);
    perform(game, 0, { type: 'crew-aboard', ship: s.id, crew: 0 });
    expect(checkAction(game.state, 0, { type: 'crew-aboard', ship: s.id, crew: 0 })).toMatchObject({ code: 'crew-cost' });
    perform(game, 0, { type: 'crew-aboard', ship: s.id, crew: 1 });
    expect(s.crew.map((c) => c.points)).toEqual([3, 1]);
    const spec = docked();
    const other = table(spec);
    const [t] = shipsOf(other, spec);
    perform(other, 0, { type: 'crew-aboard', ship: t.id, crew: 0 });
    perform(other, 0, { type: 'crew-aboard', ship: t.id, crew: 0 });
    expect(checkAction(other.state, 0, { type: 'crew-aboard', ship: t.id, crew: 0 })).toMatchObject({ code: 'ship-full' });
    perform(other, 0, { type: 'move', ship: t.id, segments: [{ heading: 180, distance: 1 }] });
    expect(checkAction(other.state, 0, { type: 'crew-ashore', ship: t.id, crew: 0 })).toMatchObject({ code: 'not-docked' });
  });
});
