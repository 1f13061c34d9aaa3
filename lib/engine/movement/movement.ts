import { effectsOfKind } from '@/lib/cards/abilities/parse';
import { LEG_LENGTH } from '@/lib/cards/move';
import { MARK } from '../abilities/ability-flags';
import type { Action, Segment } from '../core/actions';
import { board, canBoard, findRam, loadFromTouching, loseMast, plunder, ram, revealTouching, shoot, sink } from '../combat/combat';
import { ONCE } from '../state/events';
import { headingX, headingY, norm } from '../core/geometry';
import { blockedAt, bowGap, bowTouchesCircle, circleCount, circleOffset, distanceToShip, overlapsAny, sailLimit, type SegmentStop, swingBlocked, touches, touchesCircle, within } from '../hull/hull';
import { TOUCH } from '../core/pieces';
import { baseMove, legsProblem } from './base-move';
import { isCurrent, takeCurrent } from '../terrain/currents';
import { touchWhirlpool } from '../terrain/whirlpools';
import { emit, type Game, rollFor, see } from '../state/play';
import { targetProblem } from '../combat/shoot';
import { type GameState, isDerelict, lostIn, type Ship } from '../state/state';
import { onDock, unloadNearHome } from '../treasure/treasure';
import { mines, plague } from '../treasure/treasure-text';
import { mayTurn, mayTurnFirst, pivot, standing } from '../hull/turning';

/**
 * Movement (001 "Moving"): segments of her base move, each sailed until she touches something (../hull/hull.ts), with
 * terrain applied where a segment ends, then docking, ramming, towing and what her abilities do after a move.
 *
 * Choices where the texts leave the table to the players: a turn between segments pivots the ship about the middle
 * of her hull; the bow then sails the segment. A turn that would swing her hull into an island or a ship (../hull/hull.ts
 * `swingBlocked`) is not made and her move ends where she is (but on the first leg of a ship leaving the island she
 * lies docked at, or one no swing lets out: ../hull/turning.ts `mayLift`), as a segment ends where she touches something: where
 * she can turn depends on where the earlier segments stopped, which only resolving the move knows, and the table's
 * move preview shows it. A come about that would swing into something is refused (../check.ts); a schooner's pivot
 * on her stern that would is not made. A derelict in tow follows with her bow at the tug's stern (001 "Tow"), and is
 * held to 001 "Moving" as the tug is: a turn that would swing her over a piece is not made, and a segment ends where
 * she would come over one.
 */

/**
 * Crimson Coast "Ghost Ship": a ghostly ship may not end a move with any part of her overlapping an island or another
 * ship. Nothing on the way stops her but the table's wall, so she ends where her turns and full lengths take her.
 */
export function ghostlyOverlap(state: GameState, s: Ship, segments: readonly Segment[]): boolean {
  const stop: SegmentStop = { travelled: 0, island: -1, ship: -1, edge: false };
  // Sailed through the segments where she lies, and put back where she started.
  return standing(s, s, () => {
    for (const seg of segments) {
      const at = pivot(s, seg.heading);
      s.x = at.x;
      s.y = at.y;
      s.heading = seg.heading;
      const d = sailLimit(state, s, seg.heading, seg.distance, true, stop).travelled;
      s.x += headingX(seg.heading) * d;
      s.y += headingY(seg.heading) * d;
      if (state.edge === 'round') {
        s.x = (s.x + state.area.width) % state.area.width;
        s.y = (s.y + state.area.height) % state.area.height;
      }
    }
    return overlapsAny(s, state.ships, state.islands, s.towing);
  });
}

/**
 * "If this ship isn't assigned a Helmsman crew, roll a d6 after she resolves a move action. On a result of 4-6, this
 * ship can move L": after each move action she is given (not after a free move, which is no move action), a ship with
 * no crew of the Helmsman keyword aboard, whether or not its ability works there, rolls; on the faces she may move L
 * as a free action later this turn (the `free-move` action, as the move after loading treasure is made). She rolls
 * only while she can still sail: not sunk, nor lost in a fog bank. One free move waits at a time: a roll's move
 * replaces a shorter one waiting from loading treasure, and a roll that fails leaves that one be.
 */
export function moveRoll(game: Game, s: Ship): void {
  const a = s.abilities;
  if (!a.moveRoll || !a.moveRollFaces || !a.moveRollLeg || s.sunk || s.lost) return;
  if (s.crew.some((c) => effectsOfKind(c.ability, 'keyword').some(({ effect }) => effect.keyword === 'helmsman'))) return;
  const wanted = (r: number) => (a.moveRollFaces & (1 << r)) !== 0;
  const roll = rollFor(game, s, wanted);
  const leg = wanted(roll) && s.freeMove !== 'L' ? a.moveRollLeg : null;
  emit(game, { type: 'move-rolled', ship: s.id, roll, leg });
}

/**
 * "After this ship moves, she can look at all treasure on all islands and ships within L of her": after every move
 * she makes, free moves too, her owner sees each coin on an island whose shore lies within L of her and aboard each
 * ship, friend or foe, within L of her hull. Looking costs nothing, so she always looks. A ship lost in a fog bank
 * sees nothing out of it (001 "Fog Bank": lost pieces interact with no other).
 */
function lookAround(game: Game, s: Ship): void {
  const state = game.state;
  const range = s.abilities.lookAround;
  const ids: number[] = [];
  for (const isl of state.islands) if (isl.treasure.length && distanceToShip(s, isl.x, isl.y) - isl.r <= range + 1e-9) ids.push(...isl.treasure);
  for (const o of state.ships) if (o !== s && o.treasure.length && !o.sunk && o.inPlay && !o.lost && within(s, o, range)) ids.push(...o.treasure);
  const unseen = ids.filter((id) => !state.treasures[id].seenBy[s.owner]);
  if (unseen.length) see(game, s.owner, unseen);
}

export function move(game: Game, s: Ship, action: Extract<Action, { type: 'move' }>): void {
  const state = game.state;
  // 001 "Docking": "You may leave an island by using a move action" (../hull/turning.ts `mayLift`).
  const leaving = s.docked >= 0;
  if (s.docked >= 0) emit(game, { type: 'undocked', ship: s.id });
  else if (s.pinning >= 0) emit(game, { type: 'unpinned', ship: s.id });
  if (s.mustLeave) emit(game, { type: 'must-leave', ship: s.id, value: false });
  if (s.lost) {
    // 001 "Fog Bank": leaving, she is placed at the numbered edge the die shows, facing away, and sails on from there.
    // "Move out of any other fog bank in play": she leaves by the one named, rolled for as her own would be.
    const fog = action.fog !== undefined ? state.terrain[action.fog] : lostIn(state, s);
    emit(game, { type: 'lost', ship: s.id, lost: false });
    if (fog) {
      const roll = game.dice.d6();
      const h = (roll - 1) * 60;
      emit(game, { type: 'moved', ship: s.id, x: fog.x + headingX(h) * (fog.r + s.length + TOUCH), y: fog.y + headingY(h) * (fog.r + s.length + TOUCH), heading: h });
    }
  }
  if (action.ghostly && !s.ghostly) emit(game, { type: 'ghostly', ship: s.id });
  const ghostly = s.ghostly;
  const from = { x: s.x, y: s.y };
  // The log's "sailed from … to …", before what her stopping does (docking, a ram); only when a log is kept.
  const sailed = () => {
    if (game.log && (s.x !== from.x || s.y !== from.y)) emit(game, { type: 'sailed', ship: s.id, from, to: { x: s.x, y: s.y } });
  };
  const stop: SegmentStop = { travelled: 0, island: -1, ship: -1, edge: false };
  const terrainHit = new Set<number>();
  // A trade current's +S (../terrain/currents.ts): the legs she has, grown by one S where she touches a friendly current.
  let legs = state.terrain.length > 0 && state.terrain.some(isCurrent) ? baseMove(state, s) : null;
  if (legs) takeCurrent(game, s);
  for (let k = 0; k < action.segments.length; k++) {
    const seg = action.segments[k];
    if (legs && legsProblem(s, legs, action.segments.slice(0, k + 1), false)) break;
    if (!ghostly && !(k === 0 ? mayTurnFirst(state, s, seg.heading, leaving) : mayTurn(state, s, seg.heading, false))) break;
    const at = pivot(s, seg.heading);
    // A derelict in tow swings round with her, and may be moved through no piece either (001 "Moving").
    const tow = s.towing >= 0 && !ghostly ? state.ships[s.towing] : null;
    if (tow && towOverlaps(state, s, tow, at.x, at.y, seg.heading)) break;
    if (at.x !== s.x || at.y !== s.y || seg.heading !== s.heading) emit(game, { type: 'moved', ship: s.id, x: at.x, y: at.y, heading: seg.heading });
    sailLimit(state, s, seg.heading, seg.distance, ghostly, stop);
    let d = stop.travelled;
    const towRoom = tow ? roomForTow(state, s, tow, at.x, at.y, seg.heading, d) : d;
    const towStopped = towRoom < d;
    d = towRoom;
    let x = s.x + headingX(seg.heading) * d;
    let y = s.y + headingY(seg.heading) * d;
    let overEdge = x < 0 || y < 0 || x > state.area.width || y > state.area.height;
    if (overEdge && state.edge === 'round') {
      x = (x + state.area.width) % state.area.width;
      y = (y + state.area.height) % state.area.height;
      overEdge = false;
    }
    emit(game, { type: 'moved', ship: s.id, x, y, heading: seg.heading });
    followTow(game, s);
    if (overEdge && state.edge === 'flat') {
      sailed();
      // 001 "Flat Earth": a piece that sails over the edge is removed from the game.
      sink(game, s, -1);
      return;
    }
    const terrain = !s.abilities.ignoreTerrain && !ghostly && applyTerrain(game, s, terrainHit);
    if (terrain === 'jumped') return sailed();
    if (terrain) break;
    if (legs && takeCurrent(game, s)) legs = [...legs, 'S'];
    if (s.sunk || s.lost || s.tangled) return sailed();
    if (stop.island >= 0 || stop.ship >= 0 || stop.edge || towStopped) break;
    d = 0;
  }
  sailed();
  afterMove(game, s, action);
}

function followTow(game: Game, s: Ship): void {
  if (s.towing < 0) return;
  const back = s.length + TOUCH / 2;
  emit(game, { type: 'moved', ship: s.towing, x: s.x - headingX(s.heading) * back, y: s.y - headingY(s.heading) * back, heading: s.heading });
}

/**
 * Whether the derelict `t`, in tow of `s` with her bow at (x, y) on `heading` ("her bow touches the stern of the
 * towing ship", 001 "Tow"), would lie over a ship or an island other than the two: each of her hull circles is
 * measured where it would lie, nothing copied. Set down regardless, a towed derelict lay over a ship of the tug's
 * fleet, as the tug turned or as the tow was made.
 */
export function towOverlaps(state: GameState, s: Ship, t: Ship, x: number, y: number, heading: number): boolean {
  const ux = headingX(heading);
  const uy = headingY(heading);
  const back = s.length + TOUCH / 2;
  const n = circleCount(t);
  for (let j = 0; j < n; j++) {
    const o = back + circleOffset(t, j, n);
    const cx = x - ux * o;
    const cy = y - uy * o;
    for (const other of state.ships) if (other !== s && other !== t && !other.sunk && other.inPlay && !other.lost && distanceToShip(other, cx, cy) < t.radius) return true;
    for (const isl of state.islands) if (norm(isl.x - cx, isl.y - cy) < isl.r + t.radius) return true;
  }
  return false;
}

/** Checked every this far back along a segment, the furthest a tug may sail it with room for her tow astern. */
const TOW_STEP = 0.05;

/** How far of `d` a tug starting the segment at (x, y) on `heading` may sail before her tow would lie over a piece. */
function roomForTow(state: GameState, s: Ship, t: Ship, x: number, y: number, heading: number, d: number): number {
  for (let k = d; k > 0; k -= TOW_STEP) if (!towOverlaps(state, s, t, x + headingX(heading) * k, y + headingY(heading) * k, heading)) return k;
  return 0;
}

/**
 * Terrain touched at the end of a segment (001 "Terrain"): whether the move ends there (`true`), or ends as a whirlpool
 * takes her through (`'jumped'`: nothing that needs the move follows).
 */
function applyTerrain(game: Game, s: Ship, done: Set<number>): boolean | 'jumped' {
  const state = game.state;
  for (let i = 0; i < state.terrain.length; i++) {
    const t = state.terrain[i];
    if (done.has(i) || !touchesCircle(s, t.x, t.y, t.r)) continue;
    done.add(i);
    const built = s.cannons.length;
    switch (t.type) {
      case 'fog-bank':
        emit(game, { type: 'moved', ship: s.id, x: t.x, y: t.y, heading: s.heading });
        emit(game, { type: 'lost', ship: s.id, lost: true });
        return true;
      case 'reef': {
        const rating = t.rating || game.dice.d6();
        if (!t.rating) emit(game, { type: 'terrain-rated', terrain: i, rating });
        const loss = built - rating;
        if (loss > 0) {
          if (loss > s.masts && !s.seaCreature) {
            emit(game, { type: 'wrecked', ship: s.id });
            return true;
          }
          for (let k = 0; k < loss && s.masts > 0; k++) loseMast(game, s, s.owner);
          if (s.seaCreature && s.masts === 0) sink(game, s, -1);
        }
        break;
      }
      case 'sargasso-sea': {
        const rating = t.rating || game.dice.d6();
        if (!t.rating) emit(game, { type: 'terrain-rated', terrain: i, rating });
        if (rating > built) {
          emit(game, { type: 'tangled', ship: s.id, tangled: true });
          return true;
        }
        break;
      }
      case 'whirlpool':
        if (touchWhirlpool(game, s, i)) return 'jumped';
        break;
      case 'iceberg':
      case 'trade-current':
        // Icebergs act at the start of a turn; a current's +S is the move's own (../terrain/currents.ts).
        break;
    }
  }
  return false;
}

function afterMove(game: Game, s: Ship, action: Extract<Action, { type: 'move' }>): void {
  const state = game.state;
  if (s.sunk) return;
  // Docking: the bow touches an island at the end of the move (001 "Docking").
  // Plague: "she cannot dock".
  if (!s.seaCreature && !s.ghostly && !s.submerged && !(s.abilities.marks & MARK.plague)) {
    for (let i = 0; i < state.islands.length; i++) {
      const isl = state.islands[i];
      if (!bowTouchesCircle(s, isl.x, isl.y, isl.r)) continue;
      const enemyHome = isl.home !== -1 && isl.home !== s.owner;
      // A raider docks there to plunder it; a ship with a letter of marque, to repair ("This ship can dock at an enemy
      // home island and be given repair actions (only) while there").
      if (enemyHome && !s.abilities.raidHome && !(s.abilities.marks & MARK.marque)) continue;
      // 001 "Docking": "You can't dock at an opponent's home island or at an enemy fort."
      if (isl.fort >= 0 && state.forts[isl.fort].owner !== s.owner) continue;
      emit(game, { type: 'docked', ship: s.id, island: i });
      if (s.towing >= 0) emit(game, { type: 'docked', ship: s.towing, island: i });
      onDock(game, s, i);
      break;
    }
  }
  if (s.docked < 0 && !s.lost) {
    const target = action.board !== undefined ? state.ships[action.board] : undefined;
    const rammed = findRam(state, s);
    if (rammed) ram(game, s, rammed, target === rammed);
    else if (target && s.abilities.boardAtRange && canBoard(s, target) && within(s, target, LEG_LENGTH.S)) board(game, s, target);
    if (action.tow !== undefined) tow(game, s, state.ships[action.tow]);
  }
  if (s.abilities.unloadWithin && s.docked < 0 && !s.lost && !s.sunk) unloadNearHome(game, s);
  if (s.abilities.revealTouching && !(s.usedOnce & ONCE.reveal)) revealTouching(game, s);
  if (s.abilities.lookAround && !s.lost) lookAround(game, s);
  if (s.abilities.plunderTouching && !(s.usedOnce & ONCE.plunder)) plunder(game, s);
  if (s.abilities.loadFrom.length) loadFromTouching(game, s);
  if (action.shoot !== undefined && !s.sunk) {
    const t = state.ships[action.shoot];
    if (t && !targetProblem(state, s, t)) shoot(game, s, t, false, false);
  }
  if (action.pivot !== undefined && s.abilities.schooner && !s.sunk) {
    // Crimson Coast "Schooner" (and WizKids' Longship): she rotates on her stern, so her bow swings round it; a docked bow leaves the island.
    const sternX = s.x - headingX(s.heading) * s.length;
    const sternY = s.y - headingY(s.heading) * s.length;
    if (!swingBlocked(state, s, s.length, action.pivot)) {
      if (s.docked >= 0) emit(game, { type: 'undocked', ship: s.id });
      emit(game, { type: 'moved', ship: s.id, x: sternX + headingX(action.pivot) * s.length, y: sternY + headingY(action.pivot) * s.length, heading: action.pivot });
    }
  }
  mines(game, s);
  if (s.abilities.marks & MARK.plague) plague(game, s);
}

/**
 * Whether `s` lies where she may take derelict `t` in tow: 001 "Tow", any part of her touching the derelict's bow;
 * Daniel's "Towing", "with its bow touching a derelict Ship", her bow against any part of the derelict.
 */
export function towReach(state: GameState, s: Ship, t: Ship): boolean {
  if (state.rules.towByBow) return touches(bowGap(s, t));
  const o = circleOffset(t, 0);
  return touches(distanceToShip(s, t.x - headingX(t.heading) * o, t.y - headingY(t.heading) * o) - t.radius);
}

function tow(game: Game, s: Ship, t: Ship | undefined): void {
  if (!t || t.sunk || !isDerelict(t) || t.towedBy >= 0 || s.towing >= 0 || s.seaCreature || t.seaCreature || isDerelict(s) || s.abilities.noTow || t.abilities.noTow) return;
  if (!towReach(game.state, s, t)) return;
  // The tow is not made where the derelict would lie over another piece: nothing is moved through a piece.
  if (towOverlaps(game.state, s, t, s.x, s.y, s.heading)) return;
  // Moved to the tower's stern, a derelict rammer has moved away: Daniel's rammed ship is free; and a derelict that
  // lay docked has left her island, which would otherwise still count her docked there wherever she is towed.
  if (t.pinning >= 0) emit(game, { type: 'unpinned', ship: t.id });
  if (t.docked >= 0) emit(game, { type: 'undocked', ship: t.id });
  emit(game, { type: 'towed', ship: s.id, target: t.id });
  followTow(game, s);
}

/** Crimson Coast "Come about": she turns in place, her bow where her stern was. */
export function comeAbout(game: Game, s: Ship): void {
  const ux = headingX(s.heading);
  const uy = headingY(s.heading);
  if (s.docked >= 0) emit(game, { type: 'undocked', ship: s.id });
  emit(game, { type: 'moved', ship: s.id, x: s.x - ux * s.length, y: s.y - uy * s.length, heading: (s.heading + 180) % 360 });
}

/** 001 "Sargasso Sea": a d6 plus her masts over 6 frees her. */
export function untangle(game: Game, s: Ship): void {
  const roll = rollFor(game, s, (r) => r + s.masts > 6);
  if (roll + s.masts > 6) emit(game, { type: 'tangled', ship: s.id, tangled: false });
}

/**
 * "Give this ship a move action but do not move her. Instead, roll a d6. On a result of 5 or 6, move an enemy ship L
 * in any direction": the die, then the enemy set down that far along the heading her owner names, her own heading
 * kept. The text says "move", so she stops short where she would touch an island, a ship or the table's edge, as a
 * move stops; the way is checked every 0.05 S. Docked and pinned ships are not pushed: the one lies against an
 * island, the other against the ship holding her, and no text says what a push does to either.
 */
export function push(game: Game, s: Ship, t: Ship, heading: number): void {
  const state = game.state;
  const roll = rollFor(game, s, (r) => (s.abilities.cardActions.pushFaces & (1 << r)) !== 0);
  emit(game, { type: 'push-rolled', ship: s.id, target: t.id, roll });
  if (!(s.abilities.cardActions.pushFaces & (1 << roll))) return;
  const ux = headingX(heading);
  const uy = headingY(heading);
  const length = LEG_LENGTH[s.abilities.cardActions.pushLeg ?? 'L'];
  let gone = 0;
  for (let d = PUSH_STEP; d <= length + 1e-9; d += PUSH_STEP) {
    if (standing(t, { x: t.x + ux * d, y: t.y + uy * d, heading: t.heading }, () => blockedAt(state, t))) break;
    gone = d;
  }
  if (gone > 0) emit(game, { type: 'moved', ship: t.id, x: t.x + ux * gone, y: t.y + uy * gone, heading: t.heading });
}

const PUSH_STEP = 0.05;

