import { checkAction } from '@/lib/engine/game';
import { headingTo } from '@/lib/engine/core/geometry';
import { shotOdds } from '@/lib/engine/combat/odds';
import { type MovePreview, previewMove } from '@/lib/engine/preview';
import { gunsOn, targetProblem } from '@/lib/engine/combat/shoot';
import type { GameState, PlayerIndex, Ship } from '@/lib/engine/state/state';
import type { PiratesAction } from '@/lib/pirates/schema';
import { actionLabel } from './labels';

/** Where a planned move leaves her: her hull at the end of the preview's path, or null when she does not move. */
export function shipAfter(ship: Ship, preview: MovePreview | null): Ship | null {
  const end = preview?.path[preview.path.length - 1];
  return end && !preview?.refusal ? { ...ship, x: end.x, y: end.y, heading: end.heading } : null;
}

export interface InReach {
  target: Ship;
  /** Guns that reach her, with the engine's own line-of-fire test (islands and masts in the way block it). */
  guns: number;
  /** Chance of at least one hit, and the hits expected, as the shoot buttons give them. */
  chance: number;
  expected: number;
}

/**
 * The enemies `at` (a ship where a move would leave her) could shoot from there: the engine's own range and line of
 * fire, measured with her on the table at that place, so what is listed is what the shoot action would then offer.
 */
export function enemiesInReach(state: GameState, at: Ship): InReach[] {
  const table: GameState = { ...state, ships: state.ships.map((s) => (s.id === at.id ? at : s)) };
  const out: InReach[] = [];
  for (const t of table.ships) {
    if (t.owner === at.owner || t.sunk || !t.inPlay || targetProblem(table, at, t)) continue;
    const guns = gunsOn(table, at, t, false, []).length;
    if (guns === 0) continue;
    const odds = shotOdds(table, at, t);
    out.push({ target: t, guns, chance: 1 - (odds.p[0] ?? 1), expected: odds.expected });
  }
  return out.sort((a, b) => b.expected - a.expected);
}

type Move = Extract<PiratesAction, { type: 'move' }>;

/**
 * For a ship that may move and shoot with one action (a Captain aboard, under Crimson Coast and the official rules), the
 * planned move with a shot at each enemy in reach from where it leaves her, worded with the odds from there. The engine
 * itself is asked (`checkAction` on this copy of the table), so a ship without the ability, or a move it refuses, is
 * offered nothing: what is listed is what the server will take.
 */
export function moveThenShoot(state: GameState, player: PlayerIndex, move: Move, reach: readonly InReach[]): { action: Move; label: string }[] {
  return reach.flatMap((r) => {
    const action: Move = { ...move, shoot: r.target.id };
    if (checkAction(state, player, action)) return [];
    return [{ action, label: `Sail, then shoot at ${r.target.name} (${r.expected.toFixed(1)} hits expected, ${Math.round(r.chance * 100)}% to hit)` }];
  });
}

/**
 * The quick moves worth listing, each with its button's words: two that would leave her at the same place, facing the
 * same way, doing the same thing (docking, ramming, boarding) are one move to a player, and so are two whose words are
 * the same (she cannot tell them apart before sending one), so only the first is kept.
 */
export function distinctMoves(state: GameState, moves: readonly Move[]): { action: Move; preview: MovePreview; label: string }[] {
  const seen = new Set<string>();
  const out: { action: Move; preview: MovePreview; label: string }[] = [];
  for (const action of moves) {
    const preview = previewMove(state, action.ship, action.segments, action.board === undefined ? {} : { board: action.board });
    const end = preview.path[preview.path.length - 1];
    const key =
      action.fog !== undefined ? `fog${action.fog}`
      : end ? `${end.x.toFixed(1)},${end.y.toFixed(1)},${Math.round(end.heading / 15)},${preview.docks},${preview.rams},${action.board ?? ''},${preview.hazard ?? ''}`
      : `stay${preview.docks},${preview.rams},${action.board ?? ''}`;
    const label = actionLabel(state, action);
    if (seen.has(key) || seen.has(label)) continue;
    seen.add(key);
    seen.add(label);
    out.push({ action, preview, label });
  }
  return out;
}

/** The way from one point to another as a heading (degrees clockwise from north, north up the table). */
export const bearing = (from: { x: number; y: number }, to: { x: number; y: number }) => headingTo(from.x, from.y, to.x, to.y);
