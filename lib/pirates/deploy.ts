import { hullGap } from '@/lib/engine/hull';
import { atHome } from '@/lib/engine/setup';
import type { GameState, PlayerIndex } from '@/lib/engine/state';

/**
 * Placing a ship round her home island after a hand-made set-up (001: "places his or her ships so that their bows …
 * touch that island"): where she would stand on `bearing`, or why she cannot (not her player's, or overlapping).
 */
export function deployAt(game: GameState, player: PlayerIndex, shipId: number, bearing: number): { x: number; y: number; heading: number } | { problem: string } {
  const s = game.ships[shipId];
  if (!s || s.owner !== player || !s.inPlay || s.sunk) return { problem: 'That ship is not one of yours at your home island.' };
  const at = atHome(s, game.islands.find((i) => i.home === player)!, bearing);
  const there = { ...s, ...at };
  const blocking = game.ships.find((o) => o !== s && o.inPlay && !o.sunk && hullGap(there, o) < -1e-9);
  return blocking ? { problem: `${s.name} would overlap ${blocking.name} there.` } : at;
}

/** Bearings offered in a seat's `legal` list: every 30 degrees where she fits (the table takes any bearing). */
export const DEPLOY_BEARINGS = Array.from({ length: 12 }, (_, i) => i * 30);
