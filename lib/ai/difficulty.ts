import type { PolicyId } from '@/lib/simulate/schema';

/**
 * The computer players the table offers, each one of the named policies (./policies): Easy fetches gold and hardly
 * fights, Normal plays each action for its worth in gold one action ahead, Hard plays each turn out to the end of the
 * game with the engine before it chooses (./search.ts). Hard beats Normal head to head (docs/ai.md, npm run
 * sim:policies).
 */
export const DIFFICULTIES = ['easy', 'normal', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const DIFFICULTY_POLICY: Record<Difficulty, PolicyId> = { easy: 'gold-runner', normal: 'balanced', hard: 'search' };

/** The table's computer seat when the match names no policy: the strongest, Hard's. */
export const TABLE_POLICY: PolicyId = DIFFICULTY_POLICY.hard;

/**
 * Every side's default in the simulator: `lookahead`, the policy `search` plays its games ahead with. A game of
 * `search` costs hundreds of `lookahead` games (docs/ai.md), and a run of 100,000 games must stay a run of seconds;
 * a request may still name `search`, for fewer games (lib/simulate/work.ts `MAX_PIECE_GAMES`).
 */
export const SIMULATOR_POLICY: PolicyId = 'lookahead';
