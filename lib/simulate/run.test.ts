import { describe, expect, it } from 'vitest';
import { resolveScenario } from '@/lib/engine/setup/setup';
import { rulesetOf } from '@/lib/rules/registry';
import type { RulesetId } from '@/lib/ruleset-ids';
import { shipCard } from '@/tests/fixtures/engine';
import { endingsOf } from './prepare';
import { addOutcome, emptyTally, type GameOutcome, type Matchup, mergeTally, playRange } from './run';

const outcome = (ending: GameOutcome['ending'], winner: GameOutcome['winner']): GameOutcome => ({
  winner,
  gold: [0, 0],
  turns: 10,
  capped: ending === 'turn-cap',
  first: 0,
  fired: false,
  ending,
});

describe('endings', () => {
  it('counts each way a game ended with who won it, adding up to the games', () => {
    const t = emptyTally();
    for (const o of [outcome('all-gold-home', 0), outcome('all-gold-home', 1), outcome('all-gold-home', -1), outcome('one-fleet-left', 1), outcome('turn-cap', 0)]) addOutcome(t, o);
    expect(t.endings).toEqual({
      'all-gold-home': { games: 3, wins: [1, 1], draws: 1 },
      'one-fleet-left': { games: 1, wins: [0, 1], draws: 0 },
      'turn-cap': { games: 1, wins: [1, 0], draws: 0 },
    });
    expect(Object.values(t.endings).reduce((n, e) => n + e.games, 0)).toBe(t.games);
  });

  it('adds partial tallies up to the whole, whichever way the games were split', () => {
    const games = [outcome('half-the-gold', 0), outcome('turn-cap', -1), outcome('half-the-gold', 1), outcome('half-the-gold', 0)];
    const whole = emptyTally();
    for (const o of games) addOutcome(whole, o);
    const first = emptyTally();
    const second = emptyTally();
    games.forEach((o, i) => addOutcome(i < 1 ? first : second, o));
    const merged = emptyTally();
    mergeTally(merged, second);
    mergeTally(merged, first);
    expect(endingsOf(merged)).toEqual(endingsOf(whole));
    expect(JSON.stringify(endingsOf(merged))).toBe(JSON.stringify(endingsOf(whole)));
  });

  it('lists the commonest ending first, ties by name', () => {
    const t = emptyTally();
    for (const o of [outcome('turn-cap', 0), outcome('one-fleet-left', 0), outcome('all-gold-home', 1), outcome('all-gold-home', 1)]) addOutcome(t, o);
    expect(Object.keys(endingsOf(t))).toEqual(['all-gold-home', 'one-fleet-left', 'turn-cap']);
  });

  for (const ruleset of ['official', 'crimson-coast', 'daniel-house'] as RulesetId[]) {
    it(`${ruleset}: played games end in the engine's own reasons, their wins and draws those of the run`, () => {
      const play = rulesetOf(ruleset).play!;
      const ships = [shipCard({ cannons: '3S-3L-3S', move: 'S+L', cargo: 4, points: 9 }), shipCard({ cannons: '2L-2S', move: 'L+S', cargo: 3, points: 7, faction: 'Spanish' })];
      const fleet = (i: number) => ({ ruleset, buildTotal: 50, ...(ruleset === 'daniel-house' ? { nationality: ships[i].faction! } : {}), ships: [{ cardId: ships[i].id, crew: [] }], crew: [], forts: [], treasure: [] });
      const m: Matchup = { fleets: [fleet(0), fleet(1)], cards: ships, ruleset, scenario: resolveScenario(undefined, play.scenario), policies: ['balanced', 'hunter'], seed: 5, alternateHomes: true };
      const t = playRange(m, 0, 30);
      const endings = Object.values(t.endings);
      expect(endings.reduce((n, e) => n + e.games, 0)).toBe(30);
      expect(endings.reduce((n, e) => n + e.wins[0], 0)).toBe(t.wins[0]);
      expect(endings.reduce((n, e) => n + e.wins[1], 0)).toBe(t.wins[1]);
      expect(endings.reduce((n, e) => n + e.draws, 0)).toBe(t.draws);
      expect(t.endings['turn-cap']?.games ?? 0).toBe(t.capped);
      for (const reason of Object.keys(t.endings)) expect(['all-gold-home', 'one-fleet-left', 'no-fleet-left', 'no-progress', 'half-the-gold', 'wild-islands-empty', 'turn-cap']).toContain(reason);
    });
  }
});
