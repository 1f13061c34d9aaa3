import { z } from 'zod';

export const QueryErrorReason = z.enum([
  'unknown-field',
  'unclosed-paren',
  'unexpected-paren',
  'unclosed-quote',
  'bad-number',
  'bad-operator',
  'unknown-set',
  'unknown-type',
  'bad-move',
  'bad-cannon',
  'empty-term',
  'dangling-or',
  'query-too-long',
  'too-many-terms',
  'needs-collection',
]);
export type QueryErrorReason = z.infer<typeof QueryErrorReason>;

/**
 * A query the parser cannot read. `position` is the 0-based character offset
 * of the offending text so a UI can put a caret under it; `reason` is stable
 * for programs, `message` is written for a player.
 */
export class QuerySyntaxError extends Error {
  readonly code = 'query-syntax';
  constructor(
    readonly reason: QueryErrorReason,
    readonly position: number,
    message: string,
  ) {
    super(message);
    this.name = 'QuerySyntaxError';
  }
}
