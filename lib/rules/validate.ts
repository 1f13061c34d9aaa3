import type { Fleet, RulesetId } from '@/lib/fleet/fleet';
import { buildContext } from './checks';
import { crimsonCoastPolicy, validateCrimsonCoast } from './crimson-coast';
import { danielHousePolicy, validateDanielHouse } from './daniel-house';
import { economyPolicy, validateEconomy } from './economy';
import { officialPolicy, validateOfficial } from './official';
import type { BuildPolicy } from './policy';
import type { CardLookup } from './resolve';
import { issue, type ValidationResult } from './result';
import type { ShipSummary } from './ship-summary';

/** 002 builds no fleets: its powers start with fixed units ("Special rules"). */
function validateCaribbeanDiplomacy(fleet: Fleet): ValidationResult {
  return {
    legal: false,
    points: { used: 0, allowed: 0 },
    violations: [
      issue(
        'no-fleet-building',
        'Caribbean Diplomacy has no fleet building: each power starts with fixed units on the map. Choose another ruleset to build a fleet.',
        fleet.ships.map((s) => s.cardId),
      ),
    ],
    warnings: [],
  };
}

const VALIDATORS: Record<RulesetId, (fleet: Fleet, lookup: CardLookup) => ValidationResult> = {
  official: validateOfficial,
  'crimson-coast': validateCrimsonCoast,
  'daniel-house': validateDanielHouse,
  economy: validateEconomy,
  'caribbean-diplomacy': validateCaribbeanDiplomacy,
};

const POLICIES: Record<RulesetId, BuildPolicy | null> = {
  official: officialPolicy,
  'crimson-coast': crimsonCoastPolicy,
  'daniel-house': danielHousePolicy,
  economy: economyPolicy,
  'caribbean-diplomacy': null,
};

/** Checks a fleet against its own ruleset (`fleet.ruleset`). Pure; never throws on unknown or misplaced ids. */
export function validateFleet(fleet: Fleet, lookup: CardLookup): ValidationResult {
  return VALIDATORS[fleet.ruleset](fleet, lookup);
}

/**
 * Per-ship figures for the builder (crew points against the ship's cost,
 * cargo used against capacity), computed by the same code the checks use.
 * Empty for a ruleset without fleet building.
 */
export function shipSummaries(fleet: Fleet, lookup: CardLookup): ShipSummary[] {
  const policy = POLICIES[fleet.ruleset];
  return policy ? buildContext(fleet, lookup, policy).summaries : [];
}
