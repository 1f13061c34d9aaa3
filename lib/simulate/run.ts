import type { Card } from '@/lib/cards/card';
import type { Fleet } from '@/lib/fleet/fleet';
import { seededDice } from '@/lib/engine/core/dice';
import type { GameEvent } from '@/lib/engine/state/events';
import { type Game, startTurn } from '@/lib/engine/game';
import { createGame, fleetPieces, type Pieces, type ResolvedScenario } from '@/lib/engine/setup/setup';
import { type GameState, goldCollected } from '@/lib/engine/state/state';
import { score } from '@/lib/engine/turn/turn';
import { rulesetOf } from '@/lib/rules/registry';
import type { RulesetId } from '@/lib/ruleset-ids';
import { playTurn } from '@/lib/ai/turn';
import type { PolicyId } from './schema';

/**
 * One matchup, as plain data a worker thread can receive: the fleets (two to six), every card they name, the ruleset, the
 * scenario with its defaults filled in, the policies and the seed. Game i is seeded from (seed, i) alone, so the
 * same request gives the same games however they are split across workers.
 */
export interface Matchup {
  fleets: Fleet[];
  cards: Card[];
  ruleset: RulesetId;
  scenario: ResolvedScenario;
  /** Each fleet's policy, in fleet order. */
  policies: PolicyId[];
  seed: number;
  /**
   * Whether the fleets trade home islands every other game: so when the request names no islands. The default table
   * is symmetric, but the two homes do not play alike (the policies break ties in island order, for one), and with
   * fleet A always at the first home a fleet against its own mirror image won 15 to 20 points more often than it lost
   * (Spanish and Pirate 40-point fleets, 1,000 games). With more fleets the homes turn round by one each game, so each
   * fleet sails from each home equally often. Islands a request names are played as named: fleet i's home is the
   * i-th.
   */
  alternateHomes: boolean;
}

export interface GameOutcome {
  /** The winning fleet's index, -1 for a draw. */
  winner: number;
  /**
   * Gold each fleet brought home, in fleet order; under Economy Edition its gold as the time limit scores it (003: "the
   * most gold coins (not resources)": gold at home, sales included, less upkeep and purchases).
   */
  gold: number[];
  turns: number;
  capped: boolean;
  first: number;
  /** Whether any shot was fired (`GameState.fired`). */
  fired: boolean;
  /** How the game ended, in the engine's own words (`GameState.endReason`). */
  ending: Ending;
}

export type Ending = Exclude<GameState['endReason'], ''>;

/** Each matchup's pieces, read from its cards once for all its games rather than once a game. */
const piecesOf = new WeakMap<Matchup, Pieces>();
const turnedOf = new WeakMap<Matchup, ResolvedScenario[]>();

/**
 * The scenario game `index` is played on: with `alternateHomes`, the home islands turned round by `index` places, so
 * fleet p starts at home (p + index) mod n (two fleets: traded in odd games).
 */
export function scenarioOf(m: Matchup, index: number): ResolvedScenario {
  const n = m.fleets.length;
  const shift = index % n;
  if (!m.alternateHomes || shift === 0) return m.scenario;
  let turned = turnedOf.get(m);
  if (!turned) turnedOf.set(m, (turned = []));
  if (!turned[shift]) {
    const homes = m.scenario.islands.slice(0, n);
    turned[shift] = { ...m.scenario, islands: [...homes.map((_, p) => homes[(p + shift) % n]), ...m.scenario.islands.slice(n)] };
  }
  return turned[shift];
}

/** Game `index` of `m` set up: its dice are seeded from (seed, index) alone. */
export function setUp(m: Matchup, index: number, lookup: (id: string) => Card | undefined, log: GameEvent[] | null): Game {
  const ruleset = rulesetOf(m.ruleset);
  const play = ruleset.play;
  if (!play || !ruleset.policy) throw new Error(`${ruleset.name} is not played by the engine`);
  const dice = seededDice(m.seed, index);
  let pieces = piecesOf.get(m);
  if (!pieces) {
    pieces = fleetPieces({ fleets: m.fleets, lookup, rules: play.rules, policy: ruleset.policy });
    piecesOf.set(m, pieces);
  }
  const state = createGame({
    fleets: m.fleets,
    lookup,
    pieces,
    rules: play.rules,
    policy: ruleset.policy,
    scenario: scenarioOf(m, index),
    seedIslandGold: play.scenario.seedIslandGold,
    coinsPerPlayer: play.scenario.coinsPerPlayer,
    dice,
    ...(play.startingGold ? { purses: m.fleets.map((f) => play.startingGold!(f, lookup)) } : {}),
  });
  return { state, dice, log };
}

/** Plays a game set up by `setUp` to its end. */
function playOut(m: Matchup, game: Game, afterTurn?: (state: GameState) => void): GameOutcome {
  const { state } = game;
  startTurn(game, state.first);
  // Each turn ends the game or starts the next; the turn cap guarantees an end.
  while (!state.over) {
    playTurn(game, state.active, m.policies[state.active]);
    afterTurn?.(state);
  }
  return {
    winner: state.winner,
    gold: state.players.map((_, p) => (state.economy ? score(state, p) : goldCollected(state, p))),
    turns: state.turn,
    capped: state.endReason === 'turn-cap',
    first: state.first,
    fired: state.fired,
    // A game the loop above ended is over, so it has a reason.
    ending: state.endReason as Ending,
  };
}

/** Plays game `index` of `m`; `afterTurn`, when given, sees the state after every player's turn (a test's checks). */
export function playGame(m: Matchup, index: number, lookup: (id: string) => Card | undefined, afterTurn?: (state: GameState) => void): GameOutcome {
  return playOut(m, setUp(m, index, lookup, null), afterTurn);
}

/**
 * Game `index` of `m` played exactly as a run plays it (the same set-up, the same dice: recording the events draws
 * nothing), with the table as it was built and every event after: a replay folds them (`POST /api/simulate/game`).
 */
export function recordGame(m: Matchup, index: number, lookup: (id: string) => Card | undefined): { outcome: GameOutcome; initial: GameState; events: GameEvent[] } {
  const game = setUp(m, index, lookup, []);
  const initial = structuredClone(game.state);
  const outcome = playOut(m, game);
  return { outcome, initial, events: game.log! };
}

/** Counts over a range of games; partial tallies from workers add up to the whole. */
export interface Tally {
  games: number;
  /** Wins of each fleet, in fleet order; so `gold` and `goldHist`. */
  wins: number[];
  draws: number;
  capped: number;
  firstWins: number;
  /** Games in which any shot was fired. */
  fired: number;
  gold: number[];
  turns: number;
  goldHist: number[][];
  /** The width of each bin of `goldHist` (`goldBinOf`). */
  goldBin: number;
  turnsHist: number[];
  /** For each way a game ended, how many games did and who won them (DESIGN.md `endings`). */
  endings: Partial<Record<Ending, EndingTally>>;
  /** Games worth watching again (`POST /api/simulate/game`). */
  watch: Watch;
}

/**
 * The games of a run a player may want to watch: the first each fleet won, the first draw, and the longest (the
 * first of the longest); null where the run has none. Indices, so partial tallies merge to the same as the whole.
 */
export interface Watch {
  /** The first game each fleet won, in fleet order. */
  wins: (number | null)[];
  draw: number | null;
  longest: { game: number; turns: number } | null;
}

const earlier = (x: number | null, y: number | null) => (x === null ? y : y === null ? x : Math.min(x, y));

export interface EndingTally {
  games: number;
  wins: number[];
  draws: number;
}

export const GOLD_BIN = 2;
export const TURNS_BIN = 2;
/**
 * Economy Edition's gold runs to hundreds (sales over 30 rounds, not a share of 15 or so coins): in 2-gold bins its
 * histogram had two hundred bars, too thin to draw.
 */
export const ECONOMY_GOLD_BIN = 10;

/** The width of a run's gold bins under `ruleset`. */
export function goldBinOf(ruleset: RulesetId): number {
  return ruleset === 'economy' ? ECONOMY_GOLD_BIN : GOLD_BIN;
}

/** A tally of no games yet, of `fleets` fleets, its gold counted in bins `goldBin` wide. */
export function emptyTally(fleets = 2, goldBin = GOLD_BIN): Tally {
  const each = <T>(make: () => T): T[] => Array.from({ length: fleets }, make);
  return {
    games: 0,
    wins: each(() => 0),
    draws: 0,
    capped: 0,
    firstWins: 0,
    fired: 0,
    gold: each(() => 0),
    turns: 0,
    goldHist: each(() => []),
    goldBin,
    turnsHist: [],
    endings: {},
    watch: { wins: each(() => null), draw: null, longest: null },
  };
}

function bump(hist: number[], bin: number): void {
  while (hist.length <= bin) hist.push(0);
  hist[bin]++;
}

/** Counts game `index`'s outcome (the index only marks the games worth watching). */
export function addOutcome(t: Tally, o: GameOutcome, index = t.games): void {
  if (o.winner === -1) t.watch.draw = earlier(t.watch.draw, index);
  else t.watch.wins[o.winner] = earlier(t.watch.wins[o.winner], index);
  const longest = t.watch.longest;
  if (!longest || o.turns > longest.turns || (o.turns === longest.turns && index < longest.game)) t.watch.longest = { game: index, turns: o.turns };
  t.games++;
  if (o.winner === -1) t.draws++;
  else t.wins[o.winner]++;
  if (o.capped) t.capped++;
  if (o.winner === o.first) t.firstWins++;
  if (o.fired) t.fired++;
  for (let p = 0; p < t.gold.length; p++) {
    t.gold[p] += o.gold[p];
    bump(t.goldHist[p], Math.floor(o.gold[p] / t.goldBin));
  }
  t.turns += o.turns;
  bump(t.turnsHist, Math.floor(o.turns / TURNS_BIN));
  const ending = (t.endings[o.ending] ??= { games: 0, wins: t.wins.map(() => 0), draws: 0 });
  ending.games++;
  if (o.winner === -1) ending.draws++;
  else ending.wins[o.winner]++;
}

export function mergeTally(into: Tally, t: Tally): void {
  into.watch.wins = into.watch.wins.map((w, p) => earlier(w, t.watch.wins[p]));
  into.watch.draw = earlier(into.watch.draw, t.watch.draw);
  const [x, y] = [into.watch.longest, t.watch.longest];
  if (y && (!x || y.turns > x.turns || (y.turns === x.turns && y.game < x.game))) into.watch.longest = y;
  into.games += t.games;
  for (let p = 0; p < into.wins.length; p++) {
    into.wins[p] += t.wins[p];
    into.gold[p] += t.gold[p];
  }
  into.draws += t.draws;
  into.capped += t.capped;
  into.firstWins += t.firstWins;
  into.fired += t.fired;
  into.turns += t.turns;
  const add = (a: number[], b: number[]) => b.forEach((n, i) => {
    while (a.length <= i) a.push(0);
    a[i] += n;
  });
  into.goldHist.forEach((h, p) => add(h, t.goldHist[p]));
  add(into.turnsHist, t.turnsHist);
  for (const [reason, e] of Object.entries(t.endings) as [Ending, EndingTally][]) {
    const to = (into.endings[reason] ??= { games: 0, wins: e.wins.map(() => 0), draws: 0 });
    to.games += e.games;
    e.wins.forEach((w, p) => (to.wins[p] += w));
    to.draws += e.draws;
  }
}

export function lookupOf(cards: readonly Card[]): (id: string) => Card | undefined {
  const byId = new Map(cards.map((c) => [c.id, c]));
  return (id) => byId.get(id);
}

/** Plays games [from, to) of a matchup, reporting progress every `every` games. */
export function playRange(m: Matchup, from: number, to: number, onProgress?: (done: number) => void, every = 50): Tally {
  const lookup = lookupOf(m.cards);
  const tally = emptyTally(m.fleets.length, goldBinOf(m.ruleset));
  for (let i = from; i < to; i++) {
    addOutcome(tally, playGame(m, i, lookup), i);
    if (onProgress && (i - from + 1) % every === 0) onProgress(i - from + 1);
  }
  return tally;
}
