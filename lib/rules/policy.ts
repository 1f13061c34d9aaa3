import type { Card, CardType } from '@/lib/cards/card';

/**
 * How a ruleset builds fleets where the rulesets differ only in a setting.
 * The shared checks and the ship summaries read it, so a rule is written
 * once and each ruleset says whether and how it applies.
 */
export interface BuildPolicy {
  /** Card types a ship may carry and the fleet may hold unassigned. */
  cargoTypes: readonly CardType[];
  /** Build cost of a crew or equipment card before any reduction. */
  cargoCost(card: Card): number;
  /** Each crew/equipment aboard takes a cargo space (unless its text says not). */
  crewTakeCargo: boolean;
  /** Crew and equipment aboard may not cost more than the ship. */
  crewCostCap: boolean;
  /** A crew linked to its own ship gives +1 cargo (crew-to-crew links always do). */
  shipLinksGiveCargo: boolean;
  /** Most crew one ship may carry, or null when only cargo limits it. */
  maxCrewPerShip: number | null;
  /** Forts' gold cost counts toward the build total. */
  fortsCount: boolean;
}

export function printedCost(card: Card): number {
  return card.points ?? 0;
}
