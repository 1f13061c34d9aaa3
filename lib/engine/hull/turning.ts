import { headingX, headingY } from '../core/geometry';
import { overlapsAny, sailLimit, type SegmentStop, swingBlocked } from './hull';
import type { GameState, Ship } from '../state/state';

/**
 * How a ship turns (about the middle of her hull, ../movement/movement.ts says why) and whether she could turn and sail at all.
 * Apart from ../movement/movement.ts because the end of a turn asks the second question (../turn/turn.ts, 001's ending when no player
 * can move) and ../movement/movement.ts itself ends turns' moves through the treasure rules, which end games.
 */

/** Where her bow lies once she has turned to `heading` about the middle of her hull (a sea creature turns in place). */
export function pivot(s: Ship, heading: number): { x: number; y: number } {
  if (s.seaCreature || heading === s.heading) return { x: s.x, y: s.y };
  const half = s.length / 2;
  return { x: s.x - headingX(s.heading) * half + headingX(heading) * half, y: s.y - headingY(s.heading) * half + headingY(heading) * half };
}

/**
 * Whether `s` may turn to `heading` about the middle of her hull: where her swing is clear (../hull/hull.ts
 * `swingBlocked`), and, `lifted`, wherever her hull then lies over no island or ship. A ship is lifted on her move's
 * first leg when she leaves the island she lies docked at, or when no swing at all lets her make way (`mayLift`).
 */
export function mayTurn(state: GameState, s: Ship, heading: number, lifted: boolean): boolean {
  // Lifted, the end pose is asked first: it is a few box tests where the swing is trigonometry, and a docked ship's
  // swing is nearly always blocked by the shore she touches.
  if (lifted && !overlapsTurned(state, s, heading)) return true;
  return !swingBlocked(state, s, s.length / 2, heading);
}

/**
 * Whether `s`, at the start of her move, is set down on her new heading rather than swung to it (`mayTurn`).
 *
 * 001 "Docking": "You may leave an island by using a move action". Two hulls docked side by side at one island, each
 * in the other's swing and the island's, had no heading at all under the swing alone, and lay there for the rest of
 * the game, their gold aboard: on a real table a player lifts a docked ship off the shore and sets her down on her
 * new heading.
 *
 * At sea the swing is the rule, but 001 says nothing that leaves a ship unable ever to move, and that is what the
 * swing alone did where two hulls lay side by side against each other or a shore: no heading, every 15 degrees,
 * whose swing was clear and along which she could then sail. Such a ship is set down as a docked one is. One that
 * can swing out some way must: she sails out of the press before she turns across it.
 */
export function mayLift(state: GameState, s: Ship): boolean {
  return s.docked >= 0 || !swingsOut(state, s);
}

/**
 * Whether `s` may turn to `heading` on her move's first leg (`docked`: she lay docked as the move began): lifted
 * where `mayLift` says, the swing alone else. The lift is weighed only where the swing is blocked.
 */
export function mayTurnFirst(state: GameState, s: Ship, heading: number, docked: boolean): boolean {
  if (mayTurn(state, s, heading, docked)) return true;
  return !docked && mayLift(state, s) && mayTurn(state, s, heading, true);
}

/** Whether `s` could swing to some heading, every 15 degrees, and sail on it: true of nearly every ship at sea. */
function swingsOut(state: GameState, s: Ship): boolean {
  return canSailAhead(state, s) || sailsOnSome(state, s, (h) => !swingBlocked(state, s, s.length / 2, h));
}

/** Whether, on some heading every 15 degrees that `turns` allows, `s` turned there (`pivot`) sails a little. */
function sailsOnSome(state: GameState, s: Ship, turns: (heading: number) => boolean): boolean {
  const stop: SegmentStop = { travelled: 0, island: -1, ship: -1, edge: false };
  for (let h = 0; h < 360; h += 15) {
    if (turns(h) && turned(s, h, () => sailLimit(state, s, h, 0.25, false, stop).travelled > 0.01)) return true;
  }
  return false;
}

/** Whether `s`, turned to `heading` about the middle of her hull, lies over an island or a ship. */
function overlapsTurned(state: GameState, s: Ship, heading: number): boolean {
  return turned(s, heading, () => overlapsAny(s, state.ships, state.islands, s.towing));
}

/** `ask`'s answer with `s` turned to `heading` about the middle of her hull (`pivot`), then put back (`standing`). */
function turned<T>(s: Ship, heading: number, ask: () => T): T {
  return standing(s, { ...pivot(s, heading), heading }, ask);
}

/**
 * Whether `s` could sail on as she lies, without turning: true of nearly every ship at sea, and asked first of every
 * ship because it costs one sweep of her course where `canMakeWay` may try every heading.
 */
export function canSailAhead(state: GameState, s: Ship): boolean {
  return freesHerself(s) || sailLimit(state, s, s.heading, 0.25, false, { travelled: 0, island: -1, ship: -1, edge: false }).travelled > 0.01;
}

/**
 * Whether `s` could make way at all: on some heading, every 15 degrees, she may turn (`mayTurn`, set down where no
 * swing lets her out: `mayLift`) and sails a little before anything stops her. A ship lost in a fog bank or tangled
 * has a way out by her own action, so she can.
 */
export function canMakeWay(state: GameState, s: Ship): boolean {
  return swingsOut(state, s) || sailsOnSome(state, s, (h) => mayTurn(state, s, h, true));
}

/** Lost in a fog bank, tangled, or a ghost ship: she has a way out by her own action. */
function freesHerself(s: Ship): boolean {
  return s.lost || s.tangled || s.abilities.ghost;
}

export interface Pose {
  x: number;
  y: number;
  heading: number;
}

/**
 * `ask`'s answer with `s` stood at `pose`, then put back where she was. She is moved rather than copied: a ship copied
 * by spreading (or `structuredClone`) is an object of another hidden class, and once one reaches the hull functions
 * every ship's fields are read there more slowly (with such copies at every turn's end and at set-up, a simulation
 * thread played official games a fifth slower: ../state/copy.ts says more).
 */
export function standing<T>(s: Ship, pose: Pose, ask: () => T): T {
  const { x, y, heading } = s;
  s.x = pose.x;
  s.y = pose.y;
  s.heading = pose.heading;
  try {
    return ask();
  } finally {
    s.x = x;
    s.y = y;
    s.heading = heading;
  }
}
