import { z } from 'zod';
import { Fleet } from '@/lib/fleet/fleet';

/**
 * The bodies of `POST /api/simulate` (DESIGN.md "Public HTTP API"). The contract's fields come first; the rest are
 * ours, added beside them so a client that knows only the contract still reads every response.
 */

export const MAX_GAMES = 100_000;
export const MAX_TURNS_CAP = 500;

export const POLICY_IDS = ['gold-runner', 'hunter', 'balanced'] as const;
export const PolicyId = z.enum(POLICY_IDS);
export type PolicyId = z.infer<typeof PolicyId>;

export const EDGES = ['wall', 'flat', 'round'] as const;
export const Edge = z.enum(EDGES);
export type Edge = z.infer<typeof Edge>;

export const TERRAIN_TYPES = ['fog-bank', 'reef', 'sargasso-sea', 'whirlpool', 'iceberg'] as const;
export const TerrainType = z.enum(TERRAIN_TYPES);
export type TerrainType = z.infer<typeof TerrainType>;

const Length = z.number().finite().positive().max(200);
const Coordinate = z.number().finite().min(0).max(200);
export const Point = z.object({ x: Coordinate, y: Coordinate });
export type Point = z.infer<typeof Point>;

/**
 * Every length in S (DESIGN.md "Lengths and positions"). Anything left out takes the ruleset's default, the area
 * included: a client that only wants another turn cap need not know the ruleset's table.
 */
export const Scenario = z
  .object({
    area: z.object({ width: Length, height: Length }).optional(),
    /** Island centres; the first two are the home islands of fleet a and fleet b, the rest are wild. */
    islands: z.array(Point).min(3).max(30).optional(),
    /** Gold each player brings, as coins of the real values (001 "Placing Treasure"). */
    treasurePerPlayer: z.int().min(1).max(200).optional(),
    /** A game still running after this many rounds is a draw. */
    maxTurns: z.int().min(1).max(MAX_TURNS_CAP).optional(),
    edge: Edge.optional(),
    terrain: z.array(z.object({ type: TerrainType, x: Coordinate, y: Coordinate })).max(12).optional(),
  })
  .strict();
export type Scenario = z.infer<typeof Scenario>;

/**
 * A bounded whole number whose every failure (too small, too big, a fraction, 1e308) states the real bound; zod's
 * own integer check would otherwise answer 1e308 with the safe-integer limit, which no client can use.
 */
function wholeNumber(name: string, min: number, max: number) {
  const bound = `${name} must be a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}`;
  return z.number(bound).min(min, bound).max(max, bound).int(bound);
}

export const SimulateRequest = z
  .object({
    a: Fleet,
    b: Fleet,
    games: wholeNumber('games', 1, MAX_GAMES),
    seed: wholeNumber('seed', 0, 2 ** 32 - 1),
    scenario: Scenario.optional(),
    /** How each side's ships are played; each fleet has a default from its ships (see lib/simulate/policies). */
    policies: z.object({ a: PolicyId.optional(), b: PolicyId.optional() }).strict().optional(),
  })
  .strict();
export type SimulateRequest = z.infer<typeof SimulateRequest>;
export type SimulateRequestInput = z.input<typeof SimulateRequest>;

export const Interval = z.tuple([z.number(), z.number()]);

export const SideResult = z.object({
  winRate: z.number(),
  ci95: Interval,
  meanGold: z.number(),
  policy: PolicyId,
});
export type SideResult = z.infer<typeof SideResult>;

/** A card of a fleet whose text the engine applies only in part: the sentences it ignores. */
export const PartialCard = z.object({ cardId: z.string(), name: z.string(), ignored: z.array(z.string()) });
export type PartialCard = z.infer<typeof PartialCard>;

export const Histogram = z.object({
  /** Width of each bin; bin i counts values in [i * binWidth, (i + 1) * binWidth). */
  binWidth: z.number().positive(),
  counts: z.array(z.int().nonnegative()),
});
export type Histogram = z.infer<typeof Histogram>;

export const SimulateResult = z.object({
  games: z.int(),
  seed: z.int(),
  elapsedMs: z.number(),
  drawRate: z.number(),
  meanTurns: z.number(),
  a: SideResult,
  b: SideResult,
  /** Games that reached the turn cap; each is counted as a draw. */
  turnCapDraws: z.int(),
  /** How often the side that rolled to go first won, over all games. */
  firstPlayer: z.object({ winRate: z.number(), ci95: Interval }),
  histograms: z.object({ goldA: Histogram, goldB: Histogram, turns: Histogram }),
  /** The scenario the games were played on, defaults filled in. */
  scenario: Scenario.required({ area: true, islands: true, treasurePerPlayer: true, maxTurns: true, edge: true }),
  partial: z.object({ a: z.array(PartialCard), b: z.array(PartialCard) }),
});
export type SimulateResult = z.infer<typeof SimulateResult>;
