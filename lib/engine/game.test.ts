import { describe, expect, it } from 'vitest';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { checkAction, perform, RuleError } from './game';
import { TOUCH } from './core/pieces';
import { homeGold } from './state/state';
import { lastToMove } from './turn/turn';

/** Rules of 001 (and the variants where they differ), each with positions and dice fixed. */

const right = 90;

describe('shooting (001 "Shooting")', () => {
  // Sea creatures stand on one round base with their segments at its centre, so range is measured from a known point.
  const gunner = shipCard({ cannons: '3S', seaCreature: true, faction: 'English' });
  const target = shipCard({ cannons: '3S-3S', seaCreature: true, faction: 'Spanish' });
  const at = (gap: number): TableSpec => ({
    ships: [
      { card: gunner, x: 5, y: 5 },
      // Base radius 0.4: the target's nearest part is `gap` from the gunner's centre.
      { card: target, owner: 1, x: 5 + gap + 0.4, y: 5 },
    ],
  });

  it('may shoot a target exactly at range (S = 1) and not one just beyond it', () => {
    const spec = at(1);
    const exact = table(spec);
    const [g, t] = shipsOf(exact, spec);
    expect(checkAction(exact.state, 0, { type: 'shoot', ship: g.id, target: t.id })).toBeNull();
    const farSpec = at(1.01);
    const far = table(farSpec);
    const [g2, t2] = shipsOf(far, farSpec);
    expect(checkAction(far.state, 0, { type: 'shoot', ship: g2.id, target: t2.id })).toMatchObject({ code: 'out-of-range' });
  });

  it('hits on a roll above the rank, misses on the rank, and the defender loses a mast per hit', () => {
    const spec = { ...at(0.5), dice: [4] };
    const game = table(spec);
    const [g, t] = shipsOf(game, spec);
    perform(game, 0, { type: 'shoot', ship: g.id, target: t.id });
    expect(t.masts).toBe(1);
    const missSpec = { ...at(0.5), dice: [3] };
    const miss = table(missSpec);
    const [g2, t2] = shipsOf(miss, missSpec);
    perform(miss, 0, { type: 'shoot', ship: g2.id, target: t2.id });
    expect(t2.masts).toBe(2);
  });

  it('never hits on a 1, whatever the bonus', () => {
    const sure = shipCard({ cannons: '1S', seaCreature: true, ability: 'This ship gets +3 to her cannon rolls.' });
    const spec: TableSpec = { ships: [{ card: sure, x: 5, y: 5 }, { card: target, owner: 1, x: 6, y: 5 }], dice: [1] };
    const game = table(spec);
    const [g, t] = shipsOf(game, spec);
    perform(game, 0, { type: 'shoot', ship: g.id, target: t.id });
    expect(t.masts).toBe(2);
  });

  it('is blocked by an island the line of fire crosses, and not by one it passes', () => {
    const setup = (offset: number): TableSpec => ({
      ships: [
        { card: gunner, x: 5, y: 5 },
        { card: target, owner: 1, x: 5.9, y: 5 },
      ],
      // An island below the line between the two centres; radius 0.75.
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5.3, y: 5 + offset }],
    });
    const grazing = setup(0.74);
    const g1 = table(grazing);
    const [a, b] = shipsOf(g1, grazing);
    expect(checkAction(g1.state, 0, { type: 'shoot', ship: a.id, target: b.id })).toMatchObject({ code: 'out-of-range' });
    const clear = setup(0.76);
    const g2 = table(clear);
    const [c, d] = shipsOf(g2, clear);
    expect(checkAction(g2.state, 0, { type: 'shoot', ship: c.id, target: d.id })).toBeNull();
  });

  it('cannot shoot a ship docked at her home island, nor one of her own fleet', () => {
    const spec: TableSpec = {
      ships: [
        { card: gunner, x: 2.8, y: 1.5 },
        { card: target, owner: 1, x: 18.5, y: 17.35, docked: 1 },
        { card: shipCard({ cannons: '3S', seaCreature: true }), x: 3.5, y: 1.5 },
      ],
    };
    const game = table(spec);
    const [g, docked, friend] = shipsOf(game, spec);
    expect(checkAction(game.state, 0, { type: 'shoot', ship: g.id, target: docked.id })).toMatchObject({ code: 'bad-target' });
    expect(checkAction(game.state, 0, { type: 'shoot', ship: g.id, target: friend.id })).toMatchObject({ code: 'bad-target' });
  });

  it('sinks a ship with no masts left when she is hit, with her crew and treasure (official)', () => {
    const ship = shipCard({ cannons: '3S', faction: 'Spanish' });
    const spec: TableSpec = {
      ships: [
        { card: gunner, x: 5, y: 5 },
        { card: ship, owner: 1, crew: [crewCard({ faction: 'Spanish' })], x: 5.7, y: 5.4 },
        { card: shipCard(), owner: 1, x: 15, y: 15 },
      ],
      dice: [6, 6],
    };
    const game = table(spec);
    const [g, t] = shipsOf(game, spec);
    t.treasure.push(game.state.treasures.push({ value: 5, unique: false, seenBy: [false, false] }) - 1);
    perform(game, 0, { type: 'shoot', ship: g.id, target: t.id });
    expect(t.masts).toBe(0);
    expect(t.sunk).toBe(false);
    perform(game, 0, { type: 'end-turn' });
    perform(game, 1, { type: 'end-turn' });
    perform(game, 0, { type: 'shoot', ship: g.id, target: t.id });
    expect(t.sunk).toBe(true);
    expect(t.crew).toEqual([]);
    expect(homeGold(game.state, 0) + homeGold(game.state, 1)).toBe(0);
  });

  it('splits the gold of a sunken ship under Crimson Coast, the odd gold to the shooter', () => {
    const ship = shipCard({ cannons: '3S', faction: 'Spanish' });
    const spec: TableSpec = { ships: [{ card: gunner, x: 5, y: 5 }, { card: ship, owner: 1, x: 5.7, y: 5.4 }], dice: [6], rules: { sinkingSplitsGold: true } };
    const game = table(spec);
    const [g, t] = shipsOf(game, spec);
    t.treasure.push(game.state.treasures.push({ value: 5, unique: false, seenBy: [false, false] }) - 1);
    t.up[0] = false;
    t.masts = 0;
    perform(game, 0, { type: 'shoot', ship: g.id, target: t.id });
    expect(t.sunk).toBe(true);
    expect(homeGold(game.state, 0)).toBe(3);
    expect(homeGold(game.state, 1)).toBe(2);
  });
});

describe('moving (001 "Moving", "Docking")', () => {
  const sloop = shipCard({ cannons: '3S', move: 'L+S' });

  it('moves in segments of the base move and refuses a longer one', () => {
    const spec: TableSpec = { ships: [{ card: sloop, x: 5, y: 10, heading: 0 }] };
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    expect(checkAction(game.state, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.5 }] })).toMatchObject({ code: 'move-too-long' });
    perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }, { heading: right, distance: 1 }] });
    // The turn pivots the hull (0.85 S long) about its middle; then the bow sails S to the right.
    expect(s.x).toBeCloseTo(5 + 0.425 + 1, 5);
    expect(s.y).toBeCloseTo(10 - 1.4 + 0.425, 5);
  });

  it('stops when she touches an island, and docks there when her bow touches it', () => {
    const spec: TableSpec = { ships: [{ card: sloop, x: 5, y: 10, heading: 0 }], islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 8 }], treasure: { 2: [3] } };
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }, { heading: 0, distance: 1 }] });
    // One meaning of touching (./hull/hull.ts): she stops the moment the gap is TOUCH, and that gap docks her.
    expect(s.y).toBeCloseTo(8 + 0.75 + TOUCH, 6);
    expect(s.docked).toBe(2);
    // 001 "Exploring": she must begin a turn docked there before she explores.
    expect(checkAction(game.state, 0, { type: 'explore', ship: s.id })).not.toBeNull();
  });

  it('explores on her next turn, carries the gold home and unloads it on docking', () => {
    const spec: TableSpec = {
      ships: [
        { card: sloop, x: 5, y: 8.75, heading: 0, docked: 2 },
        { card: shipCard(), owner: 1, x: 15, y: 15 },
      ],
      islands: [{ x: 5, y: 11.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 8 }],
      treasure: { 2: [3, 1] },
    };
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    perform(game, 0, { type: 'explore', ship: s.id });
    expect(s.treasure.map((t) => game.state.treasures[t].value)).toEqual([3, 1]);
    perform(game, 0, { type: 'end-turn' });
    perform(game, 1, { type: 'end-turn' });
    perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 180, distance: 1.4 }] });
    expect(s.docked).toBe(0);
    expect(homeGold(game.state, 0)).toBe(4);
    // 001 "Winning the Game": all the gold is home, so the game ends and the most gold wins.
    expect(game.state.over).toBe(true);
    expect(game.state.endReason).toBe('all-gold-home');
    expect(game.state.winner).toBe(0);
  });

  it('gives a ship at most two non-free actions in a turn, and one without an ability', () => {
    const spec: TableSpec = { ships: [{ card: sloop, x: 5, y: 10 }, { card: sloop, owner: 1, x: 15, y: 15 }] };
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }] });
    expect(checkAction(game.state, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }] })).toMatchObject({ code: 'action-limit' });
    // An ability's extra action allows a second one (here the same action twice), never a third.
    s.extraActions = 5;
    s.repeatActions = 5;
    perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }] });
    expect(checkAction(game.state, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }] })).toMatchObject({ code: 'action-limit' });
    const thrown = (() => {
      try {
        perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }] });
      } catch (err) {
        return err;
      }
    })();
    expect(thrown).toBeInstanceOf(RuleError);
    expect((thrown as RuleError).refusal).toMatchObject({ code: 'action-limit', message: expect.stringContaining('two actions') });
  });
});

describe('winning (001 "Winning the Game")', () => {
  it('"The game ends immediately" when only one player can still give move actions: at the shot, not at the end of the turn', () => {
    // The enemy's only ship, one mast left, is shot derelict far from her home: she can neither move nor repair.
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.6, y: 5.4, heading: right },
      ],
      dice: [6],
    };
    const game = table(spec);
    const [a, b] = shipsOf(game, spec);
    b.up[1] = false;
    b.masts = 1;
    perform(game, 0, { type: 'shoot', ship: a.id, target: b.id });
    expect(b.masts).toBe(0);
    expect(game.state.over).toBe(true);
    expect(game.state.endReason).toBe('one-fleet-left');
    expect(game.state.active).toBe(0);
    expect(checkAction(game.state, 0, { type: 'end-turn' })).toMatchObject({ code: 'game-over' });
  });

  it('says beforehand which ship is the last her player could move, as a player weighing that shot would ask', () => {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S' }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 8, y: 8, heading: right },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 11, y: 11, heading: right },
      ],
    };
    const game = table(spec);
    const [a, b, c] = shipsOf(game, spec);
    expect(lastToMove(game.state, b)).toBe(false);
    c.up.fill(false);
    c.masts = 0;
    expect(lastToMove(game.state, b)).toBe(true);
    // Docked at her home, a derelict can be repaired and so moved again: the game goes on.
    b.docked = game.state.islands.findIndex((i) => i.home === 1);
    expect(lastToMove(game.state, b)).toBe(false);
    b.docked = -1;
    expect(lastToMove(game.state, a)).toBe(true);
  });
});
