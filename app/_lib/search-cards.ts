import type { Card } from '@/lib/cards/card';
import { searchCards } from '@/lib/cards/search';
import { compareBySet } from '@/lib/cards/sort';
import { QuerySyntaxError, type CollectionCounts } from '@/lib/cards/query';
import { getCardStore } from './card-store';
import type { ListParams } from './list-params';

/** A printing of a card's game piece, enough to link to it and for a picker to say set, faction and cost. */
export type PrintingRef = Pick<Card, 'id' | 'set' | 'faction' | 'points' | 'pointsAreGold'>;

/** With a collection: the card's counts in it (0 when it holds none). */
export type CardWithCounts = Card & { owned?: number; wanted?: number };

export interface CardPage {
  /** Cards, or game pieces when grouped. */
  total: number;
  cards: CardWithCounts[];
  /** When grouped: for each card shown, every printing of its piece that matched (itself included), in set order. */
  printings?: Record<string, PrintingRef[]>;
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
export function searchCardPage({ q, limit, offset, sort, dir, group }: Omit<ListParams, 'collection'>, collection?: CollectionCounts): SearchOutcome {
  const outcome = searchPage({ q, limit, offset, sort, dir, group }, collection);
  if (!outcome.ok || !collection) return outcome;
  const cards = outcome.page.cards.map((card) => ({ ...card, ...collection(card.id) }));
  return { ok: true, page: { ...outcome.page, cards } };
}

function searchPage({ q, limit, offset, sort, dir, group }: Omit<ListParams, 'collection'>, collection?: CollectionCounts): SearchOutcome {
  let matches: Card[];
  try {
    matches = searchCards(getCardStore().index, q, { sort, dir, collection });
  } catch (err) {
    if (err instanceof QuerySyntaxError) {
      return { ok: false, problem: { message: err.message, position: err.position, reason: err.reason } };
    }
    throw err;
  }
  if (group !== 'piece') return { ok: true, page: { total: matches.length, cards: matches.slice(offset, offset + limit) } };
  // One entry per game piece (lib/cards/printings.ts), where its best-placed printing falls in the order; the
  // piece's other printings that matched ride along with it.
  const { printings: pieceOf } = getCardStore();
  const pieces = new Map<Card[], Card[]>();
  for (const card of matches) {
    const piece = pieceOf.get(card.id) ?? [card];
    const list = pieces.get(piece);
    if (list) list.push(card);
    else pieces.set(piece, [card]);
  }
  const shown = [...pieces.values()].slice(offset, offset + limit);
  const printings: Record<string, PrintingRef[]> = {};
  for (const list of shown) {
    printings[list[0].id] = [...list].sort(compareBySet).map(({ id, set, faction, points, pointsAreGold }) => ({ id, set, faction, points, pointsAreGold }));
  }
  return { ok: true, page: { total: pieces.size, cards: shown.map((list) => list[0]), printings } };
}
