import { z } from 'zod';
import { CARD_TYPES, type Range } from '../card';
import type { SetCode } from '../sets';

export const COMPARISON_OPS = ['=', '!=', '<', '<=', '>', '>='] as const;
export type ComparisonOp = (typeof COMPARISON_OPS)[number];

export const NUMERIC_FIELDS = ['points', 'masts', 'cargo'] as const;
export type NumericField = (typeof NUMERIC_FIELDS)[number];

/** Counts of the collection a search runs against (lib/collection), not fields of the card. */
export const COUNT_FIELDS = ['owned', 'wanted'] as const;
export type CountField = (typeof COUNT_FIELDS)[number];

/** `t:` accepts the card types plus two groupings players ask for: generic crew only, and sea creatures. */
export const TypeFilter = z.enum([...CARD_TYPES, 'generic', 'creature']);
export type TypeFilter = z.infer<typeof TypeFilter>;

/**
 * The parsed query. Text values are already normalised (see normalise.ts) so
 * evaluation compares them directly with the index's precomputed fields.
 */
export type QueryNode =
  | { kind: 'all' }
  | { kind: 'and'; children: QueryNode[] }
  | { kind: 'or'; children: QueryNode[] }
  | { kind: 'not'; child: QueryNode }
  /** `raw` is the name as typed, for showing it back in a search box. */
  | { kind: 'name'; value: string; raw: string; exact: boolean }
  | { kind: 'type'; value: TypeFilter }
  | { kind: 'faction'; value: string }
  | { kind: 'set'; value: SetCode }
  | { kind: 'rarity'; value: string }
  | { kind: 'keyword'; value: string }
  | { kind: 'text'; value: string }
  | { kind: 'compare'; field: NumericField; op: ComparisonOp; value: number }
  | { kind: 'count'; field: CountField; op: ComparisonOp; value: number }
  | { kind: 'move'; value: string }
  | { kind: 'cannon'; rank: number; range: Range };

export type QueryNodeKind = QueryNode['kind'];
export type QueryNodeOf<K extends QueryNodeKind> = Extract<QueryNode, { kind: K }>;
