import type { Card } from '@/lib/cards/card';
import type { Fleet } from '@/lib/fleet/fleet';
import { getDb } from '@/db/client';
import { findFleet, type StoredFleet } from '@/db/fleets';
import { serverCardLookup } from '@/app/_lib/card-store';
import { fleetCardIds } from '@/lib/fleet/edit';

/** Server-only: a saved fleet with the cards it names (unknown ids are left out; the validator reports them). */
export function loadSavedFleet(slug: string): { stored: StoredFleet; cards: Card[] } | undefined {
  const stored = findFleet(getDb(), slug);
  if (!stored) return undefined;
  return { stored, cards: cardsOf(stored.fleet) };
}

export function cardsOf(fleet: Fleet): Card[] {
  const lookup = serverCardLookup();
  return fleetCardIds(fleet)
    .map((id) => lookup(id))
    .filter((c): c is Card => c !== undefined);
}
