import { describe, expect, it } from 'vitest';
import { C, FLEET_CARDS, fixtureLookup, lookupOf, makeCard, makeFleet } from '@/tests/fixtures/fleet-cards';
import { deriveModifiers } from '@/lib/cards/modifiers';
import { ValidationResult } from './result';
import { shipSummaries, validateFleet } from './validate';

const rules = (r: ValidationResult) => r.violations.map((v) => v.rule);
const warningRules = (r: ValidationResult) => r.warnings.map((v) => v.rule);
const check = (input: Parameters<typeof makeFleet>[0]) => {
  const result = validateFleet(makeFleet({ ruleset: 'official', ...input }), fixtureLookup);
  return ValidationResult.parse(result);
};

describe('official rules (001 "Fleets")', () => {
  it('accepts a fleet within the build total and counts ships, crew and equipment', () => {
    const r = check({
      buildTotal: 40,
      ships: [
        { cardId: C.heron.id, crew: [C.ada.id, C.spyglass.id] },
        { cardId: C.marlin.id, crew: [C.dario.id] },
      ],
      crew: [C.pip.id],
    });
    expect(r).toMatchObject({ legal: true, violations: [], points: { used: 12 + 2 + 1 + 10 + 2 + 1, allowed: 40 } });
  });

  it('rejects a fleet over the build total and says by how much', () => {
    const r = check({ buildTotal: 20, ships: [{ cardId: C.heron.id }, { cardId: C.marlin.id }] });
    expect(r.legal).toBe(false);
    expect(rules(r)).toEqual(['build-total']);
    expect(r.violations[0].message).toContain('22 points');
    expect(r.violations[0].message).toContain('Remove 2');
  });

  it('needs at least one ship, since only crew, equipment and sea creatures are optional', () => {
    const r = check({ crew: [C.ada.id, C.spyglass.id] });
    expect(r.legal).toBe(false);
    expect(rules(r)).toEqual(['no-ships']);
    expect(rules(check({ ships: [{ cardId: C.coil.id }] }))).toEqual(['no-ships']);
    expect(rules(check({ ships: [{ cardId: C.coil.id }, { cardId: C.wren.id }] }))).toEqual([]);
  });

  it('uses any agreed build total', () => {
    expect(check({ buildTotal: 22, ships: [{ cardId: C.heron.id }, { cardId: C.marlin.id }] }).legal).toBe(true);
  });
});

describe('No-Duplicates Rule', () => {
  it('rejects two printings of the same ship', () => {
    const r = check({ ships: [{ cardId: C.wren.id }, { cardId: C.wrenReprint.id }] });
    expect(rules(r)).toEqual(['no-duplicates']);
    expect(r.violations[0].cardIds).toEqual([C.wren.id, C.wrenReprint.id]);
    expect(r.violations[0].message).toContain('Sea Wren');
  });

  it('rejects the same named crew twice, aboard or not', () => {
    const r = check({ ships: [{ cardId: C.heron.id, crew: [C.ada.id] }], crew: [C.adaReprint.id] });
    expect(rules(r)).toEqual(['no-duplicates']);
  });

  it('rejects two of the same fort', () => {
    expect(rules(check({ ships: [{ cardId: C.wren.id }], forts: [C.fortAlbion.id, C.fortAlbion.id] }))).toEqual([
      'no-duplicates',
    ]);
  });

  it('lets generic crew and equipment repeat', () => {
    const r = check({
      ships: [
        { cardId: C.heron.id, crew: [C.captainEn.id, C.spyglass.id] },
        { cardId: C.tern.id, crew: [C.captainEn.id, C.spyglass.id] },
      ],
    });
    expect(rules(r)).toEqual([]);
  });
});

describe('crew and equipment aboard (001 "Placing Crew and equipment")', () => {
  it('rejects crew costing more than their ship', () => {
    const r = check({ ships: [{ cardId: C.wren.id, crew: [C.bram.id, C.ada.id, C.stow.id] }] });
    expect(rules(r)).toEqual(['crew-cost-cap']);
    const cap = r.violations.find((v) => v.rule === 'crew-cost-cap')!;
    expect(cap.message).toContain('at most 6');
    expect(cap.message).toContain('they cost 8');
    expect(cap.cardIds).toEqual([C.wren.id, C.bram.id, C.ada.id, C.stow.id]);
  });

  it('counts crew aboard a ship whose crew say "Crew placed on this ship cost no points" at 0, each taking a cargo space', () => {
    const jonah = makeCard({ id: 'CC-990', name: 'Jonah', type: 'crew', faction: 'English', points: 0, ability: 'Crew placed on this ship cost no points, but they always each take up one cargo space.' });
    const blank = makeCard({ id: 'CC-991', name: 'Blank', type: 'crew', faction: 'English', points: 0 });
    const lookup = lookupOf([...FLEET_CARDS, jonah, blank]);
    const run = (first: string) => ValidationResult.parse(validateFleet(makeFleet({ ruleset: 'official', ships: [{ cardId: C.wren.id, crew: [first, C.bram.id, C.ada.id, C.stow.id] }] }), lookup));
    // Over the Sea Wren's cost (6) with a blank crew; with Jonah aboard the crew cost nothing, and her hold decides.
    expect(rules(run(blank.id))).toContain('crew-cost-cap');
    expect(rules(run(jonah.id))).not.toContain('crew-cost-cap');
    expect(run(jonah.id).points.used).toBe(6);
  });

  it('charges nothing for the crew a Cabin Boy brings "from outside of the game", and the Cabin Boy takes no cargo space', () => {
    const text = 'This crew takes up no cargo space when revealed. When revealed, put a crew with point cost 2 or less from outside of the game onto this ship.';
    const boy = makeCard({ id: 'CC-992', name: 'Cabin Boy', type: 'crew', faction: 'English', points: 3, ability: text, modifiers: deriveModifiers(text) });
    const blank = makeCard({ id: 'CC-993', name: 'Deckhand', type: 'crew', faction: 'English', points: 3 });
    const lookup = lookupOf([...FLEET_CARDS, boy, blank]);
    const run = (first: string) => ValidationResult.parse(validateFleet(makeFleet({ ruleset: 'official', buildTotal: 40, ships: [{ cardId: C.heron.id, crew: [first, C.ada.id] }] }), lookup));
    // Ada (2 points) comes aboard the Gallant Heron (12) with the Cabin Boy (3) for nothing; beside a plain 3-point crew she costs her 2.
    expect(run(boy.id).points.used).toBe(12 + 3);
    expect(run(blank.id).points.used).toBe(12 + 3 + 2);
    expect(shipSummaries(makeFleet({ ruleset: 'official', ships: [{ cardId: C.heron.id, crew: [boy.id, C.ada.id] }] }), lookup)[0].cargo?.used).toBe(1);
  });

  it('accepts crew costing exactly the ship', () => {
    const r = check({ ships: [{ cardId: C.wren.id, crew: [C.bram.id, C.ada.id, C.spyglass.id] }] });
    expect(rules(r)).toEqual(['cargo-capacity']);
  });

  it('counts one cargo space per crew or equipment', () => {
    const r = check({ ships: [{ cardId: C.wren.id, crew: [C.ada.id, C.pip.id, C.spyglass.id] }] });
    expect(rules(r)).toEqual(['cargo-capacity']);
    expect(r.violations[0].message).toContain('2 cargo spaces');
    expect(check({ ships: [{ cardId: C.wren.id, crew: [C.ada.id, C.pip.id] }] }).legal).toBe(true);
  });

  it('a Cargo Master gives every ship of its nation in the fleet a cargo space more, its keyword-only printing too, and takes none itself', () => {
    const text = makeCard({ id: 'SS-940', name: 'Hold Master', type: 'crew', faction: 'English', points: 1, ability: 'All friendly ships of the same nationality as this crew get +1 cargo spaces. This crew takes up no cargo space.', modifiers: { noCargoSpace: true } });
    const keyword = makeCard({ id: 'RSS-940', name: 'Hold Master', type: 'crew', faction: 'English', points: 1, ability: 'Cargo Master.', keywords: ['cargo-master'], modifiers: { noCargoSpace: true } });
    const spanish = makeCard({ id: 'RSS-941', name: 'Hold Mistress', type: 'crew', faction: 'Spanish', points: 1, ability: 'Cargo Master.', keywords: ['cargo-master'], modifiers: { noCargoSpace: true } });
    const lookup = lookupOf([...FLEET_CARDS, text, keyword, spanish]);
    // The Sea Wren (2 spaces) carrying three crew is over her hold by one, unless a Cargo Master of hers sails with the fleet.
    const fleet = (master: string) => makeFleet({ ruleset: 'official', ships: [{ cardId: C.wren.id, crew: [C.ada.id, C.pip.id, C.dario.id] }, { cardId: C.heron.id, crew: [master] }] });
    const over = (master: string) => rules(validateFleet(fleet(master), lookup));
    expect(over(C.ada.id)).toContain('cargo-capacity');
    expect(over(text.id)).not.toContain('cargo-capacity');
    expect(over(keyword.id)).not.toContain('cargo-capacity');
    // A Spanish one aboard an English ship: its ability does not work there, and her holds are English anyway.
    expect(over(spanish.id)).toContain('cargo-capacity');
  });

  it('does not count crew whose text says they take no cargo space', () => {
    const r = check({ ships: [{ cardId: C.marlin.id, crew: [C.dario.id, C.captainEs.id, C.oarsmanEs.id] }] });
    expect(check({ ships: [{ cardId: C.gull.id, crew: [C.pip.id, C.captainPi.id] }] }).legal).toBe(true);
    expect(r.legal).toBe(true);
  });

  it('gives +1 cargo for two linked crew on the same ship', () => {
    // Sea Wren has 2 cargo; Ada and Cora are linked, so a third crew fits.
    expect(rules(check({ ships: [{ cardId: C.wren.id, crew: [C.ada.id, C.cora.id, C.captainEn.id] }] }))).toEqual([]);
    const unlinked = check({ ships: [{ cardId: C.wren.id, crew: [C.ada.id, C.pip.id, C.captainEn.id] }] });
    expect(rules(unlinked)).toEqual(['cargo-capacity']);
  });

  it('gives +1 cargo for a crew linked to its ship', () => {
    // Gallant Heron has 3 cargo and Bram is linked to her, so four crew fit.
    const r = check({ ships: [{ cardId: C.heron.id, crew: [C.bram.id, C.pell.id, C.captainEn.id, C.spyglass.id] }] });
    expect(r.legal).toBe(true);
    const five = check({ ships: [{ cardId: C.heron.id, crew: [C.bram.id, C.pell.id, C.captainEn.id, C.spyglass.id, C.signal.id] }] });
    expect(rules(five)).toEqual(['cargo-capacity']);
  });

  it('gives +1 cargo for a crew whose text links her at setup to a crew of her nation aboard with her', () => {
    const chooser = (ability: string) => makeCard({ ...C.ada, id: 'SM-951', name: 'Lady Chooser', pieceKey: 'crew:lady chooser', linkIds: [], ability });
    const check = (ability: string, crew: string[]) => {
      const fleet = makeFleet({ ships: [{ cardId: C.wren.id, crew: ['SM-951', ...crew] }] });
      const lookup = lookupOf([...FLEET_CARDS, chooser(ability)]);
      return { cargo: shipSummaries(fleet, lookup)[0].cargo, rules: rules(ValidationResult.parse(validateFleet(fleet, lookup))) };
    };
    const text = 'Choose one English crew during setup; this crew is linked to that crew.';
    // Sea Wren has 2 cargo: the link she chooses to the English Captain makes room for Pip.
    expect(check(text, [C.captainEn.id, C.pip.id])).toEqual({ cargo: { used: 3, capacity: 3 }, rules: [] });
    expect(check('', [C.captainEn.id, C.pip.id])).toEqual({ cargo: { used: 3, capacity: 2 }, rules: ['cargo-capacity'] });
    // With no English crew beside her there is no one to link to.
    expect(check(text, [C.pip.id]).cargo).toEqual({ used: 2, capacity: 2 });
    // Ada and Cora are linked already; her link goes to one of them, and counts once.
    expect(check(text, [C.ada.id, C.cora.id]).cargo).toEqual({ used: 3, capacity: 4 });
  });

  it('adds up several links on one ship: a linked pair and a crew linked to the ship give +2', () => {
    const f = makeFleet({ ships: [{ cardId: C.heron.id, crew: [C.bram.id, C.ada.id, C.cora.id, C.captainEn.id, C.spyglass.id] }] });
    expect(shipSummaries(f, fixtureLookup)[0].cargo).toEqual({ used: 5, capacity: 3 + 2 });
    expect(validateFleet(f, fixtureLookup).legal).toBe(true);
  });

  it('adds a crew card\'s cargo bonus to its ship', () => {
    const r = check({ ships: [{ cardId: C.wren.id, crew: [C.stow.id, C.cora.id, C.pip.id] }] });
    expect(rules(r)).toEqual([]);
  });

  it('lets a 0-point crew aboard only a ship of its nationality', () => {
    expect(rules(check({ ships: [{ cardId: C.marlin.id, crew: [C.zed.id] }] }))).toEqual([]);
    const r = check({ ships: [{ cardId: C.heron.id, crew: [C.zed.id] }] });
    expect(rules(r)).toEqual(['zero-point-crew-nationality']);
    expect(r.violations[0].cardIds).toEqual([C.heron.id, C.zed.id]);
    expect(warningRules(r)).toEqual([]);
  });

  it('warns that crew of another nation cannot use their ability, without making the fleet illegal', () => {
    const r = check({ ships: [{ cardId: C.heron.id, crew: [C.dario.id] }] });
    expect(r.legal).toBe(true);
    expect(warningRules(r)).toEqual(['crew-nationality']);
    expect(r.warnings[0].message).toContain('Dario Fenn');
    expect(r.warnings[0].message).toContain('Gallant Heron');
  });

  it('does not warn when a keyword or the ship lets crew of any nation use their ability', () => {
    expect(check({ ships: [{ cardId: C.heron.id, crew: [C.enzo.id] }] }).warnings).toEqual([]);
    expect(check({ ships: [{ cardId: C.haven.id, crew: [C.dario.id] }] }).warnings).toEqual([]);
  });

  it('lets equipment aboard any ship without a nationality warning', () => {
    expect(check({ ships: [{ cardId: C.marlin.id, crew: [C.spyglass.id] }] }).warnings).toEqual([]);
  });

  it('lowers other crew\'s cost with a cost-reducing crew, not below 0', () => {
    // Pell (1) lowers Ada 2->1 and Cora 1->0 but not himself.
    const r = check({ ships: [{ cardId: C.heron.id, crew: [C.pell.id, C.ada.id, C.cora.id] }] });
    expect(r.points.used).toBe(12 + 1 + 1 + 0);
  });

  it('uses one of two identical cost-reducing texts on a ship, so they do not lower each other (No Stacking)', () => {
    // Pell and Penn print the same reduction: it is used once on the ship, from one of them. That one lowers the
    // other 1->0, Ada 2->1 and Cora 1->0, and keeps his own cost of 1.
    const r = check({ ships: [{ cardId: C.heron.id, crew: [C.pell.id, C.penn.id, C.ada.id, C.cora.id] }] });
    expect(r.points.used).toBe(12 + 1 + 0 + 1 + 0);
  });

  it('counts a reduction sentence once even when one crew prints more text around it (No Stacking is per sentence)', () => {
    // Pell's only sentence is also the second sentence of this captain's text: one ability used once on the ship.
    const captainPurser = makeCard({ ...C.penn, id: 'SM-929', name: 'Captain Purser', ability: 'Captain. Other crew on this ship cost 1 less.' });
    const lookup = lookupOf([...FLEET_CARDS, captainPurser]);
    const r = validateFleet(makeFleet({ ships: [{ cardId: C.heron.id, crew: [C.pell.id, captainPurser.id, C.ada.id] }] }), lookup);
    expect(r.points.used).toBe(12 + 1 + 0 + 1);
  });

  it('gives no cost reduction or cargo from a crew that cannot use its ability on a ship of another nation', () => {
    // Ruiz (Spanish) lowers Dario on a Spanish ship, but not Ada on an English one.
    expect(check({ ships: [{ cardId: C.marlin.id, crew: [C.ruiz.id, C.dario.id] }] }).points.used).toBe(10 + 1 + 1);
    expect(check({ ships: [{ cardId: C.heron.id, crew: [C.ruiz.id, C.ada.id] }] }).points.used).toBe(12 + 1 + 2);
    // The Hold Keeper's text (no cargo space, +1 cargo) works aboard a Spanish ship, not aboard an English one.
    const summary = (shipId: string) =>
      shipSummaries(makeFleet({ ships: [{ cardId: shipId, crew: [C.keeper.id] }] }), fixtureLookup)[0].cargo;
    expect(summary(C.marlin.id)).toEqual({ used: 0, capacity: 5 });
    expect(summary(C.wren.id)).toEqual({ used: 1, capacity: 2 });
    expect(rules(check({ ships: [{ cardId: C.wren.id, crew: [C.keeper.id, C.ada.id, C.pip.id] }] }))).toEqual(['cargo-capacity']);
  });

  it('lets a ship that welcomes crew of one nation keep their abilities working aboard, and no other nation\'s', () => {
    const welcoming = makeCard({ ...C.gull, id: 'CC-941', name: 'Open Door', ability: 'English crew may use their abilities on this ship.' });
    const lookup = lookupOf([...FLEET_CARDS, welcoming]);
    const warnings = (crew: string) =>
      validateFleet(makeFleet({ ships: [{ cardId: welcoming.id, crew: [crew] }] }), lookup).warnings.map((w) => w.rule);
    expect(warnings(C.ada.id)).toEqual([]);
    expect(warnings(C.dario.id)).toEqual(['crew-nationality']);
  });

  it('lets an Ex-Patriot or a ship that welcomes any nation keep the crew\'s cargo text working', () => {
    const exPatriot = makeCard({ ...C.keeper, id: 'CC-926', name: 'Keeper Abroad', keywords: ['ex-patriot'] });
    const lookup = lookupOf([...FLEET_CARDS, exPatriot]);
    expect(shipSummaries(makeFleet({ ships: [{ cardId: C.wren.id, crew: [exPatriot.id] }] }), lookup)[0].cargo).toEqual({ used: 0, capacity: 3 });
    expect(shipSummaries(makeFleet({ ships: [{ cardId: C.haven.id, crew: [C.keeper.id] }] }), fixtureLookup)[0].cargo).toEqual({ used: 0, capacity: 4 });
  });

  it('does not let sea creatures carry crew', () => {
    const r = check({ ships: [{ cardId: C.coil.id, crew: [C.pip.id] }] });
    expect(rules(r)).toContain('sea-creature-crew');
  });

  it('assigns no crew to a ship that "cannot carry crew", but equipment still may go aboard', () => {
    const bare = makeCard({ ...C.heron, id: 'SM-927', name: 'Bare Hull', pieceKey: 'ship:bare hull', ability: 'This ship cannot carry crew.' });
    const lookup = lookupOf([...FLEET_CARDS, bare]);
    const r = ValidationResult.parse(validateFleet(makeFleet({ ships: [{ cardId: bare.id, crew: [C.ada.id, C.spyglass.id] }] }), lookup));
    expect(rules(r)).toEqual(['ship-carries-no-crew']);
    expect(r.violations[0].cardIds).toEqual([bare.id, C.ada.id]);
    expect(r.violations[0].message).toContain('Bare Hull cannot carry crew');
    expect(rules(ValidationResult.parse(validateFleet(makeFleet({ ships: [{ cardId: bare.id, crew: [C.spyglass.id] }] }), lookup)))).toEqual([]);
    expect(rules(check({ ships: [{ cardId: C.heron.id, crew: [C.ada.id] }] }))).toEqual([]);
  });
});

describe('card text that changes fleet building', () => {
  it('adds build points from a build-bonus card', () => {
    const r = check({ buildTotal: 20, ships: [{ cardId: C.heron.id }, { cardId: C.gull.id, crew: [C.ledger.id] }] });
    expect(r.points).toEqual({ used: 20, allowed: 25 });
    expect(rules(r)).toEqual([]);
  });

  it('adds build points from a build-bonus crew left unassigned on the home island', () => {
    const r = check({ buildTotal: 20, ships: [{ cardId: C.heron.id }, { cardId: C.gull.id }], crew: [C.ledger.id] });
    expect(r.points).toEqual({ used: 20, allowed: 25 });
    expect(rules(r)).toEqual([]);
  });

  it('does not stack identical build-bonus texts', () => {
    const r = check({ buildTotal: 20, ships: [{ cardId: C.gull.id, crew: [C.ledger.id] }, { cardId: C.heron.id, crew: [C.ledgerTwin.id] }] });
    expect(r.points.allowed).toBe(25);
  });

  it('names the bonus card when the fleet is still over', () => {
    const r = check({ buildTotal: 20, ships: [{ cardId: C.gull.id, crew: [C.ledger.id] }, { cardId: C.tern.id }, { cardId: C.wren.id }] });
    expect(r.violations[0].message).toContain('Lady Ledger');
  });

  it('allows a Limit card only once, even where no-duplicates does not apply', () => {
    const r = check({ ships: [{ cardId: C.heron.id, crew: [C.signal.id, C.signal.id] }] });
    expect(rules(r)).toEqual(['limit']);
  });
});

describe('unique treasure (001 "Placing Treasure")', () => {
  it('allows one unique treasure per name', () => {
    expect(check({ ships: [{ cardId: C.wren.id }], treasure: [C.idol.id] }).legal).toBe(true);
    const r = check({ ships: [{ cardId: C.wren.id }], treasure: [C.idol.id, C.idolReprint.id] });
    expect(rules(r)).toEqual(['unique-treasure-duplicate']);
  });
});

describe('forts under the official rules', () => {
  it('does not count a fort\'s gold cost toward the build total', () => {
    const r = check({ buildTotal: 6, ships: [{ cardId: C.wren.id }], forts: [C.fortAlbion.id] });
    expect(r).toMatchObject({ legal: true, points: { used: 6, allowed: 6 } });
  });
});

describe('unknown ids and wrong card types', () => {
  it('reports an unknown id as a violation and keeps validating the rest', () => {
    const r = check({ ships: [{ cardId: 'SM-404', crew: [C.ada.id] }, { cardId: C.wren.id, crew: ['XX-1'] }] });
    expect(rules(r)).toEqual(['unknown-card', 'unknown-card']);
    expect(r.violations.map((v) => v.cardIds)).toEqual([['SM-404'], ['XX-1']]);
    expect(r.points.used).toBe(2 + 6);
  });

  it('reports a crew in the ships list and a ship among crew', () => {
    const r = check({ ships: [{ cardId: C.ada.id }, { cardId: C.heron.id, crew: [C.marlin.id] }], forts: [C.wren.id], treasure: [C.ada.id] });
    expect(rules(r)).toEqual(['wrong-card-type', 'wrong-card-type', 'wrong-card-type', 'wrong-card-type']);
    expect(r.violations[0].message).toContain('Ada Quill is a crew');
  });

  it('finds cards through the loose lookup', () => {
    expect(check({ ships: [{ cardId: 'sm-0901' }] }).legal).toBe(true);
  });

  it('rejects an event, which no fleet list can hold', () => {
    expect(rules(check({ ships: [{ cardId: C.wren.id, crew: [C.squall.id] }] }))).toEqual(['wrong-card-type']);
  });
});
