import { describe, expect, it } from 'vitest';
import type { GameState } from '@/lib/engine/state/state';
import { describeEvent } from './log';

const table = {
  first: 0,
  ships: [{ name: 'Sea Wren' }, { name: 'Iron Marlin' }],
  islands: [{ home: 0 }, { home: 1 }, { home: -1 }],
  forts: [{ name: 'Fort Gannet' }],
} as unknown as Pick<GameState, 'ships' | 'islands' | 'first' | 'forts'>;

/** The same table with Iron Marlin's three cannons, bow to stern: two alike, at either end. */
const masted = {
  ...table,
  ships: [
    { name: 'Sea Wren', cannons: [{ rank: 4, range: 'S' }] },
    { name: 'Iron Marlin', cannons: [{ rank: 3, range: 'S' }, { rank: 2, range: 'L' }, { rank: 3, range: 'S' }] },
  ],
} as unknown as Pick<GameState, 'ships' | 'islands' | 'first' | 'forts'>;

describe('the table log in words', () => {
  it('says every die a player would announce, and names ships and islands as the table shows them', () => {
    expect(describeEvent({ type: 'shot', ship: 0, target: 1, rolls: [6, 1], hits: 1 }, table)).toBe('Sea Wren fired at Iron Marlin: rolled 6, 1 (one hit).');
    expect(describeEvent({ type: 'docked', ship: 1, island: 2 }, table)).toBe('Iron Marlin docked at island 3.');
    expect(describeEvent({ type: 'docked', ship: 0, island: 0 }, table)).toBe("Sea Wren docked at A's home island.");
    expect(describeEvent({ type: 'boarded', ship: 0, target: 1, rolls: [4, 4], winner: -1 }, table)).toBe('Sea Wren boarded Iron Marlin: rolled 4 against 4, a tie.');
  });

  it('says who sailed from where to where, the shot as "rolled 4, 6, 1 (two hits)", and a mirror match\'s ships by seat', () => {
    const placed = {
      first: 0,
      ships: [{ name: 'HMS Grand Temple', owner: 0 }, { name: 'HMS Grand Temple', owner: 1 }, { name: 'Sea Wren', owner: 1 }],
      islands: [{ x: 2, y: 2, r: 0.75, home: 0 }, { x: 12, y: 12, r: 0.75, home: 1 }, { x: 7, y: 7, r: 0.75, home: -1 }],
      forts: [],
      treasures: [{ hidden: true }, { id: 1, value: 3, unique: false }],
    } as unknown as Parameters<typeof describeEvent>[1];
    expect(describeEvent({ type: 'sailed', ship: 1, from: { x: 12, y: 11 }, to: { x: 7, y: 9 } }, placed)).toBe("B's HMS Grand Temple sailed 5.4 S west, from off B's home island to 1.3 S south of island 3.");
    expect(describeEvent({ type: 'shot', ship: 0, target: 2, rolls: [4, 6, 1], hits: 2 }, placed)).toBe("A's HMS Grand Temple fired at Sea Wren: rolled 4, 6, 1 (two hits).");
    // A coin is named as this viewer knows it: one seen, one still face down.
    expect(describeEvent({ type: 'treasure-moved', ids: [1, 0], from: { island: 2 }, to: { ship: 2 } }, placed)).toBe('A 3-gold coin and a face-down coin moved from island 3 to Sea Wren.');
  });

  it('says which mast burns, what its die rolled, and when the fire is out', () => {
    expect(describeEvent({ type: 'fire-set', ship: 1, mast: 0, out: 64, spread: 14 }, masted)).toBe('The bow mast (3S cannon) of Iron Marlin is on fire.');
    expect(describeEvent({ type: 'fire-rolled', ship: 1, mast: 0, roll: 2 }, masted)).toBe('The fire on the bow mast (3S cannon) of Iron Marlin rolled 2.');
    expect(describeEvent({ type: 'fire-out', ship: 1, mast: 0 }, masted)).toBe('The fire on the bow mast (3S cannon) of Iron Marlin is out.');
  });

  it('names a mast lost or repaired by where it stands, as each cannon measures its range from its own mast (001)', () => {
    expect(describeEvent({ type: 'mast', ship: 1, mast: 2, up: false }, masted)).toBe('Iron Marlin lost the stern mast (3S cannon).');
    expect(describeEvent({ type: 'mast', ship: 1, mast: 1, up: true }, masted)).toBe('Iron Marlin repaired the second mast from the bow (2L cannon).');
    // Two equal cannons are still two masts: the bow one and the stern one.
    expect(describeEvent({ type: 'mast', ship: 1, mast: 0, up: false }, masted)).not.toBe(describeEvent({ type: 'mast', ship: 1, mast: 2, up: false }, masted));
  });

  it("says where a smokepot's fog bank lies, and when it clears", () => {
    expect(describeEvent({ type: 'fog-placed', by: 0, x: 4.62, y: 6, r: 0.75 }, table)).toBe('A fired a smokepot: a fog bank lies at (4.6, 6.0).');
    expect(describeEvent({ type: 'terrain-removed', terrain: 0 }, table)).toBe('The smoke cleared: a fog bank is gone.');
    expect(describeEvent({ type: 'fog-placed', by: 1, x: 4.62, y: 6, r: 0.75, lasting: true }, table)).toBe('B placed a fog bank at (4.6, 6.0), to stay.');
  });

  it("says what a roll table's die gave", () => {
    expect(describeEvent({ type: 'fleet-extra-action', player: 1, ship: 1, roll: 6 }, table)).toBe("Iron Marlin rolled 6: one ship of B's fleet may take two actions this turn.");
  });

  it('says which treasure is turned face up and what it gives her, and that a ship handed a treasure is done for the turn', () => {
    const withTreasure = { ...table, treasures: [{ name: 'Fireworks' }] } as unknown as typeof table;
    expect(describeEvent({ type: 'treasure-turned', id: 0 }, withTreasure)).toBe('Fireworks is turned face up.');
    expect(describeEvent({ type: 'boosted', ship: 0, cannon: 2 }, table)).toBe('Sea Wren gets +2 to her cannon rolls this turn.');
    expect(describeEvent({ type: 'boosted', ship: 0, shots: 1 }, table)).toBe('Sea Wren gets an extra shoot action this turn.');
    expect(describeEvent({ type: 'turn-ended', ship: 1 }, table)).toBe("Iron Marlin's turn is over.");
  });

  it('says which ship is pinned, whichever ruleset pins the rammer or the rammed', () => {
    expect(describeEvent({ type: 'pinned', ship: 0, by: 1 }, table)).toBe('Sea Wren is pinned by Iron Marlin.');
  });

  it('names a unique treasure that moves, face up as it is, and still counts the coins with it by number only', () => {
    const withTreasure = { ...table, treasures: [{ hidden: true }, { name: 'Forged Papers' }, { hidden: true }, { name: 'Sword' }] } as const;
    expect(describeEvent({ type: 'treasure-moved', ids: [1, 0, 2], from: { island: 2 }, to: { ship: 0 } }, withTreasure)).toBe('Forged Papers and 2 face-down coins moved from island 3 to Sea Wren.');
    expect(describeEvent({ type: 'treasure-moved', ids: [1, 3, 0], from: { island: 2 }, to: { ship: 0 } }, withTreasure)).toBe('Forged Papers, Sword and a face-down coin moved from island 3 to Sea Wren.');
    expect(describeEvent({ type: 'treasure-moved', ids: [1], from: { ship: 0 }, to: { ship: 1 } }, withTreasure)).toBe('Forged Papers moved from Sea Wren to Iron Marlin.');
  });

  it('counts coins that move without telling their worth, and stays silent on bookkeeping', () => {
    expect(describeEvent({ type: 'treasure-moved', ids: [3, 4], from: { island: 2 }, to: { ship: 0 } }, table)).toBe('2 face-down coins moved from island 3 to Sea Wren.');
    expect(describeEvent({ type: 'action', ship: 0, kind: 1, free: false }, table)).toBeNull();
    expect(describeEvent({ type: 'treasure-seen', player: 0, ids: [3] }, table)).toBeNull();
  });

  it('tells what forts do: built, firing and fired at, losing flags, destroyed, gold unloaded into them', () => {
    expect(describeEvent({ type: 'fort-built', fort: 0, island: 2, coins: [1, 2] }, table)).toBe('Fort Gannet was built on island 3, paid with 2 face-down coins from home.');
    expect(describeEvent({ type: 'fort-shot', fort: 0, target: 1, rolls: [5, 2], hits: 1 }, table)).toBe('Fort Gannet fired at Iron Marlin: rolled 5, 2 (one hit).');
    expect(describeEvent({ type: 'shot-at-fort', ship: 1, fort: 0, rolls: [6], hits: 1 }, table)).toBe('Iron Marlin fired at Fort Gannet: rolled 6 (one hit).');
    expect(describeEvent({ type: 'flag', fort: 0, flag: 1 }, table)).toBe('Fort Gannet lost flag 2.');
    expect(describeEvent({ type: 'fort-destroyed', fort: 0 }, table)).toBe('Fort Gannet was destroyed; its gold lies on the island again.');
    expect(describeEvent({ type: 'treasure-moved', ids: [3], from: { ship: 0 }, to: { fort: 0 } }, table)).toBe('A face-down coin moved from Sea Wren to Fort Gannet.');
  });

  it('announces a Fear roll and what it did, and a submarine diving', () => {
    expect(describeEvent({ type: 'feared', ship: 1, by: 0, roll: 5 }, table)).toBe('Sea Wren struck fear into Iron Marlin: rolled 5, her abilities are lost this turn.');
    expect(describeEvent({ type: 'feared', ship: 1, by: 0, roll: 2 }, table)).toBe('Sea Wren struck fear into Iron Marlin: rolled 2.');
    expect(describeEvent({ type: 'silenced', ship: 1, by: 0, crew: -1 }, table)).toBe('Sea Wren silenced Iron Marlin: that ability does not work this turn.');
    expect(describeEvent({ type: 'silenced', ship: 1, by: 0, crew: 0 }, table)).toBe('Sea Wren silenced a crew of Iron Marlin: that ability does not work this turn.');
    expect(describeEvent({ type: 'free-move', ship: 0, leg: 'S' }, table)).toBe('Sea Wren may move S as a free action this turn, for the treasure she moved.');
    expect(describeEvent({ type: 'derelict-captured', ship: 1, by: 0, player: 0 }, table)).toBe(
      "Sea Wren explored the derelict Iron Marlin and took her for A: both are docked at A's home island.",
    );
    expect(describeEvent({ type: 'delegated', ship: 0, to: 1 }, table)).toBe('Sea Wren gave up her action: Iron Marlin may take two this turn.');
    // A look names the coin's place, never its worth.
    expect(describeEvent({ type: 'looked', ship: 0, treasure: 3, at: { ship: 1 } }, table)).toBe('Sea Wren looked at a face-down coin aboard Iron Marlin.');
    expect(describeEvent({ type: 'submerged', ship: 0, submerged: true }, table)).toBe('Sea Wren dived.');
  });

  it('says every Economy Edition event: the market roll with its prices, resources found, loaded, unloaded and sold, upkeep, tokens and towns', () => {
    // 003: "If the player rolls a 3 on the d6 and a 14 on the d20 ... lumber is worth 5 gold, textiles 6, metals 1, and so on."
    expect(describeEvent({ type: 'market-rolled', round: 1, row: 3, rounds: 14 }, table)).toBe(
      'Round 1 market: the d6 rolled 3 and the d20 14. Prices in gold: lumber 5, textiles 6, metals 1, fish 2, spices 3, luxuries 4, through round 14.',
    );
    expect(describeEvent({ type: 'resource-found', island: 2, ship: 0, rolls: [4] }, table)).toBe('First explore of island 3: Sea Wren rolled 4, so it produces fish.');
    expect(describeEvent({ type: 'resource-found', island: 2, ship: 0, rolls: [6, 5] }, table)).toBe("First explore of island 3: Sea Wren rolled 6, then 5 on the Explorer's reroll, so it produces spices.");
    expect(describeEvent({ type: 'goods-moved', resource: 4, count: 4, from: { island: 2 }, to: { ship: 0 } }, table)).toBe('Sea Wren loaded 4 fish at island 3.');
    expect(describeEvent({ type: 'goods-moved', resource: 4, count: 4, from: { ship: 0 }, to: { home: 0 } }, table)).toBe("Sea Wren unloaded 4 fish at A's home.");
    expect(describeEvent({ type: 'sold', player: 0, resource: 3, count: 2, price: 2 }, table)).toBe('A sold 2 metals at 2 gold each: 4 gold.');
    expect(describeEvent({ type: 'upkeep', player: 1, due: 2, paid: 2 }, table)).toBe('B paid 2 gold upkeep for 2 ships away from home.');
    expect(describeEvent({ type: 'upkeep', player: 1, due: 3, paid: 1 }, table)).toBe('B owed 3 gold upkeep and could pay only 1.');
    expect(describeEvent({ type: 'abandoned', ship: 1 }, table)).toBe('Iron Marlin was abandoned for unpaid upkeep: she leaves play with her cargo and crew.');
    expect(describeEvent({ type: 'token-bought', player: 0, ship: 0, upgrade: 'settlement', price: 10 }, table)).toBe('A bought a settlement token for 10 gold, loaded aboard Sea Wren.');
    expect(describeEvent({ type: 'town-founded', island: 2, ship: 0, upgrade: 'trading-port' }, table)).toBe("Sea Wren unloaded a trading port token on island 3: it stands from her player's next turn.");
    expect(describeEvent({ type: 'towns-ready', player: 0 }, table)).toBe("A's town founded last turn now stands.");
  });

  it("names Economy Edition's endings: the time limit scores gold", () => {
    const economy = { ...table, economy: {} } as unknown as Parameters<typeof describeEvent>[1];
    expect(describeEvent({ type: 'game-over', winner: 0, reason: 'turn-cap' }, economy)).toBe('The game is over: A wins (the time limit: most gold wins).');
    expect(describeEvent({ type: 'game-over', winner: 1, reason: 'trade-monopoly' }, economy)).toBe("The game is over: B wins (trade monopoly: every resource island is one player's).");
    expect(describeEvent({ type: 'game-over', winner: 1, reason: 'fleet-elimination' }, economy)).toBe('The game is over: B wins (fleet elimination: every other fleet is gone).');
    expect(describeEvent({ type: 'game-over', winner: 0, reason: 'turn-cap' }, table)).toBe('The game is over: A wins (the turn limit).');
    // "Game time is measured in rounds."
    expect(describeEvent({ type: 'turn-started', player: 1, turn: 3 }, economy)).toBe('Round 3: B to play.');
    expect(describeEvent({ type: 'turn-started', player: 1, turn: 3 }, table)).toBe('Turn 3: B to play.');
  });
});
