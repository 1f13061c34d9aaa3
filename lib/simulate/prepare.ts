import type { Card } from '@/lib/cards/card';
import type { CardLookup } from '@/lib/cards/lookup';
import { ignoredSentences } from '@/lib/engine/abilities/coverage';
import { scenarioProblem } from '@/lib/engine/core/placement';
import { resolveScenario } from '@/lib/engine/setup/setup';
import type { Fleet } from '@/lib/fleet/fleet';
import { rulesetOf } from '@/lib/rules/registry';
import type { Issue } from '@/lib/rules/result';
import { SIMULATOR_POLICY } from '@/lib/ai/difficulty';
import { type Matchup, type Tally, TURNS_BIN } from './run';
import { gameWork, MAX_PIECE_GAMES, mostGames, piecesOf, searchingSeats } from './work';
import { fleetsOf, type PartialCard, type SimulateManyResult, type SimulateRequest, type SimulateResult } from './schema';
import { wilson95 } from './stats';

export type Prepared =
  | { ok: true; matchup: Matchup; partial: PartialCard[][] }
  | { ok: false; status: 400 | 422; code: string; message: string; issues?: (Issue & { fleet: string })[] };

/** A fleet's name in answers: `a`, `b`, … in fleet order, as the two-fleet form names them. */
export const fleetLetter = (i: number): string => String.fromCharCode(97 + i);

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
 * Checks a request against the rules (every fleet legal, one ruleset the engine plays, no more fleets than its text
 * seats) and builds its matchup.
 */
export function prepareMatchup(request: SimulateRequest, lookup: CardLookup): Prepared {
  const { fleets, policies } = fleetsOf(request);
  const rulesets = [...new Set(fleets.map((f) => f.ruleset))];
  if (rulesets.length > 1) {
    const which = fleets.map((f, i) => `${fleetLetter(i)} is ${f.ruleset}`).join(', ');
    return { ok: false, status: 400, code: 'mixed-rulesets', message: `Every fleet must be built for the same ruleset (${which}).` };
  }
  const ruleset = rulesetOf(rulesets[0]);
  if (!ruleset.play) return { ok: false, status: 400, code: 'ruleset-not-simulated', message: `${ruleset.name} games are not simulated.` };
  if (fleets.length > ruleset.play.maxPlayers) {
    return { ok: false, status: 422, code: 'too-many-fleets', message: `fleets: ${ruleset.name} is played by at most ${ruleset.play.maxPlayers} players; this request has ${fleets.length} fleets.` };
  }
  const seated = policies.slice(0, fleets.length);
  const most = mostGames(fleets, seated);
  if (request.games > most) {
    const searching = searchingSeats(seated);
    const counted = gameWork(seated);
    const why = searching ? `, each game counted ${counted} times for the ${searching === 1 ? 'fleet' : `${searching} fleets`} played by search,` : '';
    return {
      ok: false,
      status: 400,
      code: 'too-costly',
      message: `games × pieces must be at most ${MAX_PIECE_GAMES.toLocaleString('en')}: these fleets have ${piecesOf(fleets)} ships and crew${why} so at most ${most.toLocaleString('en')} games.`,
    };
  }
  if (request.scenario?.islands && request.scenario.islands.length <= fleets.length) {
    return { ok: false, status: 400, code: 'invalid-scenario', message: `scenario.islands: ${fleets.length} fleets need a home island each and at least one wild island.` };
  }
  const scenario = resolveScenario(request.scenario, ruleset.play.scenario, 'wall', fleets.length);
  const unplayable = scenarioProblem(scenario.area, scenario.islands, ruleset.play.scenario.placement);
  if (unplayable) return { ok: false, status: 400, code: 'invalid-scenario', message: `${unplayable.field}: ${unplayable.message}` };
  const issues = fleets.flatMap((fleet, i) => ruleset.validate(fleet, lookup).violations.map((v) => ({ ...v, fleet: fleetLetter(i) })));
  if (issues.length) {
    const sides = [...new Set(issues.map((i) => i.fleet.toUpperCase()))];
    const who = sides.length === 1 ? `Fleet ${sides[0]} is` : `Fleets ${sides.slice(0, -1).join(', ')} and ${sides[sides.length - 1]} are`;
    return { ok: false, status: 422, code: 'illegal-fleet', message: `${who} not legal under ${ruleset.name} (see issues).`, issues };
  }
  const cards = fleets.map((f) => fleetCards(f, lookup));
  const matchup: Matchup = {
    fleets,
    cards: [...new Map(cards.flat().map((c) => [c.id, c])).values()],
    ruleset: ruleset.id,
    scenario,
    policies: policies.map((p) => p ?? SIMULATOR_POLICY),
    seed: request.seed,
    alternateHomes: request.scenario?.islands === undefined,
  };
  return { ok: true, matchup, partial: cards.map(partlyModelled) };
}

/**
 * The tally's endings, most games first (then by name): the order a reader wants, and one fixed by the counts alone, so
 * the same games give the same answer however the workers split them.
 */
export function endingsOf(t: Tally): SimulateResult['endings'] {
  const entries = Object.entries(t.endings).sort(([a, x], [b, y]) => y.games - x.games || (a < b ? -1 : 1));
  return Object.fromEntries(entries.map(([reason, e]) => [reason, { games: e.games, wins: [...e.wins], draws: e.draws }]));
}

const round = (x: number, places = 4) => Math.round(x * 10 ** places) / 10 ** places;

/**
 * A run's answer: `players` in fleet order for any number of fleets, and for two the contract's `a` and `b` beside
 * them (DESIGN.md "a two-fleet request may use either form").
 */
export function summarise(t: Tally, m: Matchup, partial: PartialCard[][], elapsedMs: number): SimulateResult | SimulateManyResult {
  const side = (i: number) => ({
    winRate: round(t.wins[i] / t.games),
    ci95: wilson95(t.wins[i], t.games).map((x) => round(x)) as [number, number],
    meanGold: round(t.gold[i] / t.games, 2),
    policy: m.policies[i],
  });
  const players = m.fleets.map((_, i) => ({ ...side(i), gold: { binWidth: t.goldBin, counts: t.goldHist[i] }, firstWin: t.watch.wins[i], partial: partial[i] }));
  const run = {
    games: t.games,
    seed: m.seed,
    elapsedMs: Math.round(elapsedMs),
    drawRate: round(t.draws / t.games),
    meanTurns: round(t.turns / t.games, 2),
    players,
    turnCapGames: t.capped,
    gamesWithShots: t.fired,
    endings: endingsOf(t),
    firstPlayer: { winRate: round(t.firstWins / t.games), ci95: wilson95(t.firstWins, t.games).map((x) => round(x)) as [number, number] },
    scenario: m.scenario,
    homes: m.alternateHomes ? ('alternate' as const) : ('as-given' as const),
  };
  const longest = t.watch.longest?.game ?? null;
  if (m.fleets.length > 2) return { ...run, histograms: { turns: { binWidth: TURNS_BIN, counts: t.turnsHist } }, watch: { draw: t.watch.draw, longest } };
  return {
    ...run,
    a: side(0),
    b: side(1),
    histograms: {
      goldA: { binWidth: t.goldBin, counts: t.goldHist[0] },
      goldB: { binWidth: t.goldBin, counts: t.goldHist[1] },
      turns: { binWidth: TURNS_BIN, counts: t.turnsHist },
    },
    watch: { a: t.watch.wins[0], b: t.watch.wins[1], draw: t.watch.draw, longest },
    partial: { a: partial[0], b: partial[1] },
  };
}
