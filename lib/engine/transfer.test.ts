import { describe, expect, it } from 'vitest';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { aboard, felled, withAndWithout } from '@/tests/fixtures/abilities';
import { ACTION } from './events';
import { checkAction, perform } from './game';
import { goldAboard } from './state';

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
