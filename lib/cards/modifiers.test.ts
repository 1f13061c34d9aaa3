import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { deriveModifiers } from './modifiers';

const CSV = '../shared/data/cards/master-spreadsheet.csv';
const XML = '../shared/data/cards/PiratesCards.xml';

const NONE = { limit: false, buildBonus: 0, crewCostReduction: 0, cargoBonus: 0, noCargoSpace: false };

describe('deriveModifiers', () => {
  it('finds nothing in text without build-time effects', () => {
    expect(deriveModifiers('')).toEqual(NONE);
    expect(deriveModifiers('This ship gets +1 to her boarding rolls.')).toEqual(NONE);
  });

  describe('limit', () => {
    it('comes from the Limit keyword, alone or in a list', () => {
      expect(deriveModifiers('Limit. Sing loudly during setup.').limit).toBe(true);
      expect(deriveModifiers('Limit, Ransom. Sing loudly.').limit).toBe(true);
    });

    it('is not set by the word limit in ordinary text', () => {
      expect(deriveModifiers('There is no limit to how loudly this crew sings.').limit).toBe(false);
    });
  });

  describe('buildBonus', () => {
    it('reads "build your fleet using N more points"', () => {
      expect(deriveModifiers("Whistle twice. You may build your fleet using 5 more points than agreed.").buildBonus).toBe(5);
    });

    it('reads spelled-out numbers and "extra points"', () => {
      expect(deriveModifiers('You may build your fleet using three extra points.').buildBonus).toBe(3);
    });
  });

  describe('crewCostReduction', () => {
    it('reads "reduce the cost of ... crew ... by N"', () => {
      expect(deriveModifiers('Wave a flag. Reduce the cost of all other crew on this ship by 1.').crewCostReduction).toBe(1);
      expect(deriveModifiers('Reduce the point cost of each crew on this ship by two.').crewCostReduction).toBe(2);
    });

    it('reads "crew ... cost N less (points)" and "cost N point(s) less"', () => {
      expect(deriveModifiers('Other crew on this ship cost 1 less point.').crewCostReduction).toBe(1);
      expect(deriveModifiers('Crew assigned to this ship cost 2 points less.').crewCostReduction).toBe(2);
    });

    it('does not turn "cost no points" or cost thresholds into a fixed reduction', () => {
      expect(deriveModifiers('Crew placed on this ship cost no points, but each still fills a hold.').crewCostReduction).toBe(0);
      expect(deriveModifiers('When revealed, fetch a crew costing 2 or less to this ship.').crewCostReduction).toBe(0);
    });
  });

  describe('cargoBonus', () => {
    it('reads "this ship gets +N cargo spaces"', () => {
      expect(deriveModifiers('This ship gets +1 cargo spaces. This crew hums.').cargoBonus).toBe(1);
      expect(deriveModifiers('This ship gets +2 cargo space.').cargoBonus).toBe(2);
      expect(deriveModifiers('This ship has 2 extra cargo spaces.').cargoBonus).toBe(2);
    });

    it('ignores bonuses that depend on play or reach other ships', () => {
      expect(deriveModifiers('If she sails without any crew, she gets +2 cargo capacity.').cargoBonus).toBe(0);
      expect(deriveModifiers('All friendly ships of this nation get +1 cargo spaces.').cargoBonus).toBe(0);
    });
  });

  describe('noCargoSpace', () => {
    it('reads the phrasings for this crew or equipment', () => {
      expect(deriveModifiers('If derelict, this ship drifts. This crew takes up no cargo space.').noCargoSpace).toBe(true);
      expect(deriveModifiers('This crew does not take up cargo space.').noCargoSpace).toBe(true);
      expect(deriveModifiers("This crew doesn't take up any cargo space.").noCargoSpace).toBe(true);
      expect(deriveModifiers('This equipment takes up no cargo space.').noCargoSpace).toBe(true);
    });

    it('follows the Oarsman keyword, which frees the cargo space by rule', () => {
      expect(deriveModifiers('Oarsman.').noCargoSpace).toBe(true);
    });

    it('does not apply when the text makes it conditional', () => {
      expect(deriveModifiers('This crew takes up no cargo space after it is revealed.').noCargoSpace).toBe(false);
      expect(deriveModifiers('This crew takes up no cargo space until this ship docks.').noCargoSpace).toBe(false);
    });

    it('does not apply when the text frees other cards, not this one', () => {
      expect(deriveModifiers("Galley. Crew on this vessel don't take up cargo space.").noCargoSpace).toBe(false);
      expect(deriveModifiers('When revealed, choose a piece of equipment; this equipment does not take up cargo space.').noCargoSpace).toBe(false);
      expect(deriveModifiers('A captive on this ship takes up no cargo space.').noCargoSpace).toBe(false);
    });
  });
});

describe.runIf(existsSync(CSV))('modifiers of the real Master Spreadsheet', () => {
  const rows: { Name?: string; Ability?: string; SheetName?: string }[] = existsSync(CSV)
    ? parse(readFileSync(CSV, 'utf8'), { columns: true, bom: true, relax_column_count: true })
    : [];
  const cards = rows.filter((r) => r.Name?.trim() && r.SheetName && r.SheetName !== 'Edits Log');

  it('frees the cargo space of every Oarsman, whichever way its text is printed', () => {
    const oarsmen = cards.filter((c) => c.Name!.trim() === 'Oarsman');
    expect(oarsmen.length).toBeGreaterThan(10);
    for (const c of oarsmen) expect(deriveModifiers(c.Ability ?? '').noCargoSpace, c.SheetName).toBe(true);
  });

  it('finds build bonuses beyond the sets the XML covers', () => {
    expect(cards.filter((c) => deriveModifiers(c.Ability ?? '').buildBonus > 0).length).toBeGreaterThan(5);
  });
});

describe.runIf(existsSync(XML))('agreement with the WizKids XML <Modifiers>', () => {
  interface XmlCard {
    Identification: { Name: string };
    Ability?: string | { '#text'?: string };
    Modifiers?: { Limit?: string; BuildBonus?: string; CrewCostReduction?: string; CargoBonus?: string } | '';
  }
  const xml = existsSync(XML)
    ? new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(readFileSync(XML, 'utf8'))
    : { Cards: { Card: [] } };
  const cards: XmlCard[] = xml.Cards.Card;
  const ability = (c: XmlCard) => (typeof c.Ability === 'string' ? c.Ability : (c.Ability?.['#text'] ?? ''));
  const marks = (c: XmlCard) => (typeof c.Modifiers === 'object' ? c.Modifiers : {});

  it('reads the whole file', () => {
    expect(cards.length).toBeGreaterThan(500);
  });

  it('gives every XML-marked BuildBonus card its bonus', () => {
    const marked = cards.filter((c) => marks(c).BuildBonus);
    expect(marked.length).toBeGreaterThan(0);
    for (const c of marked) expect(deriveModifiers(ability(c)).buildBonus, c.Identification.Name).toBe(Number(marks(c).BuildBonus));
  });

  it('agrees with the XML on every card for limit, build bonus, crew cost reduction and cargo bonus', () => {
    for (const c of cards) {
      const m = marks(c);
      const derived = deriveModifiers(ability(c));
      expect(
        { limit: derived.limit, buildBonus: derived.buildBonus, crewCostReduction: derived.crewCostReduction, cargoBonus: derived.cargoBonus },
        c.Identification.Name,
      ).toEqual({
        limit: m.Limit === 'True',
        buildBonus: Number(m.BuildBonus ?? 0),
        crewCostReduction: Number(m.CrewCostReduction ?? 0),
        cargoBonus: Number(m.CargoBonus ?? 0),
      });
    }
  });
});
