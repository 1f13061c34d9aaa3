import type { Card } from '@/lib/cards/card';
import { idLookupKey } from '@/lib/cards/ids';
import { createCardIndex, type CardIndex } from '@/lib/cards/search';
import { groupBy } from '@/lib/group-by';
import { groupPrintings } from '@/lib/cards/printings';
import { catalogueOf, type CardCatalogue, type CardLookup } from '@/lib/cards/lookup';
import { getDb } from '@/db/client';
import { catalogueVersion, loadAllCards } from '@/db/cards';

/**
 * Server-only: the whole card list, its search index and its lookups, built once per import.
 * The card list changes only on import, and rebuilding the fuzzy index per request
 * would cost far more than the 15 ms a search may take through the API; checking
 * the import version per request lets a running site pick up a re-import (or a
 * first import after it started on an empty database) without a restart.
 */
export interface CardStore {
  version: number;
  cards: Card[];
  index: CardIndex;
  /** By idLookupKey, so `SMU-57` and `smu-057` find `SMU-057`. */
  byKey: Map<string, Card>;
  /** By card id: every printing of its game piece (lib/cards/printings.ts), in set order, one array per piece. */
  printings: Map<string, Card[]>;
  /** By pieceKey: every card of that name and type, the cards the no-duplicates rule counts as one. */
  namesakes: Map<string, Card[]>;
  /** Cards by id and by name, for reading what players write. */
  catalogue: CardCatalogue;
}

// Kept on globalThis so route handlers and pages (separate bundles) and dev reloads share one index.
const STORE_KEY = Symbol.for('pirates.cardStore');
type StoreHolder = { [STORE_KEY]?: CardStore };

export function getCardStore(): CardStore {
  const holder = globalThis as StoreHolder;
  const db = getDb();
  const version = catalogueVersion(db);
  let store = holder[STORE_KEY];
  if (!store || store.version !== version) {
    const cards = loadAllCards(db);
    store = {
      version,
      cards,
      index: createCardIndex(cards),
      byKey: new Map(cards.map((c) => [idLookupKey(c.id), c])),
      printings: new Map(groupPrintings(cards).flatMap((piece) => piece.map((card) => [card.id, piece] as const))),
      namesakes: groupBy(cards, (c) => c.pieceKey),
      catalogue: catalogueOf(cards),
    };
    holder[STORE_KEY] = store;
  }
  return store;
}

/** A card by id, as loosely as `GET /api/cards/{id}` accepts it. */
export function findStoredCard(id: string): Card | undefined {
  return getCardStore().byKey.get(idLookupKey(id));
}

/** Every printing of the card's game piece, itself included, in set order. */
export function printingsOf(card: Pick<Card, 'id'>): Card[] {
  return getCardStore().printings.get(card.id) ?? [];
}

/** The cards that share this card's name and type but are other game pieces (the no-duplicates rule counts them as one). */
export function namesakesOf(card: Pick<Card, 'id' | 'pieceKey'>): Card[] {
  const printings = new Set(printingsOf(card));
  return (getCardStore().namesakes.get(card.pieceKey) ?? []).filter((c) => !printings.has(c));
}

/** The rules' card lookup over the current card list. */
export function serverCardLookup(): CardLookup {
  const { byKey } = getCardStore();
  return (id) => byKey.get(idLookupKey(id));
}
