import { z } from 'zod';
import { Fleet } from '@/lib/fleet/fleet';
import { Scenario } from '@/lib/engine/scenario';

/**
 * The bodies of `POST /api/simulate` (DESIGN.md "Public HTTP API"). The contract's fields come first; the rest are
 * ours, added beside them so a client that knows only the contract still reads every response.
 */

export const MAX_GAMES = 100_000;

export const POLICY_IDS = ['gold-runner', 'hunter', 'balanced', 'lookahead'] as const;
export const PolicyId = z.enum(POLICY_IDS);
export type PolicyId = z.infer<typeof PolicyId>;

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
    /** How each side's ships are played; each fleet has a default from its ships (see lib/ai). */
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

/** The games of a run that ended one way, and who won them. */
export const EndingCount = z.object({
  games: z.int().nonnegative(),
  /** Wins of fleet A and fleet B, in fleet order. */
  wins: z.tuple([z.int().nonnegative(), z.int().nonnegative()]),
  draws: z.int().nonnegative(),
});
export type EndingCount = z.infer<typeof EndingCount>;

export const SimulateResult = z.object({
  games: z.int(),
  seed: z.int(),
  elapsedMs: z.number(),
  drawRate: z.number(),
  meanTurns: z.number(),
  a: SideResult,
  b: SideResult,
  /** Games that reached the turn cap; each is scored as it stood, most gold home winning (./lib/engine/turn.ts). */
  turnCapGames: z.int(),
  /**
   * Games in which any shot was fired. A crew or a gun that acts only in a fight (a Cannoneer, a Musketeer) changes
   * nothing in the games without one.
   */
  gamesWithShots: z.int(),
  /**
   * For each way a game of the run ended, in the engine's own words (`all-gold-home`, `one-fleet-left`,
   * `no-fleet-left`, `half-the-gold`, `wild-islands-empty`, `turn-cap`), how many games did and who won them; the
   * counts add up to `games`. Listed most games first.
   */
  endings: z.record(z.string(), EndingCount),
  /** How often the side that rolled to go first won, over all games. */
  firstPlayer: z.object({ winRate: z.number(), ci95: Interval }),
  histograms: z.object({ goldA: Histogram, goldB: Histogram, turns: Histogram }),
  /**
   * Games of the run worth watching, by index for `POST /api/simulate/game`: the first fleet A won, the first fleet B
   * won, the first draw and the longest; null where the run has none.
   */
  watch: z.object({ a: z.int().nullable(), b: z.int().nullable(), draw: z.int().nullable(), longest: z.int().nullable() }),
  /** The scenario the games were played on, defaults filled in. */
  scenario: Scenario.required({ area: true, islands: true, treasurePerPlayer: true, maxTurns: true, edge: true }),
  /**
   * `alternate`: the request named no islands, and each fleet started at each of the first two islands in half the
   * games; `as-given`: fleet A always at the first island named, fleet B at the second.
   */
  homes: z.enum(['alternate', 'as-given']),
  partial: z.object({ a: z.array(PartialCard), b: z.array(PartialCard) }),
});
export type SimulateResult = z.infer<typeof SimulateResult>;
