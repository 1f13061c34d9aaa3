import { z } from 'zod';
import { SortDir, SortKey } from '@/lib/cards/sort';

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;

/** Query-string parameters of `GET /api/cards` after clamping; sort and dir are validated, not guessed. */
export const ListParams = z.object({
  q: z.string(),
  limit: z.number().int().min(1).max(MAX_LIMIT),
  offset: z.number().int().min(0),
  sort: SortKey.optional(),
  dir: SortDir.optional(),
  /** `piece`: one result per game piece, with its printings (the card browser); default: every printing (DESIGN.md). */
  group: z.enum(['piece']).optional(),
});
export type ListParams = z.infer<typeof ListParams>;

function integerOr(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

/**
 * Absurd paging values are clamped rather than rejected, so a hand-edited URL still shows results;
 * an unknown sort or direction is a client mistake worth reporting, so it fails validation.
 */
export function parseListParams(search: URLSearchParams) {
  const limit = Math.min(MAX_LIMIT, Math.max(1, integerOr(search.get('limit'), DEFAULT_LIMIT)));
  const offset = Math.max(0, integerOr(search.get('offset'), 0));
  const emptyToUndefined = (v: string | null) => (v === null || v === '' ? undefined : v);
  return ListParams.safeParse({
    q: search.get('q') ?? '',
    limit,
    offset,
    sort: emptyToUndefined(search.get('sort')),
    dir: emptyToUndefined(search.get('dir')),
    group: emptyToUndefined(search.get('group')),
  });
}
