import { LEG_LENGTH } from '@/lib/cards/move';
import { OFFICIAL_PLAY } from '@/lib/engine/core/play-rules';
import type { Fleet } from '@/lib/fleet/fleet';
import {
  buildContext,
  checkBuildTotal,
  checkHasShip,
  checkLimit,
  checkNoDuplicates,
  checkNoCrewShips,
  checkSeaCreatureCrew,
  checkShipCapacity,
  checkUniqueTreasure,
  checkZeroPointCrew,
  crewNationalityWarnings,
  pointsAllowed,
  pointsUsed,
  type CheckContext,
} from './checks';
import { toResult } from './outcome';
import { printedCost, type BuildPolicy } from './policy';
import type { CardLookup } from '@/lib/cards/lookup';
import type { Issue, ValidationResult } from './result';
import type { Ruleset } from './ruleset';

/**
 * The official rules, 001_a4e344f9e89ff7a2.txt.
 *
 * - "Fleets": ships, crew, equipment and sea creatures up to the agreed build
 *   total (default 40), at least one ship (the rest "are optional"); the
 *   No-Duplicates Rule across printings.
 * - "Placing Crew and equipment": one cargo space each (unless the card's text
 *   says it takes none), cost aboard at most the ship's cost, 0-point crew only
 *   on a ship of their nation, other-nation crew legal but without ability
 *   (a warning, and their text then adds no cargo, takes no less cargo and
 *   lowers no cost); linked crew and ships give +1 cargo each.
 * - "Sea Creatures": they cannot be assigned crew.
 * - "Placing Treasure": one unique treasure per name.
 * - Card text overrides the rules ("Rules of the High Seas"): build bonuses,
 *   crew cost reductions and cargo bonuses apply, identical texts once (No Stacking); a ship that "cannot carry
 *   crew" is assigned none (equipment still may be).
 *
 * Choices where the text is silent or ambiguous:
 * - Forts are not in the build total: this text has them bought with gold
 *   during play ("Building Forts"), so the fleet lists them only as owned; the
 *   No-Duplicates Rule still covers them.
 * - A sea creature alone is not a fleet: "Fleets" lists sea creatures among
 *   the optional parts, apart from ships, though "Sea Creatures" lets effects
 *   that name ships apply to them.
 * - Limit is not defined in this text (it points to the Master Keyword List);
 *   the only definition we have, 004 "Keywords", is used: the card appears once.
 * - The Fleet JSON has no list for event tokens, so events cannot be fielded;
 *   an event id anywhere is a wrong card type.
 */
export const officialPolicy: BuildPolicy = {
  cargoTypes: ['crew', 'equipment'],
  cargoCost: printedCost,
  crewTakeCargo: true,
  crewCostCap: true,
  shipLinksGiveCargo: true,
  maxCrewPerShip: null,
  fortsCount: false,
};

/** The official checks; Economy Edition plays "as per normal Pirates CSG rules" and reuses them. */
export function officialIssues(ctx: CheckContext, used: number, allowed: number, unit = 'points') {
  const violations: Issue[] = [
    ...checkBuildTotal(ctx, used, allowed, unit),
    ...checkHasShip(ctx),
    ...checkNoDuplicates(ctx),
    ...checkLimit(ctx),
    ...checkShipCapacity(ctx),
    ...checkSeaCreatureCrew(ctx),
    ...checkNoCrewShips(ctx),
    ...checkZeroPointCrew(ctx),
    ...checkUniqueTreasure(ctx),
  ];
  const warnings: Issue[] = crewNationalityWarnings(ctx, true);
  return { violations, warnings };
}

export function validateOfficial(fleet: Fleet, lookup: CardLookup): ValidationResult {
  const ctx = buildContext(fleet, lookup, officialPolicy);
  const used = pointsUsed(ctx);
  const allowed = pointsAllowed(ctx);
  const { violations, warnings } = officialIssues(ctx, used, allowed);
  return toResult(ctx, { used, allowed }, violations, warnings);
}

export const officialRuleset: Ruleset = {
  id: 'official',
  name: 'Official rules',
  source: '001_a4e344f9e89ff7a2.txt',
  description: 'The complete Pirates CSG rules: any agreed build total, no duplicates, crew cost and cargo limits per ship.',
  buildsFleets: true,
  defaultBuildTotal: 40,
  buildUnit: 'points',
  flag: 'none',
  policy: officialPolicy,
  validate: validateOfficial,
  /*
   * 001: three islands per player, 1L to 6L apart (a ring of radius 4 S: neighbours 4 S apart, the homes 8 S); the
   * table 14 S square (a 3-foot table); 001's example of treasure, 8 coins worth 15 gold per player.
   */
  play: {
    rules: OFFICIAL_PLAY,
    scenario: { placement: { minGap: LEG_LENGTH.L, maxGap: 6 * LEG_LENGTH.L, seed: null }, area: { width: 14, height: 14 }, islands: 6, ringRadius: 4, treasurePerPlayer: 15, coinsPerPlayer: 8, seedIslandGold: 0, maxTurns: 60 },
    notes: "Forts are built and fought, but their own card text is not applied; mysterious island effects, events and equipment text are not played by the simulator.",
    // 001 is written for any number of players ("followed by the next highest-rolling player, and so on"); six is the most fleets the table and the simulator seat.
    maxPlayers: 6,
  },
};
