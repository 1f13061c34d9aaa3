import { describe, expect, it } from 'vitest';
import { C, fixtureLookup, makeFleet } from '@/tests/fixtures/fleet-cards';
import { formatFleetText, parseFleetText } from './text';

describe('plain-text fleet lists', () => {
  it('read headers, ships with indented crew and the other sections', () => {
    const text = [
      'Name: Harbour Patrol',
      'Ruleset: Crimson Coast',
      'Build total: 30',
      'Nationality: English',
      '',
      `${C.heron.id} Gallant Heron`,
      `  ${C.ada.id} Ada Quill`,
      `\t${C.spyglass.id}`,
      `sm-0901 Sea Wren`,
      '# a comment',
      'Crew:',
      `${C.pip.id} Pip Larkin`,
      'Forts:',
      `${C.fortAlbion.id}`,
      'Treasure:',
      `${C.idol.id}`,
    ].join('\n');
    const { fleet, errors } = parseFleetText(text, fixtureLookup);
    expect(errors).toEqual([]);
    expect(fleet).toEqual({
      name: 'Harbour Patrol',
      ruleset: 'crimson-coast',
      buildTotal: 30,
      nationality: 'English',
      ships: [
        { cardId: C.heron.id, crew: [C.ada.id, C.spyglass.id] },
        { cardId: C.wren.id, crew: [] },
      ],
      crew: [C.pip.id],
      forts: [C.fortAlbion.id],
      treasure: [C.idol.id],
    });
  });

  it("use the ruleset's default build total when none is given", () => {
    expect(parseFleetText('Ruleset: daniel-house', fixtureLookup).fleet.buildTotal).toBe(50);
    expect(parseFleetText('', fixtureLookup).fleet).toMatchObject({ ruleset: 'official', buildTotal: 40, ships: [] });
  });

  it('report each bad line with its number and reason, and keep the rest', () => {
    const text = [
      'Ruleset: chess',
      'Build total: forty',
      'Flag colour: red',
      `  ${C.ada.id} Ada Quill`,
      `${C.heron.id} Gallant Heron`,
      '  XX-999 Nobody',
      `${C.cora.id} Cora Vane`,
      `  ${C.marlin.id} Iron Marlin`,
      `  ${C.pip.id} Wrong Name`,
      `${C.wren.id}`,
    ].join('\n');
    const { fleet, errors } = parseFleetText(text, fixtureLookup);
    expect(errors.map((e) => [e.line, e.code])).toEqual([
      [1, 'bad-ruleset'],
      [2, 'bad-build-total'],
      [3, 'unknown-header'],
      [4, 'crew-without-ship'],
      [6, 'unknown-card'],
      [7, 'wrong-section'],
      [8, 'wrong-section'],
      [9, 'name-mismatch'],
    ]);
    expect(errors[5].message).toContain('Indent it under its ship');
    expect(errors[4].text).toBe('  XX-999 Nobody');
    expect(fleet).toMatchObject({
      ruleset: 'official',
      buildTotal: 40,
      ships: [
        { cardId: C.heron.id, crew: [C.pip.id] },
        { cardId: C.wren.id, crew: [] },
      ],
    });
  });

  it('write a list that reads back to the same fleet', () => {
    const fleet = makeFleet({
      name: 'Round Trip',
      ruleset: 'economy',
      nationality: 'English',
      ships: [{ cardId: C.heron.id, crew: [C.ada.id, C.captainEn.id] }, { cardId: C.longwave.id }],
      crew: [C.pip.id],
      forts: [C.fortAlbion.id],
      treasure: [C.idol.id],
    });
    const text = formatFleetText(fleet, fixtureLookup);
    expect(text).toContain(`${C.heron.id} Gallant Heron\n  ${C.ada.id} Ada Quill`);
    expect(parseFleetText(text, fixtureLookup)).toEqual({ fleet, errors: [] });
  });
});
