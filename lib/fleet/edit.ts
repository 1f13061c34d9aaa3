import type { Card } from '@/lib/cards/card';
import { listOfType } from './composition';
import type { Fleet } from './fleet';

/**
 * The builder's edits, as pure functions from one fleet to the next, so undo/redo is a list of
 * fleets and every edit can be tested without a browser. Legality is never decided here (lib/rules does).
 */

/** Where a crew or equipment card sits: aboard ship `ship`, or unassigned (`ship` null). */
export interface CrewSlot {
  ship: number | null;
  index: number;
}

/** The flat id lists of a fleet (ships hold crew, so they are edited by their own functions). */
export type IdList = 'crew' | 'forts' | 'treasure';

/** Adds a card where its type belongs; crew and equipment go aboard `shipIndex` when given, else unassigned. */
export function addCard(fleet: Fleet, card: Pick<Card, 'id' | 'type'>, shipIndex: number | null = null): Fleet {
  switch (listOfType(card.type)) {
    case 'ships':
      return { ...fleet, ships: [...fleet.ships, { cardId: card.id, crew: [] }] };
    case 'crew':
      if (shipIndex !== null && fleet.ships[shipIndex]) {
        return {
          ...fleet,
          ships: fleet.ships.map((s, i) => (i === shipIndex ? { ...s, crew: [...s.crew, card.id] } : s)),
        };
      }
      return { ...fleet, crew: [...fleet.crew, card.id] };
    case 'forts':
      return { ...fleet, forts: [...fleet.forts, card.id] };
    case 'treasure':
      return { ...fleet, treasure: [...fleet.treasure, card.id] };
    case null:
      return fleet;
  }
}

/**
 * The ship the builder's Add puts a crew or equipment card aboard: the selected ship when it can take crew, else the
 * next one after it that can, wrapping round. Sea creatures cannot (001 "Sea Creatures"), so adding a creature and
 * then a crew puts the crew on a ship, not on the creature. `null` when nothing is selected or no ship can take crew.
 */
export function crewBerth(fleet: Fleet, selected: number | null, canTakeCrew: (shipCardId: string) => boolean): number | null {
  if (selected === null || !fleet.ships[selected]) return null;
  for (let step = 0; step < fleet.ships.length; step++) {
    const i = (selected + step) % fleet.ships.length;
    if (canTakeCrew(fleet.ships[i].cardId)) return i;
  }
  return null;
}

/** Removes a ship; what it carried stays in the fleet, unassigned, so no crew choice is lost by accident. */
export function removeShip(fleet: Fleet, index: number): Fleet {
  const ship = fleet.ships[index];
  if (!ship) return fleet;
  return { ...fleet, ships: fleet.ships.filter((_, i) => i !== index), crew: [...fleet.crew, ...ship.crew] };
}

export function removeCrew(fleet: Fleet, slot: CrewSlot): Fleet {
  if (slot.ship === null) return removeFromList(fleet, 'crew', slot.index);
  return {
    ...fleet,
    ships: fleet.ships.map((s, i) => (i === slot.ship ? { ...s, crew: s.crew.filter((_, j) => j !== slot.index) } : s)),
  };
}

export function removeFromList(fleet: Fleet, list: IdList, index: number): Fleet {
  return { ...fleet, [list]: fleet[list].filter((_, i) => i !== index) };
}

export function crewAt(fleet: Fleet, slot: CrewSlot): string | undefined {
  return slot.ship === null ? fleet.crew[slot.index] : fleet.ships[slot.ship]?.crew[slot.index];
}

/** Moves a carried card aboard another ship, or ashore (`toShip` null). Moving onto its own ship changes nothing. */
export function moveCrew(fleet: Fleet, from: CrewSlot, toShip: number | null): Fleet {
  const id = crewAt(fleet, from);
  if (id === undefined || from.ship === toShip || (toShip !== null && !fleet.ships[toShip])) return fleet;
  return addCard(removeCrew(fleet, from), { id, type: 'crew' }, toShip);
}

/** Every card id the fleet names, in fleet order, each once. */
export function fleetCardIds(fleet: Fleet): string[] {
  const ids = [...fleet.ships.flatMap((s) => [s.cardId, ...s.crew]), ...fleet.crew, ...fleet.forts, ...fleet.treasure];
  return [...new Set(ids)];
}

/** The fleet without the given ids anywhere (a ship removed this way takes its unknown id only; its crew stay). */
export function withoutIds(fleet: Fleet, ids: ReadonlySet<string>): Fleet {
  const keep = (id: string) => !ids.has(id);
  const dropped = fleet.ships.filter((s) => !keep(s.cardId)).flatMap((s) => s.crew.filter(keep));
  return {
    ...fleet,
    ships: fleet.ships.filter((s) => keep(s.cardId)).map((s) => ({ ...s, crew: s.crew.filter(keep) })),
    crew: [...fleet.crew.filter(keep), ...dropped],
    forts: fleet.forts.filter(keep),
    treasure: fleet.treasure.filter(keep),
  };
}
