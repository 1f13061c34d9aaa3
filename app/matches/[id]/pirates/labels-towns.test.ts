import { describe, expect, it } from 'vitest';
import type { Town } from '@/lib/engine/state/economy';
import { shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { actionLabel, townHitsText, townName } from './labels';

const ISLANDS = [
  { x: 2, y: 2 },
  { x: 18, y: 18 },
  { x: 10, y: 2 },
  { x: 10, y: 18 },
];

/** A's ship docked along her side at B's town on island 3, both masts' 3S cannons reaching it. */
function atTown(kind: Town['kind'], hits = 0) {
  const spec: TableSpec = {
    islands: ISLANDS,
    rules: { economy: true },
    ships: [{ card: shipCard({ cannons: '3S-3S' }), x: 10.5, y: 2.95, heading: 90, docked: 2 }, { card: shipCard(), owner: 1, x: 17, y: 17, docked: 1 }],
  };
  const game = table(spec);
  game.state.economy!.towns[2] = { owner: 1, kind, ready: true, hits, blockadedBy: -1, fired: 0 };
  return { state: game.state, ship: shipsOf(game, spec)[0] };
}

describe('the town actions in words', () => {
  it('names a town by owner, kind and island, with its hits against what razes it', () => {
    const { state } = atTown('settlement', 1);
    expect(townName(state, 2)).toBe("B's settlement on island 3");
    // 003: a settlement "can sustain 3 hits"; a military port is a four-flag fort, razed at its fifth.
    expect(townHitsText(state, 2)).toBe('1 of 3 hits taken');
    expect(townHitsText(atTown('military-port', 2).state, 2)).toBe('2 of 5 hits taken');
  });

  it('gives a shot at a town its guns in reach and the hits they make on average', () => {
    const { state, ship } = atTown('settlement');
    // Two 3S cannons, each hitting on 3 to 6: 2 × 4/6 ≈ 1.3 hits.
    expect(actionLabel(state, { type: 'shoot-town', ship: ship.id, island: 2 })).toBe("Shoot at B's settlement on island 3: 0 of 3 hits taken; 2 guns in reach, 1.3 hits expected");
  });

  it('says what a boarding of a settlement and of a colony costs when lost', () => {
    // 003: a settlement has 2 masts, "the attacking ship must remove a mast and move +S away"; a colony 4, and "If the colony wins, the opposing player takes that ship".
    const s = atTown('settlement');
    expect(actionLabel(s.state, { type: 'board-town', ship: s.ship.id })).toBe("Board B's settlement on island 3: her 2 masts and a die against its 2 and a die (win: it is yours; lose: she loses a mast and is pushed S away)");
    const c = atTown('trading-port');
    expect(actionLabel(c.state, { type: 'board-town', ship: c.ship.id })).toBe("Board B's trading port on island 3: her 2 masts and a die against its 4 and a die (win: it is destroyed; lose: B takes her, crew removed)");
  });

  it('names the fee in a trade only when one is paid, and the port a blockade closes', () => {
    const { state, ship } = atTown('trading-port');
    expect(actionLabel(state, { type: 'barter', ship: ship.id, give: [1, 4], get: 6 })).toBe('Trade lumber and fish for luxuries');
    expect(actionLabel(state, { type: 'barter', ship: ship.id, give: [1, 4], get: 6, fee: 4 })).toBe('Trade lumber and fish for luxuries, paying 1 fish to the owner');
    expect(actionLabel(state, { type: 'blockade', ship: ship.id })).toBe("Blockade B's trading port on island 3: no one trades here and you load its resources while she lies docked here");
  });
});
