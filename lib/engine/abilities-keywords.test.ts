import { describe, expect, it } from 'vitest';
import { parseAbility } from '@/lib/cards/abilities/parse';
import { duel, mastsOf, shoot, withAndWithout } from '@/tests/fixtures/abilities';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { type Action, checkAction, type Game, perform } from './game';
import { homeGold, type Ship } from './state';

/**
 * Keywords the engine applies (Crimson Coast's crew types and ship keywords, 001's sea creatures), each shown
 * changing a game with the keyword and without it.
 */

describe('keywords', () => {
  it('every crew-type keyword a crew card can print', () => {
    const effects = (k: string) => parseAbility(k).flatMap((s) => s.effects);
    for (const k of ['Helmsman', 'Captain', 'Cannoneer', 'Explorer', 'Oarsman', 'Shipwright']) expect(effects(k)).toEqual([{ kind: 'keyword', keyword: k.toLowerCase() }]);
  });

  it("Musketeer: a crew printing only the keyword gives the Musketeer's 3S cannon", () => {
    const spec = (crewText: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '6S' }), crew: [crewCard({ ability: crewText, keywords: crewText ? ['musketeer'] : [] })], x: 5, y: 5, heading: 90 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.2, y: 5.6, heading: 90 },
      ],
      dice: [6, 4],
    });
    const run = (crewText: string) => {
      const game = table(spec(crewText));
      const ships = shipsOf(game, spec(crewText));
      shoot(game, ships);
      return ships[1].masts;
    };
    expect([run('Musketeer'), run('')]).toEqual([1, 2]);
  });

  it('Schooner: after a move she may pivot on her stern; other ships may not', () => {
    const spec = (ability: string): TableSpec => ({ ships: [{ card: shipCard({ cannons: '3S', move: 'L', ability }), x: 10, y: 10, heading: 0 }] });
    const act = (game: Game, [s]: Ship[]) => {
      const move: Action = { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }], pivot: 90 };
      if (!checkAction(game.state, 0, move)) perform(game, 0, move);
    };
    const [schooner, plain] = withAndWithout('Schooner', spec, act, (_, s) => [Math.round(s[0].x * 100) / 100, Math.round(s[0].y * 100) / 100, s[0].heading]);
    // Her stern stays at (10, 9.45); the bow swings round it to point east.
    expect(schooner).toEqual([10.85, 9.45, 90]);
    expect(plain).toEqual([10, 10, 0]);
  });

  it('Ghost Ship: a ghostly ship sails through an island', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ cannons: '3S', move: 'L+L', ability }), x: 5, y: 11, heading: 0 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 9.5 }],
      treasure: { 2: [1] },
    });
    const act = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }, { heading: 0, distance: 1.4 }], ghostly: true });
    const [ghost, plain] = withAndWithout('Ghost Ship', spec, act, (_, s) => s[0].y);
    expect(ghost).toBeCloseTo(11 - 2.8, 5);
    expect(plain).toBeCloseTo(9.5 + 0.75, 5);
  });

  it('Broadsides Attack: one die for every cannon, all hit and one more when it beats them all', () => {
    const spec = (ability: string): TableSpec => duel('3S-3S', [5, 1], 0.5, { cannons: '3S-3S-3S-3S' })(ability);
    expect(withAndWithout('Broadsides Attack', spec, (g, s) => shoot(g, s, { broadside: true }), mastsOf(1))).toEqual([1, 3]);
  });

  it('sea creatures cannot be boarded, and Ransom crew become gold for whoever eliminates them', () => {
    const creature = shipCard({ cannons: '3S-3S', seaCreature: true, faction: 'Spanish', ability: 'Sea Monster' });
    const spec: TableSpec = { ships: [{ card: shipCard({ cannons: '3S', move: 'L' }), x: 5, y: 10, heading: 0 }, { card: creature, owner: 1, x: 5, y: 8.2 }], dice: [6, 1] };
    const game = table(spec);
    const [a, b] = shipsOf(game, spec);
    perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], board: b.id });
    expect(game.log!.some((e) => e.type === 'boarded')).toBe(false);
    expect(a.pinnedBy).toBe(-1);

    const ransom = crewCard({ ability: 'Ransom', keywords: ['ransom'], faction: 'Spanish' });
    const shot: TableSpec = {
      ships: [{ card: shipCard({ cannons: '3S', seaCreature: true, ability: 'Once per turn when this ship hits an enemy ship, also eliminate one crew from that ship.' }), x: 5, y: 5 }, { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, crew: [ransom], x: 5.3, y: 5.4, heading: 90 }],
      dice: [6],
    };
    const g2 = table(shot);
    shoot(g2, shipsOf(g2, shot));
    expect(homeGold(g2.state, 0)).toBe(1);
  });
});
