import type { Card } from '@/lib/cards/card';
import type { CardLookup } from '@/lib/cards/lookup';
import { ignoredSentences } from '@/lib/engine/coverage';
import { scenarioProblem } from '@/lib/engine/placement';
import { resolveScenario } from '@/lib/engine/setup';
import type { Fleet } from '@/lib/fleet/fleet';
import { rulesetOf } from '@/lib/rules/registry';
import type { Issue } from '@/lib/rules/result';
import { DEFAULT_POLICY } from '@/lib/ai/difficulty';
import { GOLD_BIN, type Matchup, type Tally, TURNS_BIN } from './run';
import type { PartialCard, SimulateRequest, SimulateResult } from './schema';
import { wilson95 } from './stats';

export type Prepared =
  | { ok: true; matchup: Matchup; partial: SimulateResult['partial'] }
  | { ok: false; status: 400 | 422; code: string; message: string; issues?: (Issue & { fleet: 'a' | 'b' })[] };

function fleetCards(fleet: Fleet, lookup: CardLookup): Card[] {
  const ids = [...fleet.ships.flatMap((s) => [s.cardId, ...s.crew]), ...fleet.crew, ...fleet.forts, ...fleet.treasure];
  return [...new Set(ids)].map(lookup).filter((c): c is Card => c !== undefined);
}

/** The cards of a fleet whose text the game applies only in part, with the sentences it ignores. */
export function partlyModelled(cards: readonly Card[]): PartialCard[] {
  return cards
    .map((c) => ({ cardId: c.id, name: c.name, ignored: ignoredSentences(c) }))
    .filter((p) => p.ignored.length > 0);
}

/**
 * A request's cost, bounded before it starts: the work of a game grows with the pieces on the table, so games times
 * ships and crew of both fleets is capped. Two 40-point fleets (about twenty pieces) still get the full 100,000
 * games; two 100-ship fleets get 10,000 rather than hours of every core.
 */
export const MAX_PIECE_GAMES = 2_000_000;

/** Checks a request against the rules (both fleets legal, a ruleset the engine plays) and builds its matchup. */
export function prepareMatchup(request: SimulateRequest, lookup: CardLookup): Prepared {
  const { a, b } = request;
  if (a.ruleset !== b.ruleset) {
    return { ok: false, status: 400, code: 'mixed-rulesets', message: `Both fleets must be built for the same ruleset (a is ${a.ruleset}, b is ${b.ruleset}).` };
  }
  const ruleset = rulesetOf(a.ruleset);
  if (!ruleset.play) return { ok: false, status: 400, code: 'ruleset-not-simulated', message: `${ruleset.name} games are not simulated.` };
  const pieces = [a, b].reduce((n, f) => n + f.ships.length + f.ships.reduce((c, s) => c + s.crew.length, 0), 0);
  if (pieces * request.games > MAX_PIECE_GAMES) {
    const most = Math.max(1, Math.floor(MAX_PIECE_GAMES / pieces));
    return {
      ok: false,
      status: 400,
      code: 'too-costly',
      message: `games × pieces must be at most ${MAX_PIECE_GAMES.toLocaleString('en')}: these fleets have ${pieces} ships and crew, so at most ${most.toLocaleString('en')} games.`,
    };
  }
  const scenario = resolveScenario(request.scenario, ruleset.play.scenario);
  const unplayable = scenarioProblem(scenario.area, scenario.islands, ruleset.play.scenario.placement);
  if (unplayable) return { ok: false, status: 400, code: 'invalid-scenario', message: `${unplayable.field}: ${unplayable.message}` };
  const issues = (['a', 'b'] as const).flatMap((side) =>
    ruleset.validate(request[side], lookup).violations.map((v) => ({ ...v, fleet: side })),
  );
  if (issues.length) {
    const sides = [...new Set(issues.map((i) => i.fleet.toUpperCase()))];
    const who = sides.length === 2 ? 'Fleets A and B are' : `Fleet ${sides[0]} is`;
    return { ok: false, status: 422, code: 'illegal-fleet', message: `${who} not legal under ${ruleset.name} (see issues).`, issues };
  }
  const cardsA = fleetCards(a, lookup);
  const cardsB = fleetCards(b, lookup);
  const matchup: Matchup = {
    fleets: [a, b],
    cards: [...new Map([...cardsA, ...cardsB].map((c) => [c.id, c])).values()],
    ruleset: ruleset.id,
    scenario,
    policies: [request.policies?.a ?? DEFAULT_POLICY, request.policies?.b ?? DEFAULT_POLICY],
    seed: request.seed,
    alternateHomes: request.scenario?.islands === undefined,
  };
  return { ok: true, matchup, partial: { a: partlyModelled(cardsA), b: partlyModelled(cardsB) } };
}

/**
 * The tally's endings, most games first (then by name): the order a reader wants, and one fixed by the counts alone, so
 * the same games give the same answer however the workers split them.
 */
export function endingsOf(t: Tally): SimulateResult['endings'] {
  const entries = Object.entries(t.endings).sort(([a, x], [b, y]) => y.games - x.games || (a < b ? -1 : 1));
  return Object.fromEntries(entries.map(([reason, e]) => [reason, { games: e.games, wins: [e.wins[0], e.wins[1]], draws: e.draws }]));
}

const round = (x: number, places = 4) => Math.round(x * 10 ** places) / 10 ** places;

export function summarise(t: Tally, m: Matchup, partial: SimulateResult['partial'], elapsedMs: number): SimulateResult {
  const side = (i: 0 | 1) => ({
    winRate: round(t.wins[i] / t.games),
    ci95: wilson95(t.wins[i], t.games).map((x) => round(x)) as [number, number],
    meanGold: round(t.gold[i] / t.games, 2),
    policy: m.policies[i],
  });
  return {
    games: t.games,
    seed: m.seed,
    elapsedMs: Math.round(elapsedMs),
    drawRate: round(t.draws / t.games),
    meanTurns: round(t.turns / t.games, 2),
    a: side(0),
    b: side(1),
    turnCapGames: t.capped,
    gamesWithShots: t.fired,
    endings: endingsOf(t),
    firstPlayer: { winRate: round(t.firstWins / t.games), ci95: wilson95(t.firstWins, t.games).map((x) => round(x)) as [number, number] },
    histograms: {
      goldA: { binWidth: GOLD_BIN, counts: t.goldHist[0] },
      goldB: { binWidth: GOLD_BIN, counts: t.goldHist[1] },
      turns: { binWidth: TURNS_BIN, counts: t.turnsHist },
    },
    watch: { a: t.watch.a, b: t.watch.b, draw: t.watch.draw, longest: t.watch.longest?.game ?? null },
    scenario: m.scenario,
    homes: m.alternateHomes ? 'alternate' : 'as-given',
    partial,
  };
}
