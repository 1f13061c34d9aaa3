import type { Card } from '@/lib/cards/card';

/** Cards with the same key have the same ability text, so under No Stacking only one of them counts. */
export function abilityKey(card: Card): string {
  return card.ability.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Sums a numeric effect over cards under the No Stacking rule
 * (001 "Rules of the High Seas"; 004 "Rules of the High Seas"): two sources of
 * the same ability text are not cumulative, so cards with identical text count
 * once (the largest amount), while different texts add up.
 */
export function stackedTotal(cards: readonly Card[], amount: (card: Card) => number): number {
  const best = new Map<string, number>();
  for (const card of cards) {
    const value = amount(card);
    if (value <= 0) continue;
    const key = abilityKey(card);
    best.set(key, Math.max(best.get(key) ?? 0, value));
  }
  let total = 0;
  for (const value of best.values()) total += value;
  return total;
}
