import type { Fleet } from '@/lib/fleet/fleet';
import type { RulesetId } from '@/lib/ruleset-ids';
import { caribbeanDiplomacyRuleset } from './caribbean-diplomacy';
import { crimsonCoastRuleset } from './crimson-coast';
import { danielHouseRuleset } from './daniel-house';
import { economyRuleset } from './economy';
import { officialRuleset } from './official';
import type { Ruleset } from './ruleset';

/** DESIGN.md "Ruleset ids", in the order of RULESET_IDS. */
export const RULESETS: readonly Ruleset[] = [officialRuleset, crimsonCoastRuleset, danielHouseRuleset, economyRuleset, caribbeanDiplomacyRuleset];

const BY_ID = new Map<string, Ruleset>(RULESETS.map((r) => [r.id, r]));

export function getRuleset(id: string): Ruleset | undefined {
  return BY_ID.get(id);
}

/** The ruleset of a valid id; every RulesetId has one (the registry test checks). */
export function rulesetOf(id: RulesetId): Ruleset {
  return BY_ID.get(id)!;
}

/** Rulesets a player can build a fleet under, for pickers. */
export const BUILDING_RULESETS: readonly Ruleset[] = RULESETS.filter((r) => r.buildsFleets);

/**
 * Switches a fleet's ruleset. A build total still at the old ruleset's default follows the new default; one the
 * player chose is kept.
 */
export function switchRuleset(fleet: Fleet, ruleset: RulesetId): Fleet {
  const oldDefault = rulesetOf(fleet.ruleset).defaultBuildTotal;
  const newDefault = rulesetOf(ruleset).defaultBuildTotal;
  const buildTotal = fleet.buildTotal === oldDefault && newDefault ? newDefault : fleet.buildTotal;
  return { ...fleet, ruleset, buildTotal };
}
