import { describe, expect, it } from 'vitest';
import { fixedDice } from '@/lib/engine/core/dice';
import { checkAction, perform } from '@/lib/engine/game';
import type { Town } from '@/lib/engine/state/economy';
import { mayLoadAt } from '@/lib/engine/economy/resources';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';

const ISLANDS = [
  { x: 2, y: 2 },
  { x: 18, y: 18 },
  { x: 10, y: 2 },
  { x: 10, y: 18 },
];

/** An Economy table with a town of player 1's on island 2 (producing metals), which both players have explored. */
function townTable(spec: Omit<TableSpec, 'islands' | 'rules'>, kind: Town['kind'] = 'settlement') {
  const full: TableSpec = { ...spec, islands: ISLANDS, rules: { economy: true } };
  const game = table(full);
  const eco = game.state.economy!;
  eco.towns[2] = { owner: 1, kind, ready: true, hits: 0, blockadedBy: -1, fired: 0 };
  eco.produces[2] = 3;
  game.state.islands[2].explored = [true, true];
  return { game, ships: shipsOf(game, full), eco };
}

const atTown = { x: 10, y: 2.8, docked: 2 };
/** Docked along her side, both masts' cannons reaching the island past her own hull. */
const broadside = { x: 10.5, y: 2.95, heading: 90, docked: 2 };
const enemyAtHome = { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 };

describe('Towns shot at (003 "Settlement")', () => {
  it('destroys a town at its third hit: gone, the island unexplored for all, its resource found again by the next explore', () => {
    const { game, ships, eco } = townTable({ ships: [{ card: shipCard(), ...broadside }, { card: shipCard({ cargo: 5 }), ...atTown, x: 9.4 }, enemyAtHome] });
    // "Towns can be razed by enemy ships, they have no natural defenses and after three hits are considered destroyed."
    game.dice = fixedDice([6, 6]);
    perform(game, 0, { type: 'shoot-town', ship: ships[0].id, island: 2 });
    expect(eco.towns[2]?.hits).toBe(2);
    eco.towns[2]!.hits = 2;
    ships[0].actions = 0;
    ships[0].actionKinds = 0;
    game.dice = fixedDice([6, 1]);
    perform(game, 0, { type: 'shoot-town', ship: ships[0].id, island: 2 });
    // "Once destroyed, the island becomes unexplored in regards to all players, and its resource value may be reset."
    expect(eco.towns[2]).toBeNull();
    expect(game.state.islands[2].explored).toEqual([false, false]);
    expect(eco.produces[2]).toBe(0);
    game.dice = fixedDice([5]);
    perform(game, 0, { type: 'explore', ship: ships[1].id });
    expect(eco.produces[2]).toBe(5);
    expect(ships[1].goods[4]).toBe(4);
  });

  it('takes a flag of a military port with each hit and destroys it at the fifth, as a four-flag fort', () => {
    const { game, ships, eco } = townTable({ ships: [{ card: shipCard({ cannons: '2S-2S' }), ...broadside }, enemyAtHome] }, 'military-port');
    // "A military port ... acts as a four flag fort with 3S cannons."
    eco.towns[2]!.hits = 2;
    game.dice = fixedDice([6, 6]);
    perform(game, 0, { type: 'shoot-town', ship: ships[0].id, island: 2 });
    expect(eco.towns[2]?.hits).toBe(4);
    ships[0].actions = 0;
    ships[0].actionKinds = 0;
    game.dice = fixedDice([6, 1]);
    perform(game, 0, { type: 'shoot-town', ship: ships[0].id, island: 2 });
    expect(eco.towns[2]).toBeNull();
  });

  it('refuses her own town, a town out of reach, and a second action of the turn', () => {
    const { game, ships, eco } = townTable({ ships: [{ card: shipCard(), ...broadside }, { card: shipCard(), x: 10, y: 9 }, enemyAtHome] });
    expect(checkAction(game.state, 0, { type: 'shoot-town', ship: ships[1].id, island: 2 })?.code).toBe('out-of-range');
    expect(checkAction(game.state, 0, { type: 'shoot-town', ship: ships[0].id, island: 3 })?.code).toBe('no-such-target');
    eco.towns[2]!.owner = 0;
    expect(checkAction(game.state, 0, { type: 'shoot-town', ship: ships[0].id, island: 2 })?.code).toBe('bad-target');
    eco.towns[2]!.owner = 1;
    game.dice = fixedDice([1, 1]);
    perform(game, 0, { type: 'shoot-town', ship: ships[0].id, island: 2 });
    expect(checkAction(game.state, 0, { type: 'board-town', ship: ships[0].id })?.code).toBe('action-limit');
  });

  it('is not offered outside Economy Edition', () => {
    const game = table({ ships: [{ card: shipCard(), x: 5, y: 5 }, { card: shipCard(), owner: 1, x: 15, y: 15 }] });
    expect(checkAction(game.state, 0, { type: 'shoot-town', ship: 0, island: 2 })?.code).toBe('not-allowed-by-rules');
  });
});

describe('Encampments and towns under abilities that remove explore actions (003 "Encampment", "Settlement")', () => {
  it("removes the other players' encampments but not their town", () => {
    const ability = 'Once per turn, if this ship is within S of an island, you may mark the island as explored without docking at it. The island becomes unexplored in regards to all other players.';
    const { game, ships, eco } = townTable({ ships: [{ card: shipCard({ ability }), x: 10, y: 3.3 }, enemyAtHome] });
    // "Abilities that remove explore actions can eliminate encampments" ... "Abilities that remove explore actions do not eliminate towns."
    perform(game, 0, { type: 'mark-explored', ship: ships[0].id, island: 2 });
    expect(game.state.islands[2].explored).toEqual([true, false]);
    expect(eco.towns[2]?.owner).toBe(1);
    expect(mayLoadAt(game.state, 2, 1)).toBe(true);
    expect(mayLoadAt(game.state, 2, 0)).toBe(false);
  });
});

describe('Towns boarded (003 "Boarding", "Razing")', () => {
  it('captures a settlement counted as two masts when the boarder wins', () => {
    const { game, ships, eco } = townTable({ ships: [{ card: shipCard(), ...atTown }, enemyAtHome] });
    // "A settlement can be considered to have 2 masts in a boarding roll, and is captured by the winning ship": 2 + 4 beats 2 + 3.
    game.dice = fixedDice([4, 3]);
    perform(game, 0, { type: 'board-town', ship: ships[0].id });
    expect(game.log!.at(-1)).toEqual({ type: 'town-captured', island: 2, player: 0 });
    expect(eco.towns[2]?.owner).toBe(0);
  });

  it('costs a losing boarder a mast and moves her S away from the settlement', () => {
    const { game, ships, eco } = townTable({ ships: [{ card: shipCard(), ...atTown }, enemyAtHome] });
    // "If a ship loses a boarding roll against a settlement, the attacking ship must remove a mast and move +S away."
    game.dice = fixedDice([2, 3]);
    perform(game, 0, { type: 'board-town', ship: ships[0].id });
    expect(ships[0].masts).toBe(1);
    expect(ships[0].docked).toBe(-1);
    expect(ships[0].y).toBeCloseTo(3.8);
    expect(eco.towns[2]?.owner).toBe(1);
  });

  it('changes nothing on equal totals', () => {
    const { game, ships, eco } = townTable({ ships: [{ card: shipCard(), ...atTown }, enemyAtHome] });
    game.dice = fixedDice([3, 3]);
    perform(game, 0, { type: 'board-town', ship: ships[0].id });
    expect(ships[0].masts).toBe(2);
    expect(eco.towns[2]?.owner).toBe(1);
  });

  it('razes a colony counted as four masts, the boarder loading the resources there', () => {
    const { game, ships, eco } = townTable({ ships: [{ card: shipCard({ cargo: 5 }), ...atTown }, enemyAtHome] }, 'trading-port');
    // "it is considered to be a 4 mast ship. If the boarding ship wins, the colony is removed from the game, and the
    // boarding ship receives all the resources available, up to that ship's cargo limit": 2 + 6 beats 4 + 3.
    game.dice = fixedDice([6, 3]);
    perform(game, 0, { type: 'board-town', ship: ships[0].id });
    expect(eco.towns[2]).toBeNull();
    expect(ships[0].goods[2]).toBe(4);
  });

  it('gives a losing boarder to the colony owner, her crew removed from the game', () => {
    const { game, ships, eco } = townTable({ ships: [{ card: shipCard(), crew: [crewCard()], ...atTown }, enemyAtHome] }, 'military-port');
    // "If the colony wins, the opposing player takes that ship, but all crew on board are removed from the game."
    game.dice = fixedDice([6, 5]);
    perform(game, 0, { type: 'board-town', ship: ships[0].id });
    expect(ships[0].owner).toBe(1);
    expect(ships[0].crew).toEqual([]);
    expect(eco.towns[2]?.kind).toBe('military-port');
  });

  it('boards only from the town island, docked', () => {
    const { game, ships } = townTable({ ships: [{ card: shipCard(), x: 10, y: 6 }, enemyAtHome] });
    expect(checkAction(game.state, 0, { type: 'board-town', ship: ships[0].id })?.code).toBe('not-docked');
  });
});
