import { describe, expect, it } from 'vitest';
import { Fleet } from '@/lib/fleet/fleet';
import { canAddToFleet } from './composition';
import { addCard, crewBerth, fleetCardIds, moveCrew, removeShip, withoutIds } from './edit';

const empty = Fleet.parse({ ruleset: 'official', buildTotal: 40 });
const ship = (id: string) => ({ id, type: 'ship' as const });
const crew = (id: string) => ({ id, type: 'crew' as const });

describe('builder edits', () => {
  it('puts each card type in its own list, crew aboard the chosen ship', () => {
    let f = addCard(empty, ship('SM-1'));
    f = addCard(f, ship('SM-2'));
    f = addCard(f, crew('SM-10'), 1);
    f = addCard(f, crew('SM-11'));
    f = addCard(f, { id: 'CC-50', type: 'fort' });
    f = addCard(f, { id: 'CC-60', type: 'treasure' });
    expect(f.ships).toEqual([
      { cardId: 'SM-1', crew: [] },
      { cardId: 'SM-2', crew: ['SM-10'] },
    ]);
    expect(f.crew).toEqual(['SM-11']);
    expect(f.forts).toEqual(['CC-50']);
    expect(f.treasure).toEqual(['CC-60']);
  });

  it('refuses pieces no fleet holds', () => {
    expect(canAddToFleet('event')).toBe(false);
    expect(addCard(empty, { id: 'RV-1', type: 'island' })).toBe(empty);
  });

  it('moves crew between ships and ashore, keeping order elsewhere', () => {
    const f = Fleet.parse({ ...empty, ships: [{ cardId: 'A', crew: ['x', 'y'] }, { cardId: 'B' }], crew: ['z'] });
    const moved = moveCrew(f, { ship: 0, index: 0 }, 1);
    expect(moved.ships.map((s) => s.crew)).toEqual([['y'], ['x']]);
    const ashore = moveCrew(moved, { ship: 1, index: 0 }, null);
    expect(ashore.crew).toEqual(['z', 'x']);
    expect(moveCrew(f, { ship: null, index: 0 }, 0).ships[0].crew).toEqual(['x', 'y', 'z']);
    expect(moveCrew(f, { ship: 0, index: 0 }, 0)).toBe(f);
  });

  it('keeps the crew of a removed ship, unassigned', () => {
    const f = Fleet.parse({ ...empty, ships: [{ cardId: 'A', crew: ['x'] }] });
    expect(removeShip(f, 0)).toMatchObject({ ships: [], crew: ['x'] });
  });

  it('lists ids once and strips unknown ones, keeping crew of a dropped ship', () => {
    const f = Fleet.parse({ ...empty, ships: [{ cardId: 'BAD', crew: ['x'] }, { cardId: 'A', crew: ['x', 'BAD'] }], forts: ['BAD'] });
    expect(fleetCardIds(f)).toEqual(['BAD', 'x', 'A']);
    expect(withoutIds(f, new Set(['BAD']))).toMatchObject({ ships: [{ cardId: 'A', crew: ['x'] }], crew: ['x'], forts: [] });
  });
});

describe('crewBerth', () => {
  const fleetOf = (...ships: string[]) => ({ ...empty, ships: ships.map((cardId) => ({ cardId, crew: [] })) });
  const notCreature = (id: string) => !id.startsWith('creature');

  it('is the selected ship when it can take crew', () => {
    expect(crewBerth(fleetOf('ship-a', 'ship-b'), 1, notCreature)).toBe(1);
  });

  it('passes over sea creatures to the next ship that can take crew, wrapping round', () => {
    // Economy: Aberdeen Baron, Alexandria, then A Feasome Creature selected on adding it.
    expect(crewBerth(fleetOf('ship-a', 'ship-b', 'creature-c'), 2, notCreature)).toBe(0);
    expect(crewBerth(fleetOf('ship-a', 'creature-b', 'ship-c'), 1, notCreature)).toBe(2);
  });

  it('is null when nothing is selected or only sea creatures are in the fleet', () => {
    expect(crewBerth(fleetOf('ship-a'), null, notCreature)).toBeNull();
    expect(crewBerth(fleetOf('creature-a', 'creature-b'), 0, notCreature)).toBeNull();
    expect(crewBerth(fleetOf('ship-a'), 3, notCreature)).toBeNull();
  });
});
