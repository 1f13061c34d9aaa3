import type { PolicyId } from '@/lib/simulate/schema';

/**
 * The computer players the table offers, each one of the named policies (./policies): Easy fetches gold and hardly
 * fights, Normal plays each action for its worth in gold one action ahead, Hard plays to win under the ruleset's
 * ending and looks ahead with the engine. Hard beats Normal head to head (docs/ai.md, npm run sim:policies).
 */
export const DIFFICULTIES = ['easy', 'normal', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const DIFFICULTY_POLICY: Record<Difficulty, PolicyId> = { easy: 'gold-runner', normal: 'balanced', hard: 'lookahead' };

/** Every side's default, in the simulator and at the table: the strongest policy, Hard's. */
export const DEFAULT_POLICY: PolicyId = DIFFICULTY_POLICY.hard;
