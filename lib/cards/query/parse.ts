import { MoveParseError, parseMove } from '../move';
import { setByCode } from '../sets';
import { TypeFilter, type ComparisonOp, type CountField, type NumericField, type QueryNode } from './ast';
import { QuerySyntaxError } from './errors';
import { keywordSlug, normaliseAbility, normaliseText } from './normalise';
import { tokenize, type Token, type TermOp } from './tokenize';

const TYPE_FILTERS = TypeFilter.options;
const TYPE_ALIASES: Record<string, TypeFilter> = { fortress: 'fort', 'sea-creature': 'creature', seacreature: 'creature' };
const CANNON_CODE = /^([1-6])([SL])$/;
const NUMBER = /^\d+(?:\.\d+)?$/;

/*
 * A search's cost grows with its terms (each bare word is a fuzzy pass over every name), so queries are bounded
 * before any work: far above what a person types (the longest README example has 5 terms), low enough that a
 * pasted wall of `or`s costs milliseconds rather than seconds and cannot starve other searches.
 */
export const MAX_QUERY_LENGTH = 400;
export const MAX_QUERY_TERMS = 32;

/**
 * Parses the Scryfall-style card query of DESIGN.md into an AST.
 *
 *   query  := or EOF
 *   or     := and ( "or" and )*
 *   and    := unary+
 *   unary  := "-" unary | "(" or ")" | term
 *
 * Throws QuerySyntaxError; an empty query matches every card. `own` and `want` count the pieces of a collection, so
 * they parse only when the search has one (`options.collection`); without one they are an error naming the field,
 * never a filter that silently matches nothing.
 */
export interface ParseOptions {
  collection?: boolean;
}

export function parseQuery(query: string, options: ParseOptions = {}): QueryNode {
  if (query.length > MAX_QUERY_LENGTH) {
    throw new QuerySyntaxError(
      'query-too-long',
      MAX_QUERY_LENGTH,
      `A search can be at most ${MAX_QUERY_LENGTH} characters long; this one is ${query.length} (cut at position ${MAX_QUERY_LENGTH}).`,
    );
  }
  const tokens = tokenize(query);
  if (tokens.length === 0) return { kind: 'all' };
  const terms = tokens.filter((t) => t.type === 'word' || t.type === 'field');
  if (terms.length > MAX_QUERY_TERMS) {
    const extra = terms[MAX_QUERY_TERMS];
    throw new QuerySyntaxError(
      'too-many-terms',
      extra.position,
      `A search can have at most ${MAX_QUERY_TERMS} terms; this one has ${terms.length}, the first one too many at position ${extra.position}. Narrow it with fields such as t: or n:.`,
    );
  }
  let pos = 0;
  const peek = (): Token | undefined => tokens[pos];

  const parseOr = (): QueryNode => {
    const children = [parseAnd()];
    while (peek()?.type === 'or') {
      const or = tokens[pos++];
      const next = peek();
      if (!next || next.type === 'or' || next.type === 'rparen') {
        throw new QuerySyntaxError('dangling-or', or.position, `'or' at position ${or.position} needs a term on both sides.`);
      }
      children.push(parseAnd());
    }
    return children.length === 1 ? children[0] : { kind: 'or', children };
  };

  const parseAnd = (): QueryNode => {
    const children: QueryNode[] = [];
    for (let t = peek(); t && t.type !== 'or' && t.type !== 'rparen'; t = peek()) {
      children.push(parseUnary());
    }
    if (children.length === 0) {
      const t = peek();
      if (t?.type === 'or') {
        throw new QuerySyntaxError('dangling-or', t.position, `'or' at position ${t.position} needs a term on both sides.`);
      }
      const at = t?.position ?? query.length;
      throw new QuerySyntaxError('empty-term', at, `Expected a search term at position ${at}.`);
    }
    return children.length === 1 ? children[0] : { kind: 'and', children };
  };

  const parseUnary = (): QueryNode => {
    const t = tokens[pos++];
    switch (t.type) {
      case 'neg': {
        const next = peek();
        if (!next || next.type === 'or' || next.type === 'rparen') {
          throw new QuerySyntaxError('empty-term', t.position, `Nothing follows the '-' at position ${t.position}.`);
        }
        return { kind: 'not', child: parseUnary() };
      }
      case 'lparen': {
        const next = peek();
        if (next?.type === 'rparen') {
          throw new QuerySyntaxError('empty-term', t.position, `The parentheses at position ${t.position} are empty.`);
        }
        if (!next) {
          throw new QuerySyntaxError('unclosed-paren', t.position, `The '(' at position ${t.position} is never closed. Add a ')'.`);
        }
        const inner = parseOr();
        if (peek()?.type !== 'rparen') {
          throw new QuerySyntaxError('unclosed-paren', t.position, `The '(' at position ${t.position} is never closed. Add a ')'.`);
        }
        pos++;
        return inner;
      }
      case 'word':
        return { kind: 'name', value: normaliseText(t.value), raw: t.value, exact: t.exact };
      case 'field':
        return fieldNode(t, options);
      default:
        throw new Error(`parseAnd never hands parseUnary a ${t.type} token`);
    }
  };

  const root = parseOr();
  const stray = peek();
  if (stray) {
    throw new QuerySyntaxError('unexpected-paren', stray.position, `The ')' at position ${stray.position} has no matching '('.`);
  }
  return root;
}

type FieldToken = Extract<Token, { type: 'field' }>;

function fieldNode(t: FieldToken, options: ParseOptions): QueryNode {
  if (t.field === 'points' || t.field === 'masts' || t.field === 'cargo') return compareNode(t, t.field);
  if (t.field === 'owned' || t.field === 'wanted') return countNode(t, t.field, options);

  if (t.op !== ':' && t.op !== '=' && t.op !== '!=') {
    const at = t.position + t.prefix.length;
    throw new QuerySyntaxError(
      'bad-operator',
      at,
      `'${t.prefix}' takes ':' (or '=', '!='), not '${t.op}' at position ${at}. Only pts, masts and cargo compare with < and >.`,
    );
  }
  const node = matchNode(t);
  return t.op === '!=' ? { kind: 'not', child: node } : node;
}

function matchNode(t: FieldToken): QueryNode {
  const value = t.value.trim();
  switch (t.field) {
    case 'type': {
      const key = keywordSlug(value);
      const type = TYPE_ALIASES[key] ?? TYPE_FILTERS.find((f) => f === key) ?? TYPE_FILTERS.find((f) => `${f}s` === key);
      if (!type) {
        throw new QuerySyntaxError(
          'unknown-type',
          t.valuePosition,
          `Unknown card type '${value}' at position ${t.valuePosition}. Types are ${TYPE_FILTERS.join(', ')}.`,
        );
      }
      return { kind: 'type', value: type };
    }
    case 'set': {
      const set = setByCode(value);
      if (!set) {
        throw new QuerySyntaxError(
          'unknown-set',
          t.valuePosition,
          `Unknown set code '${value}' at position ${t.valuePosition}. Use a code such as SM, CC, RV, BC, SCS, DJC, MI, FN, OE, RF.`,
        );
      }
      return { kind: 'set', value: set.code };
    }
    case 'faction':
      return { kind: 'faction', value: normaliseText(value) };
    case 'rarity':
      return { kind: 'rarity', value: normaliseText(value) };
    case 'keyword':
      return { kind: 'keyword', value: keywordSlug(value) };
    case 'text':
      return { kind: 'text', value: normaliseAbility(value) };
    case 'move': {
      try {
        return { kind: 'move', value: parseMove(value).code };
      } catch (error) {
        if (!(error instanceof MoveParseError)) throw error;
        throw new QuerySyntaxError('bad-move', t.valuePosition, `'${value}' at position ${t.valuePosition} is not a move code. Write it as printed: S, L, S+L, L+S, S+S+S.`);
      }
    }
    case 'cannon': {
      const cannon = CANNON_CODE.exec(value.toUpperCase());
      if (!cannon) {
        throw new QuerySyntaxError('bad-cannon', t.valuePosition, `'${value}' at position ${t.valuePosition} is not a cannon. Write rank then range, like 3S or 2L.`);
      }
      return { kind: 'cannon', rank: Number(cannon[1]), range: cannon[2] as 'S' | 'L' };
    }
    default:
      throw new Error(`field ${t.field} is numeric and handled by compareNode`);
  }
}

function countNode(t: FieldToken, field: CountField, options: ParseOptions): QueryNode {
  if (!options.collection) {
    throw new QuerySyntaxError(
      'needs-collection',
      t.position,
      `'${t.prefix}' at position ${t.position} counts the pieces of a collection, and this search has none. Open your collection (or pass collection=<key> to the API) to use own and want.`,
    );
  }
  const { op, value } = comparison(t);
  return { kind: 'count', field, op, value };
}

/** `pts:5` means equals; `pts:>=5` is accepted too since players type it. */
function compareNode(t: FieldToken, field: NumericField): QueryNode {
  return { kind: 'compare', field, ...comparison(t) };
}

function comparison(t: FieldToken): { op: ComparisonOp; value: number } {
  let op: TermOp = t.op;
  let raw = t.value.trim();
  let at = t.valuePosition;
  if (op === ':') {
    const inner = /^(!=|<=|>=|=|<|>)/.exec(raw);
    op = inner ? (inner[1] as TermOp) : '=';
    if (inner) {
      raw = raw.slice(inner[1].length);
      at += inner[1].length;
    }
  }
  if (!NUMBER.test(raw)) {
    throw new QuerySyntaxError('bad-number', at, `'${raw}' at position ${at} is not a number. Write e.g. ${t.prefix}>=5.`);
  }
  return { op: op as ComparisonOp, value: Number(raw) };
}
