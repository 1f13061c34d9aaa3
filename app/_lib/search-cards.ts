import type { Card } from '@/lib/cards/card';
import { searchCards } from '@/lib/cards/search';
import { QuerySyntaxError } from '@/lib/cards/query';
import { getCardStore } from './card-store';
import type { ListParams } from './list-params';

export interface CardPage {
  total: number;
  cards: Card[];
}

/** Why a query could not be read, with the 0-based position a UI puts its caret under. */
export interface QueryProblem {
  message: string;
  position: number;
  reason: string;
}

export type SearchOutcome = { ok: true; page: CardPage } | { ok: false; problem: QueryProblem };

/**
 * One page of search results, shared by `GET /api/cards` and the server-rendered `/cards` page
 * so both answer the same URL the same way.
 */
export function searchCardPage({ q, limit, offset, sort, dir }: ListParams): SearchOutcome {
  let matches: Card[];
  try {
    matches = searchCards(getCardStore().index, q, { sort, dir });
  } catch (err) {
    if (err instanceof QuerySyntaxError) {
      return { ok: false, problem: { message: err.message, position: err.position, reason: err.reason } };
    }
    throw err;
  }
  return { ok: true, page: { total: matches.length, cards: matches.slice(offset, offset + limit) } };
}
