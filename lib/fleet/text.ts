import type { Card } from '@/lib/cards/card';
import { normaliseName } from '@/lib/cards/identity';
import { defaultPrinting, groupPrintings } from '@/lib/cards/printings';
import type { CardCatalogue, CardLookup } from '@/lib/cards/lookup';
import { typesOfList, type FleetList } from './composition';
import { RulesetId } from '@/lib/ruleset-ids';
import { Fleet, MAX_CARDS_PER_LIST } from './fleet';

/**
 * Plain-text fleet lists, for pasting into forums and chat:
 *
 *   Name: Harbour Patrol
 *   Ruleset: official
 *   Build total: 40
 *   Nationality: English
 *
 *   CC-011 Some Ship
 *     SM-EC-001 Some Crew        (indented: aboard the ship above)
 *   Black Pearl                  (a name alone works too)
 *     2x Helmsman                (a count repeats the card)
 *
 *   Crew:                        (crew not assigned to a ship)
 *   Forts:
 *   Treasure:
 *
 * A card line is an id (then, optionally, the card's name: the id decides) or a card's name. Players write lists
 * by name, so a name is resolved among the cards that fit the line's place (a ship, a crew aboard, a fort...).
 * When one game piece has several printings (lib/cards/printings.ts), the newest released is chosen and a note says
 * which; when a name fits several different pieces (a generic Captain of each nation, El Fantasma at 3 points and at
 * 4), a crew aboard a ship takes the one of the ship's nation if only one is, and otherwise the line is reported with
 * the choices. `#` starts a comment line. Headers are case-insensitive.
 */

export type TextErrorCode =
  | 'unknown-header'
  | 'bad-ruleset'
  | 'bad-build-total'
  | 'bad-value'
  | 'unknown-card'
  | 'ambiguous-name'
  | 'wrong-section'
  | 'crew-without-ship'
  | 'name-mismatch';

export interface TextLineError {
  /** 1-based line number. */
  line: number;
  code: TextErrorCode;
  message: string;
  text: string;
}

/** Something the reader decided for the player that they should know about (which printing a name became). */
export interface TextLineNote {
  line: number;
  message: string;
}

export interface ParsedFleetText {
  /** Everything that could be read; bad lines are left out (a name mismatch keeps the card, since the id decides). */
  fleet: Fleet;
  errors: TextLineError[];
  notes: TextLineNote[];
  /** How many card lines became cards (a count of 2 counts twice). */
  cardsRead: number;
}

type Section = FleetList;

const SECTIONS: Record<string, Section> = {
  ships: 'ships',
  crew: 'crew',
  'unassigned crew': 'crew',
  forts: 'forts',
  treasure: 'treasure',
};

const HEADER = /^([A-Za-z][A-Za-z ]*?)\s*:\s*(.*)$/;
/** `2x Helmsman`, `2 x Helmsman`: a repeated card, as lists of generic crew are written. */
const COUNT = /^(\d{1,2})\s*[x×]\s+/i;
/** What players append to a name that is not part of it: `(5 pts)`, `- 5 points`, `[SMU]`. */
const ANNOTATION = /\s*(?:\([^)]*\)|\[[^\]]*\]|[-–—]\s*\d+\s*(?:pts?|points?)?)\s*$/i;
const MAX_REPEAT = 20;
const normal = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

function printing(card: Card): string {
  return `${card.id} (${[card.faction, card.set].filter(Boolean).join(', ')})`;
}

type Resolved = { ok: true; card: Card; note?: string } | { ok: false; code: 'unknown-card' | 'ambiguous-name' | 'wrong-section'; message: string };

/** The card a name stands for at a place in the list (see the module comment for how choices are made). */
function resolveName(name: string, cards: CardCatalogue, wanted: readonly Card['type'][], shipFaction: string | null): Resolved {
  const all = cards.named(name);
  if (all.length === 0) return { ok: false, code: 'unknown-card', message: `No card is named "${name}". Check the spelling, or write the card's id.` };
  const fitting = all.filter((c) => wanted.includes(c.type));
  if (fitting.length === 0) {
    return { ok: false, code: 'wrong-section', message: `${all[0].name.trim()} is a ${all[0].type}, which cannot go here.` };
  }
  let pieces = groupPrintings(fitting);
  if (pieces.length > 1 && shipFaction) {
    const own = pieces.filter((piece) => piece[0].faction === shipFaction);
    if (own.length === 1) pieces = own;
  }
  if (pieces.length > 1) {
    const choices = pieces.map((piece) => defaultPrinting(piece)!);
    return {
      ok: false,
      code: 'ambiguous-name',
      message: `"${name}" names ${pieces.length} different cards: ${choices.slice(0, 6).map(printing).join(', ')}${choices.length > 6 ? ', …' : ''}. Write the id of the one you mean.`,
    };
  }
  const card = defaultPrinting(pieces[0])!;
  const others = pieces[0].filter((c) => c !== card).reverse();
  const note =
    others.length > 0
      ? `${card.name.trim()}: took ${card.id}, the newest released of ${others.length + 1} printings (others: ${others
          .slice(0, 4)
          .map((c) => c.id)
          .join(', ')}${others.length > 4 ? `, and ${others.length - 4} more` : ''}); write an id to choose another.`
      : undefined;
  return { ok: true, card, note };
}

/**
 * Reads a plain-text list. `defaultBuildTotal` gives the total of a ruleset when the list names none (the rulesets
 * live in lib/rules, which reads fleets; passing the figure in keeps lib/fleet free of it).
 */
export function parseFleetText(text: string, cards: CardCatalogue, defaultBuildTotal: (ruleset: RulesetId) => number): ParsedFleetText {
  const errors: TextLineError[] = [];
  const notes: TextLineNote[] = [];
  let cardsRead = 0;
  let name: string | undefined;
  let ruleset: RulesetId = 'official';
  let buildTotal: number | undefined;
  let nationality: string | undefined;
  const ships: { cardId: string; crew: string[]; faction: string | null }[] = [];
  const lists: Record<Exclude<Section, 'ships'>, string[]> = { crew: [], forts: [], treasure: [] };
  let section: Section = 'ships';

  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    const fail = (code: TextErrorCode, message: string) => errors.push({ line, code, message, text: raw });
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;

    const header = HEADER.exec(trimmed);
    if (header && (normal(header[1]) in SECTIONS || ['name', 'ruleset', 'build total', 'nationality'].includes(normal(header[1])) || !cards.named(trimmed).length)) {
      const key = normal(header[1]);
      const value = header[2].trim();
      if (value === '' && key in SECTIONS) {
        section = SECTIONS[key];
        return;
      }
      switch (key) {
        case 'name':
          if (value.length > 120) fail('bad-value', 'A fleet name can be at most 120 characters.');
          else name = value || undefined;
          return;
        case 'ruleset': {
          const id = RulesetId.safeParse(normal(value).replace(/\s+/g, '-'));
          if (id.success) ruleset = id.data;
          else fail('bad-ruleset', `Unknown ruleset "${value}"; use one of: ${RulesetId.options.join(', ')}.`);
          return;
        }
        case 'build total': {
          const n = Number(value);
          if (/^\d+$/.test(value) && Number.isSafeInteger(n) && n > 0) buildTotal = n;
          else fail('bad-build-total', `The build total must be a whole number above 0, not "${value}".`);
          return;
        }
        case 'nationality':
          if (value.length === 0 || value.length > 40) fail('bad-value', 'A nationality must be 1 to 40 characters.');
          else nationality = value;
          return;
        default:
          fail('unknown-header', `Unknown header "${header[1]}"; expected Name, Ruleset, Build total, Nationality, Ships, Crew, Forts or Treasure.`);
          return;
      }
    }

    const indented = /^\s/.test(raw);
    const aboard = section === 'ships' && indented;
    const place: Section = aboard ? 'crew' : section;
    const wanted = typesOfList(place);
    const count = COUNT.exec(trimmed);
    const repeat = count ? Math.min(MAX_REPEAT, Math.max(1, Number(count[1]))) : 1;
    const entry = count ? trimmed.slice(count[0].length) : trimmed;

    const [first, ...rest] = entry.split(/\s+/);
    let card = cards.lookup(first);
    if (card) {
      const written = rest.join(' ').replace(ANNOTATION, '');
      if (written && normaliseName(written) !== normaliseName(card.name)) {
        fail('name-mismatch', `The id ${first} is ${card.name.trim()}, not "${written}"; the id was used.`);
      }
      if (!wanted.includes(card.type)) {
        const hint = section === 'ships' && !indented && typesOfList('crew').includes(card.type) ? ' Indent it under its ship, or list it after "Crew:".' : '';
        fail('wrong-section', `${card.name.trim()} is a ${card.type}, which cannot go ${aboard ? 'aboard a ship' : `under ${section}`}.${hint}`);
        return;
      }
    } else {
      const cardName = entry.replace(ANNOTATION, '').trim();
      const resolved = resolveName(cardName, cards, wanted, aboard ? (ships.at(-1)?.faction ?? null) : null);
      if (!resolved.ok) {
        const hint = resolved.code === 'wrong-section' && section === 'ships' && !indented ? ' Indent crew under their ship, or list them after "Crew:".' : '';
        fail(resolved.code, resolved.message + hint);
        return;
      }
      card = resolved.card;
      if (resolved.note) notes.push({ line, message: resolved.note });
    }

    for (let n = 0; n < repeat; n++) {
      const target = aboard ? ships.at(-1)?.crew : section === 'ships' ? ships : lists[section];
      if (target && target.length >= MAX_CARDS_PER_LIST) {
        fail('bad-value', `A list can hold at most ${MAX_CARDS_PER_LIST} cards.`);
        return;
      }
      if (aboard) {
        const ship = ships.at(-1);
        if (!ship) {
          fail('crew-without-ship', `${card.name.trim()} is indented but no ship comes before it.`);
          return;
        }
        ship.crew.push(card.id);
      } else if (section === 'ships') ships.push({ cardId: card.id, crew: [], faction: card.faction });
      else lists[section].push(card.id);
      cardsRead++;
    }
  });

  const fleet = Fleet.parse({
    name,
    ruleset,
    buildTotal: buildTotal ?? defaultBuildTotal(ruleset),
    nationality,
    ships: ships.map(({ cardId, crew }) => ({ cardId, crew })),
    ...lists,
  });
  return { fleet, errors, notes, cardsRead };
}

export function formatFleetText(fleet: Fleet, lookup: CardLookup): string {
  const cardLine = (id: string, indent = '') => {
    const card = lookup(id);
    return `${indent}${id}${card ? ` ${card.name.trim()}` : ''}`;
  };
  const out: string[] = [];
  if (fleet.name) out.push(`Name: ${fleet.name}`);
  out.push(`Ruleset: ${fleet.ruleset}`, `Build total: ${fleet.buildTotal}`);
  if (fleet.nationality) out.push(`Nationality: ${fleet.nationality}`);
  if (fleet.ships.length) {
    out.push('', 'Ships:');
    for (const ship of fleet.ships) out.push(cardLine(ship.cardId), ...ship.crew.map((id) => cardLine(id, '  ')));
  }
  for (const [title, ids] of [
    ['Crew', fleet.crew],
    ['Forts', fleet.forts],
    ['Treasure', fleet.treasure],
  ] as const) {
    if (ids.length) out.push('', `${title}:`, ...ids.map((id) => cardLine(id)));
  }
  return `${out.join('\n')}\n`;
}
