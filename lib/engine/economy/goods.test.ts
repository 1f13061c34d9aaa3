import { describe, expect, it } from 'vitest';
import { board, loadFromTouching } from '@/lib/engine/combat/combat';
import { touching } from '@/lib/engine/hull/hull';
import { fixedDice } from '@/lib/engine/core/dice';
import { perform } from '@/lib/engine/game';
import { onDock } from '@/lib/engine/treasure/treasure';
import { shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';

const ISLANDS = [
  { x: 2, y: 2 },
  { x: 18, y: 18 },
  { x: 10, y: 2 },
  { x: 10, y: 18 },
];

function economyTable(spec: Omit<TableSpec, 'islands' | 'rules'>) {
  const full: TableSpec = { ...spec, islands: ISLANDS, rules: { economy: true } };
  const game = table(full);
  return { game, ships: shipsOf(game, full), eco: game.state.economy! };
}

describe('Resources taken by force (003 "Boarding", "Raiding")', () => {
  it('lets a boarding winner take up to three resources, the most valuable first, within her cargo', () => {
    const { game, ships, eco } = economyTable({ ships: [{ card: shipCard({ cargo: 5 }), x: 8, y: 8 }, { card: shipCard({ cargo: 6 }), owner: 1, x: 8, y: 9.2 }] });
    eco.row = 1;
    ships[1].goods = [2, 0, 0, 0, 2, 2];
    // "after a successful boarding action, the winning ship may, in addition to taking gold or killing crew, take up to
    // three resources, of any type, up to their maximum cargo space": under row 1 luxuries sell for 6, spices for 5.
    game.dice = fixedDice([6, 1]);
    board(game, ships[0], ships[1]);
    expect(ships[0].goods).toEqual([0, 0, 0, 0, 1, 2]);
    expect(ships[1].goods).toEqual([2, 0, 0, 0, 1, 0]);
  });

  it('takes none when her hold is full', () => {
    const { game, ships } = economyTable({ ships: [{ card: shipCard({ cargo: 2 }), x: 8, y: 8 }, { card: shipCard(), owner: 1, x: 8, y: 9.2 }] });
    ships[0].goods = [2, 0, 0, 0, 0, 0];
    ships[1].goods = [0, 0, 0, 0, 0, 3];
    game.dice = fixedDice([6, 1]);
    board(game, ships[0], ships[1]);
    expect(ships[0].goods).toEqual([2, 0, 0, 0, 0, 0]);
  });

  it('lets a home raider take as many resources as she can carry, with the gold', () => {
    const ability = 'This ship may dock at an enemy home island and load up to two treasures.';
    const { game, ships, eco } = economyTable({ ships: [{ card: shipCard({ cargo: 4, ability }), x: 17, y: 16.9 }, { card: shipCard(), owner: 1, x: 12, y: 12 }], home: [[], [3]] });
    eco.row = 1;
    eco.stock[1] = [4, 0, 0, 0, 0, 5];
    // "A ship with the home-island raiding ability can dock at an enemy home island and take as many resources as she
    // can carry, in addition to any gold": one coin, then three tokens, luxuries (worth 6) first.
    onDock(game, ships[0], 1);
    expect(ships[0].treasure).toHaveLength(1);
    expect(ships[0].goods).toEqual([0, 0, 0, 0, 0, 3]);
    expect(eco.stock[1]).toEqual([4, 0, 0, 0, 0, 2]);
    expect(ships[0].mustLeave).toBe(true);
  });
});

describe('Treasure abilities on resources (003 "Resources")', () => {
  it('gives the move after loading treasure for loading resources', () => {
    // "abilities that affect treasure coins also affect resources".
    const { game, ships, eco } = economyTable({ ships: [{ card: shipCard({ ability: 'Once per turn, this ship can move S after loading cargo.' }), x: 10, y: 2.8, docked: 2 }, { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 }] });
    eco.produces[2] = 2;
    game.state.islands[2].explored[0] = true;
    perform(game, 0, { type: 'explore', ship: ships[0].id });
    expect(ships[0].goods[1]).toBe(3);
    expect(ships[0].freeMove).toBe('S');
  });

  it('adds "worth +N gold" to the most valuable resource unloaded at home, when she unloads no coin', () => {
    // "each of these coins is worth +1 gold…turns to each of these resources is worth +1 of whichever resource is in question".
    const { game, ships, eco } = economyTable({ ships: [{ card: shipCard({ ability: "One of this ship's treasures is worth +3 gold when she docks at your home island." }), x: 3, y: 3 }, { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 }] });
    eco.row = 1;
    ships[0].goods = [1, 0, 0, 2, 0, 0];
    onDock(game, ships[0], 0);
    expect(eco.stock[0]).toEqual([1, 0, 0, 5, 0, 0]);
  });
});

describe('Resources as cargo under treasure texts (003 "Resources": "Resources count as cargo")', () => {
  it('loses the most valuable token to a hit that eliminates one cargo', () => {
    const { game, ships, eco } = economyTable({
      ships: [{ card: shipCard({ ability: 'When this ship hits an enemy ship, you may also eliminate one cargo from that ship.' }), x: 8, y: 8, heading: 90 }, { card: shipCard({ cannons: '3S-3S-3S' }), owner: 1, x: 8, y: 9, heading: 90 }],
    });
    eco.row = 1;
    ships[1].goods = [2, 0, 0, 1, 0, 0];
    game.dice = fixedDice([6, 6]);
    perform(game, 0, { type: 'shoot', ship: ships[0].id, target: ships[1].id });
    expect(ships[1].goods).toEqual([2, 0, 0, 0, 0, 0]);
  });

  it("loads another ship's resources with a text that loads her treasure", () => {
    const ability = "When touching an English ship, this ship can load as much of that ship's treasure as she can carry.";
    const { game, ships, eco } = economyTable({ ships: [{ card: shipCard({ ability, cargo: 3 }), x: 8, y: 8, heading: 0 }, { card: shipCard(), owner: 1, x: 8.4, y: 8.5, heading: 0 }] });
    eco.row = 1;
    ships[1].goods = [0, 2, 0, 0, 0, 2];
    expect(touching(ships[0], ships[1])).toBe(true);
    loadFromTouching(game, ships[0]);
    expect(ships[0].goods).toEqual([0, 1, 0, 0, 0, 2]);
  });
});
