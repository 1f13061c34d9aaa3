import { z } from 'zod';
import { Fleet } from '@/lib/fleet/fleet';
import { Scenario } from '@/lib/engine/core/scenario';

/**
 * The bodies of `POST /api/simulate` (DESIGN.md "Public HTTP API"). The contract's fields come first; the rest are
 * ours, added beside them so a client that knows only the contract still reads every response.
 */

export const MAX_GAMES = 100_000;

export const POLICY_IDS = ['gold-runner', 'hunter', 'balanced', 'lookahead', 'search'] as const;
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
/** Fleets one run may pit against each other: 001 seats any number of players, the table at most six. */
export const MAX_FLEETS = 6;

/**
 * The fields of a simulation request, in either form: two fleets as `a` and `b`, or two to six as `fleets` (DESIGN.md:
 * "a two-fleet request may use either form"). `SimulateRequest` checks that exactly one form is used.
 */
export const SimulateFields = z
  .object({
    a: Fleet.optional(),
    b: Fleet.optional(),
    fleets: z.array(Fleet).min(2, 'fleets must list 2 to 6 fleets').max(MAX_FLEETS, 'fleets must list 2 to 6 fleets').optional(),
    games: wholeNumber('games', 1, MAX_GAMES),
    seed: wholeNumber('seed', 0, 2 ** 32 - 1),
    scenario: Scenario.optional(),
    /**
     * How each side's ships are played; each fleet has a default from its ships (see lib/ai). `{ a, b }` beside `a`
     * and `b`, a list in fleet order beside `fleets` (null: that fleet's default).
     */
    policies: z.union([z.object({ a: PolicyId.optional(), b: PolicyId.optional() }).strict(), z.array(PolicyId.nullable()).max(MAX_FLEETS)]).optional(),
  })
  .strict();

export function oneForm(r: z.infer<typeof SimulateFields>, ctx: z.RefinementCtx): void {
  const pair = r.a !== undefined || r.b !== undefined;
  if (pair && r.fleets) ctx.addIssue({ code: 'custom', path: ['fleets'], message: 'Send either a and b or fleets, not both.' });
  else if (!r.fleets && (r.a === undefined || r.b === undefined)) ctx.addIssue({ code: 'custom', path: [r.a === undefined ? 'a' : 'b'], message: 'Send two fleets as a and b, or two to six as fleets.' });
  else if (r.fleets && Array.isArray(r.policies) && r.policies.length > r.fleets.length) ctx.addIssue({ code: 'custom', path: ['policies'], message: 'policies lists one policy per fleet, in fleet order.' });
  else if (!r.fleets && Array.isArray(r.policies)) ctx.addIssue({ code: 'custom', path: ['policies'], message: 'Beside a and b, policies is { a, b }.' });
  else if (r.fleets && r.policies && !Array.isArray(r.policies)) ctx.addIssue({ code: 'custom', path: ['policies'], message: 'Beside fleets, policies is a list in fleet order.' });
}

export const SimulateRequest = SimulateFields.superRefine(oneForm);
export type SimulateRequest = z.infer<typeof SimulateRequest>;
export type SimulateRequestInput = z.input<typeof SimulateRequest>;

/** A request's fleets in order and the policy each names (undefined: the default), whichever form it came in. */
export function fleetsOf(r: SimulateRequest): { fleets: Fleet[]; policies: (PolicyId | undefined)[] } {
  if (r.fleets) return { fleets: r.fleets, policies: r.fleets.map((_, i) => (Array.isArray(r.policies) ? (r.policies[i] ?? undefined) : undefined)) };
  const named = r.policies && !Array.isArray(r.policies) ? r.policies : {};
  return { fleets: [r.a!, r.b!], policies: [named.a, named.b] };
}

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
  /** Wins of each fleet, in fleet order. */
  wins: z.array(z.int().nonnegative()),
  draws: z.int().nonnegative(),
});
export type EndingCount = z.infer<typeof EndingCount>;

/** One fleet's results, in fleet order: the same for two fleets or six. */
export const PlayerResult = SideResult.extend({
  /** Her gold home at the end of each game. */
  gold: Histogram,
  /** The first game of the run she won, to watch (`POST /api/simulate/game`), or null. */
  firstWin: z.int().nullable(),
  partial: z.array(PartialCard),
});
export type PlayerResult = z.infer<typeof PlayerResult>;

/** What every answer carries, for two fleets or more. */
const RunResult = z.object({
  games: z.int(),
  seed: z.int(),
  elapsedMs: z.number(),
  drawRate: z.number(),
  meanTurns: z.number(),
  players: z.array(PlayerResult),
  /** Games that reached the turn cap; each is scored as it stood, most gold home winning (./lib/engine/turn/turn.ts). */
  turnCapGames: z.int(),
  /**
   * Games in which any shot was fired. A crew or a gun that acts only in a fight (a Cannoneer, a Musketeer) changes
   * nothing in the games without one.
   */
  gamesWithShots: z.int(),
  /**
   * For each way a game of the run ended, in the engine's own words (`all-gold-home`, `one-fleet-left`,
   * `no-fleet-left`, `half-the-gold`, `wild-islands-empty`, `turn-cap`; under Economy Edition `fleet-elimination`,
   * `trade-monopoly` and `turn-cap`, its time limit), how many games did and who won them; the counts add up to
   * `games`. Listed most games first.
   */
  endings: z.record(z.string(), EndingCount),
  /** How often the side that rolled to go first won, over all games. */
  firstPlayer: z.object({ winRate: z.number(), ci95: Interval }),
  /** The scenario the games were played on, defaults filled in. */
  scenario: Scenario.required({ area: true, islands: true, treasurePerPlayer: true, maxTurns: true, edge: true }),
  /**
   * `alternate`: the request named no islands, and the fleets took turns at the home islands, each at each home in
   * an equal share of the games (two fleets: traded every other game); `as-given`: fleet i always at island i.
   */
  homes: z.enum(['alternate', 'as-given']),
});

/** Three to six fleets in a free-for-all (DESIGN.md: "the same answer with `players`"). */
export const SimulateManyResult = RunResult.extend({
  histograms: z.object({ turns: Histogram }),
  /** The first draw and the longest game, to watch; each fleet's first win is in `players`. */
  watch: z.object({ draw: z.int().nullable(), longest: z.int().nullable() }),
});
export type SimulateManyResult = z.infer<typeof SimulateManyResult>;

/** Two fleets: the contract's `a` and `b` beside `players`. */
export const SimulateResult = RunResult.extend({
  a: SideResult,
  b: SideResult,
  histograms: z.object({ goldA: Histogram, goldB: Histogram, turns: Histogram }),
  /**
   * Games of the run worth watching, by index for `POST /api/simulate/game`: the first fleet A won, the first fleet B
   * won, the first draw and the longest; null where the run has none.
   */
  watch: z.object({ a: z.int().nullable(), b: z.int().nullable(), draw: z.int().nullable(), longest: z.int().nullable() }),
  partial: z.object({ a: z.array(PartialCard), b: z.array(PartialCard) }),
});
export type SimulateResult = z.infer<typeof SimulateResult>;
