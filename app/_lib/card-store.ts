import type { Card } from '@/lib/cards/card';
import { createCardIndex, type CardIndex } from '@/lib/cards/search';
import { getDb } from '@/db/client';
import { loadAllCards } from '@/db/cards';

/**
 * Server-only: the whole card list and its search index, built once per process.
 * The card list changes only on import, and rebuilding the fuzzy index per request
 * would cost far more than the 15 ms a search may take through the API.
 */
export interface CardStore {
  cards: Card[];
  index: CardIndex;
}

// Kept on globalThis so route handlers and pages (separate bundles) and dev reloads share one index.
const STORE_KEY = Symbol.for('pirates.cardStore');
type StoreHolder = { [STORE_KEY]?: CardStore };

export function getCardStore(): CardStore {
  const holder = globalThis as StoreHolder;
  let store = holder[STORE_KEY];
  if (!store) {
    const cards = loadAllCards(getDb());
    store = { cards, index: createCardIndex(cards) };
    holder[STORE_KEY] = store;
  }
  return store;
}
