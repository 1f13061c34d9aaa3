import type { CardType } from '@/lib/cards/card';

/**
 * Which card types go in which list of the Fleet JSON (DESIGN.md "Fleet JSON"), the one definition the rules,
 * the text format, the builder's edits and its search tabs read. Crew and equipment share the crew lists (aboard a
 * ship or unassigned) because the rules treat both alike for cargo and cost; whether a ruleset allows equipment
 * at all is the ruleset's build policy, not the fleet's shape.
 */
export type FleetList = 'ships' | 'crew' | 'forts' | 'treasure';

export const FLEET_LISTS: readonly FleetList[] = ['ships', 'crew', 'forts', 'treasure'];

const TYPES_OF: Record<FleetList, readonly CardType[]> = {
  ships: ['ship'],
  crew: ['crew', 'equipment'],
  forts: ['fort'],
  treasure: ['treasure'],
};

/** The card types a fleet can hold at all, in the order the builder offers them. */
export const FLEET_CARD_TYPES: readonly CardType[] = ['ship', 'crew', 'equipment', 'fort', 'treasure'];

export function typesOfList(list: FleetList): readonly CardType[] {
  return TYPES_OF[list];
}

/** The list a card of this type belongs in, or null for types no fleet holds (events, islands, terrain...). */
export function listOfType(type: CardType): FleetList | null {
  return FLEET_LISTS.find((list) => TYPES_OF[list].includes(type)) ?? null;
}

export function canAddToFleet(type: CardType): boolean {
  return listOfType(type) !== null;
}

/** Crew and equipment ride aboard a ship (or wait unassigned); every other piece stands on its own. */
export function carriedAboard(type: CardType): boolean {
  return listOfType(type) === 'crew';
}
