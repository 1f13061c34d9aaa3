import type { Card } from '../card';
import type { ComparisonOp, CountField, NumericField, QueryNode } from './ast';

/** A card with its searchable fields folded once, when the index is built. */
export interface IndexedCard {
  card: Card;
  name: string;
  faction: string | null;
  rarity: string | null;
  ability: string;
  move: string | null;
  /** Keyword ids as slugs. */
  keywords: ReadonlySet<string>;
  /** Each cannon as `rank + range`, e.g. `3S`. */
  cannons: ReadonlySet<string>;
}

/** Fuzzy name lookup: entry position → match score (0 perfect, 1 worst). */
export type FuzzyNames = (term: string) => ReadonlyMap<number, number>;

export interface CompiledQuery {
  matches: (entry: IndexedCard, position: number) => boolean;
  /** One map per fuzzy name term that must match (not under a negation), for ranking. */
  rankingScores: ReadonlyMap<number, number>[];
}

/** A collection's counts for a card id (0 for a card it does not hold). */
export type CollectionCounts = (cardId: string) => Readonly<Record<CountField, number>>;

const NO_COUNTS = { owned: 0, wanted: 0 } as const;

/**
 * Turns the AST into a predicate over index entries. Fuzzy name terms are
 * looked up once here, not once per card. `counts` answers `own`/`want` terms.
 */
export function compileQuery(node: QueryNode, fuzzy: FuzzyNames, counts: CollectionCounts = () => NO_COUNTS): CompiledQuery {
  const rankingScores: ReadonlyMap<number, number>[] = [];

  const compile = (n: QueryNode, positive: boolean): CompiledQuery['matches'] => {
    switch (n.kind) {
      case 'all':
        return () => true;
      case 'and': {
        const parts = n.children.map((c) => compile(c, positive));
        return (e, i) => parts.every((p) => p(e, i));
      }
      case 'or': {
        const parts = n.children.map((c) => compile(c, positive));
        return (e, i) => parts.some((p) => p(e, i));
      }
      case 'not': {
        const inner = compile(n.child, !positive);
        return (e, i) => !inner(e, i);
      }
      case 'name': {
        if (n.exact) return (e) => e.name === n.value;
        const scores = fuzzy(n.value);
        if (positive) rankingScores.push(scores);
        return (_e, i) => scores.has(i);
      }
      case 'type':
        switch (n.value) {
          case 'generic':
            return (e) => e.card.type === 'crew' && e.card.generic;
          case 'creature':
            return (e) => e.card.seaCreature;
          default:
            return (e) => e.card.type === n.value;
        }
      case 'faction':
        return (e) => e.faction !== null && e.faction.startsWith(n.value);
      case 'set':
        return (e) => e.card.set === n.value;
      case 'rarity':
        return (e) => e.rarity !== null && e.rarity.startsWith(n.value);
      case 'keyword':
        return (e) => e.keywords.has(n.value);
      case 'text':
        return (e) => e.ability.includes(n.value);
      case 'compare': {
        const test = comparator(n.op, n.value);
        const read = numericField(n.field);
        return (e) => {
          const v = read(e.card);
          return v !== null && test(v);
        };
      }
      case 'count': {
        const test = comparator(n.op, n.value);
        return (e) => test(counts(e.card.id)[n.field]);
      }
      case 'move':
        return (e) => e.move === n.value;
      case 'cannon': {
        const code = `${n.rank}${n.range}`;
        return (e) => e.cannons.has(code);
      }
    }
  };

  return { matches: compile(node, true), rankingScores };
}

function comparator(op: ComparisonOp, target: number): (v: number) => boolean {
  switch (op) {
    case '=':
      return (v) => v === target;
    case '!=':
      return (v) => v !== target;
    case '<':
      return (v) => v < target;
    case '<=':
      return (v) => v <= target;
    case '>':
      return (v) => v > target;
    case '>=':
      return (v) => v >= target;
  }
}

function numericField(field: NumericField): (card: Card) => number | null {
  switch (field) {
    // The printed cost, whatever the currency: `t:fort pts<=3` finds forts costing 3 gold.
    case 'points':
      return (c) => c.points;
    case 'masts':
      return (c) => c.masts;
    case 'cargo':
      return (c) => c.cargo;
  }
}
