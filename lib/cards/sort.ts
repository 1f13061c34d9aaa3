import { z } from 'zod';
import type { Card } from './card';
import { speedValue } from './move';
import { setOrder } from './sets';

export const SortKey = z.enum(['name', 'points', 'masts', 'cargo', 'speed', 'set']);
export type SortKey = z.infer<typeof SortKey>;

export const SortDir = z.enum(['asc', 'desc']);
export type SortDir = z.infer<typeof SortDir>;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Release order, then collector number as a person reads it (2 before 10, `EC-2` before `EC-10`). */
export function compareBySet(a: Card, b: Card): number {
  return setOrder(a.set) - setOrder(b.set) || collator.compare(a.number, b.number);
}

/**
 * A name as it sorts: quote marks and apostrophes dropped, so nicknames printed in quotes ('Diamond', “Beaver”,
 * "Hacksaw") sort under their letters instead of first, whichever quote style the row uses.
 */
export function nameSortKey(name: string): string {
  return name.replace(/["'`\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u00b4]/g, '').replace(/\s+/g, ' ').trim();
}

export function compareByName(a: Card, b: Card): number {
  return collator.compare(nameSortKey(a.name), nameSortKey(b.name)) || compareBySet(a, b);
}

export type NumericSortKey = Exclude<SortKey, 'name' | 'set'>;

const NUMERIC: Record<NumericSortKey, (c: Card) => number | null> = {
  // Printed cost, as `pts` compares it: a fort sorts by its gold cost.
  points: (c) => c.points,
  masts: (c) => c.masts,
  cargo: (c) => c.cargo,
  speed: (c) => speedValue(c.move),
};

export function isNumericSortKey(key: SortKey): key is NumericSortKey {
  return key !== 'name' && key !== 'set';
}

/** The value a numeric sort orders by; null when the card has none. */
export function sortValue(key: NumericSortKey, card: Card): number | null {
  return NUMERIC[key](card);
}

/**
 * Orders two sort values. Cards without a value go last in both directions
 * (a player sorting by masts wants ships, not crew, first); 0 means a tie.
 */
export function compareSortValues(a: number | null, b: number | null, dir: SortDir): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return dir === 'asc' ? a - b : b - a;
}

/** Comparator for `key` in direction `dir`; ties fall back to name, then set and number, so the order is stable. */
export function cardComparator(key: SortKey, dir: SortDir = 'asc'): (a: Card, b: Card) => number {
  const sign = dir === 'asc' ? 1 : -1;
  if (key === 'name') return (a, b) => sign * compareByName(a, b);
  if (key === 'set') return (a, b) => sign * compareBySet(a, b) || compareByName(a, b);
  return (a, b) => compareSortValues(sortValue(key, a), sortValue(key, b), dir) || compareByName(a, b);
}

export function sortCards(cards: readonly Card[], key: SortKey, dir: SortDir = 'asc'): Card[] {
  if (!isNumericSortKey(key)) return [...cards].sort(cardComparator(key, dir));
  // Speed parses the move code: read each value once, not once per comparison.
  return cards
    .map((card) => ({ card, value: sortValue(key, card) }))
    .sort((a, b) => compareSortValues(a.value, b.value, dir) || compareByName(a.card, b.card))
    .map((d) => d.card);
}
