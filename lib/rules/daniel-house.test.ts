import { describe, expect, it } from 'vitest';
import { C, fixtureLookup, makeCard, makeFleet } from '@/tests/fixtures/fleet-cards';
import type { CardLookup } from '@/lib/cards/lookup';
import { DANIEL_BASIC_CREW, danielShipyard } from './daniel-house';
import { shipSummaries, validateFleet } from './validate';

const fleet = (input: Parameters<typeof makeFleet>[0]) =>
  makeFleet({ ruleset: 'daniel-house', buildTotal: 50, nationality: 'England', ...input });
const check = (input: Parameters<typeof makeFleet>[0]) => validateFleet(fleet(input), fixtureLookup);
const rules = (input: Parameters<typeof makeFleet>[0]) => check(input).violations.map((v) => v.rule);

describe("Daniel's house rules (000 \"Creating A Fleet\")", () => {
  it('accepts English and Pirate ships and crew under an English flag, up to 50 points', () => {
    const r = check({ ships: [{ cardId: C.wren.id }, { cardId: C.heron.id }, { cardId: C.gull.id }], crew: [C.ada.id, C.pip.id] });
    expect(r).toMatchObject({ legal: true, points: { used: 6 + 12 + 8 + 2 + 1, allowed: 50 } });
  });

  it('needs a flag', () => {
    expect(rules({ nationality: undefined, ships: [{ cardId: C.wren.id }] })).toEqual(['nationality-required']);
  });

  it('rejects ships and crew that are neither Pirate nor the fleet\'s nation', () => {
    const r = check({ ships: [{ cardId: C.wren.id }, { cardId: C.marlin.id }], crew: [C.dario.id] });
    expect(r.violations.map((v) => v.rule)).toEqual(['fleet-nationality', 'fleet-nationality']);
    expect(r.violations.map((v) => v.cardIds[0])).toEqual([C.marlin.id, C.dario.id]);
    expect(r.violations[0].message).toContain('English or Pirate');
  });

  it('lets basic crew of any nation join', () => {
    expect(rules({ ships: [{ cardId: C.wren.id }], crew: [C.captainEs.id] })).toEqual([]);
  });

  it('allows only one of each type of crew, generic crew included', () => {
    const r = check({ ships: [{ cardId: C.wren.id }], crew: [C.captainEn.id, C.captainPi.id] });
    expect(r.violations.map((v) => v.rule)).toEqual(['one-of-each-crew']);
    expect(r.violations[0].cardIds).toEqual([C.captainEn.id, C.captainPi.id]);
  });

  it('compares crew names as the no-duplicates rule does, quotes and accents included', () => {
    const curly = makeCard({ id: 'SM-981', name: 'Jack \u201cPatch\u201d Morrow', type: 'crew', points: 2 });
    const straight = makeCard({ id: 'CC-982', name: "Jack 'Patch' Morrow", type: 'crew', points: 2 });
    const accented = makeCard({ id: 'RV-983', name: 'Jos\u00e9 Albar', type: 'crew', points: 1 });
    const plain = makeCard({ id: 'BC-984', name: 'Jose Albar', type: 'crew', points: 1 });
    const extra = new Map([curly, straight, accented, plain].map((c) => [c.id, c]));
    const lookup: CardLookup = (id) => extra.get(id) ?? fixtureLookup(id);
    const r = validateFleet(fleet({ ships: [{ cardId: C.wren.id }], crew: [curly.id, straight.id, accented.id, plain.id] }), lookup);
    expect(r.violations.filter((v) => v.rule === 'one-of-each-crew').map((v) => v.cardIds)).toEqual([
      [curly.id, straight.id],
      [accented.id, plain.id],
    ]);
  });

  it('needs the lowest-cost ship to cost less than 10 points', () => {
    expect(rules({ ships: [{ cardId: C.heron.id }, { cardId: C.marlin.id }], nationality: 'Spain' })).toEqual([
      'fleet-nationality',
      'lowest-ship-cost',
    ]);
    const r = check({ ships: [{ cardId: C.heron.id }, { cardId: C.tern.id }], nationality: 'French' });
    expect(r.violations.find((v) => v.rule === 'lowest-ship-cost')?.cardIds).toEqual([C.heron.id]);
    expect(rules({ ships: [{ cardId: C.gull.id }, { cardId: C.heron.id }] })).toEqual([]);
  });

  it('warns when the ship that starts at sea has no cargo space, since every other ship is bought with gold she brings home', () => {
    const hulk = makeCard({ id: 'SM-982', name: 'Empty Hulk', type: 'ship', faction: 'English', points: 5, cargo: 0, masts: 1 });
    const hulkTwin = makeCard({ id: 'SM-983', name: 'Sea Wren Hulk', type: 'ship', faction: 'English', points: 6, cargo: 0, masts: 1 });
    const dearHulk = makeCard({ id: 'SM-984', name: 'Dear Hulk', type: 'ship', faction: 'English', points: 8, cargo: 0, masts: 1 });
    const extra = new Map([hulk, hulkTwin, dearHulk].map((c) => [c.id, c]));
    const lookup: CardLookup = (id) => extra.get(id) ?? fixtureLookup(id);
    const warned = (input: Parameters<typeof makeFleet>[0]) => validateFleet(fleet(input), lookup).warnings.filter((w) => w.rule === 'starting-ship-no-cargo');

    const alone = validateFleet(fleet({ ships: [{ cardId: hulk.id }, { cardId: C.heron.id }] }), lookup);
    expect(alone.legal).toBe(true);
    const [w] = alone.warnings.filter((x) => x.rule === 'starting-ship-no-cargo');
    expect(w.message).toMatch(/^Empty Hulk, the ship that starts at sea .* has no cargo space/);
    expect(w.cardIds).toHaveLength(1);

    // A hold-less ship that is not the cheapest never starts at sea.
    expect(warned({ ships: [{ cardId: C.wren.id }, { cardId: dearHulk.id }, { cardId: C.heron.id }] })).toHaveLength(0);
    // Tied for cheapest with a ship that has a hold: a die decides, so it may start.
    const [tie] = warned({ ships: [{ cardId: C.wren.id }, { cardId: hulkTwin.id }] });
    expect(tie.message).toMatch(/^A die decides .* Sea Wren Hulk has no cargo space/);
    expect(warned({ ships: [{ cardId: C.wren.id }, { cardId: C.heron.id }] })).toHaveLength(0);
  });

  it('needs a ship to start with', () => {
    expect(rules({ crew: [C.ada.id] })).toEqual(['no-starting-ship']);
  });

  it('prices basic crew from the house list, not the printed card', () => {
    const captain = DANIEL_BASIC_CREW.find((c) => c.name === 'Captain')!;
    expect(captain.points).toBe(3);
    expect(check({ ships: [{ cardId: C.wren.id }], crew: [C.captainEn.id] }).points.used).toBe(6 + 3);
  });

  it('lets a ship carry one crew at a time', () => {
    expect(rules({ ships: [{ cardId: C.heron.id, crew: [C.ada.id, C.pip.id] }, { cardId: C.wren.id }] })).toEqual(['crew-per-ship']);
  });

  it('warns that crew written aboard start in the shipyard', () => {
    const r = check({ ships: [{ cardId: C.heron.id, crew: [C.ada.id] }, { cardId: C.wren.id }] });
    expect(r.legal).toBe(true);
    expect(r.warnings.map((w) => w.rule)).toEqual(['crew-start-in-shipyard']);
  });

  it('allows no forts or equipment', () => {
    expect(rules({ ships: [{ cardId: C.wren.id }], forts: [C.fortAlbion.id], crew: [C.spyglass.id] })).toEqual([
      'wrong-card-type',
      'card-not-allowed',
    ]);
  });

  it('shows no cargo for crew, only the one-crew limit', () => {
    const [s] = shipSummaries(fleet({ ships: [{ cardId: C.heron.id, crew: [C.ada.id] }] }), fixtureLookup);
    expect(s.cargo).toBeNull();
    expect(s.crewCount).toEqual({ used: 1, max: 1 });
    expect(s.crewPoints.cap).toBeNull();
  });
});

describe('the shipyard (000 "Placing Islands", "Placing Crew")', () => {
  it('starts the lowest-cost ship and puts every other ship and all crew in the shipyard', () => {
    const f = fleet({ ships: [{ cardId: C.heron.id, crew: [C.ada.id] }, { cardId: C.wren.id }, { cardId: C.gull.id }], crew: [C.pip.id] });
    expect(danielShipyard(f, fixtureLookup)).toEqual({
      startingShip: 1,
      startCandidates: [1],
      shipyardShips: [0, 2],
      shipyardCrew: [C.ada.id, C.pip.id],
    });
  });

  it('leaves the start to a die roll when ships tie for lowest cost', () => {
    const f = fleet({ ships: [{ cardId: C.wren.id }, { cardId: C.heron.id }, { cardId: C.wrenReprint.id }] });
    expect(danielShipyard(f, fixtureLookup)).toMatchObject({ startingShip: null, startCandidates: [0, 2], shipyardShips: [1] });
  });
});
