import type { CardLookup } from '@/lib/cards/lookup';
import type { Fleet } from '@/lib/fleet/fleet';
import type { RulesetId } from '@/lib/ruleset-ids';
import type { BuildPolicy } from './policy';
import type { ValidationResult } from './result';
import type { PlayRules, ScenarioDefaults } from '@/lib/engine/core/play-rules';

/**
 * Everything about one ruleset, in one place: who it is (id, name, source text), how fleets are built under it
 * (default total and what it counts, flag, build policy, validator) and how it is played. Each ruleset module
 * exports one of these; lib/rules/registry.ts lists them; nothing else decides by comparing ruleset ids.
 */
export interface Ruleset {
  id: RulesetId;
  name: string;
  /** The rule document in ../shared/rules/ it follows. */
  source: string;
  description: string;
  /** False for rulesets whose games start from fixed forces (Caribbean Diplomacy). */
  buildsFleets: boolean;
  /** Null when no fleets are built. */
  defaultBuildTotal: number | null;
  /** What the build total counts: build points, or gold where fleets are bought (Economy Edition). */
  buildUnit: 'points' | 'gold';
  /** Whether a fleet names its flag (`nationality`): required, allowed and checked, or meaningless. */
  flag: 'required' | 'optional' | 'none';
  /** Null when no fleets are built. */
  policy: BuildPolicy | null;
  validate(fleet: Fleet, lookup: CardLookup): ValidationResult;
  /** Rulesets whose fleets keep some ships back at the start say which (Daniel's shipyard). */
  shipyard?(fleet: Fleet, lookup: CardLookup): Shipyard;
  /** How games under this ruleset are played and set up; absent where the engine does not play it. */
  play?: {
    rules: PlayRules;
    scenario: ScenarioDefaults;
    notes: string;
    /** The most players one table seats under this text (every table seats at least two). */
    maxPlayers: number;
    /** The gold a player starts the game with at home, where the text gives her some (Economy Edition: her unspent build points). */
    startingGold?(fleet: Fleet, lookup: CardLookup): number;
  };
}

/** Which ships and crew of a fleet start in a shipyard, for a ruleset that keeps some back (Daniel's). */
export interface Shipyard {
  /** Index in `fleet.ships` of the ship that starts at the home island; null when none or when a die roll must break a tie. */
  startingShip: number | null;
  /** Ships tied for lowest cost (000 "Placing Islands": roll a die for each; the lowest roll starts). */
  startCandidates: number[];
  /** Ships that certainly start in the shipyard. */
  shipyardShips: number[];
  /** Every crew of the fleet, aboard or not: all start in the shipyard. */
  shipyardCrew: string[];
}
