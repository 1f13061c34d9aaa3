import { LEG_LENGTH } from '@/lib/cards/move';
import { appliesAgainst } from './abilities';
import type { Answer, Choice, Chooser } from './choices';
import type { Dice } from './dice';
import { ACTION, type ActionBit, applyEvent, type GameEvent, ONCE } from './events';
import { headingX, headingY } from './geometry';
import { bowGap, bowTouchesCircle, circleOffset, distanceToShip, hullGap, sailLimit, type SegmentStop, swingBlocked, touches, touchesCircle, touching, within } from './hull';
import { TOUCH } from './pieces';
import { type Refusal, refuse } from './refusal';
import { cannonBonus, type Gun, gunsOn, mastToLose, mastX, mastY, rollShots, targetProblem } from './shoot';
import { freeCargo, type GameState, goldAboard, goldCollected, homeGold, isDerelict, type PlayerIndex, type Ship } from './state';

/**
 * The rules of play: an action is checked, then resolved into events (dice rolled here, results recorded in the
 * events), and each event is applied at once, so later steps see its effect. Official (001) rules, with each
 * ruleset's differences read from `state.rules`.
 *
 * Choices where the texts leave the table to the players:
 * - A turn between segments pivots the ship about the middle of her hull; the bow then sails the segment. A turn
 *   that would swing her hull into an island or a ship (./hull.ts `swingBlocked`) is not made and her move ends
 *   where she is, as a segment ends where she touches something (001 "Moving"): where she can turn depends on where
 *   the earlier segments stopped, which only resolving the move knows, and the table's move preview shows it. A
 *   come about that would swing into something is refused; a schooner's pivot on her stern that would is not made.
 * - Decisions the rules give a player mid-action are put to that player through `Game.choose` (./choices.ts): which
 *   mast she loses (to a hit, her own ram, a reef, an iceberg or a misfire; the attacker picks with "you choose which
 *   mast"), which crew she gives up, whether a rammed ship boards back, which treasure a boarding winner takes and
 *   which coins an explorer takes. Without a chooser each takes a fixed answer: the weakest cannon (the strongest for
 *   an attacker who picks), the cheapest crew, boarding back when her masts are at least the rammer's, and the most
 *   valuable treasure that fits.
 * - Who has seen a face-down treasure (`Treasure.seenBy`): an explorer looks at every coin on the island before she
 *   chooses, a boarding winner at all the loser's treasure, and a ship's owner at whatever comes aboard her another
 *   way (plunder, trade, raid, scavenge), since a player may look at her own ship's cargo. 001 turns treasure over
 *   when it is unloaded at home ("turn them over—they're yours!"), so unloaded gold is face up for both from then
 *   on rather than only at the end; unique treasure is face up from the start (001 "Place it face up").
 */
export interface Segment {
  heading: number;
  distance: number;
}

export type Action =
  | {
      type: 'move';
      ship: number;
      segments: Segment[];
      /** Start a boarding party if the move rams, or (with the ability) against a ship within S. */
      board?: number;
      /** Tow the derelict whose bow she touches at the end. */
      tow?: number;
      /** With a move-and-shoot ability: the ship to shoot at after moving. */
      shoot?: number;
      /** A ghost ship's choice to be ghostly, with her first action of the turn: she stays so until her next turn. */
      ghostly?: boolean;
      /** Schooner: the heading she pivots to on her stern after the move. */
      pivot?: number;
    }
  | {
      type: 'shoot';
      ship: number;
      target: number;
      broadside?: boolean;
      doubleRange?: boolean;
      /** With "after this ship resolves a shoot action, she may move as a free action": that move. */
      then?: Segment[];
      /** A chainshot or stinkpot, and the mast whose cannon fires it (declared before the roll). */
      special?: { kind: 'chainshot' | 'stinkpot'; cannon: number };
    }
  | { type: 'sacrifice-crew'; ship: number; crew: number }
  | { type: 'mark-explored'; ship: number; island: number }
  | { type: 'trade-treasure'; ship: number; target: number }
  | { type: 'explore'; ship: number }
  | { type: 'repair'; ship: number }
  | { type: 'come-about'; ship: number }
  | { type: 'untangle'; ship: number }
  | { type: 'scuttle'; ship: number }
  | { type: 'scavenge'; ship: number }
  | { type: 'buy'; ship: number }
  | { type: 'hire'; crew: number; ship: number }
  /** Daniel's "Towing can be terminated at any time": a free action leaving the tow where she is. */
  | { type: 'drop-tow'; ship: number }
  | { type: 'end-turn' };

export interface Game {
  state: GameState;
  dice: Dice;
  /** Events recorded, or null when nobody will read them (the simulator's hot path). */
  log: GameEvent[] | null;
  /** Who answers the decisions the rules give a player mid-action (./choices.ts); unset, the automatic answer. */
  choose?: Chooser;
}

export function emit(game: Game, e: GameEvent): void {
  applyEvent(game.state, e);
  if (game.log) game.log.push(e);
}

/** An action or answer the rules refuse, thrown by `perform`; `refusal` says why, in code and in words. */
export class RuleError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'RuleError';
  }
}

const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);

type OneOf = Extract<Choice, { kind: 'mast' | 'crew' | 'board-back' }>;
type SomeOf = Extract<Choice, { max: number }>;

/**
 * Puts a choice to player `by` through `game.choose`. Callers build the choice only when a chooser is set, so the
 * simulator, which has none, allocates nothing for it. An answer outside the options is refused mid-action: the
 * table resolves on a copy of the state and throws the copy away.
 */
function askOne(game: Game, choice: OneOf, by: PlayerIndex, auto: number): number {
  const answer: unknown = game.choose!(choice, by, auto);
  if (typeof answer !== 'number' || !(choice.options as number[]).includes(answer)) {
    throw new RuleError(refuse('bad-choice', `The answer to this ${choice.kind} choice must be one of ${choice.options.join(', ')}.`));
  }
  return answer;
}

function askSome(game: Game, choice: SomeOf, by: PlayerIndex, auto: number[]): number[] {
  const answer: unknown = game.choose!(choice, by, auto);
  const ok =
    Array.isArray(answer) &&
    answer.length <= choice.max &&
    answer.every((a, i) => choice.options.includes(a) && answer.indexOf(a) === i);
  if (!ok) throw new RuleError(refuse('bad-choice', `The answer to this ${choice.kind} choice must be up to ${choice.max} of ${choice.options.join(', ')}, each once.`));
  return answer as number[];
}

function standingMasts(s: Ship): number[] {
  const masts: number[] = [];
  for (let i = 0; i < s.up.length; i++) if (s.up[i]) masts.push(i);
  return masts;
}

/** A mast `s` loses, picked by `by` (her owner unless an attacker's ability picks): 001 "the defender chooses". */
function loseMast(game: Game, s: Ship, by: PlayerIndex, attackerChooses = false): void {
  const auto = mastToLose(s, attackerChooses);
  const mast = game.choose ? askOne(game, { kind: 'mast', ship: s.id, options: standingMasts(s) }, by, auto) : auto;
  emit(game, { type: 'mast', ship: s.id, mast, up: false });
}

/** One crew of `s` eliminated, picked by her owner (001 "The loser of the boarding party chooses which crew"). */
function loseChosenCrew(game: Game, s: Ship, by: PlayerIndex | -1): void {
  const auto = cheapestCrew(s);
  const index = game.choose ? askOne(game, { kind: 'crew', ship: s.id, options: s.crew.map((_, i) => i) }, s.owner, auto) : auto;
  loseCrew(game, s, index, by);
}

/** Player `p` has looked at `ids` (face down to everyone else until they are unloaded, 001 "Exploring"). */
function see(game: Game, p: PlayerIndex, ids: number[]): void {
  const t = game.state.treasures;
  for (const id of ids) {
    if (!t[id].seenBy[p]) {
      emit(game, { type: 'treasure-seen', player: p, ids });
      return;
    }
  }
}

/**
 * "Once per turn, you may reroll any die roll you make for this ship; you must use the second die roll result": the
 * engine rerolls the first result of the turn that is not what she wanted (`rollShots` does the same for cannons).
 * The rolls made for the table rather than for a ship (terrain ratings, fog banks, icebergs) take no reroll.
 */
function reroll(game: Game, s: Ship, roll: number): number {
  if (!s.abilities.reroll || s.usedOnce & ONCE.reroll) return roll;
  emit(game, { type: 'used-once', ship: s.id, ability: ONCE.reroll });
  return game.dice.d6();
}

function rollFor(game: Game, s: Ship, wanted: (roll: number) => boolean): number {
  const roll = game.dice.d6();
  return wanted(roll) ? roll : reroll(game, s, roll);
}

/** The base move a ship has now, as legs: printed legs, bonuses, towing, derelict and full-cargo rules. */
export function baseMove(state: GameState, s: Ship): ('S' | 'L')[] {
  const a = s.abilities;
  // Towing makes her base move S (001 "Tow"); Daniel's rules also forbid anything modifying it.
  if (s.towing >= 0 && state.rules.towLockedAtS) return ['S'];
  if (isDerelict(s)) return a.derelictMove ? [a.derelictMove] : [];
  if (a.fullCargoSlow && s.cargo > 0 && freeCargo(state, s) <= 0) return ['S'];
  const legs: ('S' | 'L')[] = s.towing >= 0 ? ['S'] : [...s.legs];
  for (const b of a.moveBonuses) {
    if (b.condition === 'all-masts' && s.masts < s.cannons.length) continue;
    if (b.condition === 'no-cargo' && (s.treasure.length > 0)) continue;
    if (b.condition === 'captain' && !a.hasCaptain) continue;
    legs.push(b.leg);
  }
  return legs;
}

function actionsLeft(s: Ship): number {
  return 1 + s.extraActions - s.actions;
}

/** Why a ship cannot be given a non-free action now, or null. */
function actionProblem(state: GameState, player: PlayerIndex, s: Ship | undefined, kind: ActionBit): Refusal | null {
  if (!s || !s.inPlay || s.sunk) return refuse('no-such-ship', 'There is no such ship in play.');
  if (s.owner !== player) return refuse('not-your-ship', `${s.name} is not in your fleet.`);
  if (s.actions >= 2) return refuse('action-limit', `${s.name} has already been given two actions this turn (001: never more than two).`);
  if (actionsLeft(s) <= 0) return refuse('action-limit', `${s.name} has already been given her action this turn.`);
  if (s.actions > 0) {
    // A second action is another kind, unless the ability that gave it says "the same action twice": then only that.
    const again = (s.actionKinds & kind) !== 0;
    if (again && !s.repeatActions) return refuse('same-action', `${s.name} has already been given that action this turn.`);
    if (!again && s.extraActions === s.repeatActions) return refuse('same-action', `${s.name} may only be given the same action again this turn.`);
  }
  if (s.tangled && kind !== ACTION.untangle) return refuse('restricted', `${s.name} is tangled in a Sargasso Sea: her action can only try to free her.`);
  if (s.seaCreature && kind !== ACTION.move && kind !== ACTION.shoot) return refuse('restricted', 'Sea creatures can be given only move and shoot actions.');
  if (s.towedBy >= 0) return refuse('restricted', `${s.name} is being towed.`);
  if (s.mustLeave && kind !== ACTION.move) return refuse('restricted', `${s.name} must leave the enemy home island she raided.`);
  return null;
}

/**
 * Why the segments do not fit the legs, or null: each segment no longer than a leg of its own, and (`exact`) each
 * using all of one. Legs are S or L, so counting them is enough: no segment over L, no more over S than there are L
 * legs; and, exact, at least as many full L segments as L legs and none short of S. Nothing allocated on the way.
 */
function legsProblem(s: Ship, legs: readonly ('S' | 'L')[], segments: readonly Segment[], exact: boolean): Refusal | null {
  let longLegs = 0;
  for (const l of legs) if (l === 'L') longLegs++;
  let overShort = 0;
  let fullLong = 0;
  let tooLong = segments.length > legs.length;
  let backwards = false;
  let short = false;
  for (const g of segments) {
    const d = g.distance;
    if (d < 0) backwards = true;
    if (d > LEG_LENGTH.S + 1e-9) overShort++;
    if (d > (longLegs ? LEG_LENGTH.L : LEG_LENGTH.S) + 1e-9) tooLong = true;
    if (d >= LEG_LENGTH.L - 1e-9) fullLong++;
    if (d < LEG_LENGTH.S - 1e-9) short = true;
  }
  if (tooLong || overShort > longLegs) return refuse('move-too-long', `${s.name}'s base move is ${legs.join('+')}: each segment must fit one of those lengths.`);
  if (backwards) return refuse('bad-move', 'A segment cannot be sailed backwards.');
  if (exact && (segments.length !== legs.length || fullLong < longLegs || short)) return refuse('move-too-short', `${s.name}'s base move is ${legs.join('+')}, and all of it must be used.`);
  return null;
}

function ownShipProblem(player: PlayerIndex, s: Ship | undefined): Refusal | null {
  if (!s || s.sunk || !s.inPlay) return refuse('no-such-ship', 'There is no such ship in play.');
  return s.owner === player ? null : refuse('not-your-ship', `${s.name} is not in your fleet.`);
}

export function checkAction(state: GameState, player: PlayerIndex, action: Action): Refusal | null {
  if (state.over) return refuse('game-over', 'The game is over.');
  if (state.active !== player) return refuse('not-your-turn', 'It is not your turn.');
  if (action.type === 'end-turn') return null;
  const s = state.ships[action.ship];
  switch (action.type) {
    case 'move': {
      const p = actionProblem(state, player, s, ACTION.move);
      if (p) return p;
      if (s.pinnedBy >= 0) return refuse('pinned', `${s.name} is pinned and cannot move until the ship pinning her moves away.`);
      if (s.chained === 2) return refuse('chained', `${s.name} was hit by a chainshot and cannot move this turn.`);
      if (s.lost && action.segments.length === 0) return null;
      const legs = baseMove(state, s);
      if (legs.length === 0) return refuse('derelict', `${s.name} is derelict and cannot move.`);
      if (action.segments.some((g) => !Number.isFinite(g.heading) || !Number.isFinite(g.distance))) return refuse('bad-move', 'A segment needs a heading and a distance.');
      const legsBad = legsProblem(s, legs, action.segments, state.rules.mustMoveFullDistance);
      if (legsBad) return legsBad;
      if (action.shoot !== undefined && !(s.abilities.moveAndShoot && !s.seaCreature)) return refuse('no-ability', `${s.name} cannot move and shoot with the same action.`);
      if (action.pivot !== undefined && !s.abilities.schooner) return refuse('no-ability', 'Only a schooner may pivot on her stern after moving.');
      if (action.ghostly && !s.abilities.ghost) return refuse('no-ability', 'Only a ghost ship may be ghostly.');
      if (action.ghostly && !s.ghostly && s.actions > 0) return refuse('not-now', `${s.name} can become ghostly only at the beginning of her turn.`);
      // A ship coming out of a fog bank is placed by a die first, so where she ends cannot be known before the roll.
      if ((action.ghostly || s.ghostly) && !s.lost && ghostlyOverlap(state, s, action.segments)) {
        return refuse('blocked', 'A ghostly ship may not end her move overlapping an island or another ship.');
      }
      return null;
    }
    case 'shoot': {
      const p = actionProblem(state, player, s, ACTION.shoot);
      if (p) return p;
      const t = state.ships[action.target];
      if (!t) return refuse('no-such-target', 'There is no such target.');
      if (isDerelict(s) && s.abilities.extraCannons.length === 0) return refuse('derelict', `${s.name} is derelict: she can be given only explore or repair actions.`);
      const problem = targetProblem(state, s, t);
      if (problem) return problem;
      if (action.special) {
        const { kind, cannon } = action.special;
        const c = s.cannons[cannon];
        if (!s.abilities[kind]) return refuse('no-ability', `${s.name} has no ${kind}.`);
        if (s.usedOnce & ONCE.specialShot) return refuse('used-this-turn', `${s.name} has already fired her ${kind} this turn.`);
        if (!c || !s.up[cannon]) return refuse('no-such-target', `The ${kind} must be fired by one of her standing cannons.`);
        if (distanceToShip(t, mastX(s, cannon), mastY(s, cannon)) > LEG_LENGTH.S + 1e-9) return refuse('out-of-range', `A ${kind} reaches only targets within S.`);
      }
      if (action.then) {
        if (!s.abilities.moveAfterShoot) return refuse('no-ability', `${s.name} cannot move after shooting.`);
        if (s.pinnedBy >= 0) return refuse('pinned', `${s.name} is pinned and cannot move after shooting.`);
        const legsBad = legsProblem(s, baseMove(state, s), action.then, state.rules.mustMoveFullDistance);
        if (legsBad) return legsBad;
      }
      return gunsOn(state, s, t, action.doubleRange === true && s.abilities.doubleRangeNeed > 0, guns).length
        ? null
        : refuse('out-of-range', `No cannon of ${s.name} has ${t.name} in range along a clear line of fire.`);
    }
    case 'explore': {
      const p = actionProblem(state, player, s, ACTION.explore);
      if (p) return p;
      if (state.rules.scavenge) return refuse('not-allowed-by-rules', "Daniel's rules have no explore action: scavenge instead.");
      return exploreProblem(state, s, false);
    }
    case 'repair': {
      const p = actionProblem(state, player, s, ACTION.repair);
      if (p) return p;
      if (state.rules.scavenge) return refuse('not-allowed-by-rules', "Daniel's rules have no repair action: scavenge instead.");
      if (s.masts >= s.cannons.length) return refuse('nothing-to-repair', `${s.name} has all of her masts.`);
      const atHome = s.docked >= 0 && state.islands[s.docked].home === s.owner;
      if (!atHome && !s.abilities.repairAnywhere) return refuse('not-docked', `${s.name} can repair only while docked at her home island.`);
      return null;
    }
    case 'come-about': {
      if (!state.rules.comeAbout) return refuse('not-allowed-by-rules', 'This ruleset has no come about.');
      const p = actionProblem(state, player, s, ACTION.move);
      if (p) return p;
      if (s.pinnedBy >= 0) return refuse('pinned', `${s.name} is pinned and cannot turn.`);
      if (isDerelict(s)) return refuse('derelict', `${s.name} is derelict and cannot turn.`);
      return swingBlocked(state, s, s.length / 2, s.heading + 180) ? refuse('blocked', `${s.name} cannot come about: her hull would swing into an island or a ship.`) : null;
    }
    case 'untangle': {
      const p = actionProblem(state, player, s, ACTION.untangle);
      if (p) return p;
      return s.tangled ? null : refuse('nothing-to-do', `${s.name} is not tangled.`);
    }
    case 'sacrifice-crew': {
      const p = ownShipProblem(player, s);
      if (p) return p;
      if (!s.abilities.crewForAction) return refuse('no-ability', `${s.name} cannot trade a crew for an action.`);
      if (s.usedOnce & ONCE.crewForAction) return refuse('used-this-turn', `${s.name} has already traded a crew for an action this turn.`);
      if (!s.crew[action.crew]) return refuse('no-such-target', `${s.name} has no such crew.`);
      return s.abilities.crewProtected ? refuse('crew-protected', `${s.name}'s crew cannot be eliminated.`) : null;
    }
    case 'mark-explored': {
      const p = ownShipProblem(player, s);
      if (p) return p;
      if (!s.abilities.markExplored) return refuse('no-ability', `${s.name} cannot mark an island explored.`);
      if (s.usedOnce & ONCE.markExplored) return refuse('used-this-turn', `${s.name} has already marked an island explored this turn.`);
      const isl = state.islands[action.island];
      if (!isl) return refuse('no-such-target', 'There is no such island.');
      if (isl.home !== -1) return refuse('wrong-island', 'Only a wild island can be marked explored.');
      return distanceToShip(s, isl.x, isl.y) - isl.r > LEG_LENGTH.S + 1e-9 ? refuse('out-of-range', `${s.name} must be within S of the island.`) : null;
    }
    case 'trade-treasure': {
      const p = ownShipProblem(player, s);
      if (p) return p;
      if (!s.abilities.tradeTreasure) return refuse('no-ability', `${s.name} cannot trade treasure.`);
      if (s.usedOnce & ONCE.trade) return refuse('used-this-turn', `${s.name} has already traded treasure this turn.`);
      const t = state.ships[action.target];
      if (!t || t.sunk || !t.inPlay) return refuse('no-such-target', 'There is no such ship in play.');
      if (t.owner === player) return refuse('bad-target', 'She can trade only with an enemy ship.');
      if (!s.treasure.length || !t.treasure.length) return refuse('nothing-to-do', 'Both ships must carry treasure to trade.');
      return within(s, t, LEG_LENGTH.S) ? null : refuse('out-of-range', `${t.name} is not within S.`);
    }
    case 'scuttle':
      if (!s || s.sunk) return refuse('no-such-ship', 'There is no such ship in play.');
      if (s.owner !== player) return refuse('not-your-ship', 'You can scuttle only your own ships.');
      if (!isDerelict(s)) return refuse('nothing-to-do', 'Only a derelict can be scuttled.');
      return s.scuttleOn ? refuse('nothing-to-do', `${s.name} is already being scuttled.`) : null;
    case 'scavenge': {
      if (!state.rules.scavenge) return refuse('not-allowed-by-rules', "Scavenging belongs to Daniel's house rules.");
      const p = actionProblem(state, player, s, ACTION.scavenge);
      if (p) return p;
      const island = s.docked >= 0 ? state.islands[s.docked] : null;
      if (island && island.home !== -1 && island.home !== s.owner) return refuse('wrong-island', 'You cannot scavenge at an enemy island.');
      if (!island && !s.abilities.repairAnywhere) return refuse('not-docked', `${s.name} must be docked at a non-enemy island to scavenge.`);
      return null;
    }
    case 'buy': {
      if (!state.rules.shipyard) return refuse('not-allowed-by-rules', "Only Daniel's house rules have a shipyard.");
      if (!s || s.inPlay || s.sunk || s.builtBy !== player) return refuse('no-such-ship', 'That ship is not in your shipyard.');
      const purse = homeGold(state, player);
      return purse < s.points ? refuse('cannot-afford', `${s.name} costs ${s.points} gold; you have ${purse} to spend.`) : null;
    }
    case 'hire': {
      // Daniel "Ship and Crew Purchasing": crew go to a ship docked at home or at a wild island, one crew per ship.
      if (!state.rules.shipyard) return refuse('not-allowed-by-rules', "Only Daniel's house rules have a shipyard.");
      const crew = state.players[player].yardCrew[action.crew];
      if (!crew) return refuse('no-such-target', 'That crew is not in your shipyard.');
      const p = ownShipProblem(player, s);
      if (p) return p;
      const island = s.docked >= 0 ? state.islands[s.docked] : null;
      if (!island) return refuse('not-docked', `${s.name} must be docked at your home island or a wild island.`);
      if (island.home !== -1 && island.home !== player) return refuse('wrong-island', `${s.name} must be docked at your home island or a wild island.`);
      if (s.crew.length > 0) return refuse('ship-full', `${s.name} already carries a crew: one per ship.`);
      const purse = homeGold(state, player);
      return purse < crew.points ? refuse('cannot-afford', `That crew costs ${crew.points} gold; you have ${purse} to spend.`) : null;
    }
    case 'drop-tow': {
      if (!state.rules.towLockedAtS) return refuse('not-allowed-by-rules', "Only Daniel's house rules let a tow be ended.");
      const p = ownShipProblem(player, s);
      if (p) return p;
      return s.towing < 0 ? refuse('nothing-to-do', `${s.name} is not towing.`) : null;
    }
  }
}

function exploreProblem(state: GameState, s: Ship, free: boolean): Refusal | null {
  if (s.docked < 0) return refuse('not-docked', `${s.name} must be docked at a wild island to explore.`);
  const island = state.islands[s.docked];
  if (island.home !== -1) return refuse('wrong-island', 'Only wild islands can be explored.');
  if (!free && s.dockedOnTurn >= state.turn && state.active === s.owner && !(s.actionKinds & ACTION.explore)) {
    // 001 "Exploring": she must begin the turn docked there (free explores and dock-and-explore aside).
    if (s.dockedOnTurn === state.turn) return refuse('not-now', `${s.name} must begin a turn docked at the island to explore it.`);
  }
  return null;
}

export function perform(game: Game, player: PlayerIndex, action: Action): void {
  const refusal = checkAction(game.state, player, action);
  if (refusal) throw new RuleError(refusal);
  resolveChecked(game, player, action);
}

/**
 * Resolves an action `checkAction` has just accepted; the policies check first and so skip checking twice. 001
 * "Winning the Game": "The game ends immediately when one of the following conditions has been met", so the end is
 * checked after every action, not only when a turn ends (a shot that leaves the last enemy ship derelict ends it).
 */
export function resolveChecked(game: Game, player: PlayerIndex, action: Action): void {
  if (action.type === 'end-turn') return endTurn(game);
  resolveAction(game, player, action);
  checkEnd(game);
}

function resolveAction(game: Game, player: PlayerIndex, action: Exclude<Action, { type: 'end-turn' }>): void {
  const state = game.state;
  const s = state.ships[action.ship];
  switch (action.type) {
    case 'move':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.move, free: false });
      return move(game, s, action);
    case 'shoot':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.shoot, free: false });
      shoot(game, s, state.ships[action.target], action.broadside === true, action.doubleRange === true, action.special);
      if (action.then && !s.sunk && !state.over) {
        emit(game, { type: 'action', ship: s.id, kind: ACTION.move, free: true });
        move(game, s, { type: 'move', ship: s.id, segments: action.then });
      }
      return;
    case 'explore':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.explore, free: false });
      return explore(game, s);
    case 'repair':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.repair, free: false });
      return repair(game, s);
    case 'come-about': {
      emit(game, { type: 'action', ship: s.id, kind: ACTION.move, free: false });
      const ux = headingX(s.heading);
      const uy = headingY(s.heading);
      if (s.docked >= 0) emit(game, { type: 'undocked', ship: s.id });
      emit(game, { type: 'moved', ship: s.id, x: s.x - ux * s.length, y: s.y - uy * s.length, heading: (s.heading + 180) % 360 });
      return;
    }
    case 'untangle': {
      emit(game, { type: 'action', ship: s.id, kind: ACTION.untangle, free: false });
      const roll = rollFor(game, s, (r) => r + s.masts > 6);
      if (roll + s.masts > 6) emit(game, { type: 'tangled', ship: s.id, tangled: false });
      return;
    }
    case 'scuttle': {
      const roll = rollFor(game, s, (r) => r >= 5);
      emit(game, { type: 'scuttle-rolled', ship: s.id, roll, sinksOn: roll >= 5 ? state.turn + 1 : 0 });
      return;
    }
    case 'sacrifice-crew':
      emit(game, { type: 'used-once', ship: s.id, ability: ONCE.crewForAction });
      loseCrew(game, s, action.crew, -1);
      emit(game, { type: 'extra-action', ship: s.id, roll: 0, repeat: false });
      return;
    case 'mark-explored': {
      emit(game, { type: 'used-once', ship: s.id, ability: ONCE.markExplored });
      emit(game, { type: 'explored', player, island: action.island });
      const rival = other(player);
      if (state.islands[action.island].explored[rival]) emit(game, { type: 'unexplored', player: rival, island: action.island });
      return;
    }
    case 'trade-treasure': {
      // A random treasure of each, swapped: neither player sees the other's before the trade.
      const t = state.ships[action.target];
      const mine = s.treasure[game.dice.below(s.treasure.length)];
      const theirs = t.treasure[game.dice.below(t.treasure.length)];
      emit(game, { type: 'used-once', ship: s.id, ability: ONCE.trade });
      emit(game, { type: 'treasure-moved', ids: [mine], from: { ship: s.id }, to: { ship: t.id } });
      emit(game, { type: 'treasure-moved', ids: [theirs], from: { ship: t.id }, to: { ship: s.id } });
      see(game, t.owner, [mine]);
      see(game, player, [theirs]);
      return;
    }
    case 'scavenge':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.scavenge, free: false });
      return scavenge(game, s);
    case 'buy':
      return buy(game, player, s);
    case 'hire':
      emit(game, { type: 'hired', player, crew: action.crew, ship: s.id, coins: coinsToPay(state, player, state.players[player].yardCrew[action.crew].points) });
      return;
    case 'drop-tow':
      emit(game, { type: 'tow-dropped', ship: s.id });
      return;
  }
}

function pivot(s: Ship, heading: number): { x: number; y: number } {
  if (s.seaCreature || heading === s.heading) return { x: s.x, y: s.y };
  const half = s.length / 2;
  const mx = s.x - headingX(s.heading) * half;
  const my = s.y - headingY(s.heading) * half;
  return { x: mx + headingX(heading) * half, y: my + headingY(heading) * half };
}

const stop: SegmentStop = { travelled: 0, island: -1, ship: -1, edge: false };
const ghostStop: SegmentStop = { travelled: 0, island: -1, ship: -1, edge: false };

/**
 * Crimson Coast "Ghost Ship": a ghostly ship may not end a move with any part of her overlapping an island or another
 * ship. Nothing on the way stops her but the table's wall, so she ends where her turns and full lengths take her.
 */
function ghostlyOverlap(state: GameState, s: Ship, segments: readonly Segment[]): boolean {
  const end: Ship = { ...s };
  for (const seg of segments) {
    Object.assign(end, pivot(end, seg.heading), { heading: seg.heading });
    const d = sailLimit(state, end, seg.heading, seg.distance, true, ghostStop).travelled;
    end.x += headingX(seg.heading) * d;
    end.y += headingY(seg.heading) * d;
    if (state.edge === 'round') {
      end.x = (end.x + state.area.width) % state.area.width;
      end.y = (end.y + state.area.height) % state.area.height;
    }
  }
  return (
    state.islands.some((isl) => distanceToShip(end, isl.x, isl.y) < isl.r - 1e-9) ||
    state.ships.some((o) => o.id !== s.id && o.id !== s.towing && !o.sunk && o.inPlay && !o.lost && hullGap(end, o) < -1e-9)
  );
}

function move(game: Game, s: Ship, action: Extract<Action, { type: 'move' }>): void {
  const state = game.state;
  if (s.docked >= 0) emit(game, { type: 'undocked', ship: s.id });
  else if (s.pinning >= 0) emit(game, { type: 'unpinned', ship: s.id });
  if (s.mustLeave) emit(game, { type: 'must-leave', ship: s.id, value: false });
  if (s.lost) {
    // 001 "Fog Bank": leaving, she is placed at the numbered edge the die shows, facing away, and sails on from there.
    const fog = state.terrain.find((t) => t.type === 'fog-bank' && Math.hypot(t.x - s.x, t.y - s.y) <= t.r + s.length);
    emit(game, { type: 'lost', ship: s.id, lost: false });
    if (fog) {
      const roll = game.dice.d6();
      const h = (roll - 1) * 60;
      emit(game, { type: 'moved', ship: s.id, x: fog.x + headingX(h) * (fog.r + s.length + TOUCH), y: fog.y + headingY(h) * (fog.r + s.length + TOUCH), heading: h });
    }
  }
  if (action.ghostly && !s.ghostly) emit(game, { type: 'ghostly', ship: s.id });
  const ghostly = s.ghostly;
  const terrainHit = new Set<number>();
  for (const seg of action.segments) {
    if (!ghostly && swingBlocked(state, s, s.length / 2, seg.heading)) break;
    const at = pivot(s, seg.heading);
    if (at.x !== s.x || at.y !== s.y || seg.heading !== s.heading) emit(game, { type: 'moved', ship: s.id, x: at.x, y: at.y, heading: seg.heading });
    sailLimit(state, s, seg.heading, seg.distance, ghostly, stop);
    let d = stop.travelled;
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
      // 001 "Flat Earth": a piece that sails over the edge is removed from the game.
      sink(game, s, -1);
      return;
    }
    if (!s.abilities.ignoreTerrain && !ghostly && applyTerrain(game, s, terrainHit)) break;
    if (s.sunk || s.lost || s.tangled) return;
    if (stop.island >= 0 || stop.ship >= 0 || stop.edge) break;
    d = 0;
  }
  afterMove(game, s, action);
}

function followTow(game: Game, s: Ship): void {
  if (s.towing < 0) return;
  const t = game.state.ships[s.towing];
  const ux = headingX(s.heading);
  const uy = headingY(s.heading);
  emit(game, { type: 'moved', ship: t.id, x: s.x - ux * (s.length + TOUCH / 2), y: s.y - uy * (s.length + TOUCH / 2), heading: s.heading });
}

/** Terrain touched at the end of a segment (001 "Terrain"); true when the move ends there. */
function applyTerrain(game: Game, s: Ship, done: Set<number>): boolean {
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
      case 'iceberg':
        // Whirlpools are optional and the policies never take one; icebergs act at the start of a turn.
        break;
    }
  }
  return false;
}

function afterMove(game: Game, s: Ship, action: Extract<Action, { type: 'move' }>): void {
  const state = game.state;
  if (s.sunk) return;
  // Docking: the bow touches an island at the end of the move (001 "Docking").
  if (!s.seaCreature && !s.ghostly) {
    for (let i = 0; i < state.islands.length; i++) {
      const isl = state.islands[i];
      if (!bowTouchesCircle(s, isl.x, isl.y, isl.r)) continue;
      const enemyHome = isl.home !== -1 && isl.home !== s.owner;
      if (enemyHome && !s.abilities.raidHome) continue;
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
  if (s.abilities.plunderTouching && !(s.usedOnce & ONCE.plunder)) plunder(game, s);
  if (action.shoot !== undefined && !s.sunk) {
    const t = state.ships[action.shoot];
    if (t && !targetProblem(state, s, t)) shoot(game, s, t, false, false);
  }
  if (action.pivot !== undefined && s.abilities.schooner && !s.sunk) {
    // Crimson Coast "Schooner": she rotates on her stern, so her bow swings round it; a docked bow leaves the island.
    const sternX = s.x - headingX(s.heading) * s.length;
    const sternY = s.y - headingY(s.heading) * s.length;
    if (!swingBlocked(state, s, s.length, action.pivot)) {
      if (s.docked >= 0) emit(game, { type: 'undocked', ship: s.id });
      emit(game, { type: 'moved', ship: s.id, x: sternX + headingX(action.pivot) * s.length, y: sternY + headingY(action.pivot) * s.length, heading: action.pivot });
    }
  }
}

function onDock(game: Game, s: Ship, island: number): void {
  const state = game.state;
  const isl = state.islands[island];
  if (isl.home === s.owner) {
    unload(game, s);
    if (s.towing >= 0) unload(game, state.ships[s.towing]);
    return;
  }
  if (isl.home !== -1) {
    // Raiding an enemy home island: load up to the ability's count from the gold unloaded there, then leave.
    const owner = isl.home;
    const loot = [...state.players[owner].home].sort((a, b) => state.treasures[b].value - state.treasures[a].value);
    const room = Math.min(s.abilities.raidHome, freeCargo(state, s));
    const ids = loot.slice(0, Math.max(0, room));
    if (ids.length) {
      emit(game, { type: 'treasure-moved', ids, from: { home: owner }, to: { ship: s.id } });
      see(game, s.owner, ids);
    }
    emit(game, { type: 'must-leave', ship: s.id, value: true });
    return;
  }
  if (state.rules.scavenge) return;
  // 001 "Exploring": docking at an island with your token on it lets you explore as a free action; an Explorer docks and explores in one move.
  if (isl.explored[s.owner] || s.abilities.dockAndExplore) explore(game, s);
}

function unload(game: Game, s: Ship): void {
  const state = game.state;
  const gold = s.treasure.filter((t) => state.treasures[t].value > 0);
  if (!gold.length) return;
  if (s.abilities.unloadBonus) {
    const best = gold.reduce((a, b) => (state.treasures[b].value > state.treasures[a].value ? b : a));
    emit(game, { type: 'treasure-value', id: best, value: state.treasures[best].value + s.abilities.unloadBonus });
  }
  emit(game, { type: 'treasure-moved', ids: gold, from: { ship: s.id }, to: { home: s.owner } });
  // "When you dock at your home island and unload them, turn them over" (001 "Exploring"): face up for both. Daniel's
  // gold at home is "the player's secret, usable Treasure stash" until it is spent or the game ends.
  if (!state.rules.shipyard) {
    see(game, 0, gold);
    see(game, 1, gold);
  }
  // 001 "Winning the Game": the game ends the moment the last gold is unloaded (or, Crimson Coast, half of it).
  checkEnd(game);
}

/**
 * 001 "Exploring": she looks at all the treasure on the island, then her owner picks the coins she has room for (the
 * automatic pick: the most valuable); unique treasure lies face up and goes to the first explorer without asking.
 */
function explore(game: Game, s: Ship): void {
  const state = game.state;
  const island = state.islands[s.docked];
  if (!island) return;
  emit(game, { type: 'explored', player: s.owner, island: s.docked });
  if (!island.treasure.length) return;
  see(game, s.owner, [...island.treasure]);
  const max = Math.max(0, freeCargo(state, s));
  const coins = island.treasure.filter((t) => !state.treasures[t].unique);
  const unique = island.treasure.filter((t) => state.treasures[t].unique);
  const auto = [...coins].sort((a, b) => state.treasures[b].value - state.treasures[a].value).slice(0, max);
  const taken = game.choose ? askSome(game, { kind: 'explore', ship: s.id, island: s.docked, options: coins, max }, s.owner, auto) : auto;
  const ids = [...unique, ...taken];
  if (ids.length) emit(game, { type: 'treasure-moved', ids, from: { island: s.docked }, to: { ship: s.id } });
}

function repair(game: Game, s: Ship): void {
  const i = s.up.findIndex((u) => !u);
  if (i >= 0) emit(game, { type: 'mast', ship: s.id, mast: i, up: true });
}

function scavenge(game: Game, s: Ship): void {
  const state = game.state;
  const island = s.docked >= 0 ? state.islands[s.docked] : null;
  if (island && island.home === -1 && freeCargo(state, s) > 0) {
    const best = [...island.treasure].sort((a, b) => state.treasures[b].value - state.treasures[a].value)[0];
    if (best !== undefined) {
      const ids = [best];
      emit(game, { type: 'treasure-moved', ids, from: { island: s.docked }, to: { ship: s.id } });
      see(game, s.owner, ids);
    }
  }
  const repairs = s.abilities.repairAnywhere && island && island.home === -1 ? 2 : 1;
  for (let k = 0; k < repairs; k++) repair(game, s);
}

function buy(game: Game, player: PlayerIndex, s: Ship): void {
  const state = game.state;
  const home = state.islands.findIndex((i) => i.home === player);
  const isl = state.islands[home];
  const out = Math.atan2(state.area.width / 2 - isl.x, -(state.area.height / 2 - isl.y));
  const h = ((out * 180) / Math.PI + 360 + 180 + 40 * (state.ships.filter((o) => o.owner === player && o.inPlay && !o.sunk).length % 5)) % 360;
  const ux = headingX(h);
  const uy = headingY(h);
  const coins = coinsToPay(state, player, s.points);
  emit(game, { type: 'bought', player, ship: s.id, gold: s.points, coins, x: isl.x - ux * isl.r, y: isl.y - uy * isl.r, heading: h, island: home });
}

/**
 * The coins at home a Daniel purchase spends ("1 gold equates to 1 point value"; no change is given): the fewest
 * coins that pay the price, so that as many coins as can stay unspent keep their +1, then as little over the price
 * as those allow. The fewest are the most valuable ones; each is then swapped, largest first, for the smallest
 * unspent coin that still pays. The caller has checked the purse covers the price.
 */
function coinsToPay(state: GameState, player: PlayerIndex, price: number): number[] {
  const value = (id: number) => state.treasures[id].value;
  const home = [...state.players[player].home].sort((a, b) => value(b) - value(a) || a - b);
  const paid: number[] = [];
  let sum = 0;
  for (const id of home) {
    if (sum >= price) break;
    paid.push(id);
    sum += value(id);
  }
  const rest = home.slice(paid.length).sort((a, b) => value(a) - value(b) || a - b);
  for (let i = 0; i < paid.length; i++) {
    const swap = rest.findIndex((id) => value(id) < value(paid[i]) && sum - value(paid[i]) + value(id) >= price);
    if (swap < 0) continue;
    sum += value(rest[swap]) - value(paid[i]);
    [paid[i], rest[swap]] = [rest[swap], paid[i]];
    rest.sort((a, b) => value(a) - value(b) || a - b);
  }
  return paid;
}

function findRam(state: GameState, s: Ship): Ship | null {
  if (s.seaCreature || isDerelict(s) || s.pinning >= 0) return null;
  for (const t of state.ships) {
    if (t === s || t.sunk || !t.inPlay || t.owner === s.owner || t.seaCreature || t.lost || t.towedBy >= 0 || t.ghostly) continue;
    if (touches(bowGap(s, t))) return t;
  }
  return null;
}

function canBoard(s: Ship, t: Ship): boolean {
  return !s.seaCreature && !t.seaCreature && !t.sunk && !t.lost && t.owner !== s.owner;
}

/** 001 "Ram" (Crimson Coast's roll and Daniel's cost where those rules apply), then an optional boarding party. */
function ram(game: Game, s: Ship, t: Ship, wantsBoard: boolean): void {
  const state = game.state;
  if (state.rules.ramRoll) {
    const harmless = t.abilities.ramProof || t.masts === 0;
    const roll = rollFor(game, s, (r) => harmless || r > t.masts);
    if (roll > t.masts && !harmless) loseMast(game, t, t.owner);
  }
  if (state.rules.ramCostsRammer && s.masts > 0) loseMast(game, s, s.owner);
  // A pin lasts until the other ship has no masts (001 "Pin"), so ramming a derelict pins nobody.
  const pin = !isDerelict(t);
  // 001: the rammer is pinned; Daniel: the rammed ship is.
  const pinned = state.rules.ramCostsRammer ? t : s;
  const other = pinned === s ? t : s;
  if (pin && !pinned.abilities.cannotBePinned && !pinned.ghostly) {
    emit(game, { type: 'pinned', ship: pinned.id, by: other.id });
    if (pinned.abilities.pinnedEliminatesCrew && other.crew.length && !other.abilities.crewProtected) loseChosenCrew(game, other, pinned.owner);
    if (pinned.abilities.pinnedEliminatesMast && other.masts > 0) loseMast(game, other, other.owner);
  }
  // Daniel's rules start no boarding party from a ram; a card that boards "without having to ram" still may.
  if (!state.rules.ramBoards) {
    if (wantsBoard && s.abilities.boardAtRange) board(game, s, t);
    return;
  }
  if (wantsBoard) board(game, s, t);
  else if (canBoard(t, s)) {
    // "The player whose turn it is decides first": the rammer did not board, so the rammed ship's owner may.
    const auto = t.masts >= s.masts && !isDerelict(t) ? 1 : 0;
    const back = game.choose ? askOne(game, { kind: 'board-back', ship: t.id, target: s.id, options: [0, 1] }, t.owner, auto) : auto;
    if (back) board(game, t, s);
  }
}

function cheapestCrew(s: Ship): number {
  let best = 0;
  for (let i = 1; i < s.crew.length; i++) if (s.crew[i].points < s.crew[best].points) best = i;
  return best;
}

function boardingBonus(s: Ship, t: Ship): number {
  let bonus = 0;
  for (const b of s.abilities.boardingBonuses) if (appliesAgainst(b.against, t.nation, false, t.masts < t.cannons.length)) bonus += b.amount;
  return bonus;
}

/** 001 "Board": each side rolls a d6 plus her masts; the higher total takes a treasure or eliminates a crew. */
function board(game: Game, s: Ship, t: Ship): void {
  if (!canBoard(s, t)) return;
  const state = game.state;
  let rs = game.dice.d6();
  let rt = game.dice.d6();
  const bs = s.masts + boardingBonus(s, t);
  // "The boarded ship may not use any boarding bonuses": the ship she boards, not a ship that boards her.
  const bt = t.masts + (s.abilities.denyBoardingBonus ? 0 : boardingBonus(t, s));
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
  if (l.treasure.length && room > 0) {
    // "The winner chooses which treasure to take after looking at the ship's treasure" (001 "Board").
    see(game, w.owner, [...l.treasure]);
    const max = w.abilities.boardTakesAllTreasure ? room : 1;
    const auto = [...l.treasure].sort((x, y) => state.treasures[y].value - state.treasures[x].value).slice(0, max);
    const ids = game.choose ? askSome(game, { kind: 'loot', ship: w.id, from: l.id, options: [...l.treasure], max }, w.owner, auto) : auto;
    if (ids.length) emit(game, { type: 'treasure-moved', ids, from: { ship: l.id }, to: { ship: w.id } });
  } else if (l.crew.length && !l.abilities.crewProtected) {
    // Every crew goes, so there is nothing to choose.
    if (w.abilities.boardEliminatesAllCrew) for (let k = l.crew.length; k > 0; k--) loseCrew(game, l, cheapestCrew(l), w.owner);
    else loseChosenCrew(game, l, w.owner);
  }
}

function loseCrew(game: Game, s: Ship, index: number, by: PlayerIndex | -1): void {
  const crew = s.crew[index];
  emit(game, { type: 'crew-lost', ship: s.id, index });
  // Crimson Coast "Ransom": an eliminated Ransom crew becomes a 1-gold treasure for whoever eliminated it.
  if (crew.ransom && by !== -1 && by !== s.owner) emit(game, { type: 'treasure-created', value: 1, to: { home: by } });
}

function tow(game: Game, s: Ship, t: Ship | undefined): void {
  if (!t || t.sunk || !isDerelict(t) || t.towedBy >= 0 || s.towing >= 0 || s.seaCreature || t.seaCreature || isDerelict(s)) return;
  const o = circleOffset(t, 0);
  const bowX = t.x - headingX(t.heading) * o;
  const bowY = t.y - headingY(t.heading) * o;
  if (!touches(distanceToShip(s, bowX, bowY) - t.radius)) return;
  // Moved to the tower's stern, a derelict rammer has moved away: Daniel's rammed ship is free.
  if (t.pinning >= 0) emit(game, { type: 'unpinned', ship: t.id });
  emit(game, { type: 'towed', ship: s.id, target: t.id });
  followTow(game, s);
}

function plunder(game: Game, s: Ship): void {
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

const guns: Gun[] = [];

export function shoot(game: Game, s: Ship, t: Ship, broadside: boolean, doubled: boolean, special?: { kind: 'chainshot' | 'stinkpot'; cannon: number }): void {
  const state = game.state;
  gunsOn(state, s, t, doubled && s.abilities.doubleRangeNeed > 0, guns);
  if (special) {
    // The declared cannon fires the special shot instead: a hit takes no mast but holds the target still on her next
    // turn (chainshot) or keeps her crew from their abilities then (stinkpot).
    const at = guns.findIndex((g) => g.mast === special.cannon);
    const rank = at >= 0 ? guns.splice(at, 1)[0].rank : s.cannons[special.cannon].rank;
    emit(game, { type: 'used-once', ship: s.id, ability: ONCE.specialShot });
    const hits = (r: number) => r !== 1 && r + cannonBonus(state, s, t) > rank;
    const roll = rollFor(game, s, hits);
    emit(game, { type: 'shot', ship: s.id, target: t.id, rolls: [roll], hits: 0 });
    if (hits(roll)) emit(game, { type: special.kind === 'chainshot' ? 'chained' : 'stunk', ship: t.id });
  }
  if (guns.length === 0) return;
  const useBroadside = broadside && s.abilities.broadsides;
  if (useBroadside) {
    gunsOn(state, s, t, false, guns);
    for (let i = guns.length - 1; i >= 0; i--) if (guns[i].range > LEG_LENGTH.S && distanceToShip(t, s.x, s.y) > LEG_LENGTH.S) guns.splice(i, 1);
    if (!guns.length) return;
  }
  const bonus = useBroadside ? 0 : cannonBonus(state, s, t);
  const outcome = rollShots(s, guns, bonus, game.dice, useBroadside, doubled ? s.abilities.doubleRangeNeed : 0, (e) => emit(game, e));
  emit(game, { type: 'shot', ship: s.id, target: t.id, rolls: outcome.rolls, hits: outcome.hits });
  if (s.abilities.misfireOn && outcome.rolls.includes(s.abilities.misfireOn) && s.masts > 0) {
    loseMast(game, s, s.owner);
  }
  if (outcome.hits > 0) damage(game, s, t, outcome.hits, useBroadside);
}

/** Hits taken: a mast per hit (the defender's pick), a derelict hit sinks her (001 "Sinking a ship"). */
export function damage(game: Game, s: Ship, t: Ship, hits: number, plain: boolean): void {
  let left = hits;
  if (!plain && t.abilities.ignoreFirstHit && !t.ignoredHit && t.masts === t.cannons.length) {
    emit(game, { type: 'hit-ignored', ship: t.id });
    left--;
  }
  if (t.abilities.twoHitsPerMast && !plain) left = Math.floor(left / 2);
  const perHit = s.abilities.doubleDamage && !plain ? 2 : 1;
  if (left > 0 && s.abilities.hitEliminatesCrew && !(s.usedOnce & ONCE.hitCrew) && t.crew.length && !t.abilities.crewProtected) {
    emit(game, { type: 'used-once', ship: s.id, ability: ONCE.hitCrew });
    loseChosenCrew(game, t, s.owner);
  }
  if (left > 0 && s.abilities.hitEliminatesCargo && t.treasure.length) {
    emit(game, { type: 'treasure-moved', ids: [t.treasure[0]], from: { ship: t.id }, to: { lost: true } });
  }
  for (let h = 0; h < left && !t.sunk; h++) {
    if (t.masts === 0) {
      sink(game, t, s.owner);
      if (s.abilities.repairOnSink) repair(game, s);
      break;
    }
    const chooser = s.abilities.attackerChoosesMast ? s.owner : t.owner;
    for (let k = 0; k < perHit && t.masts > 0; k++) loseMast(game, t, chooser, s.abilities.attackerChoosesMast);
    if (t.seaCreature && t.masts === 0) sink(game, t, s.owner);
  }
}

/** A ship sinks with her crew and treasure (001); Crimson Coast splits her gold between owner and shooter. */
export function sink(game: Game, t: Ship, by: PlayerIndex | -1): void {
  const state = game.state;
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
  for (let i = t.crew.length - 1; i >= 0; i--) loseCrew(game, t, i, by);
  emit(game, { type: 'sunk', ship: t.id });
  // Daniel: "Ships that are sunk to the depths are returned to the Shipyard, and are re-purchasable."
  if (state.rules.shipyard) emit(game, { type: 'to-shipyard', ship: t.id });
}

export function startTurn(game: Game, player: PlayerIndex): void {
  const state = game.state;
  const turn = player === state.first ? state.turn + 1 : state.turn;
  emit(game, { type: 'turn-started', player, turn });
  for (const s of state.ships) {
    if (s.owner !== player || s.sunk || !s.inPlay) continue;
    if (s.scuttleOn && s.scuttleOn <= turn && s.towedBy < 0) sink(game, s, -1);
    if (s.abilities.extraActionFaces.length && !s.sunk && !isDerelict(s)) {
      // "Once per turn before you give this ship an action, roll a d6. On a 5 or 6 ..."
      const roll = rollFor(game, s, (r) => s.abilities.extraActionFaces.includes(r));
      if (s.abilities.extraActionFaces.includes(roll)) emit(game, { type: 'extra-action', ship: s.id, roll, repeat: s.abilities.extraActionRepeats });
    }
  }
  icebergs(game);
  checkEnd(game);
}

/** 001 "Iceberg": a d6 each turn; icebergs showing that number drift S in a rolled direction, striking what they touch. */
function icebergs(game: Game): void {
  const state = game.state;
  if (!state.terrain.some((t) => t.type === 'iceberg' && !t.grounded)) return;
  const roll = game.dice.d6();
  state.terrain.forEach((t, i) => {
    if (t.type !== 'iceberg' || t.grounded || t.drift !== roll) return;
    const h = (game.dice.d6() - 1) * 60;
    const x = t.x + headingX(h);
    const y = t.y + headingY(h);
    const grounded = state.islands.some((isl) => Math.hypot(isl.x - x, isl.y - y) <= isl.r + t.r);
    emit(game, { type: 'terrain-moved', terrain: i, x, y, grounded });
    for (const s of state.ships) {
      if (s.sunk || !s.inPlay || !touchesCircle(s, x, y, t.r) || s.masts === 0) continue;
      loseMast(game, s, s.owner);
      if (s.seaCreature && s.masts === 0) sink(game, s, -1);
    }
  });
}

export function endTurn(game: Game): void {
  const state = game.state;
  checkEnd(game);
  if (state.over) return;
  const next = other(state.active);
  if (next === state.first && state.turn >= state.maxTurns) {
    emit(game, { type: 'game-over', winner: -1, reason: 'turn-cap' });
    return;
  }
  startTurn(game, next);
}

/** Whether a player can still give a move action to one of her pieces, now or after a repair. */
function canStillMove(state: GameState, p: PlayerIndex): boolean {
  for (const s of state.ships) {
    if (s.owner !== p || s.sunk || !s.inPlay || s.wrecked) continue;
    if (!isDerelict(s) || s.abilities.derelictMove) return true;
    const atHome = s.docked >= 0 && state.islands[s.docked].home === p;
    if (atHome || s.abilities.repairAnywhere || (state.rules.scavenge && s.docked >= 0)) return true;
  }
  return false;
}

/** Whether gold is still to be won: on wild islands or aboard ships that are not wrecked or lost. */
function goldInPlay(state: GameState): boolean {
  for (const i of state.islands) if (i.home === -1) for (const t of i.treasure) if (state.treasures[t].value > 0) return true;
  for (const s of state.ships) if (!s.sunk && !s.wrecked) for (const t of s.treasure) if (state.treasures[t].value > 0) return true;
  return false;
}

function wildIslandsEmpty(state: GameState): boolean {
  for (const i of state.islands) if (i.home === -1 && i.treasure.length > 0) return false;
  return true;
}

/** 001: the gold at home. Daniel's "Victory Condition": spent coins at face value, unspent treasure at home +1 each. */
export function score(state: GameState, p: PlayerIndex): number {
  const gold = goldCollected(state, p);
  return state.rules.plusOneScoring ? gold + state.players[p].home.length : gold;
}

function checkEnd(game: Game): void {
  const state = game.state;
  if (state.over) return;
  if (state.rules.winAtHalf) {
    if (homeGold(state, 0) * 2 > state.startingGold) return emit(game, { type: 'game-over', winner: 0, reason: 'half-the-gold' });
    if (homeGold(state, 1) * 2 > state.startingGold) return emit(game, { type: 'game-over', winner: 1, reason: 'half-the-gold' });
  }
  let reason: GameState['endReason'] = '';
  if (state.rules.endWhenWildIslandsEmpty) {
    if (wildIslandsEmpty(state)) reason = 'wild-islands-empty';
  } else if (!goldInPlay(state)) reason = 'all-gold-home';
  else {
    const first = canStillMove(state, 0);
    const second = canStillMove(state, 1);
    if (!first && !second) reason = 'no-fleet-left';
    else if (!first || !second) reason = 'one-fleet-left';
  }
  if (reason) emit(game, { type: 'game-over', winner: winnerOf(state), reason });
}

/** Most gold home wins; ties go to gold aboard remaining ships, then masts standing, then points in play (001). */
export function winnerOf(state: GameState): -1 | PlayerIndex {
  const keys = ([0, 1] as const).map((p) => {
    const ships = state.ships.filter((s) => s.owner === p && !s.sunk && s.inPlay);
    return [
      score(state, p),
      ships.reduce((g, s) => g + goldAboard(state, s), 0),
      ships.reduce((m, s) => m + s.masts, 0),
      ships.reduce((m, s) => m + s.points, 0),
    ];
  });
  for (let k = 0; k < 4; k++) {
    if (keys[0][k] !== keys[1][k]) return keys[0][k] > keys[1][k] ? 0 : 1;
  }
  return -1;
}
