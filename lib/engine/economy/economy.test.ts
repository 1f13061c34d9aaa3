import { describe, expect, it } from 'vitest';
import { fixedDice } from '@/lib/engine/core/dice';
import { perform, RuleError } from '@/lib/engine/game';
import { economyGold, price } from '@/lib/engine/state/economy';
import { endTurn, startTurn } from '@/lib/engine/turn/turn';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';

const ISLANDS = [
  { x: 2, y: 2 },
  { x: 18, y: 18 },
  { x: 10, y: 2 },
  { x: 10, y: 18 },
];

function economyTable(spec: Omit<TableSpec, 'islands' | 'rules'>, gold = [10, 10]) {
  const full: TableSpec = { ...spec, islands: ISLANDS, rules: { economy: true } };
  const game = table(full);
  game.state.economy!.gold = [...gold];
  return { game, ships: shipsOf(game, full) };
}

describe("Economy Edition's market (003 \"Resources\")", () => {
  it('prices every resource by the chart, row by row', () => {
    // "Die Roll......1......2.......3.......4.......5.......6", one line per resource, lumber to luxuries.
    const chart = [
      [1, 6, 5, 4, 3, 2],
      [2, 1, 6, 5, 4, 3],
      [3, 2, 1, 6, 5, 4],
      [4, 3, 2, 1, 6, 5],
      [5, 4, 3, 2, 1, 6],
      [6, 5, 4, 3, 2, 1],
    ];
    for (let resource = 1; resource <= 6; resource++) for (let row = 1; row <= 6; row++) expect(price(row, resource)).toBe(chart[resource - 1][row - 1]);
  });

  it('rolls a d6 and a d20 as the first player begins a round, and holds the prices that many rounds', () => {
    const { game } = economyTable({ ships: [{ card: shipCard(), x: 3, y: 3, docked: 0 }, { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 }] });
    const eco = game.state.economy!;
    // "If the player rolls a 3 on the d6 and a 14 on the d20 ... For the next 14 turns, lumber is worth 5 gold, textiles 6, metals 1".
    game.dice = fixedDice([3, 14, 6, 4]);
    game.state.turn = 0;
    game.state.active = 1;
    startTurn(game, 0);
    expect(eco.row).toBe(3);
    expect([price(eco.row, 1), price(eco.row, 2), price(eco.row, 3)]).toEqual([5, 6, 1]);
    for (let round = 2; round <= 14; round++) {
      endTurn(game);
      endTurn(game);
      expect(game.state.turn).toBe(round);
      expect(eco.row).toBe(3);
    }
    // "After that set is done, the player now rolls a 6 on the d6 and a 4 on the d20 ... lumber is now worth only 2 gold".
    endTurn(game);
    endTurn(game);
    expect(game.state.turn).toBe(15);
    expect(eco.history).toEqual([
      { round: 1, row: 3, rounds: 14 },
      { round: 15, row: 6, rounds: 4 },
    ]);
    expect(price(eco.row, 1)).toBe(2);
  });
});

describe('Economy Edition resources (003 "Explore Actions")', () => {
  it('rolls what an island produces on its first explore and loads up to 4 tokens within her cargo', () => {
    const { game, ships } = economyTable({ ships: [{ card: shipCard({ cargo: 5 }), x: 10, y: 3.2, docked: 2 }, { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 }] });
    game.dice = fixedDice([4]);
    perform(game, 0, { type: 'explore', ship: ships[0].id });
    // "rolls a d6 ... That island now produces that resource for all players, and you may load up to 4 tokens".
    expect(game.state.economy!.produces[2]).toBe(4);
    expect(ships[0].goods).toEqual([0, 0, 0, 4, 0, 0]);
  });

  it('loads no more than her free cargo', () => {
    const { game, ships } = economyTable({ ships: [{ card: shipCard({ cargo: 2 }), x: 10, y: 3.2, docked: 2 }, { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 }] });
    game.dice = fixedDice([1]);
    perform(game, 0, { type: 'explore', ship: ships[0].id });
    expect(ships[0].goods).toEqual([2, 0, 0, 0, 0, 0]);
  });

  it('lets an Explorer roll again for the resource, the second die counting', () => {
    const explorer = crewCard({ name: 'Explorer', ability: 'Explorer', keywords: ['explorer'] });
    const { game, ships } = economyTable({ ships: [{ card: shipCard({ cargo: 5 }), crew: [explorer], x: 10, y: 3.2, docked: 2 }, { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 }] });
    game.state.economy!.row = 6;
    // Luxuries sell for 1 under row 6: below the chart's mean, so she rolls again.
    game.dice = fixedDice([6, 5]);
    perform(game, 0, { type: 'explore', ship: ships[0].id });
    expect(game.state.economy!.produces[2]).toBe(5);
    expect(ships[0].goods[4]).toBe(4);
  });

  it('gives a ship with the Hoist keyword the Explorer\'s reroll ("Hoists also benefit from this ability")', () => {
    const { game, ships } = economyTable({ ships: [{ card: shipCard({ cargo: 5, ability: 'Hoist. Broadsides Attack.' }), x: 10, y: 3.2, docked: 2 }, { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 }] });
    game.state.economy!.row = 6;
    game.dice = fixedDice([6, 2]);
    perform(game, 0, { type: 'explore', ship: ships[0].id });
    expect(game.state.economy!.produces[2]).toBe(2);
    // Without Explorer or Hoist the first die stands.
    const bare = economyTable({ ships: [{ card: shipCard({ cargo: 5 }), x: 10, y: 3.2, docked: 2 }, { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 }] });
    bare.game.state.economy!.row = 6;
    bare.game.dice = fixedDice([6, 2]);
    perform(bare.game, 0, { type: 'explore', ship: bare.ships[0].id });
    expect(bare.game.state.economy!.produces[2]).toBe(6);
  });

  it('unloads resources at home and sells them at the current price, not before', () => {
    const { game, ships } = economyTable({ ships: [{ card: shipCard(), x: 3.5, y: 3.5 }, { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 }] });
    const eco = game.state.economy!;
    ships[0].goods[2] = 3;
    eco.row = 2;
    perform(game, 0, { type: 'move', ship: ships[0].id, segments: [{ heading: 315, distance: 1.4 }] });
    expect(ships[0].docked).toBe(0);
    expect(eco.stock[0][2]).toBe(3);
    expect(eco.gold[0]).toBe(10);
    perform(game, 0, { type: 'sell', resource: 3, count: 2 });
    // Row 2: metals are worth 2.
    expect(eco.gold[0]).toBe(14);
    expect(eco.stock[0][2]).toBe(1);
    expect(() => perform(game, 0, { type: 'sell', resource: 3, count: 2 })).toThrow(RuleError);
  });
});

describe('Economy Edition upkeep (003 "Errata")', () => {
  it('charges one gold per ship not docked at home as each turn ends', () => {
    const { game } = economyTable({
      ships: [
        { card: shipCard(), x: 3, y: 3, docked: 0 },
        { card: shipCard(), x: 8, y: 8 },
        { card: shipCard(), x: 9, y: 12 },
        { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 },
      ],
    });
    endTurn(game);
    expect(game.state.economy!.gold[0]).toBe(8);
  });

  it('abandons the ship farthest from home for each gold she cannot pay', () => {
    const { game, ships } = economyTable(
      {
        ships: [
          { card: shipCard(), x: 5, y: 5 },
          { card: shipCard(), x: 12, y: 12 },
          { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 },
        ],
      },
      [1, 10],
    );
    endTurn(game);
    expect(game.state.economy!.gold[0]).toBe(0);
    expect(ships[0].inPlay).toBe(true);
    expect(ships[1].inPlay).toBe(false);
  });
});

describe('Economy Edition victory (003 "Victory Conditions")', () => {
  it('ends the game when every enemy ship is gone, to the fleet left', () => {
    const { game, ships } = economyTable({ ships: [{ card: shipCard(), x: 3, y: 3, docked: 0 }, { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 }] }, [0, 50]);
    game.state.ships[ships[1].id].sunk = true;
    endTurn(game);
    expect(game.state.over).toBe(true);
    expect(game.state.endReason).toBe('fleet-elimination');
    expect(game.state.winner).toBe(0);
  });

  it('ends the game in a trade monopoly once every wild island that can produce is a standing town of one player', () => {
    const { game } = economyTable({ ships: [{ card: shipCard(), x: 3, y: 3, docked: 0 }, { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 }] }, [0, 50]);
    const eco = game.state.economy!;
    const town = (ready: boolean) => ({ owner: 0, kind: 'settlement' as const, ready, hits: 0, blockadedBy: -1, fired: 0 });
    eco.towns[2] = town(true);
    // One wild island still unsettled (and unexplored): no monopoly yet, and 50 gold does not end it either.
    endTurn(game);
    expect(game.state.over).toBe(false);
    // Her second settlement, founded: it stands as her next turn begins, and with it "Trade monopoly: All resource
    // generating islands belong to one player" ends the game for player 0, though she has no gold.
    eco.towns[3] = town(false);
    endTurn(game);
    expect(game.state.active).toBe(0);
    expect(game.state.endReason).toBe('trade-monopoly');
    expect(game.state.winner).toBe(0);
  });

  it('scores the time limit by gold, not resources', () => {
    const { game } = economyTable({ ships: [{ card: shipCard(), x: 3, y: 3, docked: 0 }, { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 }] }, [5, 4]);
    game.state.economy!.stock[1][5] = 4;
    game.state.maxTurns = 1;
    endTurn(game);
    endTurn(game);
    expect(game.state.endReason).toBe('turn-cap');
    expect(game.state.winner).toBe(0);
  });
});

describe('Economy Edition island upgrades (003 "Technology Upgrades")', () => {
  const spec = () => ({
    ships: [
      { card: shipCard({ cargo: 4 }), x: 3, y: 3, docked: 0 },
      { card: shipCard({ cargo: 4 }), owner: 1, x: 10, y: 16.8, docked: 3 },
    ],
  });

  it('buys a token at home for 10 gold, carried in a cargo space, founded on an explored island, standing from the next turn', () => {
    const { game, ships } = economyTable(spec(), [12, 10]);
    const [a] = ships;
    const eco = game.state.economy!;
    expect(() => perform(game, 0, { type: 'found', ship: a.id, upgrade: 'settlement' })).toThrow(/no settlement token|carries no/);
    perform(game, 0, { type: 'buy-upgrade', ship: a.id, upgrade: 'settlement' });
    expect(economyGoldOf(game, 0)).toBe(2);
    expect(a.tokens).toEqual(['settlement']);
    // "Colony: A settlement may be upgraded to a colony by paying 10 gold": 2 gold buys none.
    expect(() => perform(game, 0, { type: 'buy-upgrade', ship: a.id, upgrade: 'trading-port' })).toThrow(RuleError);
    // "That ship must return to the previously explored island": island 2, explored by player 0 earlier.
    game.state.islands[2].explored[0] = true;
    eco.produces[2] = 3;
    Object.assign(a, { x: 10, y: 3.2, docked: 2 });
    perform(game, 0, { type: 'found', ship: a.id, upgrade: 'settlement' });
    expect(a.tokens).toEqual([]);
    expect(eco.towns[2]).toMatchObject({ owner: 0, kind: 'settlement', ready: false });
    endTurn(game);
    // Not yet: the other player may still load there on her turn.
    expect(eco.towns[2]!.ready).toBe(false);
    endTurn(game);
    // "On the next turn, the island is upgraded."
    expect(eco.towns[2]!.ready).toBe(true);
  });

  it('refuses a town on an island this player has not explored, or where another player has one', () => {
    const { game, ships } = economyTable(spec(), [20, 10]);
    const [a] = ships;
    perform(game, 0, { type: 'buy-upgrade', ship: a.id, upgrade: 'settlement' });
    Object.assign(a, { x: 10, y: 3.2, docked: 2 });
    expect(() => perform(game, 0, { type: 'found', ship: a.id, upgrade: 'settlement' })).toThrow(/explored/);
    game.state.islands[2].explored[0] = true;
    game.state.economy!.towns[2] = { owner: 1, kind: 'settlement', ready: true, hits: 0, blockadedBy: -1, fired: 0 };
    expect(() => perform(game, 0, { type: 'found', ship: a.id, upgrade: 'settlement' })).toThrow(/Another player/);
  });

  it('gives a standing settlement control: "other players may no longer take resources from that island"', () => {
    const { game, ships } = economyTable(spec());
    const eco = game.state.economy!;
    const [a, b] = ships;
    eco.produces[3] = 2;
    eco.towns[3] = { owner: 0, kind: 'settlement', ready: true, hits: 0, blockadedBy: -1, fired: 0 };
    game.state.active = 1;
    game.state.ships[b.id].dockedOnTurn = 0;
    perform(game, 1, { type: 'explore', ship: b.id });
    expect(b.goods).toEqual([0, 0, 0, 0, 0, 0]);
    // Its owner's ships still load there.
    game.state.active = 0;
    Object.assign(a, { x: 10.5, y: 16.8, docked: 3 });
    perform(game, 0, { type: 'explore', ship: a.id });
    expect(a.goods[1]).toBe(4);
  });

  it('keeps the settlement holding the island while a colony founded on it waits for the next turn', () => {
    const { game, ships } = economyTable(spec(), [20, 10]);
    const eco = game.state.economy!;
    const [a] = ships;
    eco.towns[2] = { owner: 0, kind: 'settlement', ready: true, hits: 0, blockadedBy: -1, fired: 0 };
    perform(game, 0, { type: 'buy-upgrade', ship: a.id, upgrade: 'trading-port' });
    game.state.islands[2].explored[0] = true;
    Object.assign(a, { x: 10, y: 3.2, docked: 2 });
    perform(game, 0, { type: 'found', ship: a.id, upgrade: 'trading-port' });
    expect(eco.towns[2]).toMatchObject({ kind: 'settlement', ready: true, next: 'trading-port' });
    endTurn(game);
    endTurn(game);
    expect(eco.towns[2]).toMatchObject({ kind: 'trading-port', ready: true });
    expect(eco.towns[2]!.next).toBeUndefined();
  });
});

describe('Economy Edition repairs (003 "Repair Actions")', () => {
  it('repairs a mast at a wild island with lumber and textiles aboard, spending one of each', () => {
    const { game, ships } = economyTable({ ships: [{ card: shipCard({ cargo: 4 }), x: 10, y: 3.2, docked: 2 }, { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 }] });
    const [a] = ships;
    a.up[0] = false;
    a.masts = 1;
    a.goods[0] = 1;
    expect(() => perform(game, 0, { type: 'repair', ship: a.id })).toThrow(/home island/);
    a.goods[1] = 2;
    perform(game, 0, { type: 'repair', ship: a.id });
    expect(a.masts).toBe(2);
    expect(a.goods.slice(0, 2)).toEqual([0, 1]);
  });
});

function economyGoldOf(game: ReturnType<typeof table>, p: number): number {
  return economyGold(game.state, p);
}
