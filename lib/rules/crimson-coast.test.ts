import { describe, expect, it } from 'vitest';
import { C, FLEET_CARDS, fixtureLookup, lookupOf, makeCard, makeFleet } from '@/tests/fixtures/fleet-cards';
import { validateFleet } from './validate';

const check = (input: Parameters<typeof makeFleet>[0]) =>
  validateFleet(makeFleet({ ruleset: 'crimson-coast', buildTotal: 30, ...input }), fixtureLookup);
const rules = (input: Parameters<typeof makeFleet>[0]) => check(input).violations.map((v) => v.rule);

describe('Crimson Coast (004 "Creating a Fleet")', () => {
  it('counts a fort\'s gold cost toward the build total', () => {
    const r = check({ ships: [{ cardId: C.marlin.id }, { cardId: C.tern.id }], forts: [C.fortBrava.id] });
    expect(r).toMatchObject({ legal: true, points: { used: 28, allowed: 30 } });
    expect(check({ ships: [{ cardId: C.marlin.id }, { cardId: C.tern.id }], forts: [C.fortBrava.id, C.fortAlbion.id] }).violations.map((v) => v.rule)).toContain('build-total');
  });

  it('needs a starting ship of the fort\'s nationality', () => {
    const r = check({ ships: [{ cardId: C.tern.id }], forts: [C.fortBrava.id] });
    expect(r.violations.map((v) => v.rule)).toEqual(['fort-nationality']);
    expect(r.violations[0].message).toContain('Spanish');
    expect(r.violations[0].cardIds).toEqual([C.fortBrava.id]);
  });

  it('needs at least one ship, since only crew are optional', () => {
    expect(rules({ crew: [C.ada.id] })).toEqual(['no-ships']);
  });

  it('caps the cost of crew aboard at the ship\'s cost', () => {
    expect(rules({ ships: [{ cardId: C.wren.id, crew: [C.bram.id, C.ada.id, C.stow.id] }] })).toEqual(['crew-cost-cap']);
  });

  it('gives +1 cargo for linked crew on the same ship', () => {
    expect(rules({ ships: [{ cardId: C.wren.id, crew: [C.ada.id, C.cora.id, C.captainEn.id] }] })).toEqual([]);
  });

  it('gives no cargo for a crew linked to its ship, since this text links crew only to crew', () => {
    expect(rules({ ships: [{ cardId: C.heron.id, crew: [C.bram.id, C.pell.id, C.captainEn.id, C.ada.id] }] })).toEqual([
      'cargo-capacity',
    ]);
  });

  it('lets no crew aboard a sea creature, even one printed with cargo, as its keyword\'s rules say', () => {
    const serpent = makeCard({ id: 'MI-909', name: 'Reef Serpent', type: 'ship', faction: 'Pirate', points: 9, cargo: 2, seaCreature: true });
    const fleet = makeFleet({ ruleset: 'crimson-coast', buildTotal: 30, ships: [{ cardId: C.gull.id }, { cardId: serpent.id, crew: [C.pip.id] }] });
    const r = validateFleet(fleet, lookupOf([...FLEET_CARDS, serpent]));
    expect(r.violations.map((v) => v.rule)).toEqual(['sea-creature-crew']);
    expect(r.violations[0].cardIds).toEqual([serpent.id, C.pip.id]);
  });

  it('lets a Limit card appear only once', () => {
    expect(rules({ ships: [{ cardId: C.gull.id, crew: [C.ledger.id] }], crew: [C.ledger.id] })).toEqual(['limit']);
  });

  it('allows duplicates this text does not forbid', () => {
    expect(rules({ ships: [{ cardId: C.wren.id }, { cardId: C.wrenReprint.id }] })).toEqual([]);
  });

  it('takes no equipment, since fleets are ships and crew', () => {
    expect(rules({ ships: [{ cardId: C.wren.id, crew: [C.spyglass.id] }] })).toEqual(['wrong-card-type']);
  });

  it('warns about crew of another nation', () => {
    expect(check({ ships: [{ cardId: C.marlin.id, crew: [C.ada.id] }] }).warnings.map((w) => w.rule)).toEqual(['crew-nationality']);
  });
});
