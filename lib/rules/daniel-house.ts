import { LEG_LENGTH } from '@/lib/cards/move';
import { OFFICIAL_PLAY } from '@/lib/engine/core/play-rules';
import { z } from 'zod';
import type { Card } from '@/lib/cards/card';
import type { Fleet } from '@/lib/fleet/fleet';
import basicCrewData from '@/data/rulesets/daniel-house-basic-crew.json';
import {
  buildContext,
  checkBuildTotal,
  checkFleetNationality,
  checkLimit,
  checkNoDuplicates,
  checkNotAllowed,
  checkNoCrewShips,
  checkSeaCreatureCrew,
  checkShipCapacity,
  nameOf,
  pointsAllowed,
  pointsUsed,
} from './checks';
import { toResult } from './outcome';
import { PIRATE } from '@/lib/cards/nations';
import { printedCost, type BuildPolicy } from './policy';
import type { CardLookup } from '@/lib/cards/lookup';
import { fieldedCards, resolveFleet } from './resolve';
import { issue, type Issue, type ValidationResult } from './result';
import type { Ruleset, Shipyard } from './ruleset';
import { normaliseName } from '@/lib/cards/identity';

export const DanielBasicCrew = z.object({
  name: z.string().min(1),
  points: z.int().nonnegative(),
  summary: z.string().min(1),
});
export type DanielBasicCrew = z.infer<typeof DanielBasicCrew>;

/** The house rules' basic crew and their costs (000 "Basic Crew Effects"), authored in data/rulesets. */
export const DANIEL_BASIC_CREW: readonly DanielBasicCrew[] = z
  .object({ crew: z.array(DanielBasicCrew) })
  .parse(basicCrewData).crew;

const BASIC_BY_NAME = new Map(DANIEL_BASIC_CREW.map((c) => [normaliseName(c.name), c]));

/** The house basic crew a card stands for: a generic crew card named like one of the list. */
export function danielBasicCrew(card: Card): DanielBasicCrew | undefined {
  return card.type === 'crew' && card.generic ? BASIC_BY_NAME.get(normaliseName(card.name)) : undefined;
}

/**
 * Daniel's House Rules (2 players), 000_5726c6a0fc87c950.txt.
 *
 * - "Creating A Fleet": ships and crew up to 50 points (adjustable); only one
 *   of each type of crew; the lowest-cost ship under 10 points; the fleet flies
 *   one nation's flag and every ship and crew is Pirate or of that nation.
 * - "Basic Crew Effects": the standard crew are open to every nationality and
 *   cost what the house list says (data/rulesets/daniel-house-basic-crew.json),
 *   whatever the generic card prints.
 * - "Placing Islands" / "Placing Crew": only the lowest-cost ship starts at the
 *   home island; other ships and all crew wait in the shipyard (see
 *   `danielShipyard`).
 * - "Ship and Crew Purchasing": each ship carries one crew at a time.
 *
 * Choices: "add up to a point total of 50" is read as at most 50, like every
 * other ruleset. "Type of crew" is the crew's name, so two generic Captains of
 * different nations are one type. Crew buy in with gold during play and cargo
 * holds treasure only ("Game Components"), so no cargo or crew cost cap
 * applies. The base game's No-Duplicates Rule and Limit are not lifted by the
 * house rules and still apply. Fleets are "Ships and Crew": forts and equipment
 * are not allowed. Crew written aboard a ship are accepted as a plan but get a
 * warning, since every crew starts in the shipyard.
 */
export const danielHousePolicy: BuildPolicy = {
  cargoTypes: ['crew'],
  cargoCost: (card) => danielBasicCrew(card)?.points ?? printedCost(card),
  crewTakeCargo: false,
  crewCostCap: false,
  shipLinksGiveCargo: false,
  maxCrewPerShip: 1,
  fortsCount: false,
};

export const LOWEST_SHIP_LIMIT = 10;


/**
 * 000 "Placing Islands": the ships that may start at sea, those of the fleet's lowest cost (a die decides among
 * them); none when no ship's card is known.
 */
function cheapestShips<T extends { card: Card | null }>(ships: readonly T[]): T[] {
  const priced = ships.filter((s) => s.card !== null);
  const lowest = Math.min(...priced.map((s) => s.card!.points ?? 0));
  return priced.filter((s) => (s.card!.points ?? 0) === lowest);
}

/** 000 "Placing Islands" and "Placing Crew": which ships and crew start in the shipyard. */
export function danielShipyard(fleet: Fleet, lookup: CardLookup): Shipyard {
  const resolved = resolveFleet(fleet, lookup, danielHousePolicy.cargoTypes);
  const startCandidates = cheapestShips(resolved.ships).map((s) => s.index);
  return {
    startingShip: startCandidates.length === 1 ? startCandidates[0] : null,
    startCandidates,
    shipyardShips: resolved.ships.map((s) => s.index).filter((i) => !startCandidates.includes(i)),
    shipyardCrew: [...resolved.ships.flatMap((s) => s.cargo.map((p) => p.id)), ...resolved.unassigned.map((p) => p.id)],
  };
}

export function validateDanielHouse(fleet: Fleet, lookup: CardLookup): ValidationResult {
  const ctx = buildContext(fleet, lookup, danielHousePolicy);
  const used = pointsUsed(ctx);
  const allowed = pointsAllowed(ctx);
  const { resolved } = ctx;
  const violations: Issue[] = [
    ...checkBuildTotal(ctx, used, allowed),
    ...checkNoDuplicates(ctx),
    ...checkLimit(ctx),
    ...checkShipCapacity(ctx),
    ...checkSeaCreatureCrew(ctx),
    ...checkNoCrewShips(ctx),
    ...checkNotAllowed(resolved.forts, 'forts', "under Daniel's house rules"),
  ];

  if (!fleet.nationality) {
    violations.push(
      issue('nationality-required', "Under Daniel's house rules the fleet must fly one nation's flag: choose a nationality.", []),
    );
  } else {
    violations.push(
      ...checkFleetNationality(ctx, fleet.nationality, [PIRATE], (c) => danielBasicCrew(c) !== undefined, "under Daniel's house rules"),
    );
  }

  const crew = fieldedCards(resolved).filter((p) => p.card.type === 'crew');
  const byType = new Map<string, typeof crew>();
  for (const p of crew) byType.set(normaliseName(p.card.name), [...(byType.get(normaliseName(p.card.name)) ?? []), p]);
  for (const group of byType.values()) {
    if (group.length > 1) {
      violations.push(
        issue(
          'one-of-each-crew',
          `Only one ${nameOf(group[0].card)} may be chosen per fleet (one of each type of crew); this fleet has ${group.length}.`,
          group.map((p) => p.id),
        ),
      );
    }
  }

  const ships = resolved.ships.filter((s) => s.card !== null);
  if (ships.length === 0) {
    violations.push(issue('no-starting-ship', 'The fleet needs at least one ship to start at its home island.', []));
  } else {
    const cheapest = ships.reduce((a, b) => ((b.card!.points ?? 0) < (a.card!.points ?? 0) ? b : a));
    const cost = cheapest.card!.points ?? 0;
    if (cost >= LOWEST_SHIP_LIMIT) {
      violations.push(
        issue(
          'lowest-ship-cost',
          `The fleet's cheapest ship, ${nameOf(cheapest.card!)}, costs ${cost} points; the lowest-cost ship must cost less than ${LOWEST_SHIP_LIMIT}.`,
          [cheapest.id],
        ),
      );
    }
  }

  const warnings = resolved.ships
    .filter((s) => s.cargo.length > 0)
    .map((s) =>
      issue(
        'crew-start-in-shipyard',
        `Every crew starts in the shipyard and is bought during play, so ${s.cargo.map((p) => nameOf(p.card)).join(', ')} will not start aboard ${s.card ? nameOf(s.card) : s.id}.`,
        s.cargo.map((p) => p.id),
      ),
    );
  warnings.push(...startingShipWithoutHold(ships));
  return toResult(ctx, { used, allowed }, violations, warnings);
}

/**
 * A warning, not a violation: 000 asks only that the lowest-cost ship cost under 10 points, and she is the one ship
 * that starts at sea ("Placing Islands"; a die decides among ships of the same lowest cost). Every other ship and
 * every crew is bought with gold brought home, so a starting ship with no cargo leaves the fleet nothing to buy them
 * with (the second player's 3-gold piece aside): a random Mercenary fleet of seed 32871 (`npm run sim:sanity`), whose
 * cheapest ship is Widowmaker (cargo 0), played its mirror to the turn cap in every game, neither side bringing home
 * a coin or firing a shot.
 */
function startingShipWithoutHold(ships: ReturnType<typeof resolveFleet>['ships']): Issue[] {
  const starters = cheapestShips(ships);
  const holdless = starters.filter((s) => (s.card!.cargo ?? 0) <= 0);
  if (!holdless.length) return [];
  const names = holdless.map((s) => nameOf(s.card!)).join(', ');
  const message =
    starters.length === 1
      ? `${names}, the ship that starts at sea (the cheapest), has no cargo space: she can carry no treasure home, and every other ship and crew of the fleet is bought with gold brought home.`
      : holdless.length === starters.length
        ? `${names}, the cheapest ships, one of which starts at sea, have no cargo space: the fleet can carry no treasure home to buy its other ships and crew.`
        : `A die decides which of the cheapest ships starts at sea, and ${names} ${holdless.length === 1 ? 'has' : 'have'} no cargo space: starting with ${holdless.length === 1 ? 'her' : 'one of them'}, the fleet can carry no treasure home to buy its other ships and crew.`;
  return [issue('starting-ship-no-cargo', message, holdless.map((s) => s.id))];
}

export const danielHouseRuleset: Ruleset = {
  id: 'daniel-house',
  name: "Daniel's house rules",
  source: '000_5726c6a0fc87c950.txt',
  description:
    'Two-player 50-point fleets under one flag plus Pirates, one of each crew, a cheap starting ship; the rest waits in the shipyard.',
  buildsFleets: true,
  defaultBuildTotal: 50,
  buildUnit: 'points',
  flag: 'required',
  policy: danielHousePolicy,
  validate: validateDanielHouse,
  shipyard: danielShipyard,
  /*
   * Daniel's "Placing Islands": seven islands, a seed island in the middle, homes 3L to 5L from it (here 4.5 S) and
   * wild islands no farther from the seed than the homes. "Placing Treasure": 120 gold, 40 of it on the seed island.
   */
  play: {
    rules: {
      ...OFFICIAL_PLAY,
      ramCostsRammer: true,
      ramBoards: false,
      towLockedAtS: true,
      towByBow: true,
      scavenge: true,
      shipyard: true,
      endWhenWildIslandsEmpty: true,
      plusOneScoring: true,
      mustMoveFullDistance: true,
      captain: 'plus-one',
    },
    scenario: { placement: { minGap: LEG_LENGTH.L, maxGap: null, seed: { homeMin: 3 * LEG_LENGTH.L, homeMax: 5 * LEG_LENGTH.L } }, area: { width: 16, height: 16 }, islands: 7, ringRadius: 6, treasurePerPlayer: 40, coinsPerPlayer: 0, seedIslandGold: 40, maxTurns: 80 },
    notes: 'Traps (the Explorer\'s alternative to scavenging) are not laid by the simulator; a purchase spends the fewest coins that pay for it, then the least over the price.',
    // 000 is "for Pirates CSG (2 Players)": "Player 1 and Player 2" place the islands.
    maxPlayers: 2,
  },
};
