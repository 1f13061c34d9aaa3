import { boardWorth, exchangeWorth, shotWorth } from '../value';
import { type Action, type Game, type Segment } from '@/lib/engine/game';
import { norm } from '@/lib/engine/core/geometry';
import { distanceToShip } from '@/lib/engine/hull/hull';
import { dockedAtHome, freeCargo, type GameState, isDerelict, type PlayerIndex, type Ship } from '@/lib/engine/state/state';
import { bestBerth, bestShot, goTo, gunReach, haven, LEG_WORTH, middleX, middleY, nearEnough, plainHits, reach, sailing, specialShot, towardsBoarding, tryAction } from '../act';
import { pathTowards } from '../course';
import { hunt, run } from '../errands';
import { weight } from '../rivals';
import { home, isEnemy } from '../seat';
import { leadingRival } from '../rivals';

/**
 * balanced: plays each ship's action for its worth in gold, judged one action ahead from what her seat may see
 * (../value.ts: the engine's exact shot odds, boarding odds, a mast and a coin face down at their expected worth).
 * A ship with treasure carries it home, first shooting at an enemy that could catch her if the shot is worth a
 * leg of her voyage. Any other takes the best of: ramming and boarding an enemy carrier she can reach, a shot, and
 * a leg of her voyage for treasure (a shot or a boarding must be worth more than a leg to stop a ship that is
 * fetching). A ship towing a derelict with gold aboard brings her home. The rest fetch treasure, racing first for
 * an island they reach no later than any enemy ship (when they outrun every rival, or it holds at least what the
 * nearest island they need not race for would give); with nothing left to fetch one tows home the nearest derelict
 * carrying gold, of either fleet, else heads off the enemy carrier worth most to catch, and otherwise waits for
 * what comes in reach. The ship whose guns are worth most for the hold she gives up raids if the rest of her fleet
 * holds at least twice what she does: she waits off the enemy's home for carriers coming in, unless the enemy's
 * fighting ships could outgun her there or are out hunting her fleet (across the table's middle, or docked at
 * their home, within a move and a shot of her fleet), when she fetches with the rest. A ship that may move and
 * shoot with one action shoots on every move, and sails to strike an enemy ship within a move and a gun's reach
 * when the shot, less the enemy's reply, is worth more than her leg or her shot where she lies. A shot that could
 * leave the last ship the enemy can move derelict, which ends the game (001), is worth the game: taken when her
 * fleet would then win, held when it would lose (../value.ts). A ship that found nothing to do fires at the enemy
 * worth most to shoot.
 */
export function balanced(game: Game, s: Ship, claimed: Set<number>): void {
  balancedAction(game, s, claimed);
  if (s.actions === 0 && !s.sunk && !game.state.over) idleShot(game, s);
}

/**
 * `balanced`'s choice for one ship; `legWorth`, what a leg of a voyage for treasure is worth against a shot or a
 * boarding; `race`, whether she races the enemy for the islands she reaches first (`wildWithTreasure`) or sails for the
 * nearest one no other ship of her fleet is bound for.
 */
export function balancedAction(game: Game, s: Ship, claimed: Set<number>, legWorth = LEG_WORTH, race = true): void {
  const state = game.state;
  // A derelict in tow comes home with her gold: it is unloaded as the tow docks (001 "Tow").
  if (s.towing >= 0 && state.ships[s.towing].treasure.length) {
    goTo(game, s, haven(state, s));
    return;
  }
  // A sea monster's stolen treasure never comes home (no sea creature docks): it hunts on.
  if (s.treasure.length && !s.seaCreature) {
    if (defend(game, s)) return;
    return run(game, s, claimed, race);
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
      const w = boardWorth(state, s, t) * weight(state, s.owner, t.owner);
      if (w > boardGain) {
        boardGain = w;
        prey = t;
      }
    }
  }
  const leg = fetching ? legWorth : 0;
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
  if (fetching) return run(game, s, claimed, race);
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
    const w = weight(state, s.owner, t.owner);
    const berth = bestBerth(state, s, t, gain, () => exchangeWorth(state, s, t) * w);
    if (berth) {
      gain = berth.score;
      best = berth.segments;
      target = t.id;
    }
  }
  return best !== null && tryAction(game, s.owner, { type: 'move', ship: s.id, segments: best, shoot: target });
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
 * Where a raider waits for carriers: off the enemy's home (among several enemies, the one nearest to winning,
 * ../rivals.ts `leadingRival`), on the side towards the wild islands still holding treasure, close enough that a carrier on her last
 * leg home passes within her guns.
 */
function stationOf(state: GameState, s: Ship): { x: number; y: number } {
  const h = state.islands[home(state, leadingRival(state, s.owner))];
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
  for (const t of state.ships) {
    if (t.owner === p || t.sunk || !t.inPlay || t.lost || isDerelict(t) || t.treasure.length || t.seaCreature) continue;
    const theirHome = home(state, t.owner);
    const theirs = state.islands[theirHome];
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
    const worth = (boardWorth(state, s, t) * weight(state, s.owner, t.owner)) / (1 + norm(x - s.x, y - s.y));
    if (worth > 0 && (!best || worth > best.worth)) best = { x, y, worth, board };
  }
  if (!best) return false;
  const segments = pathTowards(state, s, best.x, best.y, 0, -1, best.board);
  return segments.length > 0 && tryAction(game, s.owner, sailing(state, s, segments, best.board));
}

/**
 * A ship that found nothing to do, boxed in where she lies or waiting, fires at the enemy worth most to shoot (by
 * `shotWorth`, so never a shot that ends the game lost). Hulls that cannot swing past a derelict lay beside it to the
 * turn cap, where one hit sinks it (001 "Sinking a ship") and opens her way: a carrier of the Pirate SM fleet, wedged
 * between two enemy derelicts with her gold a few moves from home, never fired a shot.
 */
export function idleShot(game: Game, s: Ship): void {
  const { target } = bestShot(game.state, s);
  if (target) tryAction(game, s.owner, { type: 'shoot', ship: s.id, target: target.id, broadside: false });
}
