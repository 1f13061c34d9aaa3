import type { Card } from '@/lib/cards/card';
import { formatCannons } from '@/lib/cards/cannons';
import { plural } from '@/app/_lib/plural';
import { setByCode } from '@/lib/cards/sets';

/** How a card's type reads to a player: sea creatures and generic crew are named as such. */
export function typeLabel(card: Pick<Card, 'type' | 'generic' | 'seaCreature'>): string {
  if (card.type === 'ship' && card.seaCreature) return 'Sea creature';
  if (card.type === 'crew' && card.generic) return 'Generic crew';
  return card.type.charAt(0).toUpperCase() + card.type.slice(1);
}

export function pointsLabel(card: Pick<Card, 'points' | 'pointsAreGold'>): string | null {
  if (card.points === null) return null;
  return card.pointsAreGold ? `${card.points} gold` : plural(card.points, 'pt');
}

/**
 * One printing in a picker: set (its id instead when the set printed the piece twice), faction and cost, so a
 * player choosing between printings sees what they are choosing rather than bare ids.
 */
export function printingLabel(
  printing: Pick<Card, 'id' | 'set' | 'faction' | 'points' | 'pointsAreGold'>,
  all: readonly Pick<Card, 'set'>[],
): string {
  const where = all.filter((o) => o.set === printing.set).length > 1 ? printing.id : printing.set === 'UNR' ? 'Unreleased' : printing.set;
  return [where, printing.faction ?? 'Unaligned', pointsLabel(printing)].filter(Boolean).join(' · ');
}

/** An amount of a build total, in what the ruleset counts: "49 points", "1 point", "49 gold". */
export function buildAmount(amount: number, unit: 'points' | 'gold'): string {
  return unit === 'gold' ? `${amount} gold` : plural(amount, 'point');
}

export function setName(code: string): string {
  return setByCode(code)?.name ?? code;
}

/** Cannons as printed (`2S-3L`), or null for a card without any. */
export function cannonLabel(card: Pick<Card, 'cannons'>): string | null {
  return card.cannons.length ? formatCannons(card.cannons) : null;
}
