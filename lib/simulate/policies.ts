import { LEG_LENGTH, legLength } from '@/lib/cards/move';
import { MARK, SPECIAL_BITS } from '@/lib/engine/ability-flags';
import type { SpecialShot } from '@/lib/engine/actions';
import { ACTION } from '@/lib/engine/events';
import { effectsOfKind } from '@/lib/cards/abilities/parse';
import { says, soakedPowder } from '@/lib/engine/treasure-text';
import { type Action, baseMove, checkAction, type Game, resolveChecked, type Segment } from '@/lib/engine/game';
import { pivot, towOverlaps } from '@/lib/engine/movement';
import { firepotCannon } from '@/lib/engine/fire';
import { headingTo, headingX, headingY, norm } from '@/lib/engine/geometry';
import { distanceToShip, sailLimit, type SegmentStop, swingBlocked, turnTo } from '@/lib/engine/hull';
import { hitFaces } from '@/lib/engine/odds';
import { gunsOn, type Gun } from '@/lib/engine/shoot';
import { dockedAtHome, freeCargo, type GameState, homeGold, isDerelict, ownFortAt, type PlayerIndex, type Ship } from '@/lib/engine/state';
import { endTurn as endTurnBuildingForts, fortsShoot, shipsShootForts } from './forts';
import type { PolicyId } from './schema';
import { boardWorth, exchangeWorth, MAST, shotWorth } from './worth';

/**
 * How the simulator plays a side. Both sides play by the same rules through the same `perform` as a person would;
 * a policy only chooses actions.
 *
 * - gold-runner: sails to the nearest wild island with treasure (one another ship of her fleet is bound for only when
 *   every such island is), explores, carries it home; shoots only when an enemy is already in range and she has
 *   nothing better to do, and never rams.
 * - hunter: rams and boards a ship carrying treasure she can reach this move when her masts are at least the
 *   target's; else shoots what is in range, or closes on the nearest enemy (one carrying treasure first), to a berth
 *   beside her that her guns reach when there is one within a move; goes home to repair when badly hurt. One gun on a
 *   ship that repairs anywhere is no shot worth firing: she closes to bring more to bear. With no enemy left to hunt
 *   she fetches gold as the gold runner does, by the islands her fleet claimed that turn.
 * - balanced: plays each ship's action for its worth in gold, judged one action ahead from what her seat may see
 *   (./worth.ts: the engine's exact shot odds, boarding odds, a mast and a coin face down at their expected worth).
 *   A ship with treasure carries it home, first shooting at an enemy that could catch her if the shot is worth a
 *   leg of her voyage. Any other takes the best of: ramming and boarding an enemy carrier she can reach, a shot, and
 *   a leg of her voyage for treasure (a shot or a boarding must be worth more than a leg to stop a ship that is
 *   fetching). A ship towing a derelict with gold aboard brings her home. The rest fetch treasure, racing first for
 *   an island they reach no later than any enemy ship (when they outrun every rival, or it holds at least what the
 *   nearest island they need not race for would give); with nothing left to fetch one tows home the nearest derelict
 *   carrying gold, of either fleet, else heads off the enemy carrier worth most to catch, and otherwise waits for
 *   what comes in reach. The ship whose guns are worth most for the hold she gives up raids if the rest of her fleet
 *   holds at least twice what she does: she waits off the enemy's home for carriers coming in, unless the enemy's
 *   fighting ships could outgun her there or are out hunting her fleet (across the table's middle, or docked at
 *   their home, within a move and a shot of her fleet), when she fetches with the rest. A ship that may move and
 *   shoot with one action shoots on every move, and sails to strike an enemy ship within a move and a gun's reach
 *   when the shot, less the enemy's reply, is worth more than her leg or her shot where she lies. A shot that could
 *   leave the last ship the enemy can move derelict, which ends the game (001), is worth the game: taken when her
 *   fleet would then win, held when it would lose (./worth.ts). A ship that found nothing to do fires at the enemy
 *   worth most to shoot.
 *
 * Every policy carries gold, and sails to repair, to the nearer of her home and a fort of her fleet (`haven`).
 *
 * Every policy makes at once the move a ship's text gives her after loading or unloading treasure (`useFreeMove`), and
 * a ship that may look at a coin aboard any ship looks at one aboard the enemy carrier nearest her (`peek`).
 *
 * Every policy keeps her own fleet from wedging itself: a move stops short of a friendly hull rather than against
 * it (and of an enemy docked at her home, a ram that would only pin her), and ships standing idle near a carrier
 * that gained no ground towards home sail clear of her. A carrier bound home docks beside a friend docked there all
 * the same when that friend has no way out either.
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

/** Whether `t` is an enemy of `s` in play: the loops over the ships ask this rather than build a list of them. */
function isEnemy(s: Ship, t: Ship): boolean {
  return t.owner !== s.owner && !t.sunk && t.inPlay && !t.lost;
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
    // The direct heading if nothing but the target is in the way; else the nearest heading either side that is
    // clear; else, boxed in (ships crowding round), whichever heading gets furthest, looking all round her own
    // heading too: a ship wedged against a friend at an island gets out by the only way open, often straight
    // astern of the target, and turns for it on her next leg or next turn.
    // The turn is tested before the sail: the least turn each way found to swing her into something bounds every
    // heading further round that way (blocked as well), which is then passed over with neither test.
    let blockedRight = Infinity;
    let blockedLeft = -Infinity;
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
    for (let k = 0; k < CANDIDATES; k++) {
      const h = candidateHeading(k, direct, h0);
      const turn = turnTo(h0, h);
      if (turn >= blockedRight || turn <= blockedLeft) continue;
      s.x = x;
      s.y = y;
      s.heading = h0;
      if (swingBlocked(state, s, half, h)) {
        if (turn > 0) blockedRight = turn;
        else blockedLeft = turn;
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

function tryAction(game: Game, player: PlayerIndex, action: Action): boolean {
  if (checkAction(game.state, player, action)) return false;
  resolveChecked(game, player, action);
  return true;
}

function bestTarget(state: GameState, s: Ship): { target: Ship; guns: number } | null {
  let best: { target: Ship; guns: number } | null = null;
  const guns: Gun[] = [];
  for (const t of state.ships) {
    if (!isEnemy(s, t)) continue;
    if (dockedAtHome(state, t)) continue;
    // Nothing reaches past twice L (a doubled L range) plus the length of her own hull.
    if (!nearEnough(s, t)) continue;
    gunsOn(state, s, t, false, guns);
    const score = guns.length + (t.treasure.length ? 0.5 : 0) + (isDerelict(t) ? 0.25 : 0);
    if (guns.length && (!best || score > best.guns)) best = { target: t, guns: score };
  }
  return best;
}

function home(state: GameState, p: PlayerIndex): number {
  for (let i = 0; i < state.islands.length; i++) if (state.islands[i].home === p) return i;
  return -1;
}

/**
 * Where `s` unloads her gold and repairs nearest: her home island or an island where a fort of her fleet stands (001
 * "Unloading treasure": "When you dock at your home island or a fort, you must unload"; a fort's gold counts as home's).
 */
function haven(state: GameState, s: Ship): number {
  let best = home(state, s.owner);
  let bestD = norm(state.islands[best].x - s.x, state.islands[best].y - s.y);
  for (const f of state.forts) {
    if (f.owner !== s.owner || f.island < 0) continue;
    const isl = state.islands[f.island];
    const d = norm(isl.x - s.x, isl.y - s.y);
    if (d < bestD) {
      bestD = d;
      best = f.island;
    }
  }
  return best;
}

/**
 * Where `s` sails to repair: her haven, or, with a letter of marque ("This ship can dock at an enemy home island and
 * be given repair actions (only) while there"), an enemy home island when it is nearer and she carries no gold that
 * only her haven can take.
 */
function yard(state: GameState, s: Ship): number {
  const best = haven(state, s);
  if (!(s.abilities.marks & MARK.marque) || s.treasure.length) return best;
  const far = (i: number) => norm(state.islands[i].x - s.x, state.islands[i].y - s.y);
  return state.islands.reduce((b, isl, i) => (isl.home !== -1 && isl.home !== s.owner && far(i) < far(b) ? i : b), best);
}

function goTo(game: Game, s: Ship, island: number): boolean {
  const isl = game.state.islands[island];
  const segments = pathTowards(game.state, s, isl.x, isl.y, 0, island);
  return segments.length > 0 && tryAction(game, s.owner, sailing(game.state, s, segments));
}

/**
 * A move along `segments`, boarding `board` if she rams it. A ship that may move and shoot with one action names a
 * target: the engine fires only if the target is in range and sight when she stops, so the shot costs nothing when
 * it cannot be taken. The enemy nearest her now, carriers first, is the likeliest to be in reach after the move (a
 * hunter names the prey she sails for instead, `hunt`).
 */
function sailing(state: GameState, s: Ship, segments: Segment[], board = -1): Extract<Action, { type: 'move' }> {
  const action: Extract<Action, { type: 'move' }> = { type: 'move', ship: s.id, segments };
  if (board >= 0) action.board = board;
  if (s.abilities.moveAndShoot && !s.seaCreature) {
    const near = preyOf(state, s);
    if (near) action.shoot = near.id;
  }
  return action;
}

/** The enemy a hunter goes for: carriers first, then the nearest; never one safe at her home island. */
function preyOf(state: GameState, s: Ship): Ship | undefined {
  return state.ships
    .filter((t) => isEnemy(s, t) && !dockedAtHome(state, t))
    .sort((a, b) => (b.treasure.length ? 1 : 0) - (a.treasure.length ? 1 : 0) || distanceToShip(a, s.x, s.y) - distanceToShip(b, s.x, s.y))[0];
}

/** How far one move action carries her. */
function reach(state: GameState, s: Ship): number {
  let sum = 0;
  for (const leg of baseMove(state, s)) sum += legLength(leg);
  return sum;
}

function wildWithTreasure(state: GameState, s: Ship, claimed: Set<number>, race = false): number {
  let best = -1;
  let bestD = Infinity;
  const mine = race ? reach(state, s) : 0;
  // The enemy ships that could still fetch, and how far each moves: the same for every island.
  const rivals: Ship[] = [];
  const rivalReach: number[] = [];
  let fastest = 0;
  if (race && mine > 0) {
    for (const t of state.ships) {
      if (t.owner === s.owner || t.sunk || !t.inPlay || t.lost || t.seaCreature) continue;
      if (freeCargo(state, t) <= 0) continue;
      const r = reach(state, t);
      if (r <= 0) continue;
      rivals.push(t);
      rivalReach.push(r);
      fastest = Math.max(fastest, r);
    }
  }
  let plain = -1;
  let plainD = Infinity;
  let bestRacing = false;
  let nearest = Infinity;
  for (const isl of state.islands) if (isl.home === -1 && isl.treasure.length) nearest = Math.min(nearest, norm(isl.x - s.x, isl.y - s.y));
  for (let i = 0; i < state.islands.length; i++) {
    const isl = state.islands[i];
    if (isl.home !== -1 || isl.treasure.length === 0) continue;
    const far = norm(isl.x - s.x, isl.y - s.y);
    // Another ship of her fleet is bound there this turn. A ship that races (balanced) counts it as a little more
    // sailing; one that does not leaves it to that ship, as she leaves an island to a ship of her fleet docked there
    // with room for all of it: two gold runners docked side by side at one island left each other no way to turn out,
    // and the game stood still to the turn cap.
    const taken = claimed.has(i);
    if (!race && (taken || friendTakesAll(state, s, i))) continue;
    let d = far + (taken ? CLAIMED_RACING : 0);
    // She holds her course for the island ahead of her bow: choosing afresh each turn from where she stands, a ship
    // between two islands turned from one to the other and reached neither. Only for an island about as near as the
    // nearest: a ship that had steered round a friend to leave home found a far island ahead of her and sailed on to
    // it past her own, which cost the Helmsman pair of the crew sanity table 50 points of edge. Nor where a full carrier
    // of her fleet lies docked (`leaving`): that island is weighed by its distance like any other.
    if (race && s.docked < 0 && far <= AHEAD_NEAR * nearest && Math.abs(turnTo(s.heading, headingTo(s.x, s.y, isl.x, isl.y))) < 20 && !leaving(state, s, i)) d -= RACE_FIRST;
    let racing = false;
    // Another of her fleet is already bound there: two ships racing for one island wedge each other at it.
    if (race && mine > 0 && !taken) {
      // Moves she needs against the fewest any enemy ship with room in her hold needs: an island she reaches first
      // or level (slack 0 or 1) and they would otherwise take comes before one that is hers whenever she gets to it.
      const turns = Math.ceil(far / mine);
      let theirs = Infinity;
      for (let k = 0; k < rivals.length; k++) {
        const t = rivals[k];
        theirs = Math.min(theirs, Math.ceil(norm(isl.x - t.x, isl.y - t.y) / rivalReach[k]));
      }
      const slack = theirs - turns;
      racing = slack === 0 || slack === 1;
      if (racing) d -= RACE_FIRST;
    }
    if (!racing && d < plainD) {
      plainD = d;
      plain = i;
    }
    if (d < bestD) {
      bestD = d;
      best = i;
      bestRacing = racing;
    }
  }
  // A race is worth running only if she outruns every rival, or the island holds at least what the nearest one she
  // need not race for would give her. Else the two fleets each sailed for the other's half of the table and took its
  // last coin, and the fleet whose half held more lost: an Explorer pair of the crew sanity table lost 39 points so.
  if (!bestRacing || plain < 0 || mine > fastest) return best;
  const free = freeCargo(state, s);
  const take = (i: number) => Math.min(state.islands[i].treasure.length, free);
  return take(best) >= take(plain) ? best : plain;
}

/** How much farther, for a ship that races, an island counts when another of her fleet is bound there. */
const CLAIMED_RACING = 3;

/** Whether a ship of `s`'s fleet lies docked at `island` and passes `test`. */
function friendDocked(state: GameState, s: Ship, island: number, test: (o: Ship) => boolean): boolean {
  for (const o of state.ships) if (o !== s && o.owner === s.owner && o.docked === island && !o.sunk && o.inPlay && test(o)) return true;
  return false;
}

/** Whether a ship of her fleet lies docked at `island` with room for all the treasure on it. */
function friendTakesAll(state: GameState, s: Ship, island: number): boolean {
  return friendDocked(state, s, island, (o) => freeCargo(state, o) >= state.islands[island].treasure.length);
}

/**
 * Whether a carrier of her fleet with no room left lies docked at `island`: she must turn out of it on her next turn,
 * and a ship that docks beside her first boxes her in. Two carriers of the Pirate SM fleet docked side by side so, the
 * second held to her course by the island ahead of her bow, and 24% of that fleet's games against itself stood still
 * to the turn cap (7% since).
 */
function leaving(state: GameState, s: Ship, island: number): boolean {
  return friendDocked(state, s, island, (o) => o.treasure.length > 0 && freeCargo(state, o) <= 0);
}

/** More than any distance on the table: an island worth racing for comes before every other. */
const RACE_FIRST = 100;
const AHEAD_NEAR = 1.2;

function run(game: Game, s: Ship, claimed: Set<number>, race = false): void {
  const state = game.state;
  const p = s.owner;
  const docked = s.docked >= 0 ? state.islands[s.docked] : null;
  if (state.rules.scavenge && docked && docked.home === -1 && docked.treasure.length && freeCargo(state, s) > 0) {
    if (tryAction(game, p, { type: 'scavenge', ship: s.id })) return;
  }
  if (docked && docked.home === -1 && docked.treasure.length && freeCargo(state, s) > 0) {
    if (tryAction(game, p, { type: 'explore', ship: s.id })) return;
    if (s.dockedOnTurn === state.turn) return;
  }
  const target = wildWithTreasure(state, s, claimed, race);
  const full = freeCargo(state, s) <= 0;
  if (s.treasure.length && (full || target < 0 || (docked && docked.home === -1 && !ownFortAt(state, s.docked, p)))) {
    goTo(game, s, haven(state, s));
    return;
  }
  if (target >= 0 && !full) {
    claimed.add(target);
    if (s.docked === target) return;
    // Marking the island explored from within S lets her explore it the moment she docks.
    if (s.abilities.markExplored) tryAction(game, p, { type: 'mark-explored', ship: s.id, island: target });
    goTo(game, s, target);
    return;
  }
  hunt(game, s, true);
}

/** The middle of her hull, where a ship sails to ram her: a ram is a bow touching any of it. */
function middleX(t: Ship): number {
  return t.x - (headingX(t.heading) * t.length) / 2;
}
function middleY(t: Ship): number {
  return t.y - (headingY(t.heading) * t.length) / 2;
}

/** The plan that carries `s` to ram `prey`, bow to the middle of her hull, arriving as her bow touches her. */
function towardsBoarding(state: GameState, s: Ship, prey: Ship): Segment[] {
  return pathTowards(state, s, middleX(prey), middleY(prey), 0, -1, prey.id);
}

/** Whether a hunter rams and boards `prey`: a ship, by a ship or a sea monster with as many masts standing. */
function mayBoard(s: Ship, prey: Ship): boolean {
  return !prey.seaCreature && (!s.seaCreature || s.abilities.seaMonster) && s.masts >= prey.masts;
}

/** The guns a hunter weighs a berth by: one list for every berth she weighs. */
const berthGuns: Gun[] = [];

function hunt(game: Game, s: Ship, cautious: boolean, claimed?: Set<number>): void {
  const state = game.state;
  const p = s.owner;
  const prey = cautious ? undefined : preyOf(state, s);
  // A sea monster rams and boards as a ship does (WizKids' Sea Monster): the gold it steals never reaches the enemy's home.
  const board = prey !== undefined && prey.treasure.length > 0 && mayBoard(s, prey);
  // A carrier she can ram this move is boarded for her gold rather than shot: shot, a carrier that repairs at sea lost
  // her last mast and raised it again turn after turn, her gold never taken, until the turn cap.
  if (prey && board && state.rules.ramBoards && prey.docked < 0 && distanceToShip(prey, s.x, s.y) <= reach(state, s)) {
    const segments = towardsBoarding(state, s, prey);
    const action: Action = { type: 'move', ship: s.id, segments, board: prey.id, ...shotOnMove(s, prey) };
    if (segments.length && tryAction(game, p, action)) return;
  }
  const shot = bestTarget(state, s);
  if (shot && futile(state, s, shot.target)) {
    const target = shot.target;
    const better = bestBerth(state, s, target, 1, () => gunsOn(state, s, target, false, berthGuns).length);
    if (better && tryAction(game, p, { type: 'move', ship: s.id, segments: better.segments, ...shotOnMove(s, target) })) return;
  } else if (shot) {
    // A ship that may move after shooting carries her gold on home once the shot is fired.
    const h = state.islands[home(state, p)];
    const then = s.abilities.moveAfterShoot && s.treasure.length ? pathTowards(state, s, h.x, h.y, 0, home(state, p)) : undefined;
    const special = specialShot(state, s, shot.target);
    const action: Action = {
      type: 'shoot',
      ship: s.id,
      target: shot.target.id,
      broadside: s.abilities.broadsides && shot.guns >= 3,
      ...(then?.length ? { then } : {}),
      ...(special ? { special } : {}),
    };
    if (special && tryAction(game, p, action)) return;
    delete action.special;
    if (!tryAction(game, p, action)) tryAction(game, p, { ...action, then: undefined });
    return;
  }
  if (cautious) return;
  // Nothing left to hunt at sea: the gold still has to come home.
  if (!prey) return run(game, s, claimed ?? new Set());
  // Whoever ends a move in the other's range hands her the first shot, and a faster fleet always arrived first: that
  // is why a Helmsman on every ship lost most games against the same ships bare. So a faster ship that cannot shoot
  // on the move and is not boarding waits just outside the prey's guns for the slower one to come to her. Ships of
  // equal speed still close (both waiting would only run out the clock).
  const faster = reach(state, s) > reach(state, prey);
  const waits = faster && !board && !(s.abilities.moveAndShoot && !s.seaCreature);
  // Closing to shoot, she makes for a berth her guns reach the prey from: bow on, only her foremost gun may, and two
  // hunters that stopped bow to bow a short way apart lay there, neither in range, until the turn cap.
  const berth = !waits && !board && distanceToShip(prey, s.x, s.y) <= reach(state, s) + gunReach(s) ? bestBerth(state, s, prey, 0, () => gunsOn(state, s, prey, false, berthGuns).length) : null;
  const segments = berth ? berth.segments : pathTowards(state, s, prey.x, prey.y, waits ? Math.max(0.9, gunReach(prey) + HOLD_MARGIN) : board ? 0 : 0.9);
  if (!segments.length) return;
  tryAction(game, p, {
    type: 'move',
    ship: s.id,
    segments,
    ...(board ? { board: prey.id } : {}),
    ...shotOnMove(s, prey),
  });
}

/** The shot at `t` a move of `s` ends with, when she may move and shoot with one action (a sea creature never does). */
function shotOnMove(s: Ship, t: Ship): { shoot?: number } {
  return s.abilities.moveAndShoot && !s.seaCreature ? { shoot: t.id } : {};
}

/**
 * Whether a shot of `s` at `t` can do nothing that lasts: one gun at a ship that repairs anywhere (a Shipwright's)
 * takes at most the mast she raises again on her next turn, dismasted or not, so the hit never comes when she has
 * none. Two hunters of the Pirate SM fleet traded that shot and that repair from turn 20 to the turn cap; the hunter
 * closes instead to where more of her guns bear, and where none does, holds her fire.
 */
function futile(state: GameState, s: Ship, t: Ship): boolean {
  return t.abilities.repairAnywhere && !t.seaCreature && gunsOn(state, s, t, false, berthGuns).length <= 1;
}

/**
 * The special shot worth declaring at `t`, if she has one: a chainshot holds a ship carrying gold where she is; an
 * exploding shot (a fire mast and a crew for a mast) and a double shot (a second roll on a hit) are a plain shot and
 * more; a grapple shot boards a carrier the boarding odds favour; a firepot burns any ship with masts. Equipment fires
 * its shot from any cannon that reaches her, a crew's chainshot and firepot only within S (the engine refuses the
 * rest, and she then fires a plain shot). A grape shot, a crew for a mast, is left unfired: a mast slows and disarms.
 */
function specialShot(state: GameState, s: Ship, t: Ship): { kind: SpecialShot; cannon: number } | null {
  const a = s.abilities;
  const reaching = () => gunsOn(state, s, t, false, [])[0]?.mast ?? -1;
  const carrier = t.treasure.length > 0;
  const pick = (kind: SpecialShot, cannon: number) => (cannon >= 0 ? { kind, cannon } : null);
  if (a.chainshot && carrier) return pick('chainshot', a.specialAnyRange & SPECIAL_BITS.chainshot ? reaching() : s.up.indexOf(true));
  // A derelict has no mast to set alight, and a plain hit sinks her.
  if (a.exploding && !t.seaCreature && !isDerelict(t)) return pick('exploding', reaching());
  if (a.doubleshot) return pick('doubleshot', reaching());
  if (a.grappleshot && carrier && boardWorth(state, s, t) > 0) return pick('grappleshot', reaching());
  if (a.firepot && !t.seaCreature && !isDerelict(t)) return pick('firepot', a.specialAnyRange & SPECIAL_BITS.firepot ? reaching() : firepotCannon(s, t));
  return null;
}

/** Room left between her bow and the reach of the prey's guns, for the planner stopping a little short or long. */
const HOLD_MARGIN = 0.3;

/** How far her longest standing gun reaches beyond her hull, measured from her bow, allowing for her length. */
function gunReach(t: Ship): number {
  let range = 0;
  for (let i = 0; i < t.cannons.length; i++) if (t.up[i]) range = Math.max(range, legLength(t.abilities.allLongRange ? 'L' : t.cannons[i].range));
  for (const c of t.abilities.extraCannons) range = Math.max(range, legLength(c.range));
  for (const c of t.forged) range = Math.max(range, legLength(c.range));
  return range + t.length;
}

function care(game: Game, s: Ship): boolean {
  const state = game.state;
  const p = s.owner;
  // A treasure that stops her shooting goes overboard at the first repair she can make ("Wet Gunpowder").
  if (s.abilities.noShooting && soakedPowder(state, s) >= 0 && tryAction(game, p, { type: 'repair', ship: s.id })) return true;
  if (s.masts < s.cannons.length && (tryAction(game, p, { type: 'repair', ship: s.id }) || (state.rules.scavenge && s.docked >= 0 && tryAction(game, p, { type: 'scavenge', ship: s.id })))) return true;
  if (isDerelict(s)) {
    if (!s.abilities.derelictMove) {
      if (!s.scuttleOn && s.treasure.length === 0 && !dockedAtHome(state, s)) tryAction(game, p, { type: 'scuttle', ship: s.id });
      return true;
    }
    goTo(game, s, yard(state, s));
    return true;
  }
  if (s.tangled) {
    tryAction(game, p, { type: 'untangle', ship: s.id });
    return true;
  }
  if (s.masts * 2 < s.cannons.length && !s.seaCreature) {
    goTo(game, s, yard(state, s));
    return true;
  }
  return false;
}

/**
 * A leg of a voyage for treasure is worth a mast. Measured with `npm run sim:policies` (1,000 games a row): half that
 * lowered the edge over hunter (English fleet 83.6 to 74.9 points, Pirate 61.5 to 58.1); twice that raised it (Pirate
 * 68.0) but lowered the English fleet's edge over gold-runner (97.1 to 94.9) and took ten more points off the crew
 * sanity table's Spanish Explorer row.
 */
const LEG_WORTH = MAST;

/** Whether `t` is within what a shot of `s` could ever reach: twice L (a doubled L range) plus both hulls. */
function nearEnough(s: Ship, t: Ship): boolean {
  const far = 2 * LEG_LENGTH.L + s.length + t.length;
  return Math.abs(t.x - s.x) <= far && Math.abs(t.y - s.y) <= far;
}

/** The enemy ship worth most for `s` to shoot where she lies (`shotWorth`), and that worth: none and 0 when no shot pays. */
function bestShot(state: GameState, s: Ship): { target: Ship | null; gain: number } {
  let target: Ship | null = null;
  let gain = 0;
  for (const t of state.ships) {
    if (!isEnemy(s, t) || !nearEnough(s, t)) continue;
    const w = shotWorth(state, s, t);
    if (w > gain) {
      gain = w;
      target = t;
    }
  }
  return { target, gain };
}

function balanced(game: Game, s: Ship, claimed: Set<number>): void {
  const state = game.state;
  // A derelict in tow comes home with her gold: it is unloaded as the tow docks (001 "Tow").
  if (s.towing >= 0 && state.ships[s.towing].treasure.length) {
    goTo(game, s, haven(state, s));
    return;
  }
  // A sea monster's stolen treasure never comes home (no sea creature docks): it hunts on.
  if (s.treasure.length && !s.seaCreature) {
    if (defend(game, s)) return;
    return run(game, s, claimed, true);
  }
  const post = raiderOf(state, s.owner) === s ? stationOf(state, s) : null;
  const raiding = post !== null && threatAt(state, s.owner, post.x, post.y) <= THREAT_MAX * s.masts && !hunted(state, s.owner);
  const fetching = !raiding && !s.seaCreature && freeCargo(state, s) > 0 && state.islands.some((i) => i.home === -1 && i.treasure.length > 0);
  const { target: shot, gain: shotGain } = bestShot(state, s);
  let prey: Ship | null = null;
  let boardGain = 0;
  // How far she moves, asked only once an enemy carrier at sea is found.
  let range = -1;
  // A ram leads to a boarding party (001 "Board") against a ship at sea she can reach this move.
  if (state.rules.ramBoards && !s.seaCreature) {
    for (const t of state.ships) {
      if (!isEnemy(s, t) || t.seaCreature || !t.treasure.length || t.docked >= 0) continue;
      if (range < 0) range = reach(state, s);
      if (distanceToShip(t, s.x, s.y) > range) continue;
      const w = boardWorth(state, s, t);
      if (w > boardGain) {
        boardGain = w;
        prey = t;
      }
    }
  }
  const leg = fetching ? LEG_WORTH : 0;
  if (prey && boardGain >= shotGain && boardGain > leg) {
    const segments = towardsBoarding(state, s, prey);
    if (segments.length && tryAction(game, s.owner, sailing(state, s, segments, prey.id))) return;
  }
  if (s.abilities.moveAndShoot && !s.seaCreature && strike(game, s, Math.max(leg, shotGain))) return;
  if (shot && shotGain > leg) {
    const aim: Action = { type: 'shoot', ship: s.id, target: shot.id, broadside: false };
    const special = specialShot(state, s, shot);
    if (special && tryAction(game, s.owner, { ...aim, special })) return;
    if (tryAction(game, s.owner, aim)) return;
  }
  if (fetching) return run(game, s, claimed, true);
  if (salvage(game, s)) return;
  if (intercept(game, s)) return;
  if (raiding && post && station(game, s, post)) return;
  // With nothing left to fetch or catch she closes on the enemy only if she shoots on the same action: with the gold
  // shared out, masts standing decide a tie, and a ship that sails into range gives the enemy the first shot.
  // Measured on mirrored 40-point fleets, chasing without that lost a fifth of the games a waiting fleet drew. A ship
  // with no hold was only ever a hunter.
  hunt(game, s, s.cargo > 0 && !s.seaCreature && !s.abilities.moveAndShoot);
}

/**
 * Where a ship that may move and shoot with one action (a Captain) may set her bow for a strike: points this far
 * from the middle of the target's hull, all round her. A ship sailing bow on at the target brings only her bow
 * guns to bear (her hull is as long as a card's short side, her masts along it); one that ends alongside brings all.
 */
const STRIKE_RING = 0.9;
const STRIKE_POINTS = 8;

/**
 * A ship that may move and shoot with one action sails to where her guns reach the enemy ship worth most to shoot,
 * and fires as she stops, when that shot is worth more than `better` (a leg of her voyage, or the shot she has where
 * she lies) once the enemy's reply is counted (`exchangeWorth`). A player with a Captain aboard ends her moves in
 * range: the enemy, which must spend an action to shoot, is always the second to fire. The worth is counted where
 * the plan leaves her, by the engine's odds from there.
 */
function strike(game: Game, s: Ship, better: number): boolean {
  const state = game.state;
  const far = reach(state, s) + gunReach(s);
  let best: Segment[] | null = null;
  let target = -1;
  let gain = better;
  for (const t of state.ships) {
    if (!isEnemy(s, t) || dockedAtHome(state, t) || distanceToShip(t, s.x, s.y) > far) continue;
    const berth = bestBerth(state, s, t, gain, () => exchangeWorth(state, s, t));
    if (berth) {
      gain = berth.score;
      best = berth.segments;
      target = t.id;
    }
  }
  return best !== null && tryAction(game, s.owner, { type: 'move', ship: s.id, segments: best, shoot: target });
}

/**
 * Of the plans that carry `s` to a berth round `t` (STRIKE_POINTS points STRIKE_RING from the middle of her hull),
 * the one whose end `score` rates highest, if above `floor`: `score` is asked with `s` set where the plan leaves her.
 */
function bestBerth(state: GameState, s: Ship, t: Ship, floor: number, score: () => number): { segments: Segment[]; score: number } | null {
  const x = s.x;
  const y = s.y;
  const heading = s.heading;
  const midX = middleX(t);
  const midY = middleY(t);
  let best: { segments: Segment[]; score: number } | null = null;
  for (let k = 0; k < STRIKE_POINTS; k++) {
    const around = (360 * k) / STRIKE_POINTS;
    const segments = pathTowards(state, s, midX + headingX(around) * STRIKE_RING, midY + headingY(around) * STRIKE_RING, 0);
    if (!segments.length) continue;
    poseAfter(s, segments);
    const w = score();
    s.x = x;
    s.y = y;
    s.heading = heading;
    if (w > (best ? best.score : floor)) best = { segments, score: w };
  }
  return best;
}

/** Sets `s` where sailing `segments` from where she lies leaves her, each turn about the middle of her hull (`pivot`). */
function poseAfter(s: Ship, segments: readonly Segment[]): void {
  for (const { heading, distance } of segments) {
    const at = pivot(s, heading);
    s.x = at.x + headingX(heading) * distance;
    s.y = at.y + headingY(heading) * distance;
    s.heading = heading;
  }
}

/**
 * A carrier more than a move from home with an enemy fighting ship close enough to catch her next turn shoots at
 * her first when the shot is worth a leg of the voyage home: running lets the hunter close and board or shoot at
 * leisure, and the carrier's guns are the best guard her gold has.
 */
function defend(game: Game, s: Ship): boolean {
  const state = game.state;
  const h = state.islands[home(state, s.owner)];
  if (norm(h.x - s.x, h.y - s.y) - h.r <= reach(state, s)) return false;
  let shot: Ship | null = null;
  let gain = 0;
  for (const t of state.ships) {
    if (!isEnemy(s, t)) continue;
    if (t.treasure.length || isDerelict(t) || !nearEnough(s, t)) continue;
    if (distanceToShip(t, s.x, s.y) > reach(state, t) + gunReach(t)) continue;
    const w = shotWorth(state, s, t);
    if (w > gain) {
      gain = w;
      shot = t;
    }
  }
  return shot !== null && gain >= LEG_WORTH && tryAction(game, s.owner, { type: 'shoot', ship: s.id, target: shot.id, broadside: false });
}

/**
 * The ship of a fleet that hunts carriers from the start rather than fetching: the one whose guns are worth most for
 * the hold she would give up. Fleets of mirrored ships that all fetch split the gold evenly and draw most games.
 */
function raiderOf(state: GameState, p: PlayerIndex): Ship | null {
  let best: Ship | null = null;
  let bestScore = -Infinity;
  let bestHold = 0;
  let holds = 0;
  for (const s of state.ships) {
    if (s.owner !== p || s.sunk || !s.inPlay || s.seaCreature || isDerelict(s)) continue;
    const guns = plainHits(s);
    const hold = freeCargo(state, s) + s.treasure.length;
    holds += hold;
    const score = guns - RAID_CARGO * hold;
    if (score > bestScore) {
      bestScore = score;
      best = s;
      bestHold = hold;
    }
  }
  return best && bestHold <= RAID_SHARE * holds ? best : null;
}

/**
 * A raider gives up her share of the fetching: worth it only while the rest of her fleet carries most of the gold.
 * Measured on mirrored fleets of two ships with deep holds, raiding with one of them lost half the games to a fleet
 * that fetched with both.
 */
const RAID_SHARE = 1 / 3;
const RAID_CARGO = 0.5;

/**
 * Where a raider waits for carriers: off the enemy's home, on the side towards the wild islands still holding
 * treasure, close enough that a carrier on her last leg home passes within her guns.
 */
function stationOf(state: GameState, s: Ship): { x: number; y: number } {
  const enemy = (1 - s.owner) as PlayerIndex;
  const h = state.islands[home(state, enemy)];
  let cx = 0;
  let cy = 0;
  let n = 0;
  for (const i of state.islands) {
    if (i.home !== -1 || !i.treasure.length) continue;
    cx += i.x;
    cy += i.y;
    n++;
  }
  if (!n) {
    cx = state.area.width / 2;
    cy = state.area.height / 2;
  } else {
    cx /= n;
    cy /= n;
  }
  const d = norm(cx - h.x, cy - h.y) || 1;
  const off = h.r + STATION_OFF;
  return { x: h.x + ((cx - h.x) / d) * off, y: h.y + ((cy - h.y) / d) * off };
}

const STATION_OFF = 1;

function station(game: Game, s: Ship, at: { x: number; y: number }): boolean {
  if (norm(at.x - s.x, at.y - s.y) < 0.5) return true;
  const segments = pathTowards(game.state, s, at.x, at.y, 0);
  return segments.length > 0 && tryAction(game, s.owner, sailing(game.state, s, segments));
}

/**
 * The hits the enemy's fighting ships could put into a ship at (x, y) on their next turn: every ship not carrying
 * treasure (a carrier sails home) that can move and then reach the spot with her guns, each gun counted at her odds
 * against a plain roll. What a raider weighs before she sails off alone.
 */
function threatAt(state: GameState, p: PlayerIndex, x: number, y: number): number {
  let hits = 0;
  for (const t of state.ships) {
    if (t.owner === p || t.sunk || !t.inPlay || t.lost || isDerelict(t) || t.treasure.length) continue;
    if (norm(t.x - x, t.y - y) > reach(state, t) + gunReach(t)) continue;
    hits += plainHits(t);
  }
  return hits;
}

/** `hitFaces(rank, 0) / 6` by rank, counted once: raiderOf asks it of every cannon of her fleet for every ship she plays. */
const PLAIN_HIT = Array.from({ length: 8 }, (_, rank) => hitFaces(rank, 0) / 6);
function plainHit(rank: number): number {
  const p = PLAIN_HIT[rank];
  return p === undefined ? hitFaces(rank, 0) / 6 : p;
}

/** The hits her standing printed cannons score on average, each on a plain roll. */
function plainHits(s: Ship): number {
  let hits = 0;
  for (let i = 0; i < s.cannons.length; i++) if (s.up[i]) hits += plainHit(s.cannons[i].rank);
  return hits;
}

/**
 * Whether an enemy ship is out hunting her fleet rather than fetching: one not carrying treasure that is nearer a ship
 * of `p`'s than any wild island with treasure left, and near enough to strike next turn, and either across the
 * table's middle (nearer `p`'s home than her own) or docked at her home, where she cannot be shot at (001 "Shoot")
 * and guards it. A fleet being hunted keeps its guns together rather than sending one off to raid.
 *
 * An enemy at sea on her own half is not hunting: she fetches there, or waits off her home as a raider of that fleet
 * would. Counted as hunting, she kept this fleet's raider fetching beside carriers she could not guard, while the
 * enemy's raider was free to take them: `balanced` beat `hunter` with the Pirate SM fleet by 48.3 points of win rate
 * and `gold-runner` by 18.9 (`npm run sim:policies`, 2,000 games), by 89.9 and 32.3 once she stopped counting.
 */
function hunted(state: GameState, p: PlayerIndex): boolean {
  const own = state.islands[home(state, p)];
  const theirHome = home(state, (1 - p) as PlayerIndex);
  const theirs = state.islands[theirHome];
  for (const t of state.ships) {
    if (t.owner === p || t.sunk || !t.inPlay || t.lost || isDerelict(t) || t.treasure.length || t.seaCreature) continue;
    if (t.docked !== theirHome && norm(theirs.x - t.x, theirs.y - t.y) <= norm(own.x - t.x, own.y - t.y)) continue;
    let toIsland = Infinity;
    for (const i of state.islands) if (i.home === -1 && i.treasure.length) toIsland = Math.min(toIsland, norm(i.x - t.x, i.y - t.y) - i.r);
    const strike = reach(state, t) + gunReach(t);
    for (const o of state.ships) {
      if (o.owner !== p || o.sunk || !o.inPlay) continue;
      const d = norm(o.x - t.x, o.y - t.y);
      if (d < toIsland && d <= strike) return true;
    }
  }
  return false;
}

const THREAT_MAX = 1.5;

/**
 * Tows home a derelict carrying gold, of her fleet or the enemy's (001 "Tow": "if any part of her is physically
 * touching the bow of any derelict, she can tow that derelict as a free action", and "the towed ship and any crew or
 * treasure on that ship become part of the towing player's fleet"): the nearest, not docked at a home island, not in
 * tow. She makes for the derelict's bow, her move ending as she touches the derelict, and names it for a tow, which
 * the engine makes only if she touches the bow. A derelict carrier of her own fleet otherwise lay where she fell with
 * her gold until the turn cap.
 */
function salvage(game: Game, s: Ship): boolean {
  const state = game.state;
  if (s.seaCreature || s.towing >= 0 || s.abilities.noTow) return false;
  let best: Ship | null = null;
  let bestD = Infinity;
  for (const d of state.ships) {
    if (d === s || d.sunk || !d.inPlay || d.lost || d.seaCreature || !isDerelict(d) || !d.treasure.length || d.towedBy >= 0 || d.abilities.noTow) continue;
    if (d.docked >= 0 && state.islands[d.docked].home !== -1) continue;
    const far = norm(d.x - s.x, d.y - s.y);
    if (far < bestD) {
      bestD = far;
      best = d;
    }
  }
  if (!best) return false;
  const segments = pathTowards(state, s, best.x, best.y, 0, -1, best.id);
  return segments.length > 0 && tryAction(game, s.owner, { ...sailing(state, s, segments), tow: best.id });
}

/**
 * Heads off the enemy carrier worth most to her: to the point on the carrier's way home where her next move ends, so
 * the carrier either stops against her bow or ends that move within her reach for a ram and a boarding party. A
 * carrier one move from home cannot be caught and is let go.
 */
function intercept(game: Game, s: Ship): boolean {
  const state = game.state;
  if (s.seaCreature || !state.rules.ramBoards) return false;
  let best: { x: number; y: number; worth: number; board: number } | null = null;
  for (const t of state.ships) {
    if (!isEnemy(s, t)) continue;
    if (!t.treasure.length || t.seaCreature) continue;
    let x: number;
    let y: number;
    let board = -1;
    if (isDerelict(t)) {
      // A derelict carrier goes nowhere and her gold never comes home: board her for it, bow to the middle of her hull.
      x = middleX(t);
      y = middleY(t);
      board = t.id;
    } else {
      const h = state.islands[home(state, t.owner)];
      const their = reach(state, t);
      const toHome = norm(h.x - t.x, h.y - t.y) - h.r;
      if (toHome <= their) continue;
      const u = their / norm(h.x - t.x, h.y - t.y);
      x = t.x + (h.x - t.x) * u;
      y = t.y + (h.y - t.y) * u;
    }
    const worth = boardWorth(state, s, t) / (1 + norm(x - s.x, y - s.y));
    if (worth > 0 && (!best || worth > best.worth)) best = { x, y, worth, board };
  }
  if (!best) return false;
  const segments = pathTowards(state, s, best.x, best.y, 0, -1, best.board);
  return segments.length > 0 && tryAction(game, s.owner, sailing(state, s, segments, best.board));
}

/** Plays one turn of `player` under `policy`, ending it. */
export function playTurn(game: Game, player: PlayerIndex, policy: PolicyId): void {
  const state = game.state;
  const claimed = new Set<number>();
  if (state.rules.shipyard) buyShips(game, player);
  const haven = state.islands[home(state, player)];
  const homeward = (s: Ship) => norm(haven.x - s.x, haven.y - s.y);
  const stuck: Ship[] = [];
  // What may be turned face up only at the start of the turn is weighed before any ship acts.
  for (const s of state.ships) if (s.owner === player && s.treasure.length && !s.sunk && s.inPlay) boost(game, s, false);
  fortsShoot(game, player);
  for (const s of state.ships) {
    if (state.over) return;
    if (s.owner !== player || s.sunk || !s.inPlay || s.towedBy >= 0 || s.actions > 0) continue;
    const bound = s.treasure.length > 0 && !dockedAtHome(state, s, player) ? homeward(s) : -1;
    playShip(game, s, policy, claimed);
    if (bound >= 0 && !s.sunk && s.inPlay && !dockedAtHome(state, s, player) && homeward(s) > bound - GAINED) stuck.push(s);
  }
  if (!state.over) makeWay(game, player, stuck);
  shipsShootForts(game, player);
  if (!state.over) endTurnBuildingForts(game, player);
}

/** Ground a ship bound home must gain in a turn not to count as held up. */
const GAINED = 0.2;

/**
 * A carrier that gained no ground towards home is usually wedged by ships of her own fleet that had nothing to do
 * and stood still (at an island, or in the mouth of her home harbour), and would stand there until the turn cap:
 * every idle friend near her sails a few S directly away from her, so the way is open on her next turn.
 */
function makeWay(game: Game, player: PlayerIndex, stuck: readonly Ship[]): void {
  const state = game.state;
  for (const c of stuck) {
    for (const f of state.ships) {
      if (f.owner !== player || f === c || f.sunk || !f.inPlay || f.actions > 0 || f.treasure.length || f.seaCreature) continue;
      if (f.docked >= 0 && state.islands[f.docked].home === -1 && state.islands[f.docked].treasure.length) continue;
      const d = norm(f.x - c.x, f.y - c.y);
      if (d > WEDGED) continue;
      wayOut(state, f, c, (segments) => tryAction(game, player, sailing(state, f, segments)));
    }
  }
}

/**
 * Plans that take `f` a few S off `c`, offered to `take` until it takes one: straight away from her first; where that
 * runs into the island she lies at, round either side of her. False when none was taken.
 */
function wayOut(state: GameState, f: Ship, c: Ship, take: (segments: Segment[]) => boolean): boolean {
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
const WEDGED = 3;
const CLEAR = 3;

function playShip(game: Game, s: Ship, policy: PolicyId, claimed: Set<number>): void {
  const state = game.state;
  peek(game, s);
  embark(game, s);
  if (s.abilities.marks & MARK.fetchForFriend) fetchForFriend(game, s);
  if (s.treasure.length) boost(game, s, false);
  if (care(game, s)) return;
  if (shedPlague(game, s)) return;
  if (s.mustLeave || s.pinnedBy >= 0) {
    if (s.pinnedBy >= 0) hunt(game, s, true);
    else goTo(game, s, home(state, s.owner));
    return;
  }
  if (policy === 'balanced') {
    balanced(game, s, claimed);
    if (s.actions === 0 && !s.sunk && !state.over) idleShot(game, s);
  } else if (policy === 'gold-runner' && !s.seaCreature) run(game, s, claimed);
  else hunt(game, s, false, claimed);
  useFreeMove(game, s, claimed);
  const extra = s.extraActions > 0 || state.players[s.owner].extraActions > 0;
  if (extra && !s.sunk && !state.over && s.actions < 2 && !(s.actionKinds & ACTION.explore)) hunt(game, s, true);
  // A second move a treasure gave her carries her gold on home.
  if (s.boostMoves && s.actions === 1 && s.treasure.length && !s.sunk && !state.over) goTo(game, s, haven(state, s));
  useFreeMove(game, s, claimed);
  if (s.treasure.length && !s.sunk && !state.over) boost(game, s, true);
}

/**
 * A ship that found nothing to do, boxed in where she lies or waiting, fires at the enemy worth most to shoot (by
 * `shotWorth`, so never a shot that ends the game lost). Hulls that cannot swing past a derelict lay beside it to the
 * turn cap, where one hit sinks it (001 "Sinking a ship") and opens her way: a carrier of the Pirate SM fleet, wedged
 * between two enemy derelicts with her gold a few moves from home, never fired a shot.
 */
function idleShot(game: Game, s: Ship): void {
  const { target } = bestShot(game.state, s);
  if (target) tryAction(game, s.owner, { type: 'shoot', ship: s.id, target: target.id, broadside: false });
}

/**
 * A face-down treasure she may turn face up for this turn is turned when it pays now: a cannon bonus when she has a
 * shot before she acts; a leg of base move, or a second move action, when it brings her gold home this turn and her
 * own move would not; an extra shoot action once she has shot (`after`) and has another shot, which she then takes;
 * a trade of home coins when the enemy's coins at home are worth more on average than her owner's.
 */
function boost(game: Game, s: Ship, after: boolean): void {
  const state = game.state;
  // Only a face-down coin with text can be turned up: a hold of plain coins is not copied to be looked through.
  let texts = false;
  for (const id of s.treasure) if (state.treasures[id].faceDown && state.treasures[id].text) texts = true;
  if (texts) for (const id of [...s.treasure]) {
    const t = state.treasures[id];
    if (!t.faceDown || !t.text) continue;
    if (!after && says(t.text, 'reveal-trade-homes')) {
      const mean = (p: PlayerIndex) => homeGold(state, p) / Math.max(1, state.players[p].home.length);
      if (mean(s.owner === 0 ? 1 : 0) > mean(s.owner)) tryAction(game, s.owner, { type: 'reveal', ship: s.id, treasure: id });
      continue;
    }
    const [first] = effectsOfKind(t.text, 'reveal-boost');
    if (!first) continue;
    const { effect } = first;
    if (after) {
      if (effect.shots && s.actionKinds & ACTION.shoot && s.actions < 2 && bestTarget(state, s)) tryAction(game, s.owner, { type: 'reveal', ship: s.id, treasure: id });
      continue;
    }
    // One turned at the start of the turn gives a second shot only if she has a first.
    if ((effect.cannon || (effect.shots && says(t.text, 'reveal-at-start'))) && bestTarget(state, s)) tryAction(game, s.owner, { type: 'reveal', ship: s.id, treasure: id });
    if ((effect.leg || effect.moves) && s.treasure.some((c) => state.treasures[c].value > 0) && s.docked < 0) {
      const isl = state.islands[haven(state, s)];
      const far = distanceToShip(s, isl.x, isl.y) - isl.r;
      const own = reach(state, s);
      const more = effect.leg ? LEG_LENGTH[effect.leg] : own;
      if (far > own && far <= own + more) tryAction(game, s.owner, { type: 'reveal', ship: s.id, treasure: id });
    }
  }
  // The extra shoot action a treasure gave her, taken once she has shot.
  const target = after && s.boostShots && s.actionKinds & ACTION.shoot && s.actions < 2 ? bestTarget(state, s) : null;
  if (target) tryAction(game, s.owner, { type: 'shoot', ship: s.id, target: target.target.id, broadside: false });
}

/**
 * A sea creature that may place a coin of a wild island near her on a friendly ship near her does so whenever one of
 * each is in reach, a free action: the coin her owner knows to be worth most, else any, onto the friend with room.
 */
function fetchForFriend(game: Game, s: Ship): void {
  const state = game.state;
  for (let island = 0; island < state.islands.length; island++) {
    const coins = state.islands[island].treasure;
    if (state.islands[island].home !== -1 || !coins.length) continue;
    const worth = (id: number) => (state.treasures[id].seenBy[s.owner] ? state.treasures[id].value : 0);
    const treasure = coins.reduce((a, b) => (worth(b) > worth(a) ? b : a));
    for (const to of state.ships) {
      if (to.owner === s.owner && to !== s && tryAction(game, s.owner, { type: 'fetch', ship: s.id, island, treasure, to: to.id })) return;
    }
  }
}

/**
 * A ship carrying Plague docks nowhere, so no gold she carries comes home while it is aboard: she sails to touch the
 * enemy a hunter would go for (a carrier first, whose gold the Plague then keeps from home, else the nearest), which
 * then takes the Plague and loses her crew (lib/engine/treasure-text.ts `plague`).
 */
function shedPlague(game: Game, s: Ship): boolean {
  if (!(s.abilities.marks & MARK.plague) || s.pinnedBy >= 0) return false;
  const state = game.state;
  const prey = preyOf(state, s);
  if (!prey) return false;
  const segments = pathTowards(state, s, prey.x, prey.y, 0, -1, prey.id);
  return segments.length > 0 && tryAction(game, s.owner, { type: 'move', ship: s.id, segments });
}

/**
 * Docked where crew are ashore (her fleet's unassigned crew start on its home island, 001 "Placing Crew and
 * equipment"), she takes aboard every one the rules let her carry, a free action each: a crew does nothing ashore.
 */
function embark(game: Game, s: Ship): void {
  if (s.docked < 0) return;
  const ashore = game.state.islands[s.docked].crew;
  for (let i = ashore.length - 1; i >= 0; i--) tryAction(game, s.owner, { type: 'crew-aboard', ship: s.id, crew: i });
}

/**
 * A ship whose text lets her look at a face-down coin aboard any ship looks, before she acts, at one aboard the enemy
 * carrier nearest her, the one she is likeliest to board or head off: what it is worth then prices that boarding
 * (./worth.ts) instead of the coin sheet's mean, so a one-gold coin no longer draws her off her voyage.
 */
function peek(game: Game, s: Ship): void {
  const state = game.state;
  if (!s.abilities.lookShip) return;
  let nearest: Ship | null = null;
  let coin = -1;
  let best = Infinity;
  for (const t of state.ships) {
    if (!isEnemy(s, t)) continue;
    const unseen = t.treasure.find((id) => !state.treasures[id].seenBy[s.owner] && !state.treasures[id].unique);
    if (unseen === undefined) continue;
    const d = distanceToShip(t, s.x, s.y);
    if (d < best) {
      best = d;
      nearest = t;
      coin = unseen;
    }
  }
  if (nearest) tryAction(game, s.owner, { type: 'look', ship: s.id, treasure: coin });
}

/**
 * A ship whose text gives her a move after loading or unloading treasure (`freeMove`, earned by the action just
 * taken) makes it at once, on to where her next action would take her: home with the gold she has just loaded, or
 * out to the island she would fetch from next after unloading it.
 */
function useFreeMove(game: Game, s: Ship, claimed: Set<number>): void {
  const state = game.state;
  if (!s.freeMove || s.sunk || state.over) return;
  const island = s.treasure.length ? haven(state, s) : wildWithTreasure(state, s, claimed, true);
  if (island < 0 || island === s.docked) return;
  if (!s.treasure.length) claimed.add(island);
  const isl = state.islands[island];
  const segments = pathTowards(state, s, isl.x, isl.y, 0, island, -1, [s.freeMove]);
  if (segments.length) tryAction(game, s.owner, { type: 'free-move', ship: s.id, segments });
}

function buyShips(game: Game, player: PlayerIndex): void {
  const yard = game.state.ships.filter((s) => s.builtBy === player && !s.inPlay && !s.sunk).sort((a, b) => b.points - a.points);
  for (const s of yard) tryAction(game, player, { type: 'buy', ship: s.id });
  // Then the dearest crew first, each onto the first docked ship without one.
  const crew = game.state.players[player].yardCrew;
  const order = crew.map((c, i) => ({ c, i })).sort((x, y) => y.c.points - x.c.points).map((x) => x.c);
  for (const c of order) {
    const ship = game.state.ships.find((s) => !checkAction(game.state, player, { type: 'hire', crew: crew.indexOf(c), ship: s.id }));
    if (ship) resolveChecked(game, player, { type: 'hire', crew: crew.indexOf(c), ship: ship.id });
  }
}

/**
 * Every side's default: balanced, the strongest policy we have. On each nation's mirrored 40-point SM fleet (npm run
 * sim:policies) it beats gold-runner by 32.3 to 100 points of win rate and hunter by 89.9 to 95.4; on the invented
 * fleets of simulate.test.ts it beats hunter, beats gold-runner on a fleet of guns, and plays level with gold-runner
 * on two ships with deep holds, where neither fleet ever meets the other. Of the fourteen fleets of npm run
 * sim:stalls it beats hunter on all and gold-runner on all, Ivory Star's by the least in its 200 games (10 points;
 * 17.6 over 2,000).
 */
export const DEFAULT_POLICY: PolicyId = 'balanced';
