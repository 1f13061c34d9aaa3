import type { Against, Effect } from '@/lib/cards/abilities/effects';
import { effectsOfKind, parseAbility } from '@/lib/cards/abilities/parse';
import { type Abilities, noAbilities, type RollTable } from './ability-flags';
import { compileEffect, faceMask } from './effect-kinds';
import type { PlayRules } from '../core/play-rules';

/**
 * A ship's abilities for one game, compiled once from the parsed text of the ship and of the crew whose abilities
 * work aboard, so the hot path reads flags and numbers instead of text. The No Stacking rule (001 "Rules of the
 * High Seas": two sources of the same ability on a ship are not cumulative) is applied here: identical effects
 * from two cards count once, a crew-type keyword counting as the text it stands for.
 *
 * The Musketeer's cannon: Crimson Coast's "Placing Crew" gives it no rank or range, but every card that prints the
 * Musketeer's text in full says "one 3S cannon", so a card printing only the keyword gets that cannon.
 *
 * Crew-type keywords follow Crimson Coast's "Placing Crew", the only text that defines them (Daniel's Captain is
 * +1 instead).
 */
export { type Abilities, type Bonus, noAbilities, OPPONENT, type RollTable } from './ability-flags';

/**
 * The effects a keyword stands for, where a rule text defines it for ships and the crew aboard them.
 *
 * Keywords none of our rule documents define take their meaning from the keyword texts WizKids published, as the
 * card list at psmlist.com gives them (a page per keyword, "Author: Wizkids"); data/keywords.json names each page.
 * Longship (psmlist.com/public/keyword/detail?kw=Longship): two dice per mast, each a separate attack; she neither
 * pins nor is pinned; +1 to her boarding roll when she rams; after a move she may rotate on her stern; with no
 * masts she still moves S. Our shoot action has one target, so both dice of a mast go at it. A secondary summary
 * (site-of-curiosities.blogspot.com, "Special Purpose Keywords") reads the ram clause as "cannot eliminate a mast";
 * the WizKids text says nothing of masts, so a longship's ram follows the ruleset's ram like any other ship's.
 * Fear (psmlist.com/public/keyword/detail?kw=Fear) is applied as her turn begins (../turn/turn.ts).
 * Submarine (psmlist.com/public/keyword/detail?kw=Submarine): her hull pieces are her masts; she neither pins, is
 * pinned, tows nor is towed, and ramming does her no harm; submerged (`Ship.submerged`) she only moves, cannot be
 * shot at, rammed, repaired or docked, and backs off S from a ship she rams instead of boarding it. Where that text
 * is silent: she starts surfaced and stays as she is until a `submerge` action as one of her turns begins; she may
 * not dive while docked; submerged she blocks no line of fire and neither boards nor is boarded.
 * Sea Monster (psmlist.com/public/keyword/detail?kw=Sea_Monster) adds to 001's sea creature: as her turn begins she
 * may dive or surface (the submarine's `submerge`); submerged she only moves, is not shot at and touches no ship (no
 * ram, no boarding party); on the surface she rams, the rammed ship and not she being pinned, and boards; winning a
 * party she eliminates a crew or takes a treasure into the hold her card prints, never captures a crew, and a
 * unique treasure she takes is eliminated. 001 still keeps every ship from ramming, pinning or boarding her.
 * Catamaran (psmlist.com/public/keyword/detail?kw=Catamaran): "one or two smaller, secondary hulls", read as one for
 * Catamaran and two for Double Catamaran (its name; the text gives no count otherwise); she cannot be rammed; each hit
 * on her rolls a d6 and a 5 or 6 ignores it; a hit that lands takes a secondary hull instead of a mast while any is
 * left (`Ship.hulls`); while one is left she cannot be pinned or boarded. No text repairs a secondary hull, so none is.
 */
function keywordEffects(keyword: string, rules: PlayRules): Effect[] | 'marker' | null {
  switch (keyword) {
    case 'helmsman':
      return [{ kind: 'move-bonus', leg: 'S' }];
    case 'captain':
      // Daniel's Captain, "All cannon rolls and boarding parties get +1": read as +1 to her boarding rolls. Daniel's
      // rams start no boarding party, so it counts only in one a card starts "without having to ram".
      return rules.captain === 'plus-one'
        ? [{ kind: 'cannon-bonus', amount: 1 }, { kind: 'boarding-bonus', amount: 1 }]
        : [{ kind: 'move-and-shoot' }];
    case 'cannoneer':
      return [{ kind: 'shoot-again' }];
    case 'explorer':
      return [{ kind: 'dock-and-explore' }];
    case 'oarsman':
      return [{ kind: 'derelict-move', leg: 'S' }];
    case 'shipwright':
      return [{ kind: 'repair-anywhere' }];
    case 'musketeer':
      return [{ kind: 'extra-cannon', rank: 3, range: 'S' }];
    case 'longship':
      return [{ kind: 'derelict-move', leg: 'S' }, { kind: 'cannot-be-pinned' }];
    // 001 names Navigator crew as placers of trade currents; the generic Navigator of Savage Shores (SS-034) prints how.
    case 'navigator':
      return [{ kind: 'current-roll' }, { kind: 'place-current', faces: [3, 4, 5, 6] }];
    case 'fear':
    case 'catamaran':
    case 'double-catamaran':
      return 'marker';
    case 'submarine':
      return [{ kind: 'cannot-be-pinned' }, { kind: 'ram-proof' }];
    case 'schooner':
    case 'ghost-ship':
    case 'broadsides-attack':
    case 'sea-monster':
    case 'sea-dragon':
    case 'titan':
    case 'kraken':
    case 'octopus':
    case 'ransom':
    case 'limit':
    // Fleet building reads it, and set-up gives the holds it fills (lib/rules/ship-summary.ts `fleetCargo`).
    case 'cargo-master':
    // Economy Edition's own (003 "Ships/Equipment"), played only under it: the flags are read where the rules say economy.
    case 'clipper':
    case 'gunboat':
    case 'steamship':
      return 'marker';
    default:
      return null;
  }
}

/** Keywords the engine applies, for ./modelled.ts. */
export const MODELLED_KEYWORDS = [
  'helmsman', 'captain', 'cannoneer', 'explorer', 'oarsman', 'shipwright', 'musketeer', 'schooner', 'ghost-ship', 'broadsides-attack',
  'sea-monster', 'sea-dragon', 'titan', 'kraken', 'octopus', 'ransom', 'limit', 'cargo-master',
  // WizKids' keyword texts.
  'longship', 'fear', 'submarine', 'catamaran', 'double-catamaran', 'navigator',
  // Economy Edition's (003).
  'clipper', 'gunboat', 'steamship',
] as const;

/**
 * The abilities of a ship from her own text and the texts of the crew whose abilities work aboard. Identical
 * effects count once (No Stacking); different bonuses add up.
 */
export function compileAbilities(texts: readonly string[], rules: PlayRules): Abilities {
  // Every game of a simulation compiles the same few ships: the result is shared, and read-only to the engine.
  const key = `${rules.captain}\u0000${texts.join('\u0000')}`;
  const known = compiled.get(key);
  if (known) return known;
  const a = compileFresh(texts, rules);
  if (compiled.size >= 2_000) compiled.clear();
  compiled.set(key, a);
  return a;
}

const compiled = new Map<string, Abilities>();

function compileFresh(texts: readonly string[], rules: PlayRules): Abilities {
  const a = noAbilities();
  const seen = new Set<string>();
  for (const text of texts) {
    // A text's roll table: the rows after its roll sentence. The same table on two cards is one (No Stacking).
    let table: RollTable | null = null;
    // The boarding bonus an "instead" sentence after it replaces against some opponents.
    let lastBoarding = 0;
    for (const sentence of parseAbility(text)) {
      for (const effect of sentence.effects) {
        if (effect.kind === 'boarding-bonus' && !effect.against) lastBoarding = effect.amount;
        if (effect.kind === 'boarding-bonus-instead') {
          const key = JSON.stringify([effect, lastBoarding]);
          if (!seen.has(key) && effect.amount > lastBoarding) {
            seen.add(key);
            compileEffect(a, { ...effect, amount: effect.amount - lastBoarding });
          }
          continue;
        }
        if (effect.kind === 'turn-roll' || effect.kind === 'action-roll') table = { rows: [] };
        if (effect.kind === 'roll-table' && table) for (const r of effect.rows) table.rows.push({ faces: faceMask(r.faces), effects: r.effects });
        // A crew type is its ability's text (a Helmsman is "+S to her base move"), so it does not stack with that text.
        const meaning = effect.kind === 'keyword' ? keywordEffects(effect.keyword, rules) : null;
        for (const e of [effect, ...(Array.isArray(meaning) ? meaning : [])]) {
          const key = JSON.stringify(e);
          if (seen.has(key)) continue;
          seen.add(key);
          compileEffect(a, e);
        }
      }
    }
    if (table?.rows.length && !seen.has(JSON.stringify(table))) {
      seen.add(JSON.stringify(table));
      a.rollTables.push(table);
    }
  }
  return a;
}

/** Whether a bonus limited to some ships applies against this one (`seaCreature`: she is a sea creature). */
export function appliesAgainst(against: Against | undefined, nation: string, isFort: boolean, damaged: boolean, seaCreature = false): boolean {
  if (!against) return true;
  if (against.seaCreatures) return seaCreature && !isFort;
  if (against.damaged) return damaged;
  if (isFort) return against.forts;
  const named = against.nations.includes(nation);
  return against.except ? !named : named;
}

const NONE = Object.freeze(noAbilities()) as Abilities;

/**
 * The abilities a ship has now: her own text, that of the crew aboard whose abilities work there, and that of the
 * unique treasure she carries (001 "Exploring": "any ability a face-up unique treasure has comes into play
 * immediately"), unless a stinkpot or a kraken's roll keeps her crew from using them this turn, or Fear all of them
 * (`unnerved`), or a silencer one of them (`silenced`: 0 her own text, k the text of crew k - 1). Recomputed when
 * crew are lost, unique treasure comes aboard or leaves, or any of these wears off.
 */
export function currentAbilities(
  ship: {
    text: string;
    crew: readonly { ability: string; active: boolean; equipment?: true }[];
    stunk: number;
    unnerved?: boolean;
    hushed?: boolean;
    silenced?: number;
    treasure?: readonly number[];
  },
  rules: PlayRules,
  treasures: readonly { text?: string; faceDown?: true }[] = [],
): Abilities {
  if (ship.unnerved) return NONE;
  const hushed = ship.silenced ?? -1;
  // A stinkpot or a kraken silences the crew; equipment aboard is no crew and works on.
  const muted = ship.stunk === 2 || ship.hushed;
  const carried: string[] = [];
  for (const id of ship.treasure ?? []) {
    const text = treasures[id]?.text;
    // A treasure loaded face down acts only as it is turned face up (../treasure/treasure-text.ts).
    if (text && !treasures[id].faceDown) carried.push(text);
  }
  // A treasure that makes her and her crew Cursed makes every crew aboard of her nation (../state/state.ts `nationOf`).
  const oneNation = carried.some((text) => effectsOfKind(text, 'cursed-nation').length > 0);
  // Pushed rather than filtered and mapped, for the reason ../core/packed.ts gives: the list keeps one shape.
  const texts = [hushed === 0 ? '' : ship.text];
  for (let i = 0; i < ship.crew.length; i++) {
    const c = ship.crew[i];
    if ((c.active || oneNation) && i !== hushed - 1 && (!muted || c.equipment)) texts.push(c.ability);
  }
  for (const text of carried) texts.push(text);
  return compileAbilities(texts, rules);
}
