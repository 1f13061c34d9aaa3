export { parseQuery, type ParseOptions } from './parse';
export { QuerySyntaxError, QueryErrorReason } from './errors';
export type { QueryNode, QueryNodeOf, ComparisonOp, NumericField, CountField } from './ast';
export { COMPARISON_OPS, NUMERIC_FIELDS, TypeFilter } from './ast';
export { compileQuery, type IndexedCard, type FuzzyNames, type CompiledQuery, type CollectionCounts } from './evaluate';
export { normaliseText, keywordSlug, normaliseMove } from './normalise';
export { suggestQuery } from './suggest';
