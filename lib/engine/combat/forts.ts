import { LEG_LENGTH } from '@/lib/cards/move';
import { type Abilities, appliesAgainst, noAbilities } from '../abilities/abilities';
import { catamaranKeeps, eliminateCargo, hitCrewAshore, loseMastOrHull, sink } from './combat';
import { pointSegmentDistance } from '../core/geometry';
import { distanceToShip } from '../hull/hull';
import { FORT_RADIUS } from '../core/pieces';
import { emit, type Game, see } from '../state/play';
import { type Refusal, refuse } from '../core/refusal';
import { canReachRound, type Gun, mastX, mastY, gunboat, rangeFactor, rollShots } from './shoot';
import { type Fort, type GameState, homeGold, isDerelict, type PlayerIndex, type Ship } from '../state/state';

/**
 * Forts in play, as 001 and Crimson Coast write them ("Forts"):
 *
 * - Built at the end of one of its player's turns, as a free action, on a wild island where one of her ships is
 *   docked (001: an island she has explored), when the gold at her home is at least its cost. The coins that pay
 *   go inside it and still count for her; face-down treasure on the island goes inside too, and is now hers.
 * - Given only shoot actions, one a turn: its flags are cannons, measured from the fort (see ../core/pieces.ts
 *   FORT_RADIUS) and fired along lines that ships, sea creatures and islands do not block (fog banks do).
 * - A hit takes a flag; with every flag gone it is abandoned (no actions); a hit on an abandoned fort destroys it,
 *   its gold goes back on the island, and the island is a wild island nobody has explored again.
 * - Its player's ships dock at it to unload (gold goes inside) and repair; an enemy's ships cannot dock there.
 *
 * Choices the texts leave open, and why:
 * - Building ends the builder's turn: the texts put it "at the end of one of your turns", so nothing may follow it.
 *   One fort a turn follows, which no text forbids or asks for more.
 * - The coins that pay are the fewest gold over the cost that the coins at home can make, so a player never parts
 *   with more than the price needs.
 * - Loading treasure out of a fort is not offered: the texts allow it only down to the fort's cost, and no card or
 *   policy needs it yet; a ship docked at her own fort unloads into it, as the texts require.
 * - A ship's cannons reach a fort when they reach the fort's circle, along a line no island but the fort's own, no
 *   fog bank and no other ship blocks.
 * - A fort's own text is compiled by the ships' records (../abilities/effect-kinds.ts) and read here. Paradis de la Mer's "the
 *   first time this fort is shot at each turn, roll a d6. The result is the number of times this fort must be hit
 *   that turn before any of its cannons can be eliminated": the die is rolled as the first shot at it that turn is
 *   fired (hit or miss), and that many hits that turn take no flag; the next ones do. An abandoned fort has no
 *   cannons left to protect, so a hit destroys it as any fort's would.
 */

const centreX = (state: GameState, f: Fort): number => state.islands[f.island].x;
const centreY = (state: GameState, f: Fort): number => state.islands[f.island].y;

/** Whether a fort stands and can act. */
export const fortActive = (f: Fort): boolean => f.island >= 0 && f.flags > 0;

const NO_TEXT = noAbilities();

/** A fort's compiled text; a match saved before forts carried theirs has none. */
export const fortText = (f: Fort): Abilities => f.abilities ?? NO_TEXT;

/** Whether one of its player's ships lies docked at the fort ("when a ship is docked at it": only hers can dock there). */
function shipDockedAt(state: GameState, f: Fort): boolean {
  return state.ships.some((s) => !s.sunk && s.inPlay && s.docked === f.island);
}

/** The fewest gold at least `cost` the coins make, as coin ids; null when they cannot. */
export function coinsToPay(state: GameState, coins: readonly number[], cost: number): number[] | null {
  // Subset sums, smallest first: each reachable total remembers the coin that reached it and the total before.
  const best = new Map<number, { coin: number; from: number }>([[0, { coin: -1, from: -1 }]]);
  for (const id of coins) {
    const value = state.treasures[id].value;
    if (value <= 0) continue;
    for (const [sum] of [...best]) if (!best.has(sum + value)) best.set(sum + value, { coin: id, from: sum });
  }
  const totals = [...best.keys()].filter((t) => t >= cost).sort((a, b) => a - b);
  if (!totals.length) return null;
  const out: number[] = [];
  for (let t = totals[0]; t > 0; ) {
    const step = best.get(t)!;
    out.push(step.coin);
    t = step.from;
  }
  return out;
}

export function buildProblem(state: GameState, player: PlayerIndex, fortId: number, shipId: number): Refusal | null {
  const f = state.forts[fortId];
  if (!f || f.owner !== player) return refuse('no-such-target', 'That fort is not in your fleet.');
  if (f.destroyed) return refuse('restricted', `${f.name} was destroyed and may not be used again.`);
  if (f.island >= 0) return refuse('restricted', `${f.name} is already built.`);
  const s = state.ships[shipId];
  if (!s || s.sunk || !s.inPlay || s.owner !== player) return refuse('no-such-ship', 'Build a fort where one of your ships is docked.');
  const island = s.docked >= 0 ? state.islands[s.docked] : null;
  if (!island || island.home !== -1 || island.seed) return refuse('not-docked', `${s.name} must be docked at a wild island to build a fort there.`);
  if (island.fort >= 0) return refuse('restricted', 'That island already has a fort: one fort to an island.');
  if (state.rules.fortNeedsExplored && !island.explored[player]) return refuse('restricted', 'A fort can be built only on a wild island you have explored.');
  const purse = homeGold(state, player);
  if (purse < f.cost || !coinsToPay(state, state.players[player].home, f.cost)) return refuse('cannot-afford', `${f.name} costs ${f.cost} gold; you have ${purse} at home.`);
  return null;
}

/** Builds the fort at the island where `s` is docked; the caller ends the turn. */
export function build(game: Game, f: Fort, s: Ship): void {
  const state = game.state;
  const island = s.docked;
  const coins = coinsToPay(state, state.players[f.owner].home, f.cost)!;
  emit(game, { type: 'fort-built', fort: f.id, island, coins });
  const inside = state.islands[island].treasure.filter((t) => !state.treasures[t].unique);
  if (inside.length) {
    emit(game, { type: 'treasure-moved', ids: inside, from: { island }, to: { fort: f.id } });
    see(game, f.owner, inside);
  }
}

/** The flags of `f` that reach `t` now: range from the fort's edge, lines blocked only by fog banks. */
export function fortGuns(state: GameState, f: Fort, t: Ship, out: Gun[]): Gun[] {
  out.length = 0;
  if (!fortActive(f) || t.abilities.fortImmune) return out;
  const cx = centreX(state, f);
  const cy = centreY(state, f);
  const gap = distanceToShip(t, cx, cy) - FORT_RADIUS;
  for (let i = 0; i < f.cannons.length; i++) {
    if (!f.up[i]) continue;
    const range = LEG_LENGTH[f.cannons[i].range];
    if (gap > range + 1e-9) continue;
    let fogged = false;
    for (const fog of state.terrain) {
      if (fog.type === 'fog-bank' && pointSegmentDistance(fog.x, fog.y, cx, cy, t.x, t.y) < fog.r) fogged = true;
    }
    if (!fogged) out.push({ rank: f.cannons[i].rank, range, mast: i, plain: false });
  }
  return out;
}

export function fortShootProblem(state: GameState, player: PlayerIndex, fortId: number, targetId: number): Refusal | null {
  const f = state.forts[fortId];
  if (!f || f.owner !== player) return refuse('no-such-target', 'That fort is not in your fleet.');
  if (f.island < 0) return refuse('restricted', `${f.name} is not built.`);
  if (f.flags === 0) return refuse('restricted', `${f.name} is abandoned and may not be given actions.`);
  if (f.actions > 0) return refuse('action-limit', `${f.name} has already been given its action this turn.`);
  const t = state.ships[targetId];
  if (!t || t.sunk || !t.inPlay || t.lost) return refuse('no-such-target', 'There is no such target in play.');
  if (t.owner === player) return refuse('bad-target', 'A fort cannot shoot at a ship of its own fleet.');
  if (t.abilities.fortImmune) return refuse('bad-target', `Forts cannot hit ${t.name}.`);
  const home = t.docked >= 0 ? state.islands[t.docked] : null;
  if (home && home.home === t.owner) return refuse('bad-target', `${t.name} is docked at her home island and cannot be shot at.`);
  return fortGuns(state, f, t, []).length ? null : refuse('out-of-range', `No flag of ${f.name} has ${t.name} in range.`);
}

/** A fort's shoot action: each flag in reach rolls once; a hit takes a mast as a ship's would, a derelict sinks. */
export function fortShoot(game: Game, f: Fort, t: Ship): void {
  const guns = fortGuns(game.state, f, t, []);
  const a = fortText(f);
  const bonus = a.dockedCannonBonus && shipDockedAt(game.state, f) ? a.dockedCannonBonus : 0;
  // "Once per turn, one of this fort's cannons may shoot again if it misses" rolls as a ship's text does; a ship whose
  // masts fall only to a high die ("unless the cannon roll is a 6") loses them only to those hits (`high`).
  const { rolls, hits, high } = rollShots({ id: -1, abilities: a, usedOnce: 0 }, guns, bonus, game.dice, false, 0, (e) => emit(game, e), t.abilities.mastsNeedRoll);
  emit(game, { type: 'fort-shot', fort: f.id, target: t.id, rolls, hits });
  fortHits(game, a, f.owner, t, hits, high);
}

/**
 * What a fort's hits (`high` of them by a high enough die) do to ship `t`: a mast each, a derelict sunk. `a`: the
 * fort's text; `owner`: its player. Economy Edition's military port, which "acts as a four flag fort", hits the same way.
 */
export function fortHits(game: Game, a: Abilities, owner: PlayerIndex, t: Ship, hits: number, high: number): void {
  // "When this fort hits a ship, you may also eliminate one cargo from that ship", as a ship's own text does (./combat.ts).
  const landed = catamaranKeeps(game, t, hits);
  if (landed > 0 && a.hitEliminatesCargo !== 'none') eliminateCargo(game, t, owner);
  for (let h = 0; h < landed && !t.sunk; h++) {
    if (h === 0 && t.abilities.ignoreFirstHit && !t.ignoredHit && t.masts === t.cannons.length) {
      emit(game, { type: 'hit-ignored', ship: t.id });
      continue;
    }
    if (isDerelict(t) && !t.hulls) {
      if (!t.abilities.cannotSink) sink(game, t, owner);
      break;
    }
    if (h >= high - (hits - landed)) continue;
    loseMastOrHull(game, t, t.owner);
    if (t.seaCreature && t.masts === 0) sink(game, t, owner);
  }
  if (landed > 0) hitCrewAshore(game, t, owner);
}

/** The guns of `s` that reach fort `f`: to the fort's circle, along a line only fog, other ships or other islands block. */
export function gunsOnFort(state: GameState, s: Ship, f: Fort, out: Gun[]): Gun[] {
  out.length = 0;
  if (f.island < 0) return out;
  const cx = centreX(state, f);
  const cy = centreY(state, f);
  const a = s.abilities;
  const longImmune = fortText(f).longRangeImmune;
  for (let i = 0; i < s.cannons.length; i++) {
    if (!s.up[i] && !(a.cannonsSurvive && !isDerelict(s))) continue;
    const c = s.cannons[i];
    if (longImmune && (a.allLongRange || c.range === 'L')) continue;
    const range = LEG_LENGTH[a.allLongRange ? 'L' : c.range] * rangeFactor(state, s);
    if (!canReachRound(state, s, i, mastX(s, i), mastY(s, i), cx, cy, FORT_RADIUS, range, f.island)) continue;
    out.push({ rank: c.rank, range, mast: i, plain: false });
    // 003 "Gunboat": two dice a mast at a fort too (a Longship's two dice are read against ships only, as before).
    if (gunboat(state, s)) out.push({ rank: c.rank, range, mast: i, plain: false });
  }
  return out;
}

export function shootFortProblem(state: GameState, f: Fort | undefined, s: Ship): Refusal | null {
  if (!f || f.island < 0) return refuse('no-such-target', 'There is no such fort standing.');
  if (f.owner === s.owner) return refuse('bad-target', 'You cannot shoot at a fort of your own fleet.');
  if (s.lost) return refuse('bad-target', 'Ships lost in a fog bank cannot shoot.');
  if (s.abilities.noShootingWithTreasure && s.treasure.length > 0) return refuse('restricted', `${s.name} cannot shoot while she carries treasure.`);
  if (s.abilities.noShooting) return refuse('restricted', `${s.name} cannot be given shoot actions.`);
  return gunsOnFort(state, s, f, []).length ? null : refuse('out-of-range', `No cannon of ${s.name} has ${f.name} in range along a clear line of fire.`);
}

/** The flag a hit takes: its player gives up the weakest, as a ship's owner gives up her weakest mast. */
function flagToLose(f: Fort): number {
  let pick = -1;
  const strength = (i: number) => (7 - f.cannons[i].rank) * 2 + (f.cannons[i].range === 'L' ? 1 : 0);
  for (let i = 0; i < f.cannons.length; i++) if (f.up[i] && (pick < 0 || strength(i) < strength(pick))) pick = i;
  return pick;
}

/** A ship's shoot action at a fort: her guns roll as at a ship (her bonuses against forts count); each hit takes a flag. */
export function shootFort(game: Game, s: Ship, f: Fort): void {
  const state = game.state;
  const guns = gunsOnFort(state, s, f, []);
  let bonus = 0;
  // "Against forts within S of her": any part of the fort's circle within S of any part of her.
  const gap = distanceToShip(s, centreX(state, f), centreY(state, f)) - FORT_RADIUS;
  for (const b of s.abilities.cannonBonuses) {
    if (b.condition === 'captain' && !s.abilities.hasCaptain) continue;
    if (b.against?.fortWithin && gap > LEG_LENGTH[b.against.fortWithin] + 1e-9) continue;
    if (appliesAgainst(b.against, f.nation, true, false)) bonus += b.amount;
  }
  const shield = fortText(f).hitShield;
  if (shield && f.flags > 0 && f.shieldTurn !== state.turn) emit(game, { type: 'fort-shield', fort: f.id, roll: game.dice.d6(), turn: state.turn });
  const outcome = rollShots(s, guns, bonus, game.dice, false, 0, (e) => emit(game, e));
  emit(game, { type: 'shot-at-fort', ship: s.id, fort: f.id, rolls: outcome.rolls, hits: outcome.hits });
  for (let h = 0; h < outcome.hits; h++) {
    if (f.flags > 0) {
      if (shield && f.shieldTurn === state.turn && f.shield > 0) emit(game, { type: 'fort-hit-absorbed', fort: f.id });
      else emit(game, { type: 'flag', fort: f.id, flag: flagToLose(f) });
      continue;
    }
    if (f.treasure.length) emit(game, { type: 'treasure-moved', ids: [...f.treasure], from: { fort: f.id }, to: { island: f.island } });
    emit(game, { type: 'fort-destroyed', fort: f.id });
    return;
  }
}
