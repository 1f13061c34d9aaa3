import type { Card } from './card';
import { normaliseName } from './identity';
import { idLookupKey } from './ids';
import { SET_CODES } from './sets';

/** Resolves an id (loosely: `SMU-57` finds `SMU-057`) to a card, or undefined. Rules, fleets and the builder all read cards through it. */
export type CardLookup = (id: string) => Card | undefined;

/** Cards by id and by name, for readers of what players write (text lists name cards, not ids). */
export interface CardCatalogue {
  lookup: CardLookup;
  /** Every card whose name is `name` (compared with normaliseName), newest set first. */
  named(name: string): readonly Card[];
}

const SET_ORDER = new Map<string, number>(SET_CODES.map((code, i) => [code, i]));

/** Newest printing first: later sets reprint and correct earlier ones, and they are the printings players own now. */
export function newestFirst(a: Card, b: Card): number {
  return (SET_ORDER.get(b.set) ?? 0) - (SET_ORDER.get(a.set) ?? 0) || a.id.localeCompare(b.id);
}

export function catalogueOf(cards: readonly Card[]): CardCatalogue {
  const byKey = new Map(cards.map((c) => [idLookupKey(c.id), c]));
  const byName = new Map<string, Card[]>();
  for (const card of cards) {
    const key = normaliseName(card.name);
    const list = byName.get(key);
    if (list) list.push(card);
    else byName.set(key, [card]);
  }
  for (const list of byName.values()) list.sort(newestFirst);
  return {
    lookup: (id) => byKey.get(idLookupKey(id)),
    named: (name) => byName.get(normaliseName(name)) ?? [],
  };
}
