import { describe, expect, it } from 'vitest';
import type { Card } from '@/lib/cards/card';
import { resolveScenario } from '@/lib/engine/setup/setup';
import { rulesetOf } from '@/lib/rules/registry';
import { crewCard, shipCard } from '@/tests/fixtures/engine';
import { SIMULATOR_POLICY } from '@/lib/ai/difficulty';
import { playRange, type Matchup } from './run';
import type { PolicyId } from './schema';

/** Whole games played by the policies: results a player would expect from the fleets. */

function matchup(a: { ships: Card[]; crew?: Card[][] }, b: { ships: Card[]; crew?: Card[][] }, policies: [PolicyId, PolicyId] = ['balanced', 'balanced']): Matchup {
  const play = rulesetOf('official').play!;
  const fleet = (f: { ships: Card[]; crew?: Card[][] }) => ({
    ruleset: 'official' as const,
    buildTotal: 40,
    ships: f.ships.map((s, i) => ({ cardId: s.id, crew: (f.crew?.[i] ?? []).map((c) => c.id) })),
    crew: [],
    forts: [],
    treasure: [],
  });
  const cards = [...a.ships, ...b.ships, ...(a.crew ?? []).flat(), ...(b.crew ?? []).flat()];
  return { fleets: [fleet(a), fleet(b)], cards, ruleset: 'official', scenario: resolveScenario(undefined, play.scenario), policies, seed: 2024, alternateHomes: true };
}

const frigate = (faction: string) => shipCard({ cannons: '3S-3L-3S', move: 'S+L', cargo: 4, points: 12, faction });
const schooner = (faction: string) => shipCard({ cannons: '3L-3S', move: 'L+L', cargo: 3, points: 9, faction });

describe('simulated games', () => {
  it('mirrored fleets win about as often as each other', () => {
    const a = { ships: [frigate('English'), schooner('English')] };
    const b = { ships: [frigate('Spanish'), schooner('Spanish')] };
    const t = playRange(matchup(a, b), 0, 600);
    expect(t.games).toBe(600);
    expect(Math.abs(t.wins[0] - t.wins[1]) / t.games).toBeLessThan(0.1);
  });

  it('a clearly stronger fleet wins far more often', () => {
    const strong = { ships: [shipCard({ cannons: '2S-2L-2S-2L', move: 'L+S', cargo: 4 }), shipCard({ cannons: '2L-2L-2S', move: 'L+S', cargo: 4 })] };
    const weak = { ships: [shipCard({ cannons: '5S', move: 'S', cargo: 2, faction: 'Spanish' }), shipCard({ cannons: '5S', move: 'S', cargo: 2, faction: 'Spanish' })] };
    const t = playRange(matchup(strong, weak), 0, 300);
    expect(t.wins[0]).toBeGreaterThan(t.wins[1] * 3);
  });

  it('the same ships with useful crew beat the same ships without them when both fleets fight', () => {
    const ships = () => [frigate('English'), schooner('English')];
    // Crew that take no cargo space, so the bonus comes at no cost in treasure carried: a Captain (move and shoot with
    // one action, Crimson Coast's crew type) and a gunner.
    const captain = () => crewCard({ ability: 'Captain. This crew takes up no cargo space.', keywords: ['captain'] });
    const gunner = () => crewCard({ ability: 'This ship gets +1 to her cannon rolls. This crew takes up no cargo space.' });
    const crewed = { ships: ships(), crew: [[captain(), gunner()], [captain(), gunner()]] };
    const bare = { ships: [frigate('English'), schooner('English')] };
    // Both hunt: under balanced these fleets each fetch the treasure nearest them and never meet (see the crew
    // sanity table, npm run sim:sanity), so guns decide nothing.
    const t = playRange(matchup(crewed, bare, ['hunter', 'hunter']), 0, 600);
    expect(t.wins[0]).toBeGreaterThan(t.wins[1] * 1.4);
  });

  it('a Helmsman on every ship makes a fleet of hunters win more, not less', () => {
    // The generic Helmsman's text (SM-T-016), taking cargo room as crew do. Faster hunters used to arrive in the
    // enemy's range first and lose most games to the same ships bare; now the faster ship waits for the slower one.
    const helmsman = () => crewCard({ name: 'Helmsman', ability: 'This ship gets +S to her base move.' });
    const crewed = { ships: [frigate('English'), schooner('English')], crew: [[helmsman()], [helmsman()]] };
    const bare = { ships: [frigate('English'), schooner('English')] };
    const t = playRange(matchup(crewed, bare, ['hunter', 'hunter']), 0, 300);
    expect(t.wins[0]).toBeGreaterThan(t.wins[1] * 1.3);
  });

  it('two fleets of hunters of one speed close to where their guns reach, and fight it out before the turn cap', () => {
    // Ships of one base move that close bow to bow stopped a short way apart with every gun but the foremost out of
    // reach or its line of fire crossing her own masts, and lay there: every game was drawn at the turn cap.
    const brig = (faction: string) => shipCard({ cannons: '3S-3L-3S', move: 'L', cargo: 3, points: 8, faction });
    const pair = (faction: string) => ({ ships: [brig(faction), brig(faction)] });
    const t = playRange(matchup(pair('Spanish'), pair('English'), ['hunter', 'hunter']), 0, 100);
    expect(t.fired).toBe(100);
    expect(t.capped).toBeLessThan(5);
    expect(t.wins[0] + t.wins[1]).toBeGreaterThan(90);
  });

  it('a fleet of gold runners does not send two ships to dock side by side at one island while another holds treasure', () => {
    // Two carriers docked side by side at one island leave each other no way out (neither can turn without swinging
    // into the other), and fleets of gold runners that did so drew every game at the turn cap.
    // The shapes of the bench's English fleet: HMS King Edward, HMS Dover and HMS Bolingbroke, with the generic crew's texts.
    const explorer = (faction: string) => crewCard({ faction, points: 1, ability: 'This ship may dock and explore a wild island using the same move action.' });
    const shipwright = (faction: string) => crewCard({ faction, ability: 'This ship may repair at sea or at any island.' });
    const oarsman = (faction: string) => crewCard({ faction, points: 1, ability: 'If derelict, this ship gains a base move of S. This crew takes up no cargo space.' });
    const fleet = (faction: string) => ({
      ships: [
        shipCard({ cannons: '4S-4L-4L-4S', move: 'L', cargo: 6, points: 12, faction }),
        shipCard({ cannons: '3S-3L-3L-3S', move: 'S+S', cargo: 5, points: 10, faction }),
        shipCard({ cannons: '2S-2L-2S', move: 'S+S', cargo: 3, points: 9, faction }),
      ],
      crew: [[explorer(faction), explorer(faction)], [shipwright(faction), shipwright(faction)], [oarsman(faction)]],
    });
    const t = playRange(matchup(fleet('English'), fleet('Spanish'), ['gold-runner', 'gold-runner']), 0, 100);
    expect(t.capped).toBeLessThan(5);
  });

  it('counts the games in which a shot was fired: every one when both fleets hunt, none when they fetch apart', () => {
    const pair = (faction: string) => ({ ships: [frigate(faction), schooner(faction)] });
    expect(playRange(matchup(pair('English'), pair('Spanish'), ['hunter', 'hunter']), 0, 100).fired).toBe(100);
    // Each fleet fetches the islands of its own half and they pass out of range (the results page then says so).
    expect(playRange(matchup(pair('English'), pair('Spanish')), 0, 100).fired).toBe(0);
  });

  it('gives the same results for the same seed, whatever the split of the games', () => {
    const m = matchup({ ships: [frigate('English')] }, { ships: [schooner('French')] });
    const whole = playRange(m, 0, 120);
    const first = playRange(m, 0, 50);
    const second = playRange(m, 50, 120);
    expect(first.wins[0] + second.wins[0]).toBe(whole.wins[0]);
    expect(first.turns + second.turns).toBe(whole.turns);
    expect(first.gold[1] + second.gold[1]).toBe(whole.gold[1]);
  });

  it('defaults every fleet to a policy that beats the single-minded ones, or matches them with nothing to fight over', () => {
    const guns = (faction: string) => [
      shipCard({ cannons: '3S-3L-3L-3S', move: 'S+L', cargo: 2, points: 14, faction }),
      shipCard({ cannons: '2S-3L-3L-2S-3S', move: 'L', cargo: 1, points: 16, faction }),
    ];
    const holds = (faction: string) => [
      shipCard({ cannons: '3S-3L', move: 'S+L', cargo: 6, points: 12, faction }),
      shipCard({ cannons: '3L-3S', move: 'L+S', cargo: 5, points: 10, faction }),
    ];
    // Each policy plays each seat, so neither gains from the side it sits on.
    const edge = (ships: (faction: string) => Card[], other: PolicyId) => {
      const first = playRange(matchup({ ships: ships('English') }, { ships: ships('Spanish') }, [SIMULATOR_POLICY, other]), 0, 150);
      const second = playRange(matchup({ ships: ships('English') }, { ships: ships('Spanish') }, [other, SIMULATOR_POLICY]), 0, 150);
      return (first.wins[0] + second.wins[1] - first.wins[1] - second.wins[0]) / 300;
    };
    expect(edge(guns, 'hunter')).toBeGreaterThan(0.5);
    // 0.71 while two ships docked side by side could be wedged there for good; 0.13 since a docked ship may always
    // leave (001 "Docking", lib/engine/hull/turning.ts `mayTurn`): the gold runners' berths had held them up.
    expect(edge(guns, 'gold-runner')).toBeGreaterThan(0.05);
    expect(edge(holds, 'hunter')).toBeGreaterThan(0.3);
    expect(edge(holds, 'gold-runner')).toBeGreaterThan(-0.1);
  });
});
