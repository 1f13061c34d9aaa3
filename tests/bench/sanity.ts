import { availableParallelism } from 'node:os';
import { loadAllCards } from '@/db/cards';
import { getDb } from '@/db/client';
import { seededDice } from '@/lib/engine/core/dice';
import type { Card } from '@/lib/cards/card';
import type { CardLookup } from '@/lib/cards/lookup';
import type { Fleet } from '@/lib/fleet/fleet';
import { prepareMatchup } from '@/lib/simulate/prepare';
import { describeFleet, DRAW_TOTALS, type DrawnRuleset, randomFleet, withOneMoreCrew, withOneMoreShip } from '@/lib/simulate/random-fleet';
import { lookupOf, mergeTally, type Tally } from '@/lib/simulate/run';
import { edge95 } from '@/lib/simulate/stats';
import { runInWorkers } from '@/lib/simulate/worker-pool';
import { choiceFlag, listFlag, numberFlag } from './args';
import { SIMULATOR_POLICY } from '@/lib/ai/difficulty';
import { POLICY_IDS } from '@/lib/simulate/schema';
import { validateFleet } from '@/lib/rules';

/**
 * `npm run sim:sanity`: relations every simulation must satisfy, checked on legal fleets of real cards drawn at random
 * from the seed (lib/simulate/random-fleet.ts: a nation, then ships and crew of every set, each fleet checked by its
 * ruleset's validator), `--fleets N` of each ruleset at its recommended total (official 40, Crimson Coast 30,
 * Daniel's 50). For each fleet, under the default policies:
 *
 * - mirror: the fleet against itself is a real game: under 25% draws, and shots fired in most games when the fleet
 *   carries guns (not asked of Economy Edition, won by trade);
 * - crew: the fleet with one more basic generic crew of a ship's nation, in cargo room she has, against the fleet as
 *   drawn, is never significantly worse (the 95% interval of its edge, its win rate minus the other's, not wholly
 *   below zero). Beside it, the control: the same crew with no ability, costed and stowed as she is, so a reader can
 *   tell what the crew's ability is worth from what a hold space less costs (a crew takes a treasure's room, 001
 *   "Placing Crew");
 * - ship: the fleet with one more ship of its nation against the fleet as drawn is never significantly worse.
 *
 * The crew, control and ship matchups are played both ways round, half the games each, on the same dice
 * (`playBothWays`), so that only the piece added differs between the two fleets' games.
 *
 * Prints every row, then each failing relation with its fleets in full (card ids included), so the game that shows it
 * can be played again. A new seed draws new fleets: `--seed N` (default 1), `--games N` per matchup (default 1,000),
 * `--fleets N` per ruleset (default 4), `--rulesets official,daniel-house` (`economy` too: Economy Edition's fleets of 40 gold,
 * gold left for upkeep). Exits with 1 when a relation fails.
 *
 * `--policy P` plays every fleet with P (default: the simulator's), and `--relations mirror` checks only the
 * relations named: Hard (`search`) plays a game in about a second of a core, so a run of its mirrors alone, at a few
 * dozen games each, takes minutes where every relation at 300 games would take hours. Fewer games widen each
 * interval: a crew or ship check of 40 games fails only on an edge of about -40 points or worse.
 */
const SEED = numberFlag('--seed', 1);
const GAMES = numberFlag('--games', 1000);
const FLEETS = numberFlag('--fleets', 4);
const RULESETS = listFlag<DrawnRuleset>('--rulesets', Object.keys(DRAW_TOTALS) as DrawnRuleset[], ['official', 'crimson-coast', 'daniel-house']);
const POLICY = choiceFlag('--policy', POLICY_IDS, SIMULATOR_POLICY);
const RELATIONS = new Set(listFlag('--relations', ['mirror', 'crew', 'ship'] as const, ['mirror', 'crew', 'ship']));

/** A mirror drawn more often than this is not a game. */
const MOST_DRAWS = 0.25;
/** A mirror of fleets with guns must fire them in more than this share of its games. */
const LEAST_SHOTS = 0.5;

const cards = loadAllCards(getDb());
const lookup = lookupOf(cards);
const workers = availableParallelism();
const pct = (x: number) => (100 * x).toFixed(1);
const signed = (x: number) => `${x >= 0 ? '+' : ''}${pct(x)}`;

async function play(a: Fleet, b: Fleet, cardOf: CardLookup = lookup, games = GAMES): Promise<Tally> {
  const prepared = prepareMatchup({ a, b, games, seed: SEED, policies: { a: POLICY, b: POLICY } }, cardOf);
  if (!prepared.ok) throw new Error(`${prepared.message} ${JSON.stringify(prepared.issues ?? [])}`);
  return runInWorkers(prepared.matchup, games, { workers });
}

/** `t` with its two fleets' places swapped: what it counts for fleet B, it counts for fleet A. */
function reversed(t: Tally): Tally {
  const swap = <T>([x, y]: T[]): T[] => [y, x];
  const endings: Tally['endings'] = {};
  for (const [reason, e] of Object.entries(t.endings) as [keyof Tally['endings'], NonNullable<Tally['endings'][keyof Tally['endings']]>][]) endings[reason] = { ...e, wins: swap(e.wins) };
  return { ...t, wins: swap(t.wins), gold: swap(t.gold), goldHist: swap(t.goldHist), endings, watch: { ...t.watch, wins: swap(t.watch.wins) } };
}

/**
 * `a` against `b` both ways round, half the games each, on the same dice: the fleets trade places (which is fleet A,
 * and so which home and which seat each game gives it) and nothing else. A seed's games share their dice across every
 * matchup of the run, so a deviation of the seats over those games (a deal that favours fleet B's side more often
 * than not, say) is the same in every matchup: played one way round it showed as the added crew's or ship's edge. Under
 * Daniel's rules, where a crew or ship in the shipyard is often never bought, the row repeated the mirror's split of the
 * seats to the tenth: on seed 32871, 300 games, a Helmsman never hired "lost" 39.0% to 61.0%, and played the other way
 * round the same games went 61.0% to 39.0% for her.
 */
async function playBothWays(a: Fleet, b: Fleet, cardOf: CardLookup = lookup): Promise<Tally> {
  const half = Math.ceil(GAMES / 2);
  const t = await play(a, b, cardOf, half);
  mergeTally(t, reversed(await play(b, a, cardOf, half)));
  return t;
}

/** The endings of a tally in a few words: "all-gold-home 61%, one-fleet-left 30%, turn-cap 9%". */
const endings = (t: Tally) =>
  Object.entries(t.endings)
    .sort(([, x], [, y]) => y.games - x.games)
    .map(([reason, e]) => `${reason} ${pct(e.games / t.games)}%`)
    .join(', ');

/** The crew `added` with no ability, costed and stowed as she is (see the control above), under an id of its own. */
const control = (added: Card): Card => ({ ...added, id: `${added.id}:control`, name: 'No ability (control)', ability: '', keywords: [] });

/** `after` (the fleet `before` with one more crew) with `id` in place of the crew it added. */
function withAdded(before: Fleet, after: Fleet, id: string): Fleet {
  return {
    ...after,
    crew: after.crew.length > before.crew.length ? [...before.crew, id] : after.crew,
    ships: after.ships.map((s, i) => (s.crew.length > before.ships[i].crew.length ? { ...s, crew: [...before.ships[i].crew, id] } : s)),
  };
}

const edgeText = (t: Tally) => {
  const { edge, ci95 } = edge95(t.wins[0], t.wins[1], t.games);
  return `edge ${signed(edge)} [${signed(ci95[0])}, ${signed(ci95[1])}]`;
};

const armed = (fleet: Fleet) => fleet.ships.some((s) => (lookup(s.cardId)?.cannons.length ?? 0) > 0);

interface Failure {
  relation: string;
  ruleset: DrawnRuleset;
  figures: string;
  fleets: [string, Fleet][];
}

async function main() {
  console.log(`relations on random legal fleets, seed ${SEED}, ${GAMES} games a matchup, ${FLEETS} fleets of each ruleset, every fleet played by ${POLICY}`);
  const failures: Failure[] = [];
  const started = performance.now();
  for (const [r, ruleset] of RULESETS.entries()) {
    console.log(`\n${ruleset} (${DRAW_TOTALS[ruleset]} points)`);
    for (let k = 0; k < FLEETS; k++) {
      // A stream of the seed's dice for each fleet, by the ruleset's place in `--rulesets`: the same seed and list draw
      // the same fleets whatever `--fleets` says (`--rulesets crimson-coast` alone draws other fleets than the default).
      const dice = seededDice(SEED, 1000 * (r + 1) + k);
      const fleet = randomFleet(cards, ruleset, dice);
      const label = `${ruleset} #${k + 1}`;
      console.log(`#${k + 1} ${fleet.nationality ?? ''}${fleet.nationality ? ': ' : ''}${describeFleet(fleet, lookup)}`);
      // What the builder would tell a player of this fleet: a Daniel's fleet whose starting ship has no hold can buy
      // nothing, and its mirror is no game whoever plays it.
      for (const w of validateFleet(fleet, lookup).warnings) console.log(`  note     ${w.message}`);

      if (RELATIONS.has('mirror')) {
        const mirror = await play(fleet, fleet);
        const draws = mirror.draws / mirror.games;
        const shots = mirror.fired / mirror.games;
        // Economy Edition is won by trade: a mirror may be a real game without a shot, so only its draws count.
        const notAGame = draws >= MOST_DRAWS || (ruleset !== 'economy' && armed(fleet) && shots <= LEAST_SHOTS);
        console.log(`  mirror   A ${pct(mirror.wins[0] / mirror.games)}% B ${pct(mirror.wins[1] / mirror.games)}%  draws ${pct(draws).padStart(5)}%  shots in ${pct(shots).padStart(5)}% of games  ${(mirror.turns / mirror.games).toFixed(1)} turns  ${endings(mirror)}${notAGame ? '  FAIL' : ''}`);
        if (notAGame) failures.push({ relation: 'mirror is a real game', ruleset, figures: `draws ${pct(draws)}%, shots in ${pct(shots)}% of games; ${endings(mirror)}`, fleets: [[label, fleet]] });
      }

      // Both are drawn whichever relations are checked, so a seed names the same fleets in every run.
      for (const [relation, more] of [
        ['crew', withOneMoreCrew(cards, fleet, dice)],
        ['ship', withOneMoreShip(cards, fleet, dice)],
      ] as const) {
        if (!RELATIONS.has(relation)) continue;
        if (!more) {
          console.log(`  ${relation.padEnd(8)} no ${relation} of the nation fits this fleet`);
          continue;
        }
        const t = await playBothWays(more.fleet, fleet);
        const { edge, ci95 } = edge95(t.wins[0], t.wins[1], t.games);
        const worse = ci95[1] < 0;
        const where = 'ship' in more && more.ship ? ` aboard ${more.ship.name}` : '';
        let figures = `+${more.added.name} (${more.added.id})${where}: wins ${pct(t.wins[0] / t.games)}% against ${pct(t.wins[1] / t.games)}%, edge ${signed(edge)} [${signed(ci95[0])}, ${signed(ci95[1])}], draws ${pct(t.draws / t.games)}%, shots in ${pct(t.fired / t.games)}%`;
        if (relation === 'crew') {
          const blank = control(more.added);
          const blankFleet = withAdded(fleet, more.fleet, blank.id);
          const c = await playBothWays(blankFleet, fleet, (id) => (id === blank.id ? blank : lookup(id)));
          figures += `; control (no ability) ${edgeText(c)}`;
        }
        console.log(`  ${relation.padEnd(8)} ${figures}${worse ? '  FAIL' : ''}`);
        if (worse) failures.push({ relation: `one more ${relation} is never worse`, ruleset, figures: `${figures}; ${endings(t)}`, fleets: [[`${label} with one more ${relation}`, more.fleet], [label, fleet]] });
      }
    }
  }
  console.log(`\n${failures.length ? `${failures.length} relation${failures.length === 1 ? '' : 's'} failed` : 'every relation holds'} (seed ${SEED}, ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  for (const f of failures) {
    console.log(`\n${f.ruleset}: ${f.relation}: ${f.figures}`);
    for (const [label, fleet] of f.fleets) console.log(`  ${label}: ${JSON.stringify(fleet)}`);
  }
  if (failures.length) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
