import { z } from 'zod';
import { SetCode } from './card';
import { COMPARISON_OPS, TypeFilter, type NumericField, type QueryNode } from './query/ast';
import { QuerySyntaxError } from './query/errors';
import { parseQuery } from './query/parse';

export const NumericFilter = z.object({ op: z.enum(COMPARISON_OPS), value: z.number().nonnegative() });
export type NumericFilter = z.infer<typeof NumericFilter>;

/**
 * What the search page's filter controls hold. The controls never search on
 * their own: they write a query (filtersToQuery) so a filtered view is a
 * shareable `?q=` URL, and read one back (queryToFilters). List fields mean
 * "any of these"; separate fields all apply. Values read back from a query
 * are folded as search compares them (factions and rarity lower-case,
 * keyword as its id, move and cannon upper-case).
 */
export const Filters = z.object({
  /** Bare words: fuzzy name search. */
  text: z.string(),
  types: z.array(TypeFilter),
  factions: z.array(z.string().min(1)),
  sets: z.array(SetCode),
  rarity: z.string().min(1).optional(),
  keyword: z.string().min(1).optional(),
  /** `o:` ability text. */
  ability: z.string().min(1).optional(),
  pts: NumericFilter.optional(),
  masts: NumericFilter.optional(),
  cargo: NumericFilter.optional(),
  move: z.string().min(1).optional(),
  cannon: z.string().min(1).optional(),
});
export type Filters = z.infer<typeof Filters>;

export function emptyFilters(): Filters {
  return { text: '', types: [], factions: [], sets: [] };
}

/** Anything the tokenizer would read as more than a plain word. */
const NEEDS_QUOTES = /[\s()"\\]|^[-!]|^[a-z]+(?:!=|<=|>=|:|=|<|>)|^or$/i;

function quote(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

function plain(value: string): string {
  return value === '' || NEEDS_QUOTES.test(value) ? quote(value) : value;
}

function anyOf(prefix: string, values: readonly string[]): string[] {
  const terms = values.map((v) => `${prefix}:${plain(v)}`);
  return terms.length > 1 ? [`(${terms.join(' or ')})`] : terms;
}

const NUMERIC_PREFIX: Record<NumericField, string> = { points: 'pts', masts: 'masts', cargo: 'cargo' };
const FILTER_KEY = { points: 'pts', masts: 'masts', cargo: 'cargo' } as const satisfies Record<NumericField, keyof Filters>;

export function filtersToQuery(f: Filters): string {
  const terms = [
    ...f.text.split(/\s+/).filter(Boolean).map(plain),
    ...anyOf('t', f.types),
    ...anyOf('n', f.factions),
    ...anyOf('set', f.sets),
  ];
  if (f.rarity) terms.push(`r:${plain(f.rarity)}`);
  if (f.keyword) terms.push(`k:${plain(f.keyword)}`);
  if (f.ability) terms.push(`o:${plain(f.ability)}`);
  for (const field of ['points', 'masts', 'cargo'] as const) {
    const n = f[FILTER_KEY[field]];
    if (n) terms.push(`${NUMERIC_PREFIX[field]}${n.op}${n.value}`);
  }
  if (f.move) terms.push(`move:${plain(f.move)}`);
  if (f.cannon) terms.push(`cannon:${plain(f.cannon)}`);
  return terms.join(' ');
}

type ListKind = 'type' | 'faction' | 'set';

/** `(t:ship or t:crew)`: one list control with several values, or null when the group mixes fields. */
function listOf(children: QueryNode[]): { kind: ListKind; values: string[] } | null {
  let kind: ListKind | undefined;
  const values: string[] = [];
  for (const c of children) {
    if (c.kind !== 'type' && c.kind !== 'faction' && c.kind !== 'set') return null;
    if (kind !== undefined && c.kind !== kind) return null;
    kind = c.kind;
    values.push(c.value);
  }
  return kind === undefined ? null : { kind, values };
}

/**
 * The filter controls for `q`, or null when the controls cannot show it
 * (negation, exact names, a field twice, mixed or nested `or`), in which case
 * the UI keeps just the query box. A query that does not parse is null too.
 */
export function queryToFilters(q: string): Filters | null {
  let root: QueryNode;
  try {
    root = parseQuery(q);
  } catch (error) {
    if (error instanceof QuerySyntaxError) return null;
    throw error;
  }
  const terms = root.kind === 'all' ? [] : root.kind === 'and' ? flattenAnd(root.children) : [root];
  const words: string[] = [];
  const f = emptyFilters();
  const seen = new Set<string>();
  const once = (key: string): boolean => {
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };

  for (const node of terms) {
    switch (node.kind) {
      case 'name':
        if (node.exact) return null;
        words.push(node.raw);
        break;
      case 'type':
      case 'faction':
      case 'set':
        if (!once(node.kind)) return null;
        setList(f, node.kind, [node.value]);
        break;
      case 'or': {
        const list = listOf(node.children);
        if (!list || !once(list.kind)) return null;
        setList(f, list.kind, list.values);
        break;
      }
      case 'rarity':
      case 'keyword':
      case 'move':
        if (!once(node.kind)) return null;
        f[node.kind] = node.value;
        break;
      case 'text':
        if (!once('text')) return null;
        f.ability = node.value;
        break;
      case 'cannon':
        if (!once('cannon')) return null;
        f.cannon = `${node.rank}${node.range}`;
        break;
      case 'compare':
        if (!once(node.field)) return null;
        f[FILTER_KEY[node.field]] = { op: node.op, value: node.value };
        break;
      default:
        return null;
    }
  }
  f.text = words.join(' ');
  return f;
}

function setList(f: Filters, kind: ListKind, values: string[]): void {
  if (kind === 'type') f.types = TypeFilter.array().parse(values);
  else if (kind === 'set') f.sets = SetCode.array().parse(values);
  else f.factions = values;
}

function flattenAnd(nodes: QueryNode[]): QueryNode[] {
  return nodes.flatMap((n) => (n.kind === 'and' ? flattenAnd(n.children) : [n]));
}
