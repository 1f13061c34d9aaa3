import { describe, expect, it } from 'vitest';
import { seededDice } from '@/lib/engine/core/dice';
import { goldCollected } from '@/lib/engine/state/state';
import { runStep } from '@/lib/pirates/run';
import { PiratesSetup } from '@/lib/pirates/schema';
import { POLICY_IDS } from '@/lib/simulate/schema';
import { shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { DIFFICULTIES, DIFFICULTY_POLICY, type Difficulty, SIMULATOR_POLICY, TABLE_POLICY } from './difficulty';

describe('the computer players the table offers', () => {
  it("maps Easy, Normal and Hard each to its own named policy, Hard the table's default and the strongest", () => {
    expect(DIFFICULTIES).toEqual(['easy', 'normal', 'hard']);
    expect(DIFFICULTY_POLICY).toEqual({ easy: 'gold-runner', normal: 'balanced', hard: 'search' });
    for (const d of DIFFICULTIES) expect(POLICY_IDS).toContain(DIFFICULTY_POLICY[d]);
    expect(TABLE_POLICY).toBe(DIFFICULTY_POLICY.hard);
    // The simulator's default is the policy Hard plays its games ahead with: fast enough for 100,000 games a run.
    expect(SIMULATOR_POLICY).toBe('lookahead');
  });

  it('each is a policy the create-match body accepts', () => {
    for (const d of DIFFICULTIES) {
      const body = { fleet: { slug: 'mine' }, ruleset: 'official', opponent: 'computer', policy: DIFFICULTY_POLICY[d] };
      expect(PiratesSetup.parse(body).policy).toBe(DIFFICULTY_POLICY[d]);
    }
  });

  /** The gold player 0 has home after the table's computer seat plays one turn at `d` with a coin aboard near home. */
  function bankedAt(d: Difficulty): number {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S-3S', move: 'S+L', cargo: 4 }), x: 4, y: 3.5, heading: 0 },
        { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 17, y: 15, heading: 0 },
      ],
      islands: [{ x: 2, y: 2 }, { x: 18, y: 18 }, { x: 6.5, y: 3.5 }],
      treasure: { 2: [3, 3, 3] },
    };
    const game = table(spec);
    const [mine] = shipsOf(game, spec);
    mine.treasure.push(game.state.treasures.length);
    game.state.treasures.push({ value: 2, unique: false, seenBy: [true, false] });
    const run = runStep(game.state, { kind: 'computer-turn', player: 0, policy: DIFFICULTY_POLICY[d] }, [false, true], seededDice(1, 0));
    if (!run.done) throw new Error('the computer owes no decision to a person');
    return goldCollected(run.state, 0);
  }

  it("plays the table's computer seat by the difficulty's policy: Hard banks the gold it carries near home, Easy sails on", () => {
    expect(bankedAt('hard')).toBe(2);
    expect(bankedAt('easy')).toBe(0);
  });
});
