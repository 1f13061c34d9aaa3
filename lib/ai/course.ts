import { LEG_LENGTH } from '@/lib/cards/move';
import { baseMove, type Segment } from '@/lib/engine/game';
import { headingTo, headingX, headingY, norm } from '@/lib/engine/core/geometry';
import { sailLimit, type SegmentStop, swingBlocked, turnTo } from '@/lib/engine/hull/hull';
import { towOverlaps } from '@/lib/engine/movement/movement';
import { mayLift, mayTurn } from '@/lib/engine/hull/turning';
import { dockedAtHome, freeCargo, type GameState, isDerelict, ownFortAt, type Ship } from '@/lib/engine/state/state';

/**
 * Courses: how a ship gets where her policy sends her, by legs the engine accepts, round islands and hulls, without
 * wedging her own fleet (a move stops short of a friendly hull rather than against it, and of an enemy docked at her
 * home, a ram that would only pin her). The table's move previews plan with the same planner (lib/pirates/legal.ts).
 */

const TURNS = [0, 25, -25, 50, -50, 80, -80, 120, -120, 180];
const ESCAPES = [0, 30, -30, 60, -60, 90, -90, 120, -120, 150, -150, 180];

/** Headings to try, best first: turns off the direct heading, then every way round her own. */
const CANDIDATES = TURNS.length + ESCAPES.length;
function candidateHeading(k: number, direct: number, own: number): number {
  return k < TURNS.length ? wrap(direct + TURNS[k] + 360) : wrap(own + ESCAPES[k - TURNS.length] + 360);
}

/**
 * `h % 360` bit for bit, for the sums above: from a heading in [0, 360) they lie in [0, 900), where subtracting 360
 * or 720 is exact (V8 calls out to C for `%` on fractions, once for each heading the planner weighs).
 */
function wrap(h: number): number {
  if (h < 0 || h >= 1080) return h % 360;
  return h >= 720 ? h - 720 : h >= 360 ? h - 360 : h;
}

/**
 * Segments that carry the ship towards (tx, ty), stopping `short` of it, steering round islands in the way. Each
 * turn pivots her about the middle of her hull as the engine does, so the plan starts each segment where the turn
 * puts her bow, and a turn that would swing her hull into something is not planned. Touching `targetIsland` or
 * `targetShip` (a ship she means to ram) is arriving.
 */
export function pathTowards(
  state: GameState,
  s: Ship,
  tx: number,
  ty: number,
  short: number,
  targetIsland = -1,
  targetShip = -1,
  move: readonly ('S' | 'L')[] = baseMove(state, s),
): Segment[] {
  // Longest first: the L legs, then the S legs (a leg is one or the other, so counting the L legs orders them).
  let longLegs = 0;
  for (const leg of move) if (leg === 'L') longLegs++;
  const segments: Segment[] = [];
  const half = s.seaCreature ? 0 : s.length / 2;
  const savedX = s.x;
  const savedY = s.y;
  const savedHeading = s.heading;
  let x = s.x;
  let y = s.y;
  let h0 = s.heading;
  let left = norm(tx - x, ty - y) - short;
  const exact = state.rules.mustMoveFullDistance;
  const scratch = stopScratch;
  let fromX = x;
  let fromY = y;
  let fromHeading = h0;
  let cutShort = false;
  let lastReach = 0;
  const tow = s.towing >= 0 ? state.ships[s.towing] : null;
  for (let n = 0; n < move.length; n++) {
    if (left <= 0.05 && !exact) break;
    const length = n < longLegs ? LEG_LENGTH.L : LEG_LENGTH.S;
    const distance = exact ? length : Math.min(length, Math.max(left, 0));
    const direct = headingTo(x, y, tx, ty);
    // Straight on when every turn would swing her hull into something (a ship beside her at home, say).
    let heading = h0;
    let best = -1;
    let clear = false;
    let against = -1;
    // The middle of her hull, which every turn pivots about.
    const midX = x - headingX(h0) * half;
    const midY = y - headingY(h0) * half;
    // Close to the island she makes for with her hull too long to swing her bow onto it, a ship took the nearest clear
    // heading past it, and from there again, and sailed round it for the rest of the game. So there she takes the
    // nearest clear heading from whose end she can turn onto the island, if one has; else the nearest clear.
    const roundIsland = targetIsland >= 0 && norm(tx - x, ty - y) - state.islands[targetIsland].r <= s.length + distance;
    let directBlocked = false;
    let passing = -1;
    let passingBest = 0;
    let passingAgainst = -1;
    // Leaving the island she lies docked at, or where no swing lets her out, she may turn on her first leg wherever
    // her hull then lies clear (the engine's `mayLift`), so a blocked swing bounds nothing further round. At sea that
    // is asked only once no heading planned by swinging makes way: the question costs a sweep of headings.
    let lifted = n === 0 && s.docked >= 0;
    for (let pass = 0; pass < 2; pass++) {
      // The direct heading if nothing but the target is in the way; else the nearest heading either side that is
      // clear; else, boxed in (ships crowding round), whichever heading gets furthest, looking all round her own
      // heading too: a ship wedged against a friend at an island gets out by the only way open, often straight
      // astern of the target, and turns for it on her next leg or next turn.
      // The turn is tested before the sail: the least turn each way found to swing her into something bounds every
      // heading further round that way (blocked as well), which is then passed over with neither test.
      let blockedRight = Infinity;
      let blockedLeft = -Infinity;
      for (let k = 0; k < CANDIDATES; k++) {
        const h = candidateHeading(k, direct, h0);
        const turn = turnTo(h0, h);
        if (turn >= blockedRight || turn <= blockedLeft) continue;
        s.x = x;
        s.y = y;
        s.heading = h0;
        if (!mayTurn(state, s, h, lifted)) {
          if (!lifted) {
            if (turn > 0) blockedRight = turn;
            else blockedLeft = turn;
          }
          if (k === 0) directBlocked = true;
          continue;
        }
        s.x = midX + headingX(h) * half;
        s.y = midY + headingY(h) * half;
        s.heading = h;
        // A tug's tow swings round with her, and the engine makes no turn that sets it over a piece.
        if (tow && towOverlaps(state, s, tow, s.x, s.y, h)) continue;
        sailLimit(state, s, h, distance, false, scratch);
        const arrived = (scratch.island >= 0 && scratch.island === targetIsland) || (scratch.ship >= 0 && scratch.ship === targetShip);
        const reached = scratch.travelled >= distance * 0.9 || arrived;
        if (!reached && scratch.travelled <= best + 0.05) continue;
        if (reached && !arrived && roundIsland && directBlocked) {
          s.x += headingX(h) * scratch.travelled;
          s.y += headingY(h) * scratch.travelled;
          if (swingBlocked(state, s, half, headingTo(s.x, s.y, tx, ty))) {
            if (passing < 0) {
              passing = h;
              passingBest = scratch.travelled;
              passingAgainst = scratch.ship;
            }
            continue;
          }
        }
        heading = h;
        best = scratch.travelled;
        against = scratch.ship;
        if (reached) {
          clear = true;
          break;
        }
      }
      if (clear || best > 0.05 || passing >= 0 || lifted || n > 0) break;
      s.x = x;
      s.y = y;
      s.heading = h0;
      if (!mayLift(state, s)) break;
      lifted = true;
      directBlocked = false;
    }
    if (!clear && passing >= 0) {
      heading = passing;
      best = passingBest;
      against = passingAgainst;
      clear = true;
    }
    // Boxed in with no way out this leg: planning more from where she would not be only wastes the move.
    if (!clear && best <= 0.05) break;
    // Stopping hull to hull with a ship of her own fleet wedges the two: neither can then turn without swinging
    // into the other, and a carrier wedged at her home harbour never unloaded. She stops a little short instead. So
    // she does against an enemy ship docked at her home she does not mean to ram: her bow touching it is a ram
    // (001 "Ram") that pins her there, and a raider that ended so lay pinned until the turn cap.
    // A leg no heading clears ends where her sweep stops, and so does her move (the engine ends a move at the first
    // touch): planned at its full length, it and every leg after it were planned from where she never got, and a
    // ship sent out of her harbour along its shore counted as 2.4 S clear when her bow touched the shore after 0.09.
    let sail = clear || exact ? distance : Math.min(distance, best);
    if (against >= 0 && !exact && against !== targetShip && (state.ships[against].owner === s.owner || dockedAtHome(state, state.ships[against]))) {
      sail = best - STAND_OFF;
      if (sail <= 0.05) break;
    }
    segments.push({ heading, distance: sail });
    lastReach = Math.min(sail, best);
    fromX = x;
    fromY = y;
    fromHeading = h0;
    x += headingX(heading) * sail - headingX(h0) * half + headingX(heading) * half;
    y += headingY(heading) * sail - headingY(h0) * half + headingY(heading) * half;
    h0 = heading;
    left = norm(tx - x, ty - y) - short;
    // Against the very ship she sails for, she has arrived: another leg would turn her bow off her to ram or board.
    if (against >= 0 && against === targetShip) break;
    if (!clear) {
      cutShort = true;
      break;
    }
  }
  // Where she would end boxed in beside a ship of her own fleet (docking in a harbour where a friend lies, say), she
  // stops short: two ships wedged hull to hull at home never moved again, and the gold aboard never came home.
  // But a carrier bound for where she unloads docks there all the same when stopping short would leave her where
  // she is and the friend docked there cannot turn out of her way either: she lay a hair off her home beside a friend
  // who could not move for her, and her gold never came home. A friend who can turn out is left to (`makeWay`): a
  // carrier that docked beside one wedged the two at home, and the fleet fetched with its third ship alone.
  const unloading = targetIsland >= 0 && s.treasure.length > 0 && (state.islands[targetIsland].home === s.owner || ownFortAt(state, targetIsland, s.owner));
  // Her plan before any stand-off, copied only once a stand-off changes it (most plans are never stood off).
  let planned: Segment[] | null = null;
  // A move cut short by what she touches leaves her beside it whether or not she stops short of a friend there, and a
  // gold runner that stood off so lay beside a friend turn after turn instead of docking 0.14 away: she sails it,
  // unless she is bound where she unloads.
  const standOff = !exact && (!cutShort || unloading);
  // A leg onto an island is planned past her touch, so its end lies inside the island and is never judged boxed in.
  // Bound home with a friend docked there who will leave (she can turn out and has room and gold left to fetch), she
  // is judged where her sweep stops, and so waits off a berth that would box her in beside that friend: HMS
  // Meresman and HMS Gallowglass docked side by side at home so, neither able to turn out, and their fleet lost to
  // gold-runner by 9.3 points (2,000 games), against winning by 40.8 now. Judged so for any friend, a carrier waited for
  // one with nowhere to go, or two carriers waited for each other off an empty berth, until the turn cap; and where
  // that berth is clear the judgement at the leg's end stands (replaced outright, it took Ivory Star's fleet's edge
  // over gold-runner from +11.2 to +3.5).
  for (let tries = 0; tries < 3 && standOff && segments.length; tries++) {
    const last = segments[segments.length - 1];
    let sailed = last.distance;
    if (tries === 0 && unloading && lastReach < sailed && wedgedAfter(state, s, fromX, fromY, fromHeading, last.heading, lastReach, half, scratch)) {
      // The friend's way out is planned past her where she lies now.
      s.x = savedX;
      s.y = savedY;
      s.heading = savedHeading;
      if (dockedNear(state, s, targetIsland, (f) => willLeave(state, f, s))) sailed = lastReach;
    }
    if (!wedgedAfter(state, s, fromX, fromY, fromHeading, last.heading, sailed, half, scratch)) break;
    if (unloading && planned === null) planned = segments.map((seg) => ({ ...seg }));
    last.distance = sailed - STAND_OFF;
    if (last.distance <= 0.05) segments.pop();
  }
  s.x = savedX;
  s.y = savedY;
  s.heading = savedHeading;
  if (planned && segments.length === 0 && harbourBlocked(state, s, targetIsland)) segments.push(...planned);
  return segments;
}

/** `wedgedAt` where sailing `distance` on `heading` from the pose (x, y, h0) leaves her, turning about her middle. */
function wedgedAfter(state: GameState, s: Ship, x: number, y: number, h0: number, heading: number, distance: number, half: number, scratch: SegmentStop): boolean {
  const endX = x + headingX(heading) * distance - headingX(h0) * half + headingX(heading) * half;
  const endY = y + headingY(heading) * distance - headingY(h0) * half + headingY(heading) * half;
  return wedgedAt(state, s, endX, endY, heading, half, scratch);
}

/** Whether `f`, docked, will sail on her next turn: she has room, there is gold to fetch, and a way out past `s`. */
function willLeave(state: GameState, f: Ship, s: Ship): boolean {
  if (isDerelict(f) || freeCargo(state, f) <= 0) return false;
  if (!state.islands.some((i) => i.home === -1 && i.treasure.length > 0)) return false;
  return canTurnOut(state, f, s);
}

/** Whether a ship of her fleet docked at `island`, near enough to box her in or be boxed in by her, passes `test`. */
function dockedNear(state: GameState, s: Ship, island: number, test: (f: Ship) => boolean): boolean {
  return friendDocked(state, s, island, (f) => norm(f.x - s.x, f.y - s.y) <= WEDGED && test(f));
}

/** Whether some plan `makeWay` would offer `f` takes her off past `s`. */
function canTurnOut(state: GameState, f: Ship, s: Ship): boolean {
  return wayOut(state, f, s, () => true);
}

/**
 * Whether a ship of her fleet docked at `island` near her has no way out: no plan takes her off the way `makeWay`
 * would send her.
 */
function harbourBlocked(state: GameState, s: Ship, island: number): boolean {
  return dockedNear(state, s, island, (f) => !canTurnOut(state, f, s));
}

/** Where each sweep of the planner stops: one for every plan, which asks one sweep at a time. */
const stopScratch: SegmentStop = { travelled: 0, island: -1, ship: -1, edge: false };

/**
 * Headings off her own a ship that can still turn to one of them is not boxed in. The turns further round (120 and
 * 180 degrees either way) sweep all these do, so they are blocked whenever these are.
 */
const WAYS_OUT = [60, -60];

/**
 * Whether `s`, standing at (x, y) on `heading`, could neither turn to any of the ways out nor sail on, with a ship of
 * her own fleet near: she is left standing there. Leaves her at that pose; the caller restores her.
 */
function wedgedAt(state: GameState, s: Ship, x: number, y: number, heading: number, half: number, scratch: SegmentStop): boolean {
  let friend = false;
  for (const o of state.ships) {
    if (o !== s && o.owner === s.owner && !o.sunk && o.inPlay && Math.abs(o.x - x) < 3 && Math.abs(o.y - y) < 3) {
      friend = true;
      break;
    }
  }
  if (!friend) return false;
  s.x = x;
  s.y = y;
  s.heading = heading;
  // Sailing on is one sweep; the turns are five swings: the cheaper way out is tried first.
  sailLimit(state, s, heading, 0.5, false, scratch);
  if (scratch.travelled >= 0.3) return false;
  for (const turn of WAYS_OUT) if (!swingBlocked(state, s, half, heading + turn)) return false;
  return true;
}

/** Room she leaves between her and a ship of her own fleet she would otherwise stop against. */
const STAND_OFF = 0.3;

/** Whether a ship of `s`'s fleet lies docked at `island` and passes `test`. */
export function friendDocked(state: GameState, s: Ship, island: number, test: (o: Ship) => boolean): boolean {
  for (const o of state.ships) if (o !== s && o.owner === s.owner && o.docked === island && !o.sunk && o.inPlay && test(o)) return true;
  return false;
}

/**
 * Plans that take `f` a few S off `c`, offered to `take` until it takes one: straight away from her first; where that
 * runs into the island she lies at, round either side of her. False when none was taken.
 */
export function wayOut(state: GameState, f: Ship, c: Ship, take: (segments: Segment[]) => boolean): boolean {
  const away = norm(f.x - c.x, f.y - c.y) > 0 ? headingTo(c.x, c.y, f.x, f.y) : f.heading;
  for (const turn of [0, 90, -90, 45, -45, 135, -135]) {
    const h = (away + turn + 360) % 360;
    const tx = Math.min(Math.max(f.x + headingX(h) * CLEAR, 0.5), state.area.width - 0.5);
    const ty = Math.min(Math.max(f.y + headingY(h) * CLEAR, 0.5), state.area.height - 0.5);
    const segments = pathTowards(state, f, tx, ty, 0);
    if (segments.length && take(segments)) return true;
  }
  return false;
}

/** Friends this near a held-up carrier may be in her way, and sail this far off. */
export const WEDGED = 3;
const CLEAR = 3;
