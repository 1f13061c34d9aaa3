import type { Game } from '@/lib/engine/game';
import type { Ship } from '@/lib/engine/state/state';
import type { PolicyId } from '@/lib/simulate/schema';
import { balanced } from './balanced';
import { goldRunner } from './gold-runner';
import { hunter } from './hunter';
import { lookahead } from './lookahead';

/**
 * A policy chooses one ship's action for her turn, once the turn's common duties are done (../turn.ts: repairs, crew
 * aboard, a coin looked at, a treasure turned up). Both sides play by the same rules through the same checked actions
 * as a person would; a policy only chooses.
 */
export type Policy = (game: Game, s: Ship, claimed: Set<number>) => void;

export const POLICIES: Record<PolicyId, Policy> = {
  'gold-runner': goldRunner,
  hunter,
  balanced,
  lookahead,
  // search chooses whole turns among the others (../search.ts); a ship it leaves to a policy, under Economy Edition, is lookahead's.
  search: lookahead,
};
