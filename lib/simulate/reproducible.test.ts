import { describe, expect, it } from 'vitest';
import type { Card } from '@/lib/cards/card';
import { resolveScenario } from '@/lib/engine/setup/setup';
import { rulesetOf } from '@/lib/rules/registry';
import type { RulesetId } from '@/lib/ruleset-ids';
import { crewCard, shipCard } from '@/tests/fixtures/engine';
import { playRange, type Matchup, type Tally } from './run';

/**
 * Tallies pinned from the engine as it played before the choice hooks (lib/engine/state/choices.ts) went in: with no
 * chooser every decision takes the automatic answer, so the same seed must give exactly these games. A change in
 * the rules that is meant to change games updates a figure here, saying which rule did it.
 */
const ships: Card[] = [
  shipCard({ cannons: '2S-3L-3S', move: 'S+L', cargo: 4, points: 12, faction: 'English', ability: 'This ship gets +1 to her boarding rolls.' }),
  shipCard({ cannons: '3L-3L', move: 'L+L', cargo: 3, points: 9, faction: 'English', ability: 'When this ship hits another ship, you choose which mast is eliminated.' }),
  shipCard({ cannons: '2S-2S-2S-2S', move: 'S+S', cargo: 5, points: 16, faction: 'Spanish', ability: 'This ship ignores the first hit she takes each turn.' }),
  shipCard({ cannons: '4L-4L', move: 'L', cargo: 6, points: 8, faction: 'Spanish' }),
];
const crew = [crewCard({ faction: 'English', points: 1 }), crewCard({ faction: 'English', points: 3 }), crewCard({ faction: 'Spanish', points: 2 })];

function matchup(ruleset: RulesetId): Matchup {
  const play = rulesetOf(ruleset).play!;
  const fleet = (s: Card[], c: Card[][]) => ({
    ruleset,
    buildTotal: 50,
    ships: s.map((x, i) => ({ cardId: x.id, crew: (c[i] ?? []).map((y) => y.id) })),
    crew: [],
    forts: [],
    treasure: [],
  });
  return {
    fleets: [fleet(ships.slice(0, 2), [[crew[0], crew[1]]]), fleet(ships.slice(2), [[crew[2]]])],
    cards: [...ships, ...crew],
    ruleset,
    scenario: resolveScenario(undefined, play.scenario),
    policies: ['balanced', 'hunter'],
    seed: 77,
    alternateHomes: true,
  };
}

const brief = (t: Tally) => ({ wins: t.wins, draws: t.draws, capped: t.capped, firstWins: t.firstWins, gold: t.gold, turns: t.turns });

const pinned: Record<'official' | 'crimson-coast' | 'daniel-house', ReturnType<typeof brief>> = {
  // Since the choice hooks: the end checked after every action (001 "The game ends immediately"), and one meaning of
  // touching (a move stops within TOUCH, a turn does not swing a hull through anything, the policies plan for both).
  // Since balanced plays each ship for her expected worth (shots by exact odds, rams on carriers, racing for the
  // islands she reaches first) and the path planner gets ships wedged at an island out by the only way open.
  // Since balanced weighs shots and boardings in gold (./worth.ts), raids with one ship, heads off and boards carriers,
  // its carriers shoot back at a ship that would catch them, and every policy stops short of a friendly hull (and of a
  // berth that would box her in beside one) and clears the way for a carrier held up at home; and a ship holds her
  // course only for an island about as near as the nearest.
  // And each fleet starting at each home island in half the games (./run.ts `scenarioOf`).
  // And a hunter closing to a berth her guns reach the prey from, rather than to a point off her bow.
  // And a ship close to the island she makes for taking a heading from whose end she can turn onto it.
  // And a hunter ramming and boarding a carrier in reach rather than shooting her.
  // And a ship not holding her course for an island where a full carrier of her fleet lies docked.
  // And a hunter with nothing to hunt fetching gold by the island claims its fleet's other ships made that turn.
  // And a leg no heading clears planned only as far as her sweep goes, with nothing planned after it.
  // And a carrier bound home waiting off a berth that would box her in beside a friend docked there who will leave.
  // And a balanced ship that found nothing to do firing at the enemy worth most to shoot.
  // And each player's 8 coins worth 15 gold drawn at random from the printed coins' values (lib/engine/setup/coins.ts),
  // not eight coins of 2 or 1.
  // And a ship leaving the island she lies docked at turned wherever her hull then lies clear (001 "Docking": "You may
  // leave an island by using a move action"; lib/engine/hull/turning.ts `mayTurn`), not only where her swing is:
  // ships that lay docked side by side leave, and these games are shorter.
  official: { wins: [60, 0], draws: 0, capped: 0, firstWins: 28, gold: [903, 19], turns: 905 },
  // Crimson Coast's default islands 2L apart edge to edge, as 004 asks, rather than centre to centre.
  // And the balanced policy above.
  // And a hull's sweep worked out for all its keel circles at once (the same geometry, rounded differently), which
  // settles one close touch in these games the other way.
  // And the hunter's berth above, the heading onto an island above, and the hunter's boarding above.
  // And the hunter's island claims above.
  // And the cut-short leg above.
  // And 004's "six treasure coins totaling 12 gold points" drawn at random (lib/engine/setup/coins.ts), not six coins of 2:
  // a fleet reaches "more than half of the starting treasure" sooner.
  // And the docked ship's leaving above.
  // And a ship at sea that no swing lets out set down on her new heading as a docked one is (lib/engine/hull/turning.ts
  // `mayLift`): the same results, in 7 more turns.
  'crimson-coast': { wins: [59, 1], draws: 0, capped: 0, firstWins: 33, gold: [662, 32], turns: 549 },
  // Daniel's own rules since: no ending but emptied wild islands (more games reach the turn cap), no boarding from a
  // ram, sunk ships bought again, gold counted spent or not, and a scavenger taking a face-down coin at random rather
  // than the most valuable one, whose worth she could not know.
  // Since the balanced policy above: its fleet, fighting more, more often loses every ship to the hunter, which never
  // empties the wild islands, so more games reach the turn cap.
  // And Daniel's homes 3L to 5L from the seed island edge to edge, which spreads the islands and ends more games.
  // And the balanced policy above: fewer of its ships lost, so fewer games reach the turn cap.
  // And each fleet starting at each home island in half the games: 13 of these 60 games reach the turn cap, not 1.
  // And the hunter's berth above, which changes these games: two more reach the turn cap; and the heading onto an
  // island above, one fewer.
  // And the hunter's island claims above: the same games but for the gold its fleet fetched.
  // And a game at the turn cap scored as it stood: the 14 drawn there are won by the fleet with more gold home,
  // 13 of them by the balanced fleet.
  // And the cut-short leg above: one more game reaches the turn cap.
  // And the idle ship's shot above.
  // And a ship bought set round home where she overlaps no ship or island, rather than on a fixed bearing across
  // whatever lay there: two fewer games reach the turn cap.
  // And the docked ship's leaving above: none of these games reaches the turn cap, from 13.
  'daniel-house': { wins: [58, 2], draws: 0, capped: 0, firstWins: 30, gold: [6324, 301], turns: 3600 },
};

describe('simulations are reproducible', () => {
  for (const ruleset of ['official', 'crimson-coast', 'daniel-house'] as const) {
    it(`${ruleset}: the same seed plays the same 60 games`, () => {
      expect(brief(playRange(matchup(ruleset), 0, 60))).toEqual(pinned[ruleset]);
    });
  }
});
