import type { Game } from '@/lib/engine/game';
import type { Ship } from '@/lib/engine/state/state';
import { hunt, run } from '../errands';

/**
 * gold-runner: sails to the nearest wild island with treasure (one another ship of her fleet is bound for only when
 * every such island is), explores, carries it home; shoots only when an enemy is already in range and she has nothing
 * better to do, and never rams. A sea creature, which carries nothing, hunts.
 */
export function goldRunner(game: Game, s: Ship, claimed: Set<number>): void {
  if (s.seaCreature) hunt(game, s, false, claimed);
  else run(game, s, claimed);
}
