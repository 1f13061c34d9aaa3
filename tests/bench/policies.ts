import { availableParallelism } from 'node:os';
import { loadAllCards } from '@/db/cards';
import { getDb } from '@/db/client';
import { SIMULATOR_POLICY, TABLE_POLICY } from '@/lib/ai/difficulty';
import { seededDice } from '@/lib/engine/core/dice';
import type { Fleet } from '@/lib/fleet/fleet';
import { prepareMatchup } from '@/lib/simulate/prepare';
import { describeFleet, type DrawnRuleset, randomFleet } from '@/lib/simulate/random-fleet';
import { runStep } from '@/lib/pirates/run';
import { lookupOf, type Matchup, playGame, type Tally } from '@/lib/simulate/run';
import { POLICY_IDS, type PolicyId, type SimulateRequest } from '@/lib/simulate/schema';
import { edge95, wilson95 } from '@/lib/simulate/stats';
import { runInWorkers } from '@/lib/simulate/worker-pool';
import { choiceFlag, numberFlag } from './args';
import { percentile } from './percentile';

/**
 * `npm run sim:policies`: is the table's Hard (`search`) stronger than the others, on fleets nobody tuned for? Two questions,
 * on legal fleets of real cards drawn at random from the seed across sets, nations and rulesets (official 40,
 * Crimson Coast 30, Daniel's 50 points; lib/simulate/random-fleet.ts), each policy playing each seat for half the
 * games so neither gains from the seat or from moving first:
 *
 * 1. `--pairs N` pairs of different fleets (default 40), Hard against `--against` (default `balanced`), fleets
 *    and policies swapped for half the games: Hard's share of the decided games, with its 95% interval.
 * 2. `--mirrors N` random fleets against themselves (default 12; 0 plays none), Hard against `--against`, `gold-runner` and
 *    `hunter`: Hard's edge (its win rate minus the other's) with its 95% interval. On a mirror only the
 *    policies differ: on a pair of different fleets the stronger fleet often wins every game whichever policy sails
 *    it, and those games say nothing of the policies (docs/ai.md).
 *
 * 3. `--tables N` tables of `--seats S` random official fleets (default 0 tables, 4 seats; 3 to 6, the official
 *    rules' 001 "and so on"), Hard sailing each fleet of a table in turn against `--against` in every other seat:
 *    Hard's share of the decided games against the fair share, 1/S, which the same policy in every seat would get
 *    (every fleet is sailed by Hard equally often, each at each home). Among several enemies a policy must also
 *    choose whom to fight (lib/ai/rivals.ts); two-seat figures do not say how well it does.
 *
 * 4. `--verdicts N` random fleet pairs (default 0) played twice, each time with one policy on both sides: by the
 *    simulator's default (`--verdict-games G` games, default 400) and by Hard (`--games` in each seat order): which
 *    fleet each finds the better, by whether the 95% interval of fleet A's share of the decided games lies above or
 *    below a half. The simulator answers with its default because Hard's games cost hundreds of its own; this says how
 *    often the cheaper answer is the one Hard's play would give.
 *
 * 5. The computer's whole turn on the table, as lib/pirates/run.ts plays it (a copy of the state, the policy's turn):
 *    timed from every position of `--timed N` games (default 6) between random fleets, p50, p95 and the longest.
 *
 * `--games N` a pair or mirror in each seat order (default 50, and 6 for `search`, a game of which costs about a second
 * of one core: a run of a quarter of an hour), `--seed N`, `--policy P` to measure another policy than Hard (the
 * simulator's default, `lookahead`, plays 50 games an order in minutes). Figures and the command's last run: docs/ai.md.
 */
const SEED = numberFlag('--seed', 1);
const PAIRS = numberFlag('--pairs', 40);
const MIRRORS = numberFlag('--mirrors', 12);
const TIMED = numberFlag('--timed', 6);
const POLICY = choiceFlag('--policy', POLICY_IDS, TABLE_POLICY);
const GAMES = numberFlag('--games', POLICY === 'search' ? 6 : 50);
const AGAINST = choiceFlag('--against', POLICY_IDS, 'balanced');
const TABLES = numberFlag('--tables', 0);
const SEATS = numberFlag('--seats', 4);
if (!Number.isInteger(SEATS) || SEATS < 3 || SEATS > 6) throw new Error(`--seats is 3 to 6, not '${SEATS}'`);
const VERDICTS = numberFlag('--verdicts', 0);
const VERDICT_GAMES = numberFlag('--verdict-games', 400);
const RULESETS: DrawnRuleset[] = ['official', 'crimson-coast', 'daniel-house'];

const cards = loadAllCards(getDb());
const lookup = lookupOf(cards);
const workers = availableParallelism();
const pct = (x: number) => (100 * x).toFixed(1);
const signed = (x: number) => `${x >= 0 ? '+' : ''}${pct(x)}`;

/** The matchup a request names; every fleet drawn here is legal, so a refusal is a bug, thrown with its reasons. */
function matchupOf(request: SimulateRequest): Matchup {
  const prepared = prepareMatchup(request, lookup);
  if (!prepared.ok) throw new Error(`${prepared.message} ${JSON.stringify(prepared.issues ?? [])}`);
  return prepared.matchup;
}

/** A request's games, played on every core. */
function played(request: SimulateRequest): Promise<Tally> {
  return runInWorkers(matchupOf(request), request.games, { workers });
}

/** Wins of `mine` and of `theirs` over 2 × GAMES games, each policy with each fleet in each seat for half of them. */
async function headToHead(a: Fleet, b: Fleet, mine: PolicyId, theirs: PolicyId, seed: number): Promise<{ mine: number; theirs: number; games: number }> {
  let won = 0;
  let lost = 0;
  let games = 0;
  // Seat A with each fleet under each policy: (a: mine, b: theirs), (a: theirs, b: mine), then the fleets swapped.
  const orders: [Fleet, Fleet, boolean][] = a === b ? [[a, b, true], [a, b, false]] : [[a, b, true], [a, b, false], [b, a, true], [b, a, false]];
  for (const [x, y, mineFirst] of orders) {
    const n = Math.ceil((2 * GAMES) / orders.length);
    const policies = mineFirst ? { a: mine, b: theirs } : { a: theirs, b: mine };
    const t = await played({ a: x, b: y, games: n, seed, policies });
    won += mineFirst ? t.wins[0] : t.wins[1];
    lost += mineFirst ? t.wins[1] : t.wins[0];
    games += t.games;
  }
  return { mine: won, theirs: lost, games };
}

/** `mine` sailing each of `fleets` in turn, `theirs` every other seat, GAMES games each: its wins, and the decided games. */
async function atTable(fleets: Fleet[], mine: PolicyId, theirs: PolicyId, seed: number): Promise<{ mine: number; decided: number; games: number }> {
  let won = 0;
  let decided = 0;
  let games = 0;
  for (let r = 0; r < fleets.length; r++) {
    const policies = fleets.map((_, i) => (i === r ? mine : theirs));
    const t = await played({ fleets, games: GAMES, seed, policies });
    won += t.wins[r];
    decided += t.wins.reduce((a, b) => a + b, 0);
    games += t.games;
  }
  return { mine: won, decided, games };
}

/** Fleet A's share of the decided games of `games` between `a` and `b`, both sailed by `policy`, with its interval and verdict. */
async function verdict(a: Fleet, b: Fleet, policy: PolicyId, games: number, seed: number): Promise<{ share: number; lo: number; hi: number; better: 'A' | 'B' | 'even' }> {
  const t = await played({ a, b, games, seed, policies: { a: policy, b: policy } });
  const decided = t.wins[0] + t.wins[1];
  const [lo, hi] = wilson95(t.wins[0], decided);
  return { share: decided ? t.wins[0] / decided : 0.5, lo, hi, better: lo > 0.5 ? 'A' : hi < 0.5 ? 'B' : 'even' };
}

async function main() {
  const started = performance.now();
  if (PAIRS > 0) console.log(`${POLICY} against ${AGAINST} on ${PAIRS} random fleet pairs, ${2 * GAMES} games a pair (policies and fleets swapped for half), seed ${SEED}`);
  let won = 0;
  let lost = 0;
  let games = 0;
  let pairsWon = 0;
  for (let k = 0; k < PAIRS; k++) {
    const ruleset = RULESETS[k % RULESETS.length];
    const dice = seededDice(SEED, 10_000 + k);
    const a = randomFleet(cards, ruleset, dice);
    const b = randomFleet(cards, ruleset, dice);
    const r = await headToHead(a, b, POLICY, AGAINST, SEED + k);
    won += r.mine;
    lost += r.theirs;
    games += r.games;
    if (r.mine > r.theirs) pairsWon++;
    const decided = r.mine + r.theirs;
    console.log(
      `#${String(k + 1).padStart(2)} ${ruleset.padEnd(13)} ${POLICY} ${String(r.mine).padStart(3)} ${AGAINST} ${String(r.theirs).padStart(3)} draws ${String(r.games - decided).padStart(3)}  ` +
        `${a.nationality ?? '?'}: ${describeFleet(a, lookup)} | ${b.nationality ?? '?'}: ${describeFleet(b, lookup)}`,
    );
  }
  const decided = won + lost;
  const [lo, hi] = wilson95(won, decided);
  if (PAIRS > 0) console.log(
    `${POLICY} won ${pct(won / decided)}% of ${decided} decided games [${pct(lo)}, ${pct(hi)}] (${games - decided} of ${games} drawn); ahead on ${pairsWon} of ${PAIRS} pairs`,
  );

  const others = MIRRORS > 0 ? [...new Set<PolicyId>([AGAINST, 'gold-runner', 'hunter'])] : [];
  if (others.length) console.log(`\n${POLICY} against ${others.join(', ')} on ${MIRRORS} random mirrors, ${2 * GAMES} games each (half in each seat)`);
  for (const other of others) {
    let mine = 0;
    let theirs = 0;
    let n = 0;
    for (let k = 0; k < MIRRORS; k++) {
      const ruleset = RULESETS[k % RULESETS.length];
      const fleet = randomFleet(cards, ruleset, seededDice(SEED, 20_000 + k));
      const r = await headToHead(fleet, fleet, POLICY, other, SEED + k);
      mine += r.mine;
      theirs += r.theirs;
      n += r.games;
      console.log(`  ${other.padEnd(11)} #${String(k + 1).padStart(2)} ${ruleset.padEnd(13)} ${String(r.mine).padStart(3)} to ${String(r.theirs).padStart(3)} of ${r.games}  ${describeFleet(fleet, lookup)}`);
    }
    const { edge, ci95 } = edge95(mine, theirs, n);
    const [lo, hi] = wilson95(mine, mine + theirs);
    console.log(
      `${POLICY} against ${other}: wins ${pct(mine / n)}% to ${pct(theirs / n)}% of ${n} games, edge ${signed(edge)} points [${signed(ci95[0])}, ${signed(ci95[1])}]; ` +
        `${pct(mine / (mine + theirs))}% of the decided games [${pct(lo)}, ${pct(hi)}]`,
    );
  }

  if (TABLES > 0) console.log(`\n${POLICY} against ${AGAINST} at ${TABLES} tables of ${SEATS} random official fleets, sailing each fleet in turn, ${GAMES} games each (a fair share is ${pct(1 / SEATS)}%)`);
  let tableWins = 0;
  let tableDecided = 0;
  let tablesAhead = 0;
  for (let k = 0; k < TABLES; k++) {
    const dice = seededDice(SEED, 40_000 + k);
    const fleets = Array.from({ length: SEATS }, () => randomFleet(cards, 'official', dice));
    const r = await atTable(fleets, POLICY, AGAINST, SEED + k);
    tableWins += r.mine;
    tableDecided += r.decided;
    if (r.mine * SEATS > r.decided) tablesAhead++;
    console.log(`  table #${String(k + 1).padStart(2)} ${POLICY} won ${String(r.mine).padStart(3)} of ${r.decided} decided (${r.games - r.decided} drawn)  ${fleets.map((f) => describeFleet(f, lookup)).join(' | ')}`);
  }
  if (TABLES > 0) {
    const [lo, hi] = wilson95(tableWins, tableDecided);
    console.log(`${POLICY} won ${pct(tableWins / tableDecided)}% of ${tableDecided} decided games at tables of ${SEATS} [${pct(lo)}, ${pct(hi)}] (a fair share ${pct(1 / SEATS)}%); above its share at ${tablesAhead} of ${TABLES} tables`);
  }

  if (VERDICTS > 0) console.log(`\nwhich fleet is the better, on ${VERDICTS} random pairs: the simulator's default (${SIMULATOR_POLICY}, ${VERDICT_GAMES} games) against ${POLICY} (${2 * GAMES} games), each on both sides`);
  const counts = { same: 0, opposite: 0, oneEven: 0 };
  let apart = 0;
  let outside = 0;
  for (let k = 0; k < VERDICTS; k++) {
    const ruleset = RULESETS[k % RULESETS.length];
    const dice = seededDice(SEED, 60_000 + k);
    const a = randomFleet(cards, ruleset, dice);
    const b = randomFleet(cards, ruleset, dice);
    const cheap = await verdict(a, b, SIMULATOR_POLICY, VERDICT_GAMES, SEED + k);
    const dear = await verdict(a, b, POLICY, 2 * GAMES, SEED + k);
    const how = cheap.better === dear.better ? 'same' : cheap.better === 'even' || dear.better === 'even' ? 'oneEven' : 'opposite';
    counts[how]++;
    apart += Math.abs(cheap.share - dear.share);
    // The default's share, measured over many more games, outside the interval of Hard's: a difference beyond chance.
    const beyond = cheap.share < dear.lo || cheap.share > dear.hi;
    if (beyond) outside++;
    const said = (v: typeof cheap) => `A ${pct(v.share).padStart(5)}% [${pct(v.lo)}, ${pct(v.hi)}] ${v.better.padEnd(4)}`;
    console.log(`  #${String(k + 1).padStart(2)} ${ruleset.padEnd(13)} ${SIMULATOR_POLICY} ${said(cheap)}  ${POLICY} ${said(dear)}  ${how === 'oneEven' ? 'one even' : how}${beyond ? ', outside' : ''}  ${describeFleet(a, lookup)} | ${describeFleet(b, lookup)}`);
  }
  if (VERDICTS > 0) {
    console.log(
      `the same verdict on ${counts.same} of ${VERDICTS} pairs, opposite on ${counts.opposite}, one of the two even on ${counts.oneEven}; ` +
        `fleet A's share differed by ${pct(apart / VERDICTS)} points on average, and the default's lay outside ${POLICY}'s interval on ${outside}`,
    );
  }

  timeTurns(TIMED, 2, (k) => RULESETS[k % RULESETS.length]);
  // Among several enemies a turn plays more seats ahead: timed there too when tables were asked for.
  if (TABLES > 0) timeTurns(TIMED, SEATS, () => 'official');
  console.log(`${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * The computer's whole turn as the table plays it (lib/pirates/run.ts `runStep`: a copy of the state and the policy's
 * turn), timed from every position of `games` games of `seats` random fleets, every seat played by the policy.
 */
function timeTurns(games: number, seats: number, rulesetOf: (k: number) => DrawnRuleset): void {
  const times: number[] = [];
  const people = Array.from({ length: seats }, () => false);
  for (let k = 0; k < games; k++) {
    const ruleset = rulesetOf(k);
    const dice = seededDice(SEED, (seats === 2 ? 30_000 : 50_000) + k);
    const fleets = Array.from({ length: seats }, () => randomFleet(cards, ruleset, dice));
    playGame(matchupOf({ fleets, games: 1, seed: SEED + k, policies: fleets.map(() => POLICY) }), 0, lookup, (state) => {
      if (state.over) return;
      const at = performance.now();
      runStep(state, { kind: 'computer-turn', player: state.active, policy: POLICY }, people, seededDice(SEED, times.length));
      times.push(performance.now() - at);
    });
  }
  times.sort((x, y) => x - y);
  const ms = (p: number) => percentile(times, p).toFixed(1);
  if (times.length) console.log(`\nthe computer's whole turn on the table (${POLICY}, ${seats} seats), ${times.length} turns of ${games} games: p50 ${ms(50)} ms, p95 ${ms(95)} ms, longest ${times[times.length - 1].toFixed(1)} ms`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
