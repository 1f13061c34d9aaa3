import { describe, expect, it } from 'vitest';
import { fixedDice } from '@/lib/engine/core/dice';
import { checkAction, perform } from '@/lib/engine/game';
import type { Town } from '@/lib/engine/state/economy';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';

const ISLANDS = [
  { x: 2, y: 2 },
  { x: 18, y: 18 },
  { x: 10, y: 2 },
  { x: 10, y: 18 },
];

/** An Economy table with a colony of player `owner`'s on island 2, producing metals, explored by both players. */
function portTable(spec: Omit<TableSpec, 'islands' | 'rules'>, kind: Town['kind'] = 'trading-port', owner = 1) {
  const full: TableSpec = { ...spec, islands: ISLANDS, rules: { economy: true } };
  const game = table(full);
  const eco = game.state.economy!;
  eco.towns[2] = { owner, kind, ready: true, hits: 0, blockadedBy: -1, fired: 0 };
  eco.produces[2] = 3;
  game.state.islands[2].explored = [true, true];
  return { game, ships: shipsOf(game, full), eco };
}

const atPort = { x: 10, y: 2.8, docked: 2 };
const enemyAtHome = { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 };

describe('Trading port (003 "Colony")', () => {
  it("trades two of her owner's resources for one other resource", () => {
    const { game, ships } = portTable({ ships: [{ card: shipCard(), ...atPort }, enemyAtHome] }, 'trading-port', 0);
    ships[0].goods = [2, 0, 0, 0, 0, 0];
    // "Allows a player to trade any two resources for one other resource, of any type."
    perform(game, 0, { type: 'barter', ship: ships[0].id, give: [1, 1], get: 6 });
    expect(ships[0].goods).toEqual([0, 0, 0, 0, 0, 1]);
    expect(checkAction(game.state, 0, { type: 'barter', ship: ships[0].id, give: [6, 6], get: 1 })?.code).toBe('nothing-to-do');
    ships[0].goods = [1, 1, 0, 0, 0, 0];
    expect(checkAction(game.state, 0, { type: 'barter', ship: ships[0].id, give: [1, 2], get: 2 })?.code).toBe('bad-target');
    expect(checkAction(game.state, 0, { type: 'barter', ship: ships[0].id, give: [1, 2], get: 3, fee: 1 })?.code).toBe('nothing-to-do');
    ships[0].docked = -1;
    expect(checkAction(game.state, 0, { type: 'barter', ship: ships[0].id, give: [1, 2], get: 3 })?.code).toBe('not-docked');
  });

  it("makes a visitor pay one resource to the owner's home, unless she has Parley", () => {
    const { game, ships, eco } = portTable({ ships: [{ card: shipCard(), ...atPort }, { card: shipCard(), crew: [crewCard({ ability: 'Parley.' })], ...atPort, x: 9.4 }, enemyAtHome] });
    // "An opposing player's ship may also dock at your trading port to trade commodities, but they must pay one resource
    // to the owner in addition to the two resources being traded."
    ships[0].goods = [1, 1, 0, 0, 0, 0];
    expect(checkAction(game.state, 0, { type: 'barter', ship: ships[0].id, give: [1, 2], get: 3 })?.code).toBe('cannot-afford');
    ships[0].goods = [1, 1, 0, 0, 1, 0];
    perform(game, 0, { type: 'barter', ship: ships[0].id, give: [1, 2], get: 3 });
    expect(ships[0].goods).toEqual([0, 0, 1, 0, 0, 0]);
    expect(eco.stock[1]).toEqual([0, 0, 0, 0, 1, 0]);
    // "Ships with the parley keyword do not have to pay this fee."
    ships[1].goods = [1, 1, 0, 0, 0, 0];
    perform(game, 0, { type: 'barter', ship: ships[1].id, give: [1, 2], get: 4 });
    expect(ships[1].goods).toEqual([0, 0, 0, 1, 0, 0]);
    expect(eco.stock[1]).toEqual([0, 0, 0, 0, 1, 0]);
  });
});

describe('Blockading (003)', () => {
  it("stops the trading, gives the port's production to the blockader, and ends when she leaves", () => {
    const { game, ships, eco } = portTable({ ships: [{ card: shipCard({ cargo: 5 }), ...atPort }, { card: shipCard(), owner: 1, x: 9.4, y: 2.8, docked: 2 }] });
    // "If a ship docks at a trading port and declares hostilities, that port is considered to be blockaded; all trading
    // ceases and the player loses all bonuses, including the production of commodities. The blockading player gains the
    // resource bonuses".
    expect(checkAction(game.state, 0, { type: 'explore', ship: ships[0].id })).toBeNull();
    perform(game, 0, { type: 'blockade', ship: ships[0].id });
    expect(eco.towns[2]?.blockadedBy).toBe(ships[0].id);
    perform(game, 0, { type: 'explore', ship: ships[0].id });
    expect(ships[0].goods[2]).toBe(4);
    game.state.active = 1;
    ships[1].goods = [2, 0, 0, 0, 0, 0];
    expect(checkAction(game.state, 1, { type: 'barter', ship: ships[1].id, give: [1, 1], get: 2 })?.code).toBe('not-now');
    game.state.active = 0;
    ships[0].actions = 0;
    ships[0].actionKinds = 0;
    perform(game, 0, { type: 'move', ship: ships[0].id, segments: [{ heading: 180, distance: 1 }] });
    expect(eco.towns[2]?.blockadedBy).toBe(-1);
  });

  it('cannot blockade a military port, nor a port of her own', () => {
    const { game, ships } = portTable({ ships: [{ card: shipCard(), ...atPort }, enemyAtHome] }, 'military-port');
    // "A military port cannot be blockaded".
    expect(checkAction(game.state, 0, { type: 'blockade', ship: ships[0].id })?.code).toBe('wrong-island');
    game.state.economy!.towns[2] = { owner: 0, kind: 'trading-port', ready: true, hits: 0, blockadedBy: -1, fired: 0 };
    expect(checkAction(game.state, 0, { type: 'blockade', ship: ships[0].id })?.code).toBe('bad-target');
  });
});

describe('Military port (003 "Colony")', () => {
  it('fires as a four-flag fort with 3S cannons, once a turn, one die a standing flag', () => {
    const { game, ships, eco } = portTable({ ships: [{ card: shipCard(), x: 3, y: 3, docked: 0 }, { card: shipCard({ cannons: '3S-3S-3S-3S-3S' }), owner: 1, x: 10, y: 3.5 }] }, 'military-port', 0);
    const enemy = ships[1];
    // "acts as a four flag fort with 3S cannons": four dice, each hitting on 4 or more.
    game.dice = fixedDice([6, 4, 3, 1]);
    perform(game, 0, { type: 'port-shoot', island: 2, target: enemy.id });
    expect(enemy.masts).toBe(3);
    expect(checkAction(game.state, 0, { type: 'port-shoot', island: 2, target: enemy.id })?.code).toBe('action-limit');
    // A hit on the port takes a flag: two hits, two dice.
    eco.towns[2]!.hits = 2;
    eco.towns[2]!.fired = 0;
    game.dice = fixedDice([6, 6]);
    perform(game, 0, { type: 'port-shoot', island: 2, target: enemy.id });
    expect(enemy.masts).toBe(1);
  });
});
