import { LEG_LENGTH } from '@/lib/cards/move';
import { OFFICIAL_PLAY } from '@/lib/engine/core/play-rules';
import type { Fleet } from '@/lib/fleet/fleet';
import { buildContext, checkFleetNationality, pointsAllowed, pointsUsed, type CheckContext } from './checks';
import { officialIssues, officialPolicy } from './official';
import { toResult } from './outcome';
import type { CardLookup } from '@/lib/cards/lookup';
import { issue, type Issue, type ValidationResult } from './result';
import type { Ruleset } from './ruleset';

/** 003 "Starting Conditions" and "Privateering": the minor nations a pure fleet may still include. */
export const MINOR_NATIONS = ['Barbary Corsair', 'Jade Rebellion', 'Mercenary', 'Viking'] as const;

/**
 * Economy Edition v1.1, 003_36e5631f4a340601.txt. Players then move "as per
 * normal Pirates CSG rules" ("Starting Conditions"), so every official check
 * applies; on top of them:
 *
 * - "Starting Conditions": 40 gold to design a fleet; mixed or pure
 *   nationality, and a pure fleet may contain the minor nations.
 * - "Errata": unique ships; unique named crew, generic crew unlimited (the
 *   official No-Duplicates Rule says the same); upkeep of 1 gold per ship away
 *   from home at the end of each turn, paid at first from the build points.
 *
 * Choices: a fleet with `nationality` set is pure, without it mixed. Pirate is
 * not among the minor nations the text lists, so a pure English fleet takes no
 * Pirate ships or crew. Upkeep is a warning, not a violation: a fleet may
 * start its ships docked at home and pay nothing until they sail; the warning
 * counts every ship, sea creatures included (001 "Sea Creatures" makes them ships).
 */
export const economyPolicy = officialPolicy;

function upkeepWarning(ctx: CheckContext, used: number, allowed: number): Issue[] {
  const ships = ctx.resolved.ships.filter((s) => s.card !== null);
  const left = allowed - used;
  if (used > allowed || ships.length === 0 || left >= ships.length) return [];
  return [
    issue(
      'upkeep',
      `After building, ${left} gold is left, but one turn of upkeep for ${ships.length} ship${ships.length === 1 ? '' : 's'} away from home costs ${ships.length} gold (1 gold per ship). Spend ${ships.length - left} gold less to pay it.`,
      ships.map((s) => s.id),
    ),
  ];
}

export function validateEconomy(fleet: Fleet, lookup: CardLookup): ValidationResult {
  const ctx = buildContext(fleet, lookup, economyPolicy);
  const used = pointsUsed(ctx);
  const allowed = pointsAllowed(ctx);
  const { violations, warnings } = officialIssues(ctx, used, allowed, 'gold');
  if (fleet.nationality) {
    violations.push(...checkFleetNationality(ctx, fleet.nationality, MINOR_NATIONS, () => false, 'under Economy Edition'));
  }
  warnings.push(...upkeepWarning(ctx, used, allowed));
  return toResult(ctx, { used, allowed }, violations, warnings);
}

export const economyRuleset: Ruleset = {
  id: 'economy',
  name: 'Economy Edition v1.1',
  source: '003_36e5631f4a340601.txt',
  description: 'Campaign play from 40 gold: unique ships and named crew, pure or mixed fleets, keep gold for upkeep.',
  buildsFleets: true,
  defaultBuildTotal: 40,
  buildUnit: 'gold',
  flag: 'optional',
  policy: economyPolicy,
  validate: validateEconomy,
  play: {
    rules: { ...OFFICIAL_PLAY, economy: true },
    /*
     * 003 "Starting Conditions": "For each player, place 3 to 6 wild islands" (three here) "with home islands placed
     * at opposite ends of the playing area, or in the case of a multiplayer game, at equidistant locations from one
     * another on the boundaries of the map": homes on an outer ring 1.5 S inside the table's edge, the wild islands on
     * an inner ring between them; "Wild islands are empty at the beginning of the game" (the optional
     * small gold is left out, the fleets' unique treasure is dealt face down as the text allows). The time limit is
     * 30 rounds: long enough for several market rolls (a d20 of rounds each) and a colony or two, short enough to
     * finish in a sitting. The table's own choice through `scenario.maxTurns`, as 003 leaves the limit "set".
     */
    scenario: { placement: { minGap: LEG_LENGTH.L, maxGap: 6 * LEG_LENGTH.L, seed: null }, area: { width: 18, height: 18 }, islands: 8, ringRadius: 4.5, homeRadius: 7.5, treasurePerPlayer: 0, coinsPerPlayer: 0, seedIslandGold: 0, maxTurns: 30 },
    notes: 'Resources, the market, upkeep and island upgrades are played; see docs/economy.md for what is not.',
    // 003 is a multiplayer game ("equidistant locations from one another on the boundaries of the map"); six seats as under 001.
    maxPlayers: 6,
    // 003 "Starting Conditions": each player begins "with no resources other than their starting fleet and any remaining points".
    startingGold: (fleet, lookup) => {
      const { points } = validateEconomy(fleet, lookup);
      return Math.max(0, points.allowed - points.used);
    },
  },
};
