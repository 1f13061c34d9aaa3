import type { Card } from '../cards/card';
import { SETS, type SetCode } from '../cards/sets';
import { countsOf, type Collection } from './collection';
import { spareCopies } from './fleet-needs';

export interface SetProgress {
  set: SetCode;
  name: string;
  /** Printings of the set with at least one copy owned. */
  owned: number;
  /** Printings of the set. */
  total: number;
}

/**
 * Owned of released printings, per set in release order. Cards that never shipped (set UNR) are left out: nobody can
 * own them, and counting them would keep every collection short of complete.
 */
export function progressBySet(cards: readonly Card[], collection: Collection): SetProgress[] {
  const bySet = new Map<SetCode, SetProgress>();
  for (const set of SETS) if (set.code !== 'UNR') bySet.set(set.code, { set: set.code, name: set.name, owned: 0, total: 0 });
  for (const card of cards) {
    const row = bySet.get(card.set);
    if (!row) continue;
    row.total++;
    if (countsOf(collection, card.id).owned > 0) row.owned++;
  }
  return [...bySet.values()].filter((row) => row.total > 0);
}

export const COLLECTION_FILTERS = ['all', 'owned', 'missing', 'wanted', 'duplicates'] as const;
export type CollectionFilter = (typeof COLLECTION_FILTERS)[number];

/** Whether a released card belongs under the collection page's filter; "duplicates" are copies no fleet can use (spareCopies). */
export function inFilter(card: Card, collection: Collection, filter: CollectionFilter): boolean {
  const { owned, wanted } = countsOf(collection, card.id);
  switch (filter) {
    case 'all':
      return true;
    case 'owned':
      return owned > 0;
    case 'missing':
      return owned === 0 && card.set !== 'UNR';
    case 'wanted':
      return wanted > 0;
    case 'duplicates':
      return spareCopies(card, owned) > 0;
  }
}

export interface TradeLine {
  id: string;
  name: string;
  count: number;
}

/**
 * The plain haves/wants list traders swap: haves are the spare copies (spareCopies), wants the wanted counts, each
 * in card id order. Cards the list does not know are listed by id alone, so nothing in the collection is dropped.
 */
export function tradeList(collection: Collection, cardById: (id: string) => Card | undefined): { haves: TradeLine[]; wants: TradeLine[] } {
  const haves: TradeLine[] = [];
  const wants: TradeLine[] = [];
  for (const id of Object.keys(collection).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))) {
    const card = cardById(id);
    const { owned, wanted } = collection[id];
    const name = card?.name ?? id;
    const spare = card ? spareCopies(card, owned) : 0;
    if (spare > 0) haves.push({ id, name, count: spare });
    if (wanted > 0) wants.push({ id, name, count: wanted });
  }
  return { haves, wants };
}

export function tradeListText(list: { haves: TradeLine[]; wants: TradeLine[] }): string {
  const lines = (title: string, rows: TradeLine[]) => [title, ...(rows.length ? rows.map((r) => `${r.count}x ${r.name} (${r.id})`) : ['(none)'])];
  return [...lines('HAVES', list.haves), '', ...lines('WANTS', list.wants)].join('\n') + '\n';
}
