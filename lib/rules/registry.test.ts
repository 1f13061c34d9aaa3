import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RULESET_IDS } from '@/lib/ruleset-ids';
import { C, fixtureLookup, makeFleet } from '@/tests/fixtures/fleet-cards';
import { BUILDING_RULESETS, RULESETS, getRuleset, switchRuleset } from './registry';
import { shipSummaries, validateFleet } from './validate';

describe('ruleset registry', () => {
  it('lists every ruleset id of the design with its default build total', () => {
    expect(RULESETS.map((r) => r.id)).toEqual([...RULESET_IDS]);
    expect(Object.fromEntries(RULESETS.map((r) => [r.id, r.defaultBuildTotal]))).toEqual({
      official: 40,
      'crimson-coast': 30,
      'daniel-house': 50,
      economy: 40,
      'caribbean-diplomacy': null,
    });
  });

  it('names source files that exist in the shared rules folder', () => {
    const dir = join(__dirname, '../../../shared/rules');
    for (const r of RULESETS) expect(existsSync(join(dir, r.source)), r.source).toBe(existsSync(dir));
  });

  it('follows the new default build total only when the old default was untouched', () => {
    const empty = makeFleet({});
    expect(switchRuleset(empty, 'crimson-coast').buildTotal).toBe(30);
    expect(switchRuleset({ ...empty, buildTotal: 60 }, 'daniel-house').buildTotal).toBe(60);
    expect(switchRuleset({ ...empty, ruleset: 'crimson-coast', buildTotal: 30 }, 'caribbean-diplomacy').buildTotal).toBe(30);
  });

  it('offers for building only rulesets that build fleets, so Caribbean Diplomacy is not among them', () => {
    expect(BUILDING_RULESETS.map((r) => r.id)).toEqual(['official', 'crimson-coast', 'daniel-house', 'economy']);
    for (const r of BUILDING_RULESETS) expect(r.policy).not.toBeNull();
  });

  it('finds rulesets by id and nothing else', () => {
    expect(getRuleset('economy')?.name).toBe('Economy Edition v1.1');
    expect(getRuleset('house')).toBeUndefined();
  });
});

describe('Caribbean Diplomacy', () => {
  it('says fleets are not built under it', () => {
    const f = makeFleet({ ruleset: 'caribbean-diplomacy', ships: [{ cardId: C.wren.id }] });
    const r = validateFleet(f, fixtureLookup);
    expect(r.legal).toBe(false);
    expect(r.violations.map((v) => v.rule)).toEqual(['no-fleet-building']);
    expect(shipSummaries(f, fixtureLookup)).toEqual([]);
  });
});

describe('ship summaries', () => {
  it('give crew points against ship points and cargo used against capacity, as the checks see them', () => {
    const f = makeFleet({ ships: [{ cardId: C.heron.id, crew: [C.bram.id, C.pell.id, C.stow.id] }, { cardId: 'NOPE-1', crew: [C.ada.id] }] });
    const [heron, unknown] = shipSummaries(f, fixtureLookup);
    expect(heron).toMatchObject({
      name: 'Gallant Heron',
      points: 12,
      crewPoints: { used: 2 + 1 + 2, cap: 12 },
      cargo: { used: 2, capacity: 3 + 1 + 1 },
      crewCount: { used: 3, max: null },
    });
    expect(heron.cargoCosts.map((c) => c.cost)).toEqual([2, 1, 2]);
    expect(unknown).toMatchObject({ name: null, crewPoints: { used: 2, cap: null } });
  });
});
