import { describe, expect, it } from 'vitest';
import { shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { applyEvent } from '../state/events';
import { checkAction, perform, winnerOf } from '../game';
import { hullGap, touching } from '../hull/hull';
import { canMakeWay } from '../hull/turning';
import { homeGold } from '../state/state';

describe('ram, pin and board (001 "Ram")', () => {
  const rammer = shipCard({ cannons: '3S', move: 'L', faction: 'English' });
  const prize = shipCard({ cannons: '3S-3S', faction: 'Spanish' });
  const spec = (dice: number[], rules: TableSpec['rules'] = {}): TableSpec => ({
    ships: [
      { card: rammer, x: 5, y: 10, heading: 0 },
      // Lying across the rammer's path, her hull from x 4.75 to 5.6.
      { card: prize, owner: 1, x: 5.6, y: 8.8, heading: 90 },
    ],
    dice,
    rules,
  });

  it('rams a ship her bow touches, is pinned, and wins the boarding party she starts with the better roll', () => {
    const s = spec([6, 1]);
    const game = table(s);
    const [a, b] = shipsOf(game, s);
    const coin = game.state.treasures.push({ value: 4, unique: false, seenBy: [false, false] }) - 1;
    b.treasure.push(coin);
    perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], board: b.id });
    expect(a.pinnedBy).toBe(b.id);
    // 6 + 1 mast beats 1 + 2 masts: the winner takes the treasure.
    expect(a.treasure).toEqual([coin]);
    expect(b.treasure).toEqual([]);
    perform(game, 0, { type: 'end-turn' });
    perform(game, 1, { type: 'end-turn' });
    expect(checkAction(game.state, 0, { type: 'move', ship: a.id, segments: [{ heading: 180, distance: 1 }] })).toMatchObject({ code: 'pinned' });
  });

  it('loses the boarding party to a higher total: masts count', () => {
    const s = spec([3, 3]);
    const game = table(s);
    const [a, b] = shipsOf(game, s);
    const coin = game.state.treasures.push({ value: 4, unique: false, seenBy: [false, false] }) - 1;
    a.treasure.push(coin);
    perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], board: b.id });
    expect(b.treasure).toEqual([coin]);
  });

  it('frees both ships that rammed the same ship once she has no masts left (001 "Pin")', () => {
    const s: TableSpec = {
      ships: [
        { card: rammer, x: 5, y: 10, heading: 0 },
        { card: prize, owner: 1, x: 5.6, y: 8.8, heading: 90 },
        // A second rammer coming down on the prize from the north.
        { card: rammer, x: 5.2, y: 7.2, heading: 180 },
        // Her fleet's other ship, far off, keeps the game going once she is derelict.
        { card: prize, owner: 1, x: 12, y: 2, heading: 90 },
      ],
    };
    const game = table(s);
    const [a, b, c] = shipsOf(game, s);
    // Every die a 6: each hit lands, and the prize's owner wins any boarding party she starts (6 + 2 masts).
    game.dice = { d6: () => 6, below: () => 0 };
    perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }] });
    perform(game, 0, { type: 'move', ship: c.id, segments: [{ heading: 180, distance: 1.4 }] });
    expect([a.pinnedBy, c.pinnedBy]).toEqual([b.id, b.id]);
    perform(game, 0, { type: 'end-turn' });
    perform(game, 1, { type: 'end-turn' });
    perform(game, 0, { type: 'shoot', ship: a.id, target: b.id, broadside: false });
    expect(c.pinnedBy).toBe(b.id);
    perform(game, 0, { type: 'shoot', ship: c.id, target: b.id, broadside: false });
    expect(b.masts).toBe(0);
    expect([a.pinnedBy, c.pinnedBy]).toEqual([-1, -1]);
    perform(game, 0, { type: 'end-turn' });
    perform(game, 1, { type: 'end-turn' });
    expect(checkAction(game.state, 0, { type: 'move', ship: a.id, segments: [{ heading: 180, distance: 1 }] })).toBeNull();
    expect(checkAction(game.state, 0, { type: 'move', ship: c.id, segments: [{ heading: 0, distance: 1 }] })).toBeNull();
  });

  it("costs the rammer a mast and pins the rammed ship under Daniel's rules", () => {
    const s = spec([], { ramCostsRammer: true });
    const game = table(s);
    const [a, b] = shipsOf(game, s);
    // Her masts (now none) are less than the prize's, so the prize's captain sees no boarding party worth starting... unless she wins: fix the dice.
    game.dice = { d6: () => 1, below: () => 0 };
    perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }] });
    expect(a.masts).toBe(0);
    expect(b.pinnedBy).toBe(a.id);
  });
});

describe('tow (001 "Tow")', () => {
  it('tows a derelict whose bow she touches at S, and unloads its treasure at her home island', () => {
    const tug = shipCard({ cannons: '3S', move: 'L+S' });
    const wreck = shipCard({ cannons: '3S', faction: 'Spanish' });
    const spec: TableSpec = {
      ships: [
        { card: tug, x: 5, y: 8.4, heading: 0 },
        { card: wreck, owner: 1, x: 5, y: 7, heading: 180 },
        { card: shipCard(), owner: 1, x: 15, y: 3 },
      ],
      islands: [{ x: 5, y: 11.5 }, { x: 18.5, y: 18.5 }, { x: 12, y: 12 }],
      treasure: { 2: [1] },
    };
    const game = table(spec);
    const [a, d] = shipsOf(game, spec);
    d.up[0] = false;
    d.masts = 0;
    d.treasure.push(game.state.treasures.push({ value: 5, unique: false, seenBy: [false, false] }) - 1);
    perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], tow: d.id });
    expect(d.towedBy).toBe(a.id);
    expect(d.owner).toBe(0);
    expect(checkAction(game.state, 0, { type: 'move', ship: a.id, segments: [{ heading: 180, distance: 1.4 }] })).toBeTruthy();
    for (let turn = 0; turn < 5 && a.docked !== 0; turn++) {
      perform(game, 0, { type: 'end-turn' });
      perform(game, 1, { type: 'end-turn' });
      perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 180, distance: 1 }] });
    }
    expect(a.docked).toBe(0);
    expect(d.docked).toBe(0);
    expect(homeGold(game.state, 0)).toBe(5);
  });
});

type Placed = TableSpec['ships'][number];

/**
 * A tug of player 0 and player 1's derelict `wreck`, placed as given, with player 1's one ship still able to move far
 * off (the game goes on) and `friends`, player 0's other ships.
 */
function towTable(tug: Placed, wreck: Placed, friends: Placed[] = []) {
  const spec: TableSpec = {
    ships: [tug, { ...wreck, owner: 1 }, { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 15, y: 3 }, ...friends],
    islands: [{ x: 5, y: 13.5 }, { x: 18.5, y: 18.5 }, { x: 12, y: 12 }],
  };
  const game = table(spec);
  const [t, w, , ...rest] = shipsOf(game, spec);
  w.up.fill(false);
  w.masts = 0;
  return { game, tug: t, wreck: w, friends: rest };
}

describe('a tow with no room for the derelict astern', () => {
  it('is not made: the derelict would lie over a ship there (001 "Moving": nothing is moved through a piece)', () => {
    const { game, tug, wreck, friends } = towTable(
      { card: shipCard({ cannons: '3S', move: 'L+S' }), x: 5, y: 8, heading: 0 },
      { card: shipCard({ cannons: '3S', faction: 'Spanish' }), x: 5, y: 7.5, heading: 180 },
      // Lying across the tug's wake, clear of her hull but not of a derelict set at her stern.
      [{ card: shipCard(), x: 5.6, y: 9.3, heading: 90 }],
    );
    expect(hullGap(tug, friends[0])).toBeGreaterThan(0.2);
    perform(game, 0, { type: 'move', ship: tug.id, segments: [{ heading: 0, distance: 0.5 }], tow: wreck.id });
    expect(touching(tug, wreck)).toBe(true);
    expect(wreck.towedBy).toBe(-1);
    expect(wreck.owner).toBe(1);
    expect(hullGap(wreck, friends[0])).toBeGreaterThan(0);
  });
});

describe('a derelict in tow', () => {
  /** A tug heading north with a derelict in tow astern turns east; `blocker` lies where the tow would swing to. */
  function turnWithTow(blocker: boolean) {
    const { game, tug, wreck } = towTable(
      { card: shipCard({ cannons: '3S', move: 'L+S' }), x: 5, y: 8, heading: 0 },
      { card: shipCard({ cannons: '3S', faction: 'Spanish' }), x: 5, y: 8.9, heading: 0 },
      blocker ? [{ card: shipCard(), x: 4, y: 8, heading: 0 }] : [],
    );
    applyEvent(game.state, { type: 'towed', ship: tug.id, target: wreck.id });
    perform(game, 0, { type: 'move', ship: tug.id, segments: [{ heading: 90, distance: 0.1 }] });
    const others = game.state.ships.filter((o) => o !== tug && o !== wreck);
    return { heading: tug.heading, overlap: others.some((o) => hullGap(wreck, o) < 0) };
  }

  it('stops the tug where her tow, broader than she is, would come alongside a ship she clears', () => {
    const { game, tug, wreck, friends } = towTable(
      { card: shipCard({ cannons: '3S', move: 'L+L' }), x: 5, y: 5.6, heading: 0 },
      { card: shipCard({ cannons: '3S-3S-3S', faction: 'Spanish' }), x: 5, y: 6.5, heading: 0 },
      // Lying along her course, 0.03 S clear of her hull and 0.02 S inside the line of her tow's.
      [{ card: shipCard({ cannons: '3S-3S-3S' }), x: 5.48, y: 4.8, heading: 0 }],
    );
    applyEvent(game.state, { type: 'towed', ship: tug.id, target: wreck.id });
    // Towing, her base move is S (001 "Tow"): sailed in full, her tow would end 0.01 S over the ship she passes.
    perform(game, 0, { type: 'move', ship: tug.id, segments: [{ heading: 0, distance: 1 }] });
    expect(hullGap(wreck, friends[0])).toBeGreaterThanOrEqual(0);
    expect(tug.y).toBeGreaterThan(4.6);
    expect(tug.y).toBeLessThan(5.6);
  });

  it('swings round with the tug, and the tug does not turn where it would swing over a ship (001 "Moving")', () => {
    expect(turnWithTow(false)).toEqual({ heading: 90, overlap: false });
    expect(turnWithTow(true)).toEqual({ heading: 0, overlap: false });
  });
});

describe('a derelict docked at a wild island, taken in tow', () => {
  it('leaves the island with her tow, and docks where the tow docks', () => {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S', move: 'L+S' }), x: 5, y: 8.4, heading: 0 },
        { card: shipCard({ cannons: '3S' }), x: 5, y: 7, heading: 180, docked: 2 },
        { card: shipCard(), owner: 1, x: 15, y: 3 },
      ],
      islands: [{ x: 5, y: 11.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 6.2 }],
      treasure: { 2: [1] },
    };
    const game = table(spec);
    const [a, d] = shipsOf(game, spec);
    d.up[0] = false;
    d.masts = 0;
    perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], tow: d.id });
    expect(d.towedBy).toBe(a.id);
    // She was counted docked at the wild island wherever she was towed, and so never docked at home with her tow.
    expect(d.docked).toBe(-1);
  });
});

describe('the end of the game (001 "Winning the Game")', () => {
  it('ends when only one player can still give a move action, the most gold winning', () => {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S' }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S' }), owner: 1, x: 15, y: 15 },
      ],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 10, y: 10 }],
      treasure: { 2: [3] },
    };
    const game = table(spec);
    const [, b] = shipsOf(game, spec);
    b.up[0] = false;
    b.masts = 0;
    game.state.treasures.push({ value: 2, unique: false, seenBy: [false, false] });
    game.state.players[1].home.push(1);
    perform(game, 0, { type: 'end-turn' });
    expect(game.state.over).toBe(true);
    expect(game.state.endReason).toBe('one-fleet-left');
    expect(game.state.winner).toBe(1);
  });

  it('ends when no ship of either player can make way: "half or more players have no possibility of giving any future move actions"', () => {
    // Two ships lying across each other, as a set-up gone wrong once left them: every leg of either stops at once.
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S-3S-3S' }), x: 5, y: 5, heading: 0 },
        { card: shipCard({ cannons: '3S-3S-3S', faction: 'Spanish' }), owner: 1, x: 5.6, y: 5.5, heading: 90 },
      ],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 10, y: 10 }],
      treasure: { 2: [3, 2] },
      maxTurns: 30,
    };
    const stuck = table(spec);
    const [a, b] = shipsOf(stuck, spec);
    expect(hullGap(a, b)).toBeLessThan(0);
    expect(canMakeWay(stuck.state, a) || canMakeWay(stuck.state, b)).toBe(false);
    perform(stuck, 0, { type: 'end-turn' });
    expect([stuck.state.over, stuck.state.endReason]).toEqual([true, 'no-progress']);
    // Apart, the same ships play on.
    const free = table({ ...spec, ships: [spec.ships[0], { ...spec.ships[1], x: 12, y: 5 }] });
    perform(free, 0, { type: 'end-turn' });
    expect(free.state.over).toBe(false);
  });

  it('breaks a tie in gold by the gold still aboard, then by masts standing, at the turn cap too', () => {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S-3S-3S' }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S' }), owner: 1, x: 15, y: 15 },
      ],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 10, y: 10 }],
      treasure: { 2: [3, 2] },
      maxTurns: 1,
    };
    const game = table(spec);
    const [a, b] = shipsOf(game, spec);
    expect(winnerOf(game.state)).toBe(0);
    b.treasure.push(1);
    expect(winnerOf(game.state)).toBe(1);
    a.treasure.push(0);
    expect(winnerOf(game.state)).toBe(0);
    // "Treasure on a ship that is wrecked or lost in a fog bank does not count for any player" (001): nor in the tiebreak.
    a.lost = true;
    expect(winnerOf(game.state)).toBe(1);
    a.lost = false;
    a.wrecked = true;
    expect(winnerOf(game.state)).toBe(1);
    a.wrecked = false;
    perform(game, 0, { type: 'end-turn' });
    perform(game, 1, { type: 'end-turn' });
    expect(game.state.endReason).toBe('turn-cap');
    // The table's time limit is an ending like any other (001 "Winning the Game"; Economy Edition's "Time limit").
    expect(game.state.winner).toBe(0);
  });

  it('is won at once by more than half of the gold under Crimson Coast', () => {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S', move: 'L' }), x: 5, y: 10.1, heading: 180 },
        { card: shipCard(), owner: 1, x: 15, y: 3 },
      ],
      islands: [{ x: 5, y: 11.5 }, { x: 18.5, y: 18.5 }, { x: 12, y: 12 }],
      treasure: { 2: [1, 1] },
      rules: { winAtHalf: true },
    };
    const game = table(spec);
    const [a] = shipsOf(game, spec);
    game.state.startingGold = 5;
    a.treasure.push(game.state.treasures.push({ value: 3, unique: false, seenBy: [false, false] }) - 1);
    perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 180, distance: 1 }] });
    expect(game.state.endReason).toBe('half-the-gold');
    expect(game.state.winner).toBe(0);
  });
});

describe('towing speed and Daniel\'s crew hiring', () => {
  const towSpec = (rules: TableSpec['rules']): TableSpec => ({
    ships: [
      { card: shipCard({ cannons: '3S', move: 'L+S', ability: 'This ship gets +S to her base move.' }), x: 10, y: 10 },
      { card: shipCard({ cannons: '3S', faction: 'Spanish' }), owner: 1, x: 15, y: 15 },
    ],
    rules,
  });
  const moveWhileTowing = (rules: TableSpec['rules']) => {
    const game = table(towSpec(rules));
    const [s, d] = shipsOf(game, towSpec(rules));
    s.towing = d.id;
    return checkAction(game.state, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }, { heading: 0, distance: 1 }] });
  };

  it('a towing ship moves S, and her +S still adds under 001 but not under Daniel\'s "cannot be modified"', () => {
    expect(moveWhileTowing({})).toBeNull();
    expect(moveWhileTowing({ towLockedAtS: true })).toMatchObject({ code: 'move-too-long' });
  });

  it('hires a shipyard crew with delivered gold onto a docked ship, one crew per ship', () => {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S', move: 'S+L' }), x: 1.5, y: 2.25, heading: 0, docked: 0 },
        { card: shipCard({ cannons: '3S' }), x: 8, y: 8 },
        { card: shipCard(), owner: 1, x: 15, y: 15 },
      ],
      rules: { shipyard: true },
    };
    const game = table(spec);
    const [docked, atSea] = shipsOf(game, spec);
    // The set-up keeps all but the cheapest ship in the shipyard; this test has them all afloat.
    for (const s of game.state.ships) s.inPlay = true;
    const p = game.state.players[0];
    const coin = game.state.treasures.push({ value: 3, unique: false, seenBy: [false, false] }) - 1;
    p.home.push(coin);
    p.yardCrew.push({ cardId: 'T-helm', ability: 'Helmsman', nation: 'English', active: false, free: false, ransom: false, points: 2 });
    expect(checkAction(game.state, 0, { type: 'hire', crew: 0, ship: atSea.id })).toMatchObject({ code: 'not-docked' });
    perform(game, 0, { type: 'hire', crew: 0, ship: docked.id });
    expect(docked.crew.map((c) => c.active)).toEqual([true]);
    expect(docked.abilities.moveBonuses).toHaveLength(1);
    expect(p.yardCrew).toHaveLength(0);
    // No change is given: the 3-gold coin pays for the 2-point crew.
    expect(p.spent).toEqual([coin]);
    expect(p.home).toEqual([]);
    p.yardCrew.push({ cardId: 'T-gun', ability: '', nation: 'English', active: false, free: false, ransom: false, points: 1 });
    expect(checkAction(game.state, 0, { type: 'hire', crew: 0, ship: docked.id })).toMatchObject({ code: 'ship-full' });
  });
});

describe('touching (001 "Moving": "If a ship touches another ship or an island during her movement, she must stop")', () => {
  const sloop = shipCard({ cannons: '3S', move: 'L+L', faction: 'English' });
  const brig = shipCard({ cannons: '3S-3S', faction: 'Spanish' });

  it('stops a ship that passes closer than TOUCH to another, and what stops her is what she touches', () => {
    // Sailing north past the brig's bow with 0.01 S between the hulls: she touches it there, so she stops there.
    const spec: TableSpec = {
      ships: [
        { card: sloop, x: 5, y: 10, heading: 0 },
        // Brig lying east-west, her bow (west end) 0.21 S east of the sloop's keel: the hulls' gap is 0.01 S.
        { card: brig, owner: 1, x: 5.21, y: 8, heading: 270 },
      ],
    };
    const game = table(spec);
    const [a, b] = shipsOf(game, spec);
    perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }, { heading: 0, distance: 1.4 }] });
    // Unhindered she would have sailed on to y 7.2.
    expect(a.y).toBeGreaterThan(7.5);
    expect(touching(a, b)).toBe(true);
  });

  it('does not turn a ship through what lies beside her: the turn is not made and her move ends there', () => {
    // A brig lies alongside to the west; turning west would swing the sloop's bow through her.
    const spec: TableSpec = {
      ships: [
        { card: sloop, x: 5, y: 10, heading: 0 },
        { card: brig, owner: 1, x: 4.5, y: 10.2, heading: 0 },
      ],
    };
    const game = table(spec);
    const [a] = shipsOf(game, spec);
    perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 270, distance: 1.4 }] });
    expect([a.x, a.y, a.heading]).toEqual([5, 10, 0]);
    // With the brig a little further off, the same turn clears her.
    const further: TableSpec = { ships: [spec.ships[0], { ...spec.ships[1], x: 4.2 }] };
    const clear = table(further);
    const [c] = shipsOf(clear, further);
    perform(clear, 0, { type: 'move', ship: c.id, segments: [{ heading: 270, distance: 1.4 }] });
    expect(c.heading).toBe(270);
  });

  it('refuses a Crimson Coast come about that would swing her hull into an island', () => {
    const spec: TableSpec = {
      ships: [{ card: sloop, x: 5, y: 10, heading: 0 }, { card: brig, owner: 1, x: 15, y: 15 }],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5.9, y: 10.4 }],
      rules: { comeAbout: true },
    };
    const game = table(spec);
    const [a] = shipsOf(game, spec);
    expect(checkAction(game.state, 0, { type: 'come-about', ship: a.id })).toMatchObject({ code: 'blocked' });
  });
});
