import type { Fleet } from '@/lib/fleet/fleet';
import { issue, type ValidationResult } from './result';
import type { Ruleset } from './ruleset';

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

export const caribbeanDiplomacyRuleset: Ruleset = {
  id: 'caribbean-diplomacy',
  name: 'Pirates! Caribbean Diplomacy',
  source: '002_d8bf15dd4629ef2e.txt',
  description: 'A 13-player Diplomacy variant; powers start with fixed units, so no fleets are built.',
  buildsFleets: false,
  defaultBuildTotal: null,
  buildUnit: 'points',
  flag: 'none',
  policy: null,
  validate: validateCaribbeanDiplomacy,
};
