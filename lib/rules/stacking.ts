import { effectsOfKind } from '@/lib/cards/abilities/parse';
import type { Effect } from '@/lib/cards/abilities/effects';
import type { Card } from '@/lib/cards/card';
import { normaliseName } from '@/lib/cards/identity';

/**
 * Which text a card's effect of `kind` comes from, for No Stacking (001 and 004 "Rules of the High Seas": a ship
 * uses an ability text once). Two crew printing the same sentence share a key even when the rest of their texts
 * differ (one also says "Captain."). Figures the WizKids list supplies without a matching sentence fall back to the
 * whole text.
 */
export function effectKey(card: Card, kind: Effect['kind']): string {
  const found = effectsOfKind(card.ability, kind)[0];
  return normaliseName(found ? found.sentence : card.ability);
}

/**
 * Sums a numeric effect over cards under the No Stacking rule: sources of the same sentence are not cumulative, so
 * they count once (the largest amount), while different sentences add up.
 */
export function stackedTotal(cards: readonly Card[], kind: Effect['kind'], amount: (card: Card) => number): number {
  const best = new Map<string, number>();
  for (const card of cards) {
    const value = amount(card);
    if (value <= 0) continue;
    const key = effectKey(card, kind);
    best.set(key, Math.max(best.get(key) ?? 0, value));
  }
  let total = 0;
  for (const value of best.values()) total += value;
  return total;
}
