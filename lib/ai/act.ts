import { boardWorth, MAST, shotWorth } from './value';
import { LEG_LENGTH, legLength } from '@/lib/cards/move';
import { MARK, SPECIAL_BITS } from '@/lib/engine/abilities/ability-flags';
import { type SpecialShot } from '@/lib/engine/core/actions';
import { firepotCannon } from '@/lib/engine/combat/fire';
import { type Action, baseMove, checkAction, type Game, resolveChecked, type Segment } from '@/lib/engine/game';
import { headingX, headingY, norm } from '@/lib/engine/core/geometry';
import { distanceToShip } from '@/lib/engine/hull/hull';
import { pivot } from '@/lib/engine/hull/turning';
import { hitFaces } from '@/lib/engine/combat/odds';
import { type Gun, gunsOn } from '@/lib/engine/combat/shoot';
import { dockedAtHome, type GameState, isDerelict, type PlayerIndex, type Ship } from '@/lib/engine/state/state';
import { pathTowards } from './course';
import { endsUnwon } from './choose';
import { derelictMatters } from './ending';
import { minds } from './minds';
import { weight } from './rivals';
import { home, isEnemy } from './seat';

/**
 * The tactics every policy shares: taking an action the rules accept (and, for a policy that minds the ending, only
 * one that does not end the game unwon), where to unload and repair, which target to shoot and with what special shot,
 * which berth to sail to before shooting.
 */

/** Takes `action` if the rules accept it (and the ending allows it, ./minds.ts); whether it was taken. */
export function tryAction(game: Game, player: PlayerIndex, action: Action): boolean {
  if (checkAction(game.state, player, action)) return false;
  if (minds.endings && endsUnwon(game, player, action)) return false;
  resolveChecked(game, player, action);
  return true;
}

export function bestTarget(state: GameState, s: Ship): { target: Ship; guns: number } | null {
  let best: { target: Ship; guns: number } | null = null;
  const guns: Gun[] = [];
  for (const t of state.ships) {
    if (!isEnemy(s, t)) continue;
    if (dockedAtHome(state, t)) continue;
    if (minds.endings && isDerelict(t) && !derelictMatters(state, t)) continue;
    // Nothing reaches past twice L (a doubled L range) plus the length of her own hull.
    if (!nearEnough(s, t)) continue;
    gunsOn(state, s, t, false, guns);
    const score = (guns.length + (t.treasure.length ? 0.5 : 0) + (isDerelict(t) ? 0.25 : 0)) * weight(state, s.owner, t.owner);
    if (guns.length && (!best || score > best.guns)) best = { target: t, guns: score };
  }
  return best;
}

/**
 * Where `s` unloads her gold and repairs nearest: her home island or an island where a fort of her fleet stands (001
 * "Unloading treasure": "When you dock at your home island or a fort, you must unload"; a fort's gold counts as home's).
 */
export function haven(state: GameState, s: Ship): number {
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
export function yard(state: GameState, s: Ship): number {
  const best = haven(state, s);
  if (!(s.abilities.marks & MARK.marque) || s.treasure.length) return best;
  const far = (i: number) => norm(state.islands[i].x - s.x, state.islands[i].y - s.y);
  return state.islands.reduce((b, isl, i) => (isl.home !== -1 && isl.home !== s.owner && far(i) < far(b) ? i : b), best);
}

export function goTo(game: Game, s: Ship, island: number): boolean {
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
export function sailing(state: GameState, s: Ship, segments: Segment[], board = -1): Extract<Action, { type: 'move' }> {
  const action: Extract<Action, { type: 'move' }> = { type: 'move', ship: s.id, segments };
  if (board >= 0) action.board = board;
  if (s.abilities.moveAndShoot && !s.seaCreature) {
    const near = preyOf(state, s);
    if (near) action.shoot = near.id;
  }
  return action;
}

/**
 * The enemy a hunter goes for: carriers first, then the nearest, each enemy's distance divided by her player's weight
 * (./rivals.ts: among several enemies, the one nearest to winning is worth sailing farther for); never one safe at her
 * home island.
 */
export function preyOf(state: GameState, s: Ship): Ship | undefined {
  const far = (t: Ship) => distanceToShip(t, s.x, s.y) / weight(state, s.owner, t.owner);
  return state.ships
    .filter((t) => isEnemy(s, t) && !dockedAtHome(state, t))
    .sort((a, b) => (b.treasure.length ? 1 : 0) - (a.treasure.length ? 1 : 0) || far(a) - far(b))[0];
}

/** How far one move action carries her. */
export function reach(state: GameState, s: Ship): number {
  let sum = 0;
  for (const leg of baseMove(state, s)) sum += legLength(leg);
  return sum;
}

/** The middle of her hull, where a ship sails to ram her: a ram is a bow touching any of it. */
export function middleX(t: Ship): number {
  return t.x - (headingX(t.heading) * t.length) / 2;
}
export function middleY(t: Ship): number {
  return t.y - (headingY(t.heading) * t.length) / 2;
}

/** The plan that carries `s` to ram `prey`, bow to the middle of her hull, arriving as her bow touches her. */
export function towardsBoarding(state: GameState, s: Ship, prey: Ship): Segment[] {
  return pathTowards(state, s, middleX(prey), middleY(prey), 0, -1, prey.id);
}

/** Whether a hunter rams and boards `prey`: a ship, by a ship or a sea monster with as many masts standing. */
export function mayBoard(s: Ship, prey: Ship): boolean {
  return !prey.seaCreature && (!s.seaCreature || s.abilities.seaMonster) && s.masts >= prey.masts;
}

/** The guns a hunter weighs a berth by: one list for every berth she weighs. */
export const berthGuns: Gun[] = [];

/** The shot at `t` a move of `s` ends with, when she may move and shoot with one action (a sea creature never does). */
export function shotOnMove(s: Ship, t: Ship): { shoot?: number } {
  return s.abilities.moveAndShoot && !s.seaCreature ? { shoot: t.id } : {};
}

/**
 * Whether a shot of `s` at `t` can do nothing that lasts: one gun at a ship that repairs anywhere (a Shipwright's)
 * takes at most the mast she raises again on her next turn, dismasted or not, so the hit never comes when she has
 * none. Two hunters of the Pirate SM fleet traded that shot and that repair from turn 20 to the turn cap; the hunter
 * closes instead to where more of her guns bear, and where none does, holds her fire.
 */
export function futile(state: GameState, s: Ship, t: Ship): boolean {
  return t.abilities.repairAnywhere && !t.seaCreature && gunsOn(state, s, t, false, berthGuns).length <= 1;
}

/**
 * The special shot worth declaring at `t`, if she has one: a chainshot holds a ship carrying gold where she is; an
 * exploding shot (a fire mast and a crew for a mast) and a double shot (a second roll on a hit) are a plain shot and
 * more; a grapple shot boards a carrier the boarding odds favour; a firepot burns any ship with masts. Equipment fires
 * its shot from any cannon that reaches her, a crew's chainshot and firepot only within S (the engine refuses the
 * rest, and she then fires a plain shot). A grape shot, a crew for a mast, is left unfired: a mast slows and disarms.
 */
export function specialShot(state: GameState, s: Ship, t: Ship): { kind: SpecialShot; cannon: number } | null {
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
export const HOLD_MARGIN = 0.3;

/** How far her longest standing gun reaches beyond her hull, measured from her bow, allowing for her length. */
export function gunReach(t: Ship): number {
  let range = 0;
  for (let i = 0; i < t.cannons.length; i++) if (t.up[i]) range = Math.max(range, legLength(t.abilities.allLongRange ? 'L' : t.cannons[i].range));
  for (const c of t.abilities.extraCannons) range = Math.max(range, legLength(c.range));
  for (const c of t.forged) range = Math.max(range, legLength(c.range));
  return range + t.length;
}

/**
 * A leg of a voyage for treasure is worth a mast. Measured with `npm run sim:policies` (1,000 games a row): half that
 * lowered the edge over hunter (English fleet 83.6 to 74.9 points, Pirate 61.5 to 58.1); twice that raised it (Pirate
 * 68.0) but lowered the English fleet's edge over gold-runner (97.1 to 94.9) and took ten more points off the crew
 * sanity table's Spanish Explorer row.
 */
export const LEG_WORTH = MAST;

/** Whether `t` is within what a shot of `s` could ever reach: twice L (a doubled L range) plus both hulls. */
export function nearEnough(s: Ship, t: Ship): boolean {
  const far = 2 * LEG_LENGTH.L + s.length + t.length;
  return Math.abs(t.x - s.x) <= far && Math.abs(t.y - s.y) <= far;
}

/**
 * The enemy ship worth most for `s` to shoot where she lies (`shotWorth`, weighed by her player's weight among the
 * enemies, ./rivals.ts), and that worth: none and 0 when no shot pays.
 */
export function bestShot(state: GameState, s: Ship): { target: Ship | null; gain: number } {
  let target: Ship | null = null;
  let gain = 0;
  for (const t of state.ships) {
    if (!isEnemy(s, t) || !nearEnough(s, t)) continue;
    const w = shotWorth(state, s, t) * weight(state, s.owner, t.owner);
    if (w > gain) {
      gain = w;
      target = t;
    }
  }
  return { target, gain };
}

/**
 * Where a ship that may move and shoot with one action (a Captain) may set her bow for a strike: points this far
 * from the middle of the target's hull, all round her. A ship sailing bow on at the target brings only her bow
 * guns to bear (her hull is as long as a card's short side, her masts along it); one that ends alongside brings all.
 */
const STRIKE_RING = 0.9;
const STRIKE_POINTS = 8;

/**
 * Of the plans that carry `s` to a berth round `t` (STRIKE_POINTS points STRIKE_RING from the middle of her hull),
 * the one whose end `score` rates highest, if above `floor`: `score` is asked with `s` set where the plan leaves her.
 */
export function bestBerth(state: GameState, s: Ship, t: Ship, floor: number, score: () => number): { segments: Segment[]; score: number } | null {
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

/** `hitFaces(rank, 0) / 6` by rank, counted once: raiderOf asks it of every cannon of her fleet for every ship she plays. */
const PLAIN_HIT = Array.from({ length: 8 }, (_, rank) => hitFaces(rank, 0) / 6);
function plainHit(rank: number): number {
  const p = PLAIN_HIT[rank];
  return p === undefined ? hitFaces(rank, 0) / 6 : p;
}

/** The hits her standing printed cannons score on average, each on a plain roll. */
export function plainHits(s: Ship): number {
  let hits = 0;
  for (let i = 0; i < s.cannons.length; i++) if (s.up[i]) hits += plainHit(s.cannons[i].rank);
  return hits;
}
