import { z } from 'zod';
import { SortDir, SortKey } from '@/lib/cards/sort';

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;

/**
 * A whole-number query parameter, absent or empty meaning `fallback`. Digits only (no `1e9`, `0x10`, `12.9`), and
 * out of range fails naming the parameter and its bound: bending it into range would quietly answer a question the
 * client did not ask.
 */
function wholeNumber(name: string, fallback: number, min: number, max?: number) {
  const bound = max === undefined ? `${min} or more` : `from ${min} to ${max}`;
  return z
    .string()
    .nullable()
    .transform((raw, ctx) => {
      if (raw === null || raw.trim() === '') return fallback;
      const n = /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
      if (!(n >= min && (max === undefined || n <= max))) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a whole number ${bound}, not '${raw}'.` });
        return z.NEVER;
      }
      return n;
    });
}

/** An optional choice, absent or empty meaning none; anything else must be one of `options`, and the message lists them. */
function oneOf<const T extends readonly string[]>(name: string, options: T) {
  return z
    .string()
    .nullable()
    .transform((raw, ctx): T[number] | undefined => {
      if (raw === null || raw === '') return undefined;
      if ((options as readonly string[]).includes(raw)) return raw as T[number];
      ctx.addIssue({ code: 'custom', message: `${name} must be ${options.length === 1 ? '' : 'one of '}${options.join(', ')}, not '${raw}'.` });
      return z.NEVER;
    });
}

/** Query-string parameters of `GET /api/cards`, each checked on its own so a 400 names the one that is wrong. */
const ListQuery = z.object({
  q: z.string().nullable().transform((v) => v ?? ''),
  limit: wholeNumber('limit', DEFAULT_LIMIT, 1, MAX_LIMIT),
  offset: wholeNumber('offset', 0, 0),
  sort: oneOf('sort', SortKey.options),
  dir: oneOf('dir', SortDir.options),
  /** `piece`: one result per game piece, with its printings (the card browser); default: every printing (DESIGN.md). */
  group: oneOf('group', ['piece'] as const),
  /** A synced collection's key or share id: adds `owned`/`wanted` to each card and lets the query use `own`/`want`. */
  collection: z
    .string()
    .nullable()
    .transform((v) => (v === null || v.trim() === '' ? undefined : v.trim())),
});
export type ListParams = z.output<typeof ListQuery>;

export function parseListParams(search: URLSearchParams) {
  return ListQuery.safeParse(Object.fromEntries(Object.keys(ListQuery.shape).map((key) => [key, search.get(key)])));
}
