import { canonicalNation, NATIONS } from '../nations';
import { COMPARISON_OPS } from './ast';
import { QuerySyntaxError } from './errors';
import { parseQuery } from './parse';

/**
 * What a search that found nothing probably meant, written in the query syntax: people type searches as they would
 * say them ("english ship 3 masts", "masts >= 3"), and every bare word is then a name to match, so such a search
 * finds no card. The rewrite reads words the syntax has a field for:
 *
 * - a nation ("english", "england", "pirates") becomes `n:`, a card type ("ship", "forts") `t:`;
 * - a number beside a numeric field ("3 masts", "masts 3", "3+ masts") becomes a comparison, `=` unless written;
 * - a comparison split by spaces or a colon ("masts >= 3", "pts: 5", "cargo> 2") is joined up.
 *
 * Anything else is kept as typed. Null when nothing changes, or when the rewrite would not parse: a suggestion is
 * offered only if clicking it runs.
 */
export function suggestQuery(query: string): string | null {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const joined = comparisonAt(words, i);
    if (joined) {
      out.push(joined.term);
      i += joined.used - 1;
      continue;
    }
    out.push(fieldWord(words[i]) ?? words[i]);
  }
  const suggestion = out.join(' ');
  if (suggestion === words.join(' ')) return null;
  try {
    parseQuery(suggestion);
  } catch (error) {
    if (error instanceof QuerySyntaxError) return null;
    throw error;
  }
  return suggestion;
}

/** The query prefix of each way of naming a numeric field. */
const NUMERIC_WORDS: Record<string, string> = {
  pts: 'pts',
  pt: 'pts',
  point: 'pts',
  points: 'pts',
  mast: 'masts',
  masts: 'masts',
  cargo: 'cargo',
};

const TYPE_WORDS: Record<string, string> = {
  ship: 'ship',
  ships: 'ship',
  crew: 'crew',
  crews: 'crew',
  fort: 'fort',
  forts: 'fort',
  fortress: 'fort',
  treasure: 'treasure',
  treasures: 'treasure',
  equipment: 'equipment',
  event: 'event',
  events: 'event',
  island: 'island',
  islands: 'island',
  creature: 'creature',
  creatures: 'creature',
  generic: 'generic',
  generics: 'generic',
};

const OPS = new Set<string>(COMPARISON_OPS);
const NUMBER = /^\d+$/;

/** `n:` or `t:` for a word naming a nation or a card type; null for any other word. */
function fieldWord(word: string): string | null {
  const key = word.toLowerCase();
  if (TYPE_WORDS[key]) return `t:${TYPE_WORDS[key]}`;
  const nation = canonicalNation(key);
  // The faction search matches the start of the faction's name, so its first word is enough ("Barbary Corsair").
  if (nation && (NATIONS as readonly string[]).includes(nation)) return `n:${nation.split(' ')[0].toLowerCase()}`;
  return null;
}

/** A numeric comparison starting at `words[i]`, and how many words it took; null when none starts there. */
function comparisonAt(words: readonly string[], i: number): { term: string; used: number } | null {
  const [a, b, c] = [words[i], words[i + 1], words[i + 2]];
  const compare = (field: string, op: string, value: string) => `${field}${op === ':' ? '=' : op}${value}`;

  // "3 masts", "3+ masts"
  const count = /^(\d+)(\+?)$/.exec(a);
  const after = b === undefined ? undefined : NUMERIC_WORDS[b.toLowerCase()];
  if (count && after) return { term: compare(after, count[2] ? '>=' : '=', count[1]), used: 2 };

  // "masts >= 3", "masts: 3", "masts 3", "masts>= 3", "masts >=3"
  const split = /^([a-z]+)(:|!=|<=|>=|=|<|>)?$/i.exec(a);
  const field = split ? NUMERIC_WORDS[split[1].toLowerCase()] : undefined;
  if (!split || !field || b === undefined) return null;
  if (split[2]) return NUMBER.test(b) ? { term: compare(field, split[2], b), used: 2 } : null;
  if ((OPS.has(b) || b === ':') && c !== undefined && NUMBER.test(c)) return { term: compare(field, b, c), used: 3 };
  const glued = /^(:|!=|<=|>=|=|<|>)(\d+)$/.exec(b);
  if (glued) return { term: compare(field, glued[1], glued[2]), used: 2 };
  if (NUMBER.test(b)) return { term: compare(field, '=', b), used: 2 };
  return null;
}

