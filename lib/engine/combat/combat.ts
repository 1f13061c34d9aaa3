import { LEG_LENGTH } from '@/lib/cards/move';
import { appliesAgainst, OPPONENT } from '../abilities/abilities';
import { MARK, SPECIAL_BITS } from '../abilities/ability-flags';
import type { SpecialShot } from '../core/actions';
import { CHOOSE_TWO, SPOILS, TREASURE_OR_CREW, TWO_PICKS } from '../state/choices';
import { ONCE } from '../state/events';
import { setFire } from './fire';
import { BOARDING_GOODS, hasGoods, loseGood, takeGoods } from './goods';
import { headingX, headingY, norm } from '../core/geometry';
import { bowGap, distanceToShip, sailLimit, touches, touching } from '../hull/hull';
import { standing } from '../hull/turning';
import { askOne, askSome, emit, type Game, repair, reroll, rollFor, see } from '../state/play';
import { berth } from '../setup/setup';
import { cannonBonus, type Gun, gunsOn, mastToLose, rollShots } from './shoot';
import { crewCount, freeCargo, type GameState, goldAboard, isDerelict, carrying, nationOf, type PlayerIndex, type Ship, crewSays, staysAboard } from '../state/state';
import { effectsOfKind } from '@/lib/cards/abilities/parse';

/**
 * Combat: ramming and pinning (001 "Ram", "Pin", with Crimson Coast's roll and Daniel's cost), boarding parties,
 * shooting and the damage it does, sinking and scuttling, and the masts and crew lost on the way.
 *
 * Each mast lost and each crew eliminated is her owner's decision (001: "he or she gets to choose which one", "the
 * loser of the boarding party chooses which crew"), the attacker's where a card says "you choose which mast"; the
 * rammed ship's owner decides whether to board back; the boarding winner which treasure to take, after looking at
 * it. Automatic answers: the weakest cannon (the strongest for an attacker who picks), the cheapest crew, boarding
 * back when her masts are at least the rammer's, the most valuable treasure that fits.
 */

function standingMasts(s: Ship): number[] {
  const masts: number[] = [];
  for (let i = 0; i < s.up.length; i++) if (s.up[i]) masts.push(i);
  return masts;
}

/**
 * A mast `s` loses, picked by `by` (her owner unless an attacker's ability picks): 001 "the defender chooses".
 * `forced`: every mast she has is going in this volley whatever the order, so no one is asked which.
 */
export function loseMast(game: Game, s: Ship, by: PlayerIndex, attackerChooses = false, forced = false): void {
  if (s.treasure.length && revealInstead(game, s, 'reveal-save-mast')) return;
  const auto = mastToLose(s, attackerChooses);
  // One mast standing (or one crew aboard, below) leaves nothing to ask.
  const options = game.choose && !forced ? standingMasts(s) : [];
  const mast = options.length > 1 ? askOne(game, { kind: 'mast', ship: s.id, options }, by, auto) : auto;
  emit(game, { type: 'mast', ship: s.id, mast, up: false });
  // "This ship sinks when her last mast is eliminated": whoever felled it goes unnamed here, so it counts as a sinking
  // by no one (no gold split, no repair for a sinker), as a ship lost to a reef does.
  if (s.masts === 0 && s.abilities.sinksMastless && !s.abilities.cannotSink && !s.seaCreature && !s.sunk) sink(game, s, -1);
}

/**
 * A face-down treasure aboard `s` whose text is turned face up, at her owner's choice, for what the moment offers:
 * "If one of this ship's masts would be eliminated, you may reveal Cross of Coronado and remove it from the game
 * instead" (`reveal-save-mast`: the mast stands), or "When this ship is given a shoot action, you may reveal
 * Targeting Scope; one of this ship's cannons automatically hits" (`reveal-sure-hit`). Either then leaves the game.
 * The engine reveals it the first time it can: a mast saved or a sure hit is what the treasure is for. Whether one was.
 */
function revealInstead(game: Game, s: Ship, kind: 'reveal-save-mast' | 'reveal-sure-hit'): boolean {
  const id = carrying(game.state, s, kind, true);
  if (id === undefined) return false;
  if (game.choose && askOne(game, { kind: 'reveal-treasure', ship: s.id, treasure: id, options: [0, 1] }, s.owner, 1) === 0) return false;
  emit(game, { type: 'treasure-turned', id });
  emit(game, { type: 'treasure-moved', ids: [id], from: { ship: s.id }, to: { lost: true } });
  return true;
}

/**
 * Explosives: "You may reveal it when this ship rams or pins a ship. Roll a d6. On a result of 4-6, both ships sink.
 * Remove Explosives from the game": face down aboard `c` as she rams or pins enemy ship `o`, her owner may turn them
 * (the engine does when `o` costs at least what `c` does, trading up); on the faces named both sink, `o` by her
 * owner's doing, and the explosives are gone either way. Whether both sank.
 */
function explode(game: Game, c: Ship, o: Ship): boolean {
  const state = game.state;
  if (!c.treasure.length || c.sunk || o.sunk || c.owner === o.owner) return false;
  const id = carrying(state, c, 'reveal-explosives', true);
  if (id === undefined) return false;
  const auto = o.points >= c.points ? 1 : 0;
  if ((game.choose ? askOne(game, { kind: 'reveal-treasure', ship: c.id, treasure: id, options: [0, 1] }, c.owner, auto) : auto) === 0) return false;
  const faces = effectsOfKind(state.treasures[id].text ?? '', 'explosives-sink')[0]?.effect.faces ?? [];
  emit(game, { type: 'treasure-turned', id });
  const roll = game.dice.d6();
  emit(game, { type: 'explosives-rolled', ship: c.id, target: o.id, roll });
  emit(game, { type: 'treasure-moved', ids: [id], from: { ship: c.id }, to: { lost: true } });
  if (!faces.includes(roll)) return false;
  sink(game, o, c.owner);
  sink(game, c, -1);
  return true;
}

/**
 * Relics: "If one of this ship's masts or crew would be eliminated by a ship, you may give Relics to the attacker
 * instead, ending that ship's turn". Asked of `t`'s owner each time a ship of the other fleet is about to take a mast
 * or crew of hers (a hit, a ram, a pin, a boarding party, a shot that eliminates crew); whether she handed it over,
 * sparing that loss. The treasure goes aboard the attacker, which needs a free cargo space for it (a ship that cannot
 * take it cannot be given it), and the attacker can be given no more actions this turn: the rest of a shot's hits
 * on her fall on nothing. The engine hands it over whenever it may: a mast or crew and the attacker's turn are worth
 * more than the coin it would count at home.
 */
export function relics(game: Game, t: Ship, attacker: Ship): boolean {
  if (!(t.abilities.marks & MARK.relics) || attacker.owner === t.owner || attacker.idleNow) return false;
  const state = game.state;
  const treasure = carrying(state, t, 'relics-instead');
  if (treasure === undefined || freeCargo(state, attacker) < 1) return false;
  const give = game.choose ? askOne(game, { kind: 'relics', ship: t.id, attacker: attacker.id, treasure, options: [0, 1] }, t.owner, 1) : 1;
  if (!give) return false;
  emit(game, { type: 'treasure-moved', ids: [treasure], from: { ship: t.id }, to: { ship: attacker.id } });
  emit(game, { type: 'turn-ended', ship: attacker.id });
  return true;
}

/**
 * One crew of `s` eliminated by player `by` (-1: by nothing, for Ransom's gold), picked by her owner (001 "The loser
 * of the boarding party chooses which crew to eliminate").
 */
export function loseChosenCrew(game: Game, s: Ship, by: PlayerIndex | -1): void {
  // A crew that would be turned face down instead is the one her owner gives up, the cheapest such.
  const saved = s.abilities.faceDownSavers ? pickCrew(s, -1, (c, i) => !c.equipment && turnsFaceDown(s, i)) : -1;
  const auto = saved >= 0 ? saved : cheapestCrew(s);
  if (auto < 0) return;
  const options = crewIndexes(s);
  const index = game.choose && options.length > 1 ? askOne(game, { kind: 'crew', ship: s.id, options }, s.owner, auto) : auto;
  loseCrew(game, s, index, by);
}

/** The indexes of her crew proper that can be eliminated: equipment and a crew that survives all but a sinking left out. */
function crewIndexes(s: Ship): number[] {
  const out: number[] = [];
  s.crew.forEach((c, i) => {
    if (!c.equipment && !selfProtected(s, i)) out.push(i);
  });
  return out;
}

/** Crew `index` of hers "cannot be eliminated unless its ship sinks" by its own working text. */
export function selfProtected(s: Ship, index: number): boolean {
  return crewSays(s, index, 'crew-self-protected').length > 0;
}

/** Her crew (not equipment) with the lowest point cost, the first of equals; -1 when she has none. */
export function cheapestCrew(s: Ship): number {
  return pickCrew(s, -1, (c, i) => !c.equipment && !selfProtected(s, i));
}

/** Her crew (not equipment) with the highest point cost, the first of equals; -1 when she has none. */
export function costliestCrew(s: Ship): number {
  return pickCrew(s, 1, (c) => !c.equipment);
}

/**
 * Of the pieces aboard her that `counts` (crew, or crew and equipment alike), the one of highest point cost (`sign`
 * 1) or lowest (-1), the first of equals; -1 when none counts.
 */
function pickCrew(s: Ship, sign: 1 | -1, counts: (c: Ship['crew'][number], i: number) => boolean): number {
  let best = -1;
  for (let i = 0; i < s.crew.length; i++) if (counts(s.crew[i], i) && (best < 0 || sign * (s.crew[i].points - s.crew[best].points) > 0)) best = i;
  return best;
}

/**
 * Crew `index` of `s` is eliminated, or, when a crew aboard guards crew of her cost ("If any crew on this ship with
 * point cost 5 or more would be eliminated, eliminate this crew instead"), that guard in her place. `guarded` false:
 * every crew goes at once (the ship sinks), so there is no one to stand in.
 */
export function loseCrew(game: Game, s: Ship, index: number, by: PlayerIndex | -1, guarded = true): void {
  if (guarded && s.abilities.crewGuards.length) index = guardFor(s, index);
  if (guarded && s.abilities.faceDownSavers && turnsFaceDown(s, index)) {
    emit(game, { type: 'crew-turned', ship: s.id, index, faceDown: true });
    return;
  }
  const crew = s.crew[index];
  // "It cannot be eliminated unless its ship sinks": only the sinking (`guarded` false) takes it.
  if (guarded && selfProtected(s, index)) return;
  if (s.abilities.crewToHome && crewSays(s, index, 'crew-to-home').length) {
    const home = game.state.islands.findIndex((i) => i.home === s.owner);
    if (home >= 0) return emit(game, { type: 'crew-landed', ship: s.id, index, island: home });
  }
  emit(game, { type: 'crew-lost', ship: s.id, index });
  // Crimson Coast "Ransom": an eliminated Ransom crew becomes a 1-gold treasure for whoever eliminated it.
  if (crew.ransom && by !== -1 && by !== s.owner) emit(game, { type: 'treasure-created', value: 1, to: { home: by } });
}

/**
 * "When another face-up crew on this ship would be eliminated, turn it face down instead": crew `index` is face up
 * and some text aboard other than its own saves it (a crew's own text saves only the others; a treasure's saves
 * every crew). A ship sinking takes every crew with her (`guarded` false), face up or down.
 */
function turnsFaceDown(s: Ship, index: number): boolean {
  const c = s.crew[index];
  if (c.faceDown || c.equipment) return false;
  const own = crewSays(s, index, 'turn-face-down-instead').length ? 1 : 0;
  return s.abilities.faceDownSavers > own;
}

/**
 * The crew that dies instead of crew `index`: the first other crew aboard whose working text guards crew of that cost,
 * else `index` itself. Only ships with a guard aboard read the texts, through the parse cache.
 */
function guardFor(s: Ship, index: number): number {
  const points = s.crew[index].points;
  const covers = (g: { cost: number; orMore: boolean }) => (g.orMore ? points >= g.cost : points <= g.cost);
  if (!s.abilities.crewGuards.some(covers)) return index;
  for (let j = 0; j < s.crew.length; j++) {
    if (j === index || !s.crew[j].active || s.silenced === j + 1) continue;
    const own = effectsOfKind(s.crew[j].ability, 'crew-guard');
    if (own.some(({ effect }) => covers(effect) && s.abilities.crewGuards.some((g) => g.cost === effect.cost && g.orMore === effect.orMore))) return j;
  }
  return index;
}

export function findRam(state: GameState, s: Ship): Ship | null {
  if ((s.seaCreature && (!s.abilities.seaMonster || s.submerged)) || isDerelict(s) || s.pinning >= 0) return null;
  for (const t of state.ships) {
    if (t === s || t.sunk || !t.inPlay || t.owner === s.owner || t.seaCreature || t.lost || t.towedBy >= 0 || t.ghostly || t.submerged || t.abilities.secondaryHulls) continue;
    if (touches(bowGap(s, t))) return t;
  }
  return null;
}

/**
 * A submerged submarine boards no one and is boarded by no one: her only contact is a ram she backs off from. No sea
 * creature boards or is boarded (001 "Sea Creatures"), but a sea monster on the surface does (WizKids' Sea Monster:
 * "it may ram opposing ships ... and it may board"), and so does one whose text lets it board "without having to
 * ram", card text overriding the rules. What a party it wins takes goes into its own hold, as the card's cargo allows
 * (../setup/setup.ts); a creature with none eliminates a crew.
 */
export function canBoard(s: Ship, t: Ship): boolean {
  return (!s.seaCreature || s.abilities.boardAtRange || s.abilities.seaMonster) && !t.seaCreature && !t.sunk && !t.lost && t.owner !== s.owner && !s.submerged && !t.submerged && !t.hulls;
}

/** 001 "Ram" (Crimson Coast's roll and Daniel's cost where those rules apply), then an optional boarding party. */
export function ram(game: Game, s: Ship, t: Ship, wantsBoard: boolean): void {
  const state = game.state;
  if (state.rules.ramRoll) {
    const harmless = t.abilities.ramProof || t.masts === 0;
    const roll = rollFor(game, s, (r) => harmless || r > t.masts);
    if (roll > t.masts && !harmless && !relics(game, t, s)) loseMast(game, t, t.owner);
  }
  if (state.rules.ramCostsRammer && s.masts > 0) loseMast(game, s, s.owner);
  // Submarine: submerged, "regardless of success it must immediately be moved S away from the target instead of
  // boarding", so nothing pins and no boarding party follows.
  if (s.submerged) return backOff(game, s);
  // A pin lasts until the other ship has no masts (001 "Pin"), so ramming a derelict pins nobody.
  const pin = !isDerelict(t);
  // 001: the rammer is pinned; Daniel: the rammed ship is; a sea monster's: the rammed ship (WizKids' Sea Monster).
  const pinned = state.rules.ramCostsRammer || s.abilities.seaMonster ? t : s;
  const other = pinned === s ? t : s;
  let pinner: Ship | null = null;
  if (pin && !pinned.abilities.cannotBePinned && !pinned.hulls && !other.abilities.cannotPin && !pinned.ghostly) {
    emit(game, { type: 'pinned', ship: pinned.id, by: other.id });
    pinner = other;
    if (pinned.abilities.pinnedEliminatesCrew && crewCount(other) && !other.abilities.crewProtected && !relics(game, other, pinned)) loseChosenCrew(game, other, pinned.owner);
    if (pinned.abilities.pinnedEliminatesMast && other.masts > 0 && !relics(game, other, pinned)) loseMast(game, other, other.owner);
  }
  // Explosives: the rammer rams, and the ship that pins the other pins; either may set hers off.
  if (explode(game, s, t) || (pinner === t && explode(game, t, s))) return;
  // Daniel's rules start no boarding party from a ram; a card that boards "without having to ram" still may.
  if (!state.rules.ramBoards) {
    if (wantsBoard && s.abilities.boardAtRange) board(game, s, t, s);
    return;
  }
  if (wantsBoard) board(game, s, t, s);
  else if (canBoard(t, s)) {
    // "The player whose turn it is decides first": the rammer did not board, so the rammed ship's owner may.
    const auto = t.masts >= s.masts && !isDerelict(t) ? 1 : 0;
    const back = game.choose ? askOne(game, { kind: 'board-back', ship: t.id, target: s.id, options: [0, 1] }, t.owner, auto) : auto;
    if (back) board(game, t, s, s);
  }
}

/**
 * Submarine: after her submerged ram she "must immediately be moved S away from the target". The text gives no
 * direction; she backs off stern first along her keel, the way she came, and stops short where she would touch an
 * island, a ship or the table's edge, as a move would.
 */
function backOff(game: Game, s: Ship): void {
  const ux = headingX(s.heading);
  const uy = headingY(s.heading);
  // Turned end for end where she lies: her stern is her bow for the way back.
  const reversed = { x: s.x - ux * s.length, y: s.y - uy * s.length, heading: (s.heading + 180) % 360 };
  const d = standing(s, reversed, () => sailLimit(game.state, s, reversed.heading, LEG_LENGTH.S, false, { travelled: 0, island: -1, ship: -1, edge: false }).travelled);
  if (d > 0) emit(game, { type: 'moved', ship: s.id, x: s.x - ux * d, y: s.y - uy * d, heading: s.heading });
}

/** What `s`'s boarding bonuses add to her roll in a boarding party against `t` (the policies price it the same way). */
export function boardingBonus(s: Ship, t: Ship): number {
  let bonus = 0;
  const opponent = (t.seaCreature ? OPPONENT.seaMonster : 0) | (t.abilities.submarine ? OPPONENT.submarine : 0);
  for (const b of s.abilities.boardingBonuses) {
    if (b.opponents && !(b.opponents & opponent)) continue;
    if (appliesAgainst(b.against, nationOf(t), false, t.masts < t.cannons.length, t.seaCreature)) bonus += b.perCrew ? b.amount * crewCount(s) : b.amount;
  }
  return bonus;
}

/**
 * 001 "Board": each side rolls a d6 plus her masts; the higher total takes a treasure or eliminates a crew.
 * `rammer`: the ship whose ram started this boarding party, for Longship's "if this ship rams, +1 to her boarding roll".
 */
export function board(game: Game, s: Ship, t: Ship, rammer?: Ship): void {
  if (!canBoard(s, t)) return;
  const state = game.state;
  let rs = game.dice.d6();
  let rt = game.dice.d6();
  const bs = s.masts + boardingBonus(s, t) + (rammer === s ? s.abilities.ramBoardingBonus : 0);
  // "The boarded ship may not use any boarding bonuses": the ship she boards, not a ship that boards her.
  const bt = t.masts + (s.abilities.denyBoardingBonus ? 0 : boardingBonus(t, s) + (rammer === t ? t.abilities.ramBoardingBonus : 0));
  // A losing side rerolls if it can, the boarder first; a tie already keeps the boarded ship's cargo.
  if (rs + bs <= rt + bt) rs = reroll(game, s, rs);
  if (rt + bt < rs + bs) rt = reroll(game, t, rt);
  const a = rs + bs;
  const b = rt + bt;
  const winner = a === b ? -1 : a > b ? s.id : t.id;
  emit(game, { type: 'boarded', ship: s.id, target: t.id, rolls: [rs, rt], winner });
  if (winner < 0) return;
  const w = state.ships[winner];
  const l = winner === s.id ? t : s;
  const room = freeCargo(state, w);
  const can = { treasure: Math.min(l.treasure.length, room), crew: l.abilities.crewProtected ? 0 : crewCount(l), mast: l.masts > 0 };
  // A plain boarding party: 001 "The player with the highest total can eliminate one crew on, or take one treasure
  // from, the other ship": the winner chooses which when both are there (the engine's choice the treasure, since gold
  // wins games), else whatever one thing there is. "Choose two of the following: eliminate a crew, take a
  // treasure, or eliminate a mast", and a sea monster's "two crew, two treasure, or one crew and one treasure": the
  // winner chooses among the pairs she can have both of (the engine's choice a treasure and a crew, the two a plain
  // party gives, since gold wins games); with no such pair, whatever one thing there is.
  let take = { treasure: can.treasure ? 1 : 0, crew: !can.treasure && can.crew ? 1 : 0, mast: false };
  const codes = w.abilities.boardTwoSpoils ? CHOOSE_TWO : w.abilities.marks & MARK.twoPicks ? TWO_PICKS : null;
  if (codes) {
    const pairs = codes.filter((code) => SPOILS[code].treasure <= can.treasure && SPOILS[code].crew <= can.crew && (!SPOILS[code].mast || can.mast));
    take = { treasure: Math.min(can.treasure, 1), crew: Math.min(can.crew, 1), mast: can.mast };
    if (pairs.length) take = { ...SPOILS[game.choose ? askOne(game, { kind: 'spoils', ship: w.id, from: l.id, options: pairs }, w.owner, pairs[0]) : pairs[0]] };
  } else if (can.treasure && can.crew && game.choose) {
    take = { ...SPOILS[askOne(game, { kind: 'spoils', ship: w.id, from: l.id, options: [...TREASURE_OR_CREW] }, w.owner, TREASURE_OR_CREW[0])] };
  }
  if (take.treasure) {
    // "The winner chooses which treasure to take after looking at the ship's treasure" (001 "Board").
    see(game, w.owner, [...l.treasure]);
    const max = w.abilities.boardTakesAllTreasure ? room : take.treasure;
    const auto = [...l.treasure].sort((x, y) => state.treasures[y].value - state.treasures[x].value).slice(0, max);
    const ids = game.choose ? askSome(game, { kind: 'loot', ship: w.id, from: l.id, options: [...l.treasure], max }, w.owner, auto) : auto;
    if (ids.length) emit(game, { type: 'treasure-moved', ids, from: { ship: l.id }, to: { ship: w.id } });
    // WizKids' Sea Monster: "if it takes a unique treasure that treasure is eliminated".
    const eaten = w.abilities.seaMonster ? ids.filter((id) => state.treasures[id].unique) : [];
    if (eaten.length) emit(game, { type: 'treasure-moved', ids: eaten, from: { ship: w.id }, to: { lost: true } });
  }
  if (take.crew) {
    let captured = false;
    if (w.abilities.captureCrew && w.abilities.captiveGold && freeCargo(state, w) > 0) {
      const crew = costliestCrew(l);
      captured = (game.choose ? askOne(game, { kind: 'capture', ship: w.id, from: l.id, crew, options: [0, 1] }, w.owner, 1) : 1) === 1;
      if (captured) captureCrew(game, w, l);
    }
    const spared = captured || relics(game, l, w);
    // Every crew goes, so there is nothing to choose.
    // A crew that "cannot be eliminated unless its ship sinks" stays: all the others go, and then there is none to take.
    if (!spared && w.abilities.boardEliminatesAllCrew) {
      for (let k = crewCount(l), i = cheapestCrew(l); k > 0 && i >= 0; k--, i = cheapestCrew(l)) loseCrew(game, l, i, w.owner);
    }
    else if (!spared) for (let k = 0; k < take.crew && crewCount(l) > 0; k++) loseChosenCrew(game, l, w.owner);
  }
  if ((take.mast || (w.abilities.boardEliminatesMast && l.masts > 0 && !l.sunk)) && !relics(game, l, w)) loseMast(game, l, l.owner);
  if (state.economy && !l.sunk) takeGoods(game, w, { ship: l.id }, l.goods, BOARDING_GOODS);
}

/**
 * "She may capture the crew with the highest point cost instead of eliminating it. This captured crew becomes cargo
 * worth its point cost in gold when unloaded at your home island": the winner, not the loser, picks the crew, the
 * costliest (the first of equals). Cargo fills a cargo space (001 "Each crew/equipment takes up one cargo space"),
 * so she captures only with room in her hold, and otherwise eliminates a crew as any winner does. Aboard her the
 * captive is a face-up coin worth its point cost: its ability works for no one, it is unloaded, lost or taken as
 * any coin is, and unloaded at a home island it counts that much gold. A captive is not eliminated, so no Ransom
 * gold and no crew dying in its place.
 *
 * Whether to capture is the winner's choice (a `capture` choice at the table); the engine's own is always to, since
 * the captive is gold to her and the loser gives up his costliest crew rather than the crew he would pick.
 */
function captureCrew(game: Game, w: Ship, l: Ship): void {
  const index = costliestCrew(l);
  emit(game, { type: 'crew-captured', ship: w.id, from: l.id, index, value: l.crew[index].points });
}

/**
 * "When touching a Pirate ship, this ship may load as much of that ship's treasure as she can carry": as her move
 * ends touching an enemy ship of that nation, she loads from it what her hold has room for. The coins lie face down
 * in the other hold, so the ones she takes, when she cannot take them all, are taken at random, as a plunder's are;
 * her owner then looks at them. Nothing limits it to once a turn. She always loads, as every coin is worth having.
 */
export function loadFromTouching(game: Game, s: Ship): void {
  const state = game.state;
  for (const t of state.ships) {
    const room = freeCargo(state, s);
    if (room <= 0) return;
    if (t === s || t.owner === s.owner || t.sunk || !t.inPlay || !(t.treasure.length || hasGoods(state, t)) || !s.abilities.loadFrom.includes(nationOf(t)) || !touching(s, t)) continue;
    const pool = [...t.treasure];
    const ids = pool.length <= room ? pool : Array.from({ length: room }, () => pool.splice(game.dice.below(pool.length), 1)[0]);
    if (ids.length) {
      emit(game, { type: 'treasure-moved', ids, from: { ship: t.id }, to: { ship: s.id } });
      see(game, s.owner, ids);
    }
    // 003 "Resources": "abilities that affect treasure coins also affect resources": her hold's room left takes them.
    if (hasGoods(state, t)) takeGoods(game, s, { ship: t.id }, t.goods, Infinity);
  }
}

/**
 * "Once per turn, if this ship is touching another ship, reveal all face-down treasure aboard the other ship. This
 * ship can take as much unique treasure from the other ship as she can carry." Read at the moment her move ends, as
 * plundering a touched ship is. She reveals only an enemy ship's treasure: a friendly ship's would show the enemy her
 * own fleet's coins and nothing else. The reveal is spent on the first touching enemy ship with a coin one player has
 * not seen or a unique treasure to take; "the other ship" of the second sentence is that ship. Unique treasure takes
 * no cargo space (001 "A unique treasure does not take up a cargo space"), so she carries all of it, and it is face
 * up already.
 */
export function revealTouching(game: Game, s: Ship): void {
  const state = game.state;
  const takes = (id: number) => s.abilities.takeUniqueTouching && state.treasures[id].unique;
  for (const t of state.ships) {
    if (t === s || t.owner === s.owner || t.sunk || !t.inPlay || t.lost || !touching(s, t)) continue;
    const hidden = t.treasure.filter((id) => !state.treasures[id].seenBy.every(Boolean));
    const unique = t.treasure.filter(takes);
    if (!hidden.length && !unique.length) continue;
    emit(game, { type: 'revealed', ship: s.id, target: t.id, ids: hidden });
    if (unique.length) emit(game, { type: 'treasure-moved', ids: unique, from: { ship: t.id }, to: { ship: s.id } });
    return;
  }
}

export function plunder(game: Game, s: Ship): void {
  const state = game.state;
  const room = freeCargo(state, s);
  if (room <= 0) return;
  for (const t of state.ships) {
    if (t === s || t.owner === s.owner || t.sunk || !t.inPlay || !t.treasure.length || !touching(s, t)) continue;
    // Treasure is taken at random, one coin at a time: one, or as many as her hold has room for.
    const pool = [...t.treasure];
    const ids: number[] = [];
    for (let k = s.abilities.plunderAll ? Math.min(room, pool.length) : 1; k > 0; k--) ids.push(pool.splice(game.dice.below(pool.length), 1)[0]);
    emit(game, { type: 'used-once', ship: s.id, ability: ONCE.plunder });
    emit(game, { type: 'treasure-moved', ids, from: { ship: t.id }, to: { ship: s.id } });
    see(game, s.owner, ids);
    return;
  }
}

export function shoot(game: Game, s: Ship, t: Ship, broadside: boolean, doubled: boolean, special?: { kind: SpecialShot | 'smokepot'; cannon: number }): void {
  const state = game.state;
  const guns = gunsOn(state, s, t, doubled && s.abilities.doubleRangeNeed > 0, []);
  if (special) {
    // The declared cannon fires the special shot instead: a hit takes no mast but holds the target still on her next
    // turn (chainshot), keeps her crew from their abilities then (stinkpot), or sets one of her masts on fire (firepot).
    // A smokepot is fired at no ship (../terrain/smoke.ts): the cannon only drops out of the shot.
    const at = guns.findIndex((g) => g.mast === special.cannon);
    const rank = at >= 0 ? guns.splice(at, 1)[0].rank : s.cannons[special.cannon].rank;
    if (special.kind !== 'smokepot') specialShot(game, s, t, special.kind, rank);
  }
  if (guns.length === 0) return;
  const useBroadside = broadside && s.abilities.broadsides;
  if (useBroadside) {
    gunsOn(state, s, t, false, guns);
    for (let i = guns.length - 1; i >= 0; i--) if (guns[i].range > LEG_LENGTH.S && distanceToShip(t, s.x, s.y) > LEG_LENGTH.S) guns.splice(i, 1);
    if (!guns.length) return;
  }
  // "The targets of the shoot actions cannot use their abilities or crew abilities this turn" (Runes of Power).
  if (s.boostSilences && !t.unnerved) emit(game, { type: 'boosted', ship: t.id, unnerved: true });
  const bonus = useBroadside ? 0 : cannonBonus(state, s, t);
  const sure = useBroadside ? 0 : pawHit(game, t, guns, bonus) + scopeHit(game, s, guns, bonus);
  const outcome = rollShots(s, guns, bonus, game.dice, useBroadside, doubled ? s.abilities.doubleRangeNeed : 0, (e) => emit(game, e), t.abilities.mastsNeedRoll);
  outcome.hits += sure;
  outcome.high += sure;
  emit(game, { type: 'shot', ship: s.id, target: t.id, rolls: outcome.rolls, hits: outcome.hits, x: s.x, y: s.y });
  if (s.abilities.misfireOn && outcome.rolls.includes(s.abilities.misfireOn) && s.masts > 0) {
    loseMast(game, s, s.owner);
  }
  if (outcome.hits > 0) damage(game, s, t, outcome.hits, useBroadside, outcome.high);
}

/**
 * "Once per turn when an enemy ship is given a shoot action to shoot at this ship, its controller chooses one of her
 * cannons within range: That cannon automatically hits": the first shoot action at her in a turn takes one of `guns`
 * out of the roll as a hit (1, or 0 when she has used it or has no such treasure). Which cannon is the shooter's
 * pick, and one choice is best for him whatever happens: the one least likely to hit by its roll, so the engine
 * makes it. The shot at her that uses it is a shoot action of a ship; a fort's shot is not.
 */
function pawHit(game: Game, t: Ship, guns: Gun[], bonus: number): number {
  if (!(t.abilities.marks & MARK.pawHits) || t.usedOnce & ONCE.paw || !guns.length) return 0;
  emit(game, { type: 'used-once', ship: t.id, ability: ONCE.paw });
  return sureGun(guns, bonus);
}

/** Targeting Scope (`revealInstead`): one of her cannons hits without a roll, the one least likely to hit by its roll. */
function scopeHit(game: Game, s: Ship, guns: Gun[], bonus: number): number {
  return guns.length && s.treasure.length && revealInstead(game, s, 'reveal-sure-hit') ? sureGun(guns, bonus) : 0;
}

/** Takes out of `guns` the one least likely to hit by its roll, which hits without one instead: 1 hit. */
function sureGun(guns: Gun[], bonus: number): number {
  let pick = 0;
  const need = (g: Gun) => g.rank - (g.plain ? 0 : bonus);
  for (let i = 1; i < guns.length; i++) if (need(guns[i]) > need(guns[pick])) pick = i;
  guns.splice(pick, 1);
  return 1;
}

/**
 * The declared cannon's special shot. Instead of a mast a hit holds the target still on her next turn (chainshot),
 * keeps her crew from their abilities then (stinkpot), sets one of her masts on fire (firepot), eliminates a crew
 * (grape shot), does both of the last two (exploding shot), or starts a boarding party against her at any range
 * (grapple shot). A double shot is a plain shot that, hitting, fires again. The crew the shots eliminate is her
 * owner's pick, as any eliminated crew is (001 "Board"), and none when her crew cannot be eliminated.
 */
function specialShot(game: Game, s: Ship, t: Ship, kind: SpecialShot, rank: number): void {
  emit(game, { type: 'used-once', ship: s.id, ability: kind === 'firepot' ? ONCE.firepot : ONCE.specialShot });
  const hits = (r: number) => r !== 1 && r + cannonBonus(game.state, s, t) > rank;
  const roll = rollFor(game, s, hits);
  const hit = hits(roll);
  emit(game, { type: 'shot', ship: s.id, target: t.id, rolls: [roll], hits: kind === 'doubleshot' && hit ? 1 : 0, x: s.x, y: s.y });
  let worst = roll;
  if (hit) {
    if (kind === 'firepot' || kind === 'exploding') setFire(game, t, s.abilities.fireOut, s.abilities.fireSpread);
    if ((kind === 'grapeshot' || kind === 'exploding') && crewCount(t) > 0 && !t.abilities.crewProtected && !relics(game, t, s)) loseChosenCrew(game, t, s.owner);
    if (kind === 'chainshot' || kind === 'stinkpot') emit(game, { type: kind === 'chainshot' ? 'chained' : 'stunk', ship: t.id });
    if (kind === 'grappleshot') board(game, s, t);
    if (kind === 'doubleshot') {
      damage(game, s, t, 1, false);
      if (!t.sunk) {
        const again = rollFor(game, s, hits);
        emit(game, { type: 'shot', ship: s.id, target: t.id, rolls: [again], hits: hits(again) ? 1 : 0, x: s.x, y: s.y });
        if (hits(again)) damage(game, s, t, 1, false);
        worst = Math.min(worst, again);
      }
    }
  }
  if (s.abilities.specialAnyRange & SPECIAL_BITS[kind]) spendEquipment(game, s, kind, worst);
}

/** The effect kind that gives a ship each special shot. */
const SHOT_KIND = { chainshot: 'chainshot', stinkpot: 'stinkpot', firepot: 'firepot', smokepot: 'smokepot', grapeshot: 'grapeshot', exploding: 'exploding-shot', doubleshot: 'double-shot', grappleshot: 'grapple-shot' } as const;

/**
 * The equipment that fired `kind` after its shot: gone from the game if it is good for one shot ("After using Chain
 * Shot, remove it from the game") or breaks on the roll of 1 it made ("If the cannon roll is a 1, remove Chain Shot
 * from the game"), taking a mast of hers with it or setting one on fire where its text says so. The piece is the
 * equipment aboard her whose text fires that shot.
 */
export function spendEquipment(game: Game, s: Ship, kind: SpecialShot | 'smokepot', roll: number): void {
  const index = s.crew.findIndex((c) => c.equipment && effectsOfKind(c.ability, SHOT_KIND[kind]).length > 0);
  if (index < 0) return;
  const text = s.crew[index].ability;
  // The burning rules the shot's equipment brought leave with it: the fire it sets on her burns by them.
  const { fireOut, fireSpread } = s.abilities;
  const jam = roll === 1 ? effectsOfKind(text, 'equipment-jams')[0]?.effect : undefined;
  if ((jam && !jam.keeps) || effectsOfKind(text, 'equipment-once').length) emit(game, { type: 'crew-lost', ship: s.id, index });
  if (jam?.self === 'mast' && s.masts > 0) loseMast(game, s, s.owner);
  if (jam?.self === 'fire-mast' && s.masts > 0) setFire(game, s, fireOut, fireSpread);
}

/**
 * Hits taken: a mast per hit (the defender's pick), a derelict hit sinks her (001 "Sinking a ship"). `high`: the hits
 * whose die may fell a mast of a ship whose masts fall only to a high roll ("Masts on this ship can't be eliminated by
 * shots unless the cannon roll is a 6": the die as rolled, before bonuses, is the cannon roll read). Her other hits
 * still count as hits, so an ability set off by a hit is, and a derelict so hit sinks: only her masts are spared.
 */
export function damage(game: Game, s: Ship, t: Ship, hits: number, plain: boolean, high = hits): void {
  let left = catamaranKeeps(game, t, hits);
  if (left < hits) high = Math.max(0, high - (hits - left));
  if (left > 0 && !plain && t.abilities.ignoreFirstHit && !t.ignoredHit && t.masts === t.cannons.length) {
    emit(game, { type: 'hit-ignored', ship: t.id });
    left--;
  }
  if (t.abilities.twoHitsPerMast && !plain) left = Math.floor(left / 2);
  const perHit = s.abilities.doubleDamage && !plain ? 2 : 1;
  if (left > 0 && s.abilities.hitEliminatesCrew && !(s.usedOnce & ONCE.hitCrew) && crewCount(t) && !t.abilities.crewProtected) {
    emit(game, { type: 'used-once', ship: s.id, ability: ONCE.hitCrew });
    if (!relics(game, t, s)) loseChosenCrew(game, t, s.owner);
  }
  if (left > 0) hitEliminatesCargo(game, s, t);
  const before = t.masts;
  for (let h = 0; h < left && !t.sunk && !s.idleNow; h++) {
    if (t.masts === 0 && !t.hulls) {
      // "This ship cannot sink, but she can be scuttled": the hit on her derelict hull is spent on nothing.
      if (t.abilities.cannotSink) break;
      sink(game, t, s.owner);
      if (s.abilities.repairOnSink) repair(game, s);
      for (const except of s.abilities.sinkBounty) if (nationOf(t) !== except) bounty(game, s);
      break;
    }
    // The ignored hit and the halving for two hits a mast are taken from the low rolls first.
    if (h >= high) continue;
    const chooser = s.abilities.attackerChoosesMast ? s.owner : t.owner;
    // Five hits on a five-mast ship take them all whatever the order: nobody picks masts one at a time for that.
    const forced = (Math.min(left, high) - h) * perHit >= t.masts && t.hulls === 0 && !t.abilities.crewForMast && !t.fire.some(Boolean);
    for (let k = 0; k < perHit && (t.masts > 0 || t.hulls > 0); k++) {
      if (t.abilities.crewForMast && spareCrew(game, t)) continue;
      if (t.hulls === 0 && relics(game, t, s)) break;
      loseMastOrHull(game, t, chooser, s.abilities.attackerChoosesMast, forced);
    }
    if (t.seaCreature && t.masts === 0) sink(game, t, s.owner);
  }
  if (left > 0) hitCrewAshore(game, t, s.owner);
  if (s.abilities.extraMast && t.masts < before && t.masts > 0 && !t.sunk && !(s.usedOnce & ONCE.extraMast)) {
    emit(game, { type: 'used-once', ship: s.id, ability: ONCE.extraMast });
    if (!relics(game, t, s)) loseMast(game, t, t.owner);
  }
}

/**
 * Catamaran: "each time this ship is hit, roll a d6. On a 5 or 6 the hit is ignored instead": how many of `hits` land.
 */
export function catamaranKeeps(game: Game, t: Ship, hits: number): number {
  if (!t.abilities.secondaryHulls) return hits;
  let kept = 0;
  for (let h = 0; h < hits; h++) {
    const roll = game.dice.d6();
    emit(game, { type: 'hull-rolled', ship: t.id, roll });
    if (roll < 5) kept++;
  }
  return kept;
}

/** A hit that lands takes a catamaran's secondary hull while she has one, else a mast (WizKids' Catamaran). */
export function loseMastOrHull(game: Game, t: Ship, by: PlayerIndex, attackerChooses = false, forced = false): void {
  if (t.hulls > 0) emit(game, { type: 'hull-lost', ship: t.id });
  else loseMast(game, t, by, attackerChooses, forced);
}

/**
 * "When this ship is hit, roll a d6. On a result of 5 or 6, move the crew on this ship with the highest point cost to a
 * wild island chosen by the player to your left": one die for a shot (or a fort's) that lands a hit on her, however
 * many hits and however many crew print it (No Stacking). With two players the player to her owner's left is the
 * other one, whose pick the island is; the engine's is the wild island farthest from her. The crew goes ashore there,
 * where any ship may take it aboard (001 "Placing Crew and equipment"); a crew that cannot leave its ship is passed by.
 */
export function hitCrewAshore(game: Game, t: Ship, by: PlayerIndex): void {
  let faces = 0;
  for (let i = 0; i < t.crew.length; i++) for (const { effect } of crewSays(t, i, 'hit-crew-ashore')) for (const f of effect.faces) faces |= 1 << f;
  if (!faces || t.sunk) return;
  const state = game.state;
  const roll = game.dice.d6();
  emit(game, { type: 'hit-rolled', ship: t.id, roll });
  if (!(faces & (1 << roll))) return;
  const index = pickCrew(t, 1, (c, i) => !c.equipment && !staysAboard(t, i));
  const wild = state.islands.flatMap((isl, i) => (isl.home === -1 ? [i] : []));
  if (index < 0 || !wild.length) return;
  const far = (i: number) => norm(state.islands[i].x - t.x, state.islands[i].y - t.y);
  const auto = wild.reduce((a, b) => (far(b) > far(a) ? b : a));
  const island = game.choose && wild.length > 1 ? askOne(game, { kind: 'crew-island', ship: t.id, crew: index, options: wild }, by, auto) : auto;
  emit(game, { type: 'crew-landed', ship: t.id, index, island });
}

/**
 * "When this ship is damaged, remove any crew member, except this one, instead of a mast": a crew of hers other than
 * the one with the text goes in the mast's place, her owner's pick (the cheapest when the engine picks), and none
 * when she has no other crew or her crew cannot be eliminated. Whether a crew was spared her the mast.
 */
function spareCrew(game: Game, t: Ship): boolean {
  if (t.abilities.crewProtected) return false;
  const self = t.crew.findIndex((c) => c.active && effectsOfKind(c.ability, 'crew-for-mast').length > 0);
  const options = t.crew.flatMap((c, i) => (c.equipment || i === self ? [] : [i]));
  if (!options.length) return false;
  const auto = pickCrew(t, -1, (c, i) => !c.equipment && i !== self);
  const index = game.choose ? askOne(game, { kind: 'crew', ship: t.id, options }, t.owner, auto) : auto;
  loseCrew(game, t, index, -1);
  return true;
}

/**
 * "Randomly choose one gold coin on a wild island and put it on your home island": a coin worth gold (not unique
 * treasure), drawn from all the coins on every wild island. It reaches home as unloaded gold does, face up to both.
 */
function bounty(game: Game, s: Ship): void {
  const state = game.state;
  const coins: { id: number; island: number }[] = [];
  state.islands.forEach((isl, island) => {
    if (isl.home !== -1) return;
    for (const id of isl.treasure) if (!state.treasures[id].unique && state.treasures[id].value > 0) coins.push({ id, island });
  });
  if (!coins.length) return;
  const { id, island } = coins[game.dice.below(coins.length)];
  emit(game, { type: 'treasure-moved', ids: [id], from: { island }, to: { home: s.owner } });
  see(game, 0, [id]);
  see(game, 1, [id]);
}

/**
 * "You may also eliminate one cargo from that ship": cargo is what fills her cargo spaces, a treasure coin or a crew
 * (001 "Each crew/equipment takes up one cargo space"). The shooter's player chooses; a coin goes before a crew, since
 * gold is what wins, and lies face down, so any coin is as good a pick as another. The crew, when it comes to that,
 * is the shooter's pick among those aboard, unless her crew cannot be eliminated before she sinks.
 */
function hitEliminatesCargo(game: Game, s: Ship, t: Ship): void {
  const mode = s.abilities.hitEliminatesCargo;
  if (mode === 'none' || (mode === 'once' && s.usedOnce & ONCE.hitCargo)) return;
  if (!hasCargoToLose(game.state, t)) return;
  if (mode === 'once') emit(game, { type: 'used-once', ship: s.id, ability: ONCE.hitCargo });
  eliminateCargo(game, t, s.owner, s);
}

// `hasGoods` asks Economy Edition first: official games' hits read no resource tokens.
const hasCargoToLose = (state: GameState, t: Ship): boolean => t.treasure.length > 0 || hasGoods(state, t) || (t.crew.length > 0 && !t.abilities.crewProtected);

/**
 * One cargo of `t` eliminated as above, `by` choosing the crew: for a ship's hit (`attacker`), or a fort's (./forts.ts).
 * Under Economy Edition a resource token is cargo as a coin is (003: "Resources count as cargo"): with no coin aboard,
 * the most valuable token goes.
 */
export function eliminateCargo(game: Game, t: Ship, by: PlayerIndex, attacker?: Ship): void {
  if (!hasCargoToLose(game.state, t)) return;
  if (t.treasure.length) emit(game, { type: 'treasure-moved', ids: [t.treasure[0]], from: { ship: t.id }, to: { lost: true } });
  else if (hasGoods(game.state, t)) loseGood(game, t);
  else if (!attacker || !relics(game, t, attacker)) {
    // Cargo is crew or equipment alike: the costliest piece aboard, or the shooter's pick of them.
    const auto = pickCrew(t, 1, () => true);
    const index = game.choose ? askOne(game, { kind: 'crew', ship: t.id, options: t.crew.map((_, i) => i) }, by, auto) : auto;
    loseCrew(game, t, index, by);
  }
}

/**
 * A ship sinks with her crew and treasure (001); Crimson Coast splits her gold between owner and shooter. A ship
 * carrying a treasure whose text says "if this ship sinks, dock it fully repaired at its home island, then remove it
 * from the game" comes back instead (`rescue`).
 */
export function sink(game: Game, t: Ship, by: PlayerIndex | -1): void {
  const state = game.state;
  if (t.abilities.sinkReturns && rescue(game, t, by)) return;
  if (t.treasure.length) {
    if (state.rules.sinkingSplitsGold && by !== -1 && by !== t.owner) {
      const gold = goldAboard(state, t);
      const shooter = Math.ceil(gold / 2);
      emit(game, { type: 'treasure-moved', ids: [...t.treasure], from: { ship: t.id }, to: { lost: true } });
      if (shooter > 0) emit(game, { type: 'treasure-created', value: shooter, to: { home: by } });
      if (gold - shooter > 0) emit(game, { type: 'treasure-created', value: gold - shooter, to: { home: t.owner } });
    } else {
      emit(game, { type: 'treasure-moved', ids: [...t.treasure], from: { ship: t.id }, to: { lost: true } });
    }
  }
  for (let i = t.crew.length - 1; i >= 0; i--) loseCrew(game, t, i, by, false);
  emit(game, { type: 'sunk', ship: t.id });
  // Daniel: "Ships that are sunk to the depths are returned to the Shipyard, and are re-purchasable."
  if (state.rules.shipyard) emit(game, { type: 'to-shipyard', ship: t.id });
}

/**
 * "If this ship sinks, dock it fully repaired at its home island, then remove it from the game": the sinking still
 * takes what sinks with a ship (her crew, and the treasure aboard her, the text's own treasure with it), and the ship
 * herself is docked at her home, every mast up and nothing pinning, towing or burning her. That is the reading that
 * keeps "sinks" meaning what 001 says it does; the alternative, a ship sailing home with her cargo to unload, would
 * make her sinking the quickest way home. A sea creature or a ship with no home island in play sinks as any other.
 */
function rescue(game: Game, t: Ship, by: PlayerIndex | -1): boolean {
  const state = game.state;
  const home = state.islands.findIndex((i) => i.home === t.owner);
  if (home < 0 || t.seaCreature) return false;
  if (t.treasure.length) emit(game, { type: 'treasure-moved', ids: [...t.treasure], from: { ship: t.id }, to: { lost: true } });
  for (let i = t.crew.length - 1; i >= 0; i--) loseCrew(game, t, i, by, false);
  emit(game, { type: 'refitted', ship: t.id });
  emit(game, { type: 'moved', ship: t.id, ...berth(state, t, home) });
  emit(game, { type: 'docked', ship: t.id, island: home });
  return true;
}

/** 001 "Scuttling": on a 5 or 6 the derelict sinks at the beginning of her owner's next turn. */
export function scuttle(game: Game, s: Ship): void {
  const roll = rollFor(game, s, (r) => r >= 5);
  emit(game, { type: 'scuttle-rolled', ship: s.id, roll, sinksOn: roll >= 5 ? game.state.turn + 1 : 0 });
}
