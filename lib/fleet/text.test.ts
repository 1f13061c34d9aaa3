import { describe, expect, it } from 'vitest';
import { C, fixtureCatalogue, fixtureLookup, makeCard, makeFleet } from '@/tests/fixtures/fleet-cards';
import { catalogueOf } from '@/lib/cards/lookup';
import type { RulesetId } from '@/lib/ruleset-ids';
import { formatFleetText, parseFleetText as parseWith } from './text';

const DEFAULTS: Record<RulesetId, number> = { official: 40, 'crimson-coast': 30, 'daniel-house': 50, economy: 40, 'caribbean-diplomacy': 40 };
const parseFleetText = (text: string) => parseWith(text, fixtureCatalogue, (r) => DEFAULTS[r]);

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
    const { fleet, errors } = parseFleetText(text);
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
    expect(parseFleetText('Ruleset: daniel-house').fleet.buildTotal).toBe(50);
    expect(parseFleetText('').fleet).toMatchObject({ ruleset: 'official', buildTotal: 40, ships: [] });
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
    const { fleet, errors } = parseFleetText(text);
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
    expect(parseFleetText(text)).toMatchObject({ fleet, errors: [], notes: [] });
  });

  it('read cards by name, with counts and annotations, taking the newest released printing and saying so', () => {
    const text = ['Sea Wren (6 pts)', '  Ada Quill', '  2x Captain', 'Gallant Heron - 12', 'Crew:', 'Pip Larkin'].join('\n');
    const { fleet, errors, notes, cardsRead } = parseFleetText(text);
    expect(errors).toEqual([]);
    expect(fleet.ships).toEqual([
      { cardId: C.wrenReprint.id, crew: [C.adaReprint.id, C.captainEn.id, C.captainEn.id] },
      { cardId: C.heron.id, crew: [] },
    ]);
    expect(fleet.crew).toEqual([C.pip.id]);
    expect(cardsRead).toBe(6);
    expect(notes.map((n) => n.line)).toEqual([1, 2]);
    expect(notes[0].message).toContain(`took ${C.wrenReprint.id}, the newest released of 2 printings`);
  });

  it('takes a name to the game piece that fits: the ship\'s nation, then the newest released printing of it', () => {
    // Three cards named Old Salt: an English reprinted piece (its newest printing unreleased) and a Cursed one.
    const salt = (id: string, faction: string) => makeCard({ id, name: 'Old Salt', type: 'crew', faction, points: 3, ability: 'This ship gets +1 to her boarding rolls.' });
    const cards = [C.wren, salt('SM-990', 'English'), salt('CC-990', 'English'), salt('UNR-990', 'English'), salt('DJC-990', 'Cursed')];
    const { fleet, notes, errors } = parseWith('Sea Wren\n  Old Salt\nCrew:\nOld Salt', catalogueOf(cards), () => 40);
    expect(fleet.ships[0].crew).toEqual(['CC-990']);
    expect(notes[0].message).toContain('took CC-990, the newest released of 3 printings');
    // Ashore nothing decides between the English and the Cursed piece.
    expect(errors.map((e) => e.code)).toEqual(['ambiguous-name']);
  });

  it('list names it cannot place: unknown, ambiguous without a ship to decide, or of the wrong kind', () => {
    const text = ['Crew:', 'Captain', 'Nobody Atall', 'Sea Wren'].join('\n');
    const { fleet, errors } = parseFleetText(text);
    expect(errors.map((e) => [e.line, e.code])).toEqual([
      [2, 'ambiguous-name'],
      [3, 'unknown-card'],
      [4, 'wrong-section'],
    ]);
    expect(errors[0].message).toContain(C.captainPi.id);
    expect(fleet.crew).toEqual([]);
  });
});
