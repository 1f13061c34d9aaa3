import type { Game } from '@/lib/engine/game';
import type { Ship } from '@/lib/engine/state/state';
import { hunt } from '../errands';

/**
 * hunter: rams and boards a ship carrying treasure she can reach this move when her masts are at least the target's;
 * else shoots what is in range, or closes on the nearest enemy (one carrying treasure first), to a berth beside her
 * that her guns reach when there is one within a move; goes home to repair when badly hurt. One gun on a ship that
 * repairs anywhere is no shot worth firing: she closes to bring more to bear. With no enemy left to hunt she fetches
 * gold as the gold runner does, by the islands her fleet claimed that turn.
 */
export function hunter(game: Game, s: Ship, claimed: Set<number>): void {
  hunt(game, s, false, claimed);
}
