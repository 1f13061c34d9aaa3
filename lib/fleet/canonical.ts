import type { CardLookup } from '@/lib/cards/lookup';
import type { Fleet } from './fleet';

/**
 * The fleet with every id the lookup knows written as the card's own id (`SMU-57` becomes `SMU-057`), so a saved
 * fleet and its share code name each card one way. Ids the lookup does not know are kept as given: validation still
 * has to name them to the player.
 */
export function canonicalFleet(fleet: Fleet, lookup: CardLookup): Fleet {
  const id = (cardId: string) => lookup(cardId)?.id ?? cardId;
  return {
    ...fleet,
    ships: fleet.ships.map((ship) => ({ cardId: id(ship.cardId), crew: ship.crew.map(id) })),
    crew: fleet.crew.map(id),
    forts: fleet.forts.map(id),
    treasure: fleet.treasure.map(id),
  };
}
