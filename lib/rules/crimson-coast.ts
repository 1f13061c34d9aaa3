import { LEG_LENGTH } from '@/lib/cards/move';
import { OFFICIAL_PLAY } from '@/lib/engine/core/play-rules';
import type { Fleet } from '@/lib/fleet/fleet';
import {
  buildContext,
  checkBuildTotal,
  checkFortNationality,
  checkHasShip,
  checkLimit,
  checkNoCrewShips,
  checkSeaCreatureCrew,
  checkShipCapacity,
  crewNationalityWarnings,
  pointsAllowed,
  pointsUsed,
} from './checks';
import { toResult } from './outcome';
import { printedCost, type BuildPolicy } from './policy';
import type { CardLookup } from '@/lib/cards/lookup';
import type { ValidationResult } from './result';
import type { Ruleset } from './ruleset';

/**
 * Crimson Coast complete game, 004_8bf83f8b1835204a.txt.
 *
 * - "Creating a Fleet": ships and crew up to the build total (default 30), at
 *   least one ship ("crew are optional", ships are not); a fort's gold cost
 *   counts toward it, and the fort's nationality must match one of the
 *   starting ships.
 * - "Placing Crew": one cargo space per crew (unless its text says it takes
 *   none, as the Oarsman's does), crew aboard at most the ship's cost, other-
 *   nation crew cannot use their ability unless an ability allows it (a
 *   warning, and their text then changes no cargo or cost); linked crew on the
 *   same ship give +1 cargo.
 * - "Keywords", Limit: the card appears only once in the fleet.
 *
 * Choices: this text states no No-Duplicates rule and no 0-point crew rule, so
 * neither is applied. It has no sea creatures, but its "Keywords" says to
 * follow a keyword's rules, and the sea creature keywords' rules (001 "Sea
 * Creatures") let them carry no crew, so that is checked. It links crew only to crew, so a crew linked to its ship
 * adds no cargo. Fleets are "ships and crew": equipment (which this game does
 * not have) is a wrong card type.
 */
export const crimsonCoastPolicy: BuildPolicy = {
  cargoTypes: ['crew'],
  cargoCost: printedCost,
  crewTakeCargo: true,
  crewCostCap: true,
  shipLinksGiveCargo: false,
  maxCrewPerShip: null,
  fortsCount: true,
};

export function validateCrimsonCoast(fleet: Fleet, lookup: CardLookup): ValidationResult {
  const ctx = buildContext(fleet, lookup, crimsonCoastPolicy);
  const used = pointsUsed(ctx);
  const allowed = pointsAllowed(ctx);
  const violations = [
    ...checkBuildTotal(ctx, used, allowed),
    ...checkHasShip(ctx),
    ...checkLimit(ctx),
    ...checkShipCapacity(ctx),
    ...checkSeaCreatureCrew(ctx),
    ...checkNoCrewShips(ctx),
    ...checkFortNationality(ctx),
  ];
  return toResult(ctx, { used, allowed }, violations, crewNationalityWarnings(ctx, false));
}

export const crimsonCoastRuleset: Ruleset = {
  id: 'crimson-coast',
  name: 'Crimson Coast complete game',
  source: '004_8bf83f8b1835204a.txt',
  description: 'Ships and crew up to 30 points; forts are bought in the build total and need a ship of their nation.',
  buildsFleets: true,
  defaultBuildTotal: 30,
  buildUnit: 'points',
  flag: 'none',
  policy: crimsonCoastPolicy,
  validate: validateCrimsonCoast,
  /*
   * 004 "Placing Islands": six islands, 2L to 4L apart: a hexagon of radius 2L (2.8 S) has neighbours 2.8 S and
   * opposite islands 5.6 S apart. "Placing Treasure": six coins totalling 12 gold per player.
   */
  play: {
    rules: { ...OFFICIAL_PLAY, comeAbout: true, ramRoll: true, sinkingSplitsGold: true, winAtHalf: true, fortNeedsExplored: false },
    scenario: { placement: { minGap: 2 * LEG_LENGTH.L, maxGap: 4 * LEG_LENGTH.L, seed: null }, area: { width: 14, height: 14 }, islands: 6, ringRadius: 4.4, treasurePerPlayer: 12, coinsPerPlayer: 6, seedIslandGold: 0, maxTurns: 60 },
    notes: "Forts are built and fought, but their own card text is not applied; a fort is built only once its gold is at home, which in a quick race rarely comes before the islands are emptied. The official end conditions also end a game in which nobody reaches half of the gold.",
    // 004 is written for two players: it sends readers elsewhere for "rules for playing with more than two players".
    maxPlayers: 2,
  },
};
