import type { Card } from '@/lib/cards/card';
import { createCardIndex, type CardIndex } from '@/lib/cards/search';
import { getDb } from '@/db/client';
import { catalogueVersion, loadAllCards } from '@/db/cards';

/**
 * Server-only: the whole card list and its search index, built once per import.
 * The card list changes only on import, and rebuilding the fuzzy index per request
 * would cost far more than the 15 ms a search may take through the API; checking
 * the import version per request lets a running site pick up a re-import (or a
 * first import after it started on an empty database) without a restart.
 */
export interface CardStore {
  version: number;
  cards: Card[];
  index: CardIndex;
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
    store = { version, cards, index: createCardIndex(cards) };
    holder[STORE_KEY] = store;
  }
  return store;
}
