import type { CardLookup } from '@/lib/cards/lookup';
import type { Fleet } from '@/lib/fleet/fleet';
import { buildContext } from './checks';
import { rulesetOf } from './registry';
import type { ValidationResult } from './result';
import type { ShipSummary } from './ship-summary';

/** Checks a fleet against its own ruleset (`fleet.ruleset`). Pure; never throws on unknown or misplaced ids. */
export function validateFleet(fleet: Fleet, lookup: CardLookup): ValidationResult {
  return rulesetOf(fleet.ruleset).validate(fleet, lookup);
}

/**
 * Per-ship figures for the builder (crew points against the ship's cost,
 * cargo used against capacity), computed by the same code the checks use.
 * Empty for a ruleset without fleet building.
 */
export function shipSummaries(fleet: Fleet, lookup: CardLookup): ShipSummary[] {
  const policy = rulesetOf(fleet.ruleset).policy;
  return policy ? buildContext(fleet, lookup, policy).summaries : [];
}
