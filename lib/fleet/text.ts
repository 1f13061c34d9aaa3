import type { Card, CardType } from '@/lib/cards/card';
import type { CardLookup } from '@/lib/rules/resolve';
import { getRuleset } from '@/lib/rules/registry';
import { Fleet, MAX_CARDS_PER_LIST, RulesetId } from './fleet';

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
 *
 *   Crew:                        (crew not assigned to a ship)
 *   Forts:
 *   Treasure:
 *
 * A card line is an id and, for the reader, the card's name; the id decides.
 * `#` starts a comment line. Headers are case-insensitive.
 */

export type TextErrorCode =
  | 'unknown-header'
  | 'bad-ruleset'
  | 'bad-build-total'
  | 'bad-value'
  | 'unknown-card'
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

export interface ParsedFleetText {
  /** Everything that could be read; bad lines are left out (a name mismatch keeps the card, since the id decides). */
  fleet: Fleet;
  errors: TextLineError[];
}

type Section = 'ships' | 'crew' | 'forts' | 'treasure';

const SECTIONS: Record<string, Section> = {
  ships: 'ships',
  crew: 'crew',
  'unassigned crew': 'crew',
  forts: 'forts',
  treasure: 'treasure',
};

const SECTION_TYPES: Record<Section, readonly CardType[]> = {
  ships: ['ship'],
  crew: ['crew', 'equipment'],
  forts: ['fort'],
  treasure: ['treasure'],
};

const HEADER = /^([A-Za-z][A-Za-z ]*?)\s*:\s*(.*)$/;
const normal = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

export function parseFleetText(text: string, lookup: CardLookup): ParsedFleetText {
  const errors: TextLineError[] = [];
  let name: string | undefined;
  let ruleset: RulesetId = 'official';
  let buildTotal: number | undefined;
  let nationality: string | undefined;
  const ships: { cardId: string; crew: string[] }[] = [];
  const lists: Record<Exclude<Section, 'ships'>, string[]> = { crew: [], forts: [], treasure: [] };
  let section: Section = 'ships';

  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    const fail = (code: TextErrorCode, message: string) => errors.push({ line, code, message, text: raw });
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;

    const header = HEADER.exec(trimmed);
    if (header) {
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

    const [id, ...rest] = trimmed.split(/\s+/);
    const card: Card | undefined = lookup(id);
    if (!card) {
      fail('unknown-card', `No card has the id "${id}".`);
      return;
    }
    const indented = /^\s/.test(raw);
    const aboard = section === 'ships' && indented;
    const wanted = aboard ? SECTION_TYPES.crew : SECTION_TYPES[section];
    if (!wanted.includes(card.type)) {
      const hint =
        section === 'ships' && !indented && SECTION_TYPES.crew.includes(card.type)
          ? ' Indent it under its ship, or list it after "Crew:".'
          : '';
      fail('wrong-section', `${card.name.trim()} is a ${card.type}, which cannot go ${aboard ? 'aboard a ship' : `under ${section}`}.${hint}`);
      return;
    }
    const written = rest.join(' ');
    if (written && normal(written) !== normal(card.name)) {
      fail('name-mismatch', `The id ${id} is ${card.name.trim()}, not "${written}"; the id was used.`);
    }
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
    } else if (section === 'ships') ships.push({ cardId: card.id, crew: [] });
    else lists[section].push(card.id);
  });

  const fleet = Fleet.parse({
    name,
    ruleset,
    buildTotal: buildTotal ?? getRuleset(ruleset)?.defaultBuildTotal ?? 40,
    nationality,
    ships,
    ...lists,
  });
  return { fleet, errors };
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
