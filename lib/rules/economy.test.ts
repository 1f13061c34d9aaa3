import { describe, expect, it } from 'vitest';
import { C, fixtureLookup, makeFleet } from '@/tests/fixtures/fleet-cards';
import { validateFleet } from './validate';

const check = (input: Parameters<typeof makeFleet>[0]) =>
  validateFleet(makeFleet({ ruleset: 'economy', buildTotal: 40, ...input }), fixtureLookup);
const rules = (input: Parameters<typeof makeFleet>[0]) => check(input).violations.map((v) => v.rule);

describe('Economy Edition (003 "Errata", "Starting Conditions")', () => {
  it('needs unique ships', () => {
    expect(rules({ ships: [{ cardId: C.wren.id }, { cardId: C.wrenReprint.id }] })).toEqual(['no-duplicates']);
  });

  it('needs unique named crew but lets generic crew repeat', () => {
    expect(rules({ ships: [{ cardId: C.heron.id, crew: [C.ada.id] }], crew: [C.adaReprint.id] })).toEqual(['no-duplicates']);
    expect(rules({ ships: [{ cardId: C.heron.id, crew: [C.captainEn.id] }], crew: [C.captainEn.id, C.captainEn.id] })).toEqual([]);
  });

  it('accepts a mixed fleet when no flag is set', () => {
    expect(rules({ ships: [{ cardId: C.wren.id }, { cardId: C.marlin.id }, { cardId: C.gull.id }] })).toEqual([]);
  });

  it('lets a pure fleet include minor nations but not other major ones', () => {
    expect(rules({ nationality: 'English', ships: [{ cardId: C.wren.id }, { cardId: C.longwave.id, crew: [C.rurik.id] }] })).toEqual([]);
    const r = check({ nationality: 'English', ships: [{ cardId: C.wren.id }, { cardId: C.gull.id }] });
    expect(r.violations.map((v) => v.rule)).toEqual(['fleet-nationality']);
    expect(r.violations[0].cardIds).toEqual([C.gull.id]);
  });

  it('needs at least one ship, as the normal rules do', () => {
    expect(rules({ crew: [C.ada.id] })).toEqual(['no-ships']);
  });

  it('counts the build in gold', () => {
    const r = check({ buildTotal: 10, ships: [{ cardId: C.heron.id }] });
    expect(r.violations[0].message).toContain('12 gold');
  });

  it('warns, with the figures, when the gold left cannot pay a turn of upkeep', () => {
    const r = check({ ships: [{ cardId: C.heron.id }, { cardId: C.tern.id }, { cardId: C.marlin.id, crew: [C.dario.id] }] });
    expect(r.legal).toBe(true);
    expect(r.warnings.map((w) => w.rule)).toEqual(['upkeep']);
    expect(r.warnings[0].message).toContain('1 gold is left');
    expect(r.warnings[0].message).toContain('3 ships');
    expect(r.warnings[0].message).toContain('costs 3 gold');
    expect(r.warnings[0].message).toContain('Spend 2 gold less');
  });

  it('does not warn when upkeep is covered', () => {
    expect(check({ ships: [{ cardId: C.heron.id }, { cardId: C.tern.id }, { cardId: C.marlin.id }] }).warnings).toEqual([]);
  });
});
