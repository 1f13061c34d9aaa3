import type { Card, CardType } from '@/lib/cards/card';
import type { CardLookup } from '@/lib/cards/lookup';
import { typesOfList } from '@/lib/fleet/composition';
import type { Fleet } from '@/lib/fleet/fleet';
import { issue, type Issue } from './result';


/** A card in the fleet: the id as the fleet wrote it, and the card it names. */
export interface Placed {
  id: string;
  card: Card;
}

export interface ResolvedShip {
  index: number;
  id: string;
  /** Null when the id is unknown or not a ship; its cargo still counts toward the build total. */
  card: Card | null;
  cargo: Placed[];
}

export interface ResolvedFleet {
  fleet: Fleet;
  ships: ResolvedShip[];
  /** Crew and equipment not assigned to a ship. */
  unassigned: Placed[];
  forts: Placed[];
  treasure: Placed[];
  /** Unknown ids and cards in the wrong list. */
  issues: Issue[];
}

const SLOT_LABEL: Record<string, string> = {
  ships: 'ships',
  crew: 'crew',
  forts: 'forts',
  treasure: 'treasure',
};

function article(type: CardType): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/**
 * Looks every id up once and sorts out cards that cannot be where the fleet
 * put them, so the checks after it only see cards of the right type.
 * `cargoTypes` are the card types a ruleset lets a ship carry (crew, and
 * equipment where the ruleset has it).
 */
export function resolveFleet(fleet: Fleet, lookup: CardLookup, cargoTypes: readonly CardType[]): ResolvedFleet {
  const issues: Issue[] = [];
  const place = (id: string, slot: keyof typeof SLOT_LABEL, allowed: readonly CardType[]): Placed | null => {
    const card = lookup(id);
    if (!card) {
      issues.push(issue('unknown-card', `No card has the id "${id}".`, [id]));
      return null;
    }
    if (!allowed.includes(card.type)) {
      issues.push(
        issue(
          'wrong-card-type',
          `${card.name} is ${article(card.type)}, so it cannot be listed among the fleet's ${SLOT_LABEL[slot]} (allowed: ${allowed.join(', ')}).`,
          [id],
        ),
      );
      return null;
    }
    return { id, card };
  };
  const placeAll = (ids: readonly string[], slot: keyof typeof SLOT_LABEL, allowed: readonly CardType[]) =>
    ids.map((id) => place(id, slot, allowed)).filter((p): p is Placed => p !== null);

  const ships = fleet.ships.map((ship, index): ResolvedShip => ({
    index,
    id: ship.cardId,
    card: place(ship.cardId, 'ships', typesOfList('ships'))?.card ?? null,
    cargo: placeAll(ship.crew, 'crew', cargoTypes),
  }));
  return {
    fleet,
    ships,
    unassigned: placeAll(fleet.crew, 'crew', cargoTypes),
    forts: placeAll(fleet.forts, 'forts', typesOfList('forts')),
    treasure: placeAll(fleet.treasure, 'treasure', typesOfList('treasure')),
    issues,
  };
}

/** Every fielded card of the fleet: ships, crew and equipment aboard or not, forts. Treasure is contributed, not fielded. */
export function fieldedCards(fleet: ResolvedFleet): Placed[] {
  const out: Placed[] = [];
  for (const ship of fleet.ships) {
    if (ship.card) out.push({ id: ship.id, card: ship.card });
    out.push(...ship.cargo);
  }
  out.push(...fleet.unassigned, ...fleet.forts);
  return out;
}
