import { economyProblem } from './economy/economy-check';
import { crewAboardProblem, crewCostsNothing } from './state/crew-aboard';
import { repairsWithGoods } from './economy/resources';
import { militaryPortAt } from './state/economy';
import { LEG_LENGTH } from '@/lib/cards/move';
import { MARK, SPECIAL_BITS } from './abilities/ability-flags';
import type { Action } from './core/actions';
import { ACTION, type ActionBit, ONCE } from './state/events';
import { distanceToShip, swingBlocked, touching, within } from './hull/hull';
import { ghostlyOverlap } from './movement/movement';
import { type Refusal, refuse } from './core/refusal';
import { gunsOn, mastX, mastY, targetProblem } from './combat/shoot';
import { buildProblem, fortShootProblem, fortText, shootFortProblem } from './combat/forts';
import { brewProblem, smokeProblem } from './terrain/smoke';
import { currentSpotProblem, mayGainCurrent } from './terrain/currents';
import { baseMove, legsProblem } from './movement/base-move';
import { says as textSays, soakedPowder } from './treasure/treasure-text';
import type { EffectKind } from '@/lib/cards/abilities/effects';
import { crewCount, faceUpToAll, freeCargo, type GameState, homeGold, isDerelict, lookPlace, lostIn, nationOf, ownFortAt, type PlayerIndex, type Ship, staysAboard } from './state/state';

/**
 * Whether the rules allow an action now, and if not why (./core/refusal.ts): whose turn and whose ship, how many actions
 * she has had, what her state allows, whether the move fits her base move and the shot her guns. Pure: nothing is
 * changed and no die is rolled, so the table can ask it for every action it lists.
 */



/** Her own extra actions, or the fleet's second action when she has none and one is left (0 or 1). */
function extraActions(state: GameState, s: Ship): number {
  return s.extraActions || (state.players[s.owner].extraActions > 0 ? 1 : 0);
}

/** The extra actions of kind `bit` she has this turn, counted once an action of that kind is, or would be, among hers. */
function boostFor(s: Ship, kind: ActionBit, bit: ActionBit, extra: number): number {
  return extra > 0 && (kind === bit || (s.actionKinds & bit) !== 0) ? extra : 0;
}

/** Why a ship cannot be given a non-free action now, or null. */
function actionProblem(state: GameState, player: PlayerIndex, s: Ship | undefined, kind: ActionBit): Refusal | null {
  if (!s || !s.inPlay || s.sunk) return refuse('no-such-ship', 'There is no such ship in play.');
  if (s.owner !== player) return refuse('not-your-ship', `${s.name} is not in your fleet.`);
  if (s.actions >= 2 && s.actionKinds === 0) return refuse('restricted', `${s.name} was bought this turn: a ship bought "cannot take an action until the next turn" (000).`);
  if (s.actions >= 2) return refuse('action-limit', `${s.name} has already been given two actions this turn (001: never more than two).`);
  const extra = extraActions(state, s);
  // "An extra shoot action that turn" (or move action): one more action once one of that kind is among hers, counted
  // as that one, so her own action stays free for anything.
  const powder = boostFor(s, kind, ACTION.shoot, s.boostShots) + boostFor(s, kind, ACTION.move, s.boostMoves);
  if (1 + extra + powder - s.actions <= 0) return refuse('action-limit', `${s.name} has already been given her action this turn.`);
  if (s.actions > 0 && !powder) {
    // A second action is another kind, unless the ability that gave it says "the same action twice": then only that.
    const again = (s.actionKinds & kind) !== 0;
    if (again && !s.repeatActions) return refuse('same-action', `${s.name} has already been given that action this turn.`);
    if (!again && extra === s.repeatActions) return refuse('same-action', `${s.name} may only be given the same action again this turn.`);
  }
  if (s.tangled && kind !== ACTION.untangle) return refuse('restricted', `${s.name} is tangled in a Sargasso Sea: her action can only try to free her.`);
  if (s.seaCreature && kind !== ACTION.move && kind !== ACTION.shoot) return refuse('restricted', 'Sea creatures can be given only move and shoot actions.');
  if (s.submerged && kind !== ACTION.move) return refuse('restricted', `${s.name} is submerged: she can only move.`);
  if (s.towedBy >= 0) return refuse('restricted', `${s.name} is being towed.`);
  if (s.idleNow) return refuse('restricted', `${s.name} may not be given an action this turn: a treasure she revealed keeps her idle, or one handed to her ended her turn.`);
  if (s.mustLeave && kind !== ACTION.move) return refuse('restricted', `${s.name} must leave the island she lies at.`);
  if (s.docked >= 0 && kind !== ACTION.move && kind !== ACTION.repair && state.islands[s.docked].home !== -1 && state.islands[s.docked].home !== s.owner) {
    return refuse('restricted', `${s.name} is docked at an enemy home island: she may only repair there, or sail away.`);
  }
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
  if (action.type === 'fort-shoot') return fortShootProblem(state, player, action.fort, action.target);
  // Economy Edition's two actions without a ship read `ships[undefined]`, nothing; their cases come last in the switch,
  // so the actions every game gives (moves, shots) are told apart from the rest as quickly as before.
  const s = state.ships[(action as { ship?: number }).ship as number];
  switch (action.type) {
    case 'move': {
      const p = actionProblem(state, player, s, ACTION.move);
      if (p) return p;
      if (s.pinnedBy >= 0) return refuse('pinned', `${s.name} is pinned and cannot move until the ship pinning her moves away.`);
      if (s.chained === 2) return refuse('chained', `${s.name} was hit by a chainshot and cannot move this turn.`);
      if (action.fog !== undefined) {
        if (!s.abilities.fogHop) return refuse('no-ability', `${s.name} can leave only the fog bank she is lost in.`);
        if (!s.lost) return refuse('not-now', `${s.name} is not lost in a fog bank.`);
        const fog = state.terrain[action.fog];
        if (!fog || fog.type !== 'fog-bank') return refuse('no-such-target', 'There is no such fog bank.');
        if (fog === lostIn(state, s)) return refuse('bad-target', 'That is the fog bank she is lost in: leave it without naming it.');
      }
      if (s.lost && action.segments.length === 0) return null;
      const legs = baseMove(state, s);
      if (legs.length === 0) return refuse('derelict', `${s.name} is derelict and cannot move.`);
      if (action.segments.some((g) => !Number.isFinite(g.heading) || !Number.isFinite(g.distance))) return refuse('bad-move', 'A segment needs a heading and a distance.');
      // A friendly trade current she may touch on the way gives one more S leg, sailed only if she does (./terrain/currents.ts).
      const allowed = !state.rules.mustMoveFullDistance && mayGainCurrent(state, s) ? [...legs, 'S' as const] : legs;
      const legsBad = legsProblem(s, allowed, action.segments, state.rules.mustMoveFullDistance);
      if (legsBad) return legsBad;
      if (action.shoot !== undefined && !(s.abilities.moveAndShoot && !s.seaCreature)) return refuse('no-ability', `${s.name} cannot move and shoot with the same action.`);
      if (action.pivot !== undefined && !s.abilities.schooner) return refuse('no-ability', 'Only a schooner or a longship may pivot on her stern after moving.');
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
      if (isDerelict(s) && s.abilities.extraCannons.length === 0 && s.forged.length === 0) return refuse('derelict', `${s.name} is derelict: she can be given only explore or repair actions.`);
      const problem = targetProblem(state, s, t);
      if (problem) return problem;
      if (action.special) {
        const { kind, cannon } = action.special;
        const c = s.cannons[cannon];
        if (!s.abilities[kind]) return refuse('no-ability', `${s.name} has no ${kind}.`);
        if (s.usedOnce & (kind === 'firepot' ? ONCE.firepot : ONCE.specialShot)) return refuse('used-this-turn', `${s.name} has already fired her ${kind} this turn.`);
        if (!c || !s.up[cannon]) return refuse('no-such-target', `The ${kind} must be fired by one of her standing cannons.`);
        // Equipment's shots fly as far as the cannon firing them reaches; a crew's only within S.
        if (s.abilities.specialAnyRange & SPECIAL_BITS[kind]) {
          if (!gunsOn(state, s, t, false, []).some((g) => g.mast === cannon)) return refuse('out-of-range', `That cannon of ${s.name} does not have ${t.name} in range along a clear line of fire.`);
        } else if (distanceToShip(t, mastX(s, cannon), mastY(s, cannon)) > LEG_LENGTH.S + 1e-9) return refuse('out-of-range', `A ${kind} reaches only targets within S.`);
      }
      if (action.then) {
        if (!s.abilities.moveAfterShoot) return refuse('no-ability', `${s.name} cannot move after shooting.`);
        if (s.pinnedBy >= 0) return refuse('pinned', `${s.name} is pinned and cannot move after shooting.`);
        const legsBad = legsProblem(s, baseMove(state, s), action.then, state.rules.mustMoveFullDistance);
        if (legsBad) return legsBad;
      }
      return gunsOn(state, s, t, action.doubleRange === true && s.abilities.doubleRangeNeed > 0, []).length
        ? null
        : refuse('out-of-range', `No cannon of ${s.name} has ${t.name} in range along a clear line of fire.`);
    }
    case 'smokepot': {
      const p = actionProblem(state, player, s, ACTION.shoot);
      if (p) return p;
      if (isDerelict(s)) return refuse('derelict', `${s.name} is derelict: she can be given only explore or repair actions.`);
      if (s.abilities.noShooting) return refuse('restricted', `${s.name} cannot be given shoot actions.`);
      if (s.lost) return refuse('bad-target', 'Ships lost in a fog bank cannot shoot.');
      const smoke = smokeProblem(state, s, action.cannon, action.x, action.y);
      if (smoke || action.target === undefined) return smoke;
      const t = state.ships[action.target];
      if (!t) return refuse('no-such-target', 'There is no such target.');
      const problem = targetProblem(state, s, t);
      if (problem) return problem;
      // Her other cannons fire at the target: one of them must reach her.
      return gunsOn(state, s, t, false, []).some((g) => g.mast !== action.cannon)
        ? null
        : refuse('out-of-range', `No other cannon of ${s.name} has ${t.name} in range along a clear line of fire.`);
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
      if (!s.up.some((u, i) => !u && !s.fire[i]) && soakedPowder(state, s) < 0) return refuse('nothing-to-repair', s.masts < s.cannons.length ? `${s.name}'s felled masts are on fire: put the fire out first.` : `${s.name} has all of her masts.`);
      const isl = s.docked >= 0 ? state.islands[s.docked] : null;
      const atHome = isl !== null && (isl.home === s.owner || ownFortAt(state, s.docked, s.owner) !== null || militaryPortAt(state, s.docked, s.owner) || (isl.home !== -1 && (s.abilities.marks & MARK.marque) !== 0));
      if (!atHome && !s.abilities.repairAnywhere && !repairsWithGoods(state, s)) return refuse('not-docked', `${s.name} can repair only while docked at her home island or one of your forts.`);
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
    case 'submerge': {
      const p = ownShipProblem(player, s);
      if (p) return p;
      if (!s.abilities.submarine && !s.abilities.seaMonster) return refuse('no-ability', 'Only a submarine or a sea monster can submerge.');
      if (s.actions > 0 || s.actionKinds !== 0 || s.usedOnce & ONCE.submerge) return refuse('not-now', `${s.name} dives or surfaces only as her turn begins.`);
      if (action.submerged === s.submerged) return refuse('nothing-to-do', `${s.name} is already ${s.submerged ? 'submerged' : 'on the surface'}.`);
      if (action.submerged && s.docked >= 0) return refuse('restricted', `Submerged, ${s.name} cannot be docked: she must leave the island first.`);
      return null;
    }
    case 'forge': {
      const p = ownShipProblem(player, s);
      if (p) return p;
      if (!s.abilities.cardActions.forge || !s.abilities.forgedCannon) return refuse('no-ability', `${s.name} cannot make a cannon of treasure.`);
      if (s.usedOnce & ONCE.forge) return refuse('used-this-turn', `${s.name} has already made a cannon this turn.`);
      if (s.docked < 0 || state.islands[s.docked].home !== player) return refuse('not-docked', `${s.name} must be docked at your home island.`);
      return state.players[player].home.includes(action.treasure) ? null : refuse('no-such-target', 'That treasure is not at your home island.');
    }
    case 'fort-look': {
      const p = actionProblem(state, player, s, ACTION.explore);
      if (p) return p;
      const fort = s.docked >= 0 ? ownFortAt(state, s.docked, player) : null;
      if (!fort || !fortText(fort).cardActions.fortLook) return refuse('no-ability', `${s.name} must be docked at a fort of yours whose text lets her look.`);
      return null;
    }
    case 'bellow': {
      const p = ownShipProblem(player, s);
      if (p) return p;
      if (!s.abilities.cardActions.bellow) return refuse('no-ability', `${s.name} cannot bellow.`);
      if (s.usedOnce & ONCE.bellow) return refuse('used-this-turn', `${s.name} has already bellowed this turn.`);
      const t = state.ships[action.target];
      if (!t || t === s || t.sunk || !t.inPlay) return refuse('no-such-target', 'There is no such other ship in play.');
      return crewCount(t) ? null : refuse('nothing-to-do', `${t.name} has no crew to fall asleep.`);
    }
    case 'possess': {
      const p = actionProblem(state, player, s, ACTION.explore);
      if (p) return p;
      if (!s.abilities.cardActions.possessWithin || !s.abilities.cardActions.possessFaces) return refuse('no-ability', `${s.name} cannot possess a crew.`);
      const t = state.ships[action.target];
      if (!t || t.sunk || !t.inPlay || t.lost) return refuse('no-such-target', 'There is no such ship in play.');
      if (t.owner === player) return refuse('bad-target', 'Only the crew of an enemy ship can be possessed.');
      if (!t.crew[action.crew] || t.crew[action.crew].equipment) return refuse('no-such-target', `${t.name} has no such crew.`);
      if (staysAboard(t, action.crew)) return refuse('restricted', `That crew cannot leave ${t.name}.`);
      if (!within(s, t, s.abilities.cardActions.possessWithin)) return refuse('out-of-range', `${t.name} is not near enough.`);
      return freeCargo(state, s) < 1 && !t.crew[action.crew].free ? refuse('ship-full', `${s.name} has no cargo space for another crew.`) : null;
    }
    case 'push': {
      const p = actionProblem(state, player, s, ACTION.move);
      if (p) return p;
      if (!s.abilities.cardActions.pushFaces) return refuse('no-ability', `${s.name} cannot push a ship.`);
      if (s.pinnedBy >= 0) return refuse('pinned', `${s.name} is pinned and cannot be given a move action.`);
      if (!Number.isFinite(action.heading)) return refuse('bad-move', 'The push needs a heading.');
      const t = state.ships[action.target];
      if (!t || t.sunk || !t.inPlay || t.lost) return refuse('no-such-target', 'There is no such ship in play.');
      if (t.owner === player) return refuse('bad-target', 'Only an enemy ship can be pushed.');
      return t.docked >= 0 || t.pinnedBy >= 0 || t.pinning >= 0 ? refuse('bad-target', `${t.name} is held where she is (docked, or in a pin).`) : null;
    }
    case 'crew-ashore':
    case 'crew-aboard': {
      const p = ownShipProblem(player, s);
      if (p) return p;
      if (s.docked < 0) return refuse('not-docked', `${s.name} must be docked at an island to drop off or take on crew.`);
      const island = state.islands[s.docked];
      if (island.home !== -1 && island.home !== player) return refuse('wrong-island', 'Crew go ashore only on your own home island or a wild island.');
      if (action.type === 'crew-ashore') {
        const crew = s.crew[action.crew];
        if (!crew) return refuse('no-such-target', `${s.name} has no such crew.`);
        return staysAboard(s, action.crew) ? refuse('restricted', `${crew.cardId} cannot leave ${s.name}.`) : null;
      }
      const crew = island.crew[action.crew];
      if (!crew) return refuse('no-such-target', 'There is no such crew ashore here.');
      return crewAboardProblem(state, s, crew);
    }
    case 'navigate': {
      const p = actionProblem(state, player, s, ACTION.move);
      if (p) return p;
      if (!s.abilities.cardActions.currentFaces) return refuse('no-ability', `${s.name} cannot put a trade current.`);
      if (s.pinnedBy >= 0) return refuse('pinned', `${s.name} is pinned and cannot be given a move action.`);
      return currentSpotProblem(state, s, action.x, action.y);
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
      if (!s.crew[action.crew] || s.crew[action.crew].equipment) return refuse('no-such-target', `${s.name} has no such crew.`);
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
    case 'fetch': {
      const p = ownShipProblem(player, s);
      if (p) return p;
      if (!(s.abilities.marks & MARK.fetchForFriend)) return refuse('no-ability', `${s.name} cannot place treasure on another ship.`);
      if (s.usedOnce & ONCE.fetch) return refuse('used-this-turn', `${s.name} has already placed a treasure this turn.`);
      const isl = state.islands[action.island];
      if (!isl) return refuse('no-such-target', 'There is no such island.');
      if (isl.home !== -1 || !isl.treasure.includes(action.treasure)) return refuse('wrong-island', 'The treasure must lie on a wild island.');
      if (distanceToShip(s, isl.x, isl.y) - isl.r > LEG_LENGTH.S + 1e-9) return refuse('out-of-range', `${s.name} must be within S of the island.`);
      const to = state.ships[action.to];
      const q = ownShipProblem(player, to);
      if (q) return q;
      if (to === s || to.seaCreature) return refuse('bad-target', 'The treasure goes on another ship of your fleet.');
      if (!within(s, to, LEG_LENGTH.S)) return refuse('out-of-range', `${to.name} is not within S.`);
      return freeCargo(state, to) < 1 && !state.treasures[action.treasure].unique ? refuse('ship-full', `${to.name} has no cargo space for it.`) : null;
    }
    case 'brew': {
      const p = actionProblem(state, player, s, ACTION.explore);
      return p ?? brewProblem(state, s!, action.x, action.y);
    }
    case 'pilfer': {
      const p = actionProblem(state, player, s, ACTION.move);
      if (p) return p;
      if (!(s.abilities.marks & MARK.pilfer)) return refuse('no-ability', `${s.name} cannot take treasure from a ship.`);
      const from = state.ships[action.from];
      if (!from || from === s || from.sunk || !from.inPlay || !from.treasure.length) return refuse('no-such-target', 'There is no such ship carrying treasure.');
      if (!within(s, from, LEG_LENGTH.S)) return refuse('out-of-range', `${from.name} is not within S.`);
      return freeCargo(state, s) < 1 ? refuse('ship-full', `${s.name} has no cargo space for it.`) : null;
    }
    case 'delegate': {
      const p = ownShipProblem(player, s);
      if (p) return p;
      if (!s.abilities.delegateAction) return refuse('no-ability', `${s.name} cannot give her action to another ship.`);
      if (s.actions > 0) return refuse('not-now', `${s.name} has already been given an action this turn.`);
      const to = state.ships[action.to];
      const q = ownShipProblem(player, to);
      if (q) return q;
      if (to === s) return refuse('bad-target', 'She gives her action to another ship of your fleet.');
      if (!(s.abilities.marks & MARK.delegateAny) && nationOf(to) !== 'Pirate') return refuse('bad-target', `${s.name} may give her action only to a Pirate ship.`);
      return to.extraActions > 0 ? refuse('action-limit', `${to.name} already has a second action this turn.`) : null;
    }
    case 'free-move': {
      const p = ownShipProblem(player, s);
      if (p) return p;
      if (!s.freeMove) return refuse('not-now', `${s.name} has no free move to make now: her text gives one after loading or unloading treasure, or for a roll after her move.`);
      if (s.pinnedBy >= 0) return refuse('pinned', `${s.name} is pinned and cannot move.`);
      if (s.chained === 2) return refuse('chained', `${s.name} was hit by a chainshot and cannot move this turn.`);
      if (s.towedBy >= 0) return refuse('restricted', `${s.name} is being towed.`);
      if (action.segments.some((g) => !Number.isFinite(g.heading) || !Number.isFinite(g.distance))) return refuse('bad-move', 'A segment needs a heading and a distance.');
      return legsProblem(s, [s.freeMove], action.segments, false);
    }
    case 'reveal': {
      const p = ownShipProblem(player, s);
      if (p) return p;
      const t = state.treasures[action.treasure];
      if (!t || !s.treasure.includes(action.treasure) || !t.faceDown) return refuse('no-such-target', `${s.name} carries no such face-down treasure.`);
      return revealProblem(state, player, t, action);
    }
    case 'look': {
      const p = ownShipProblem(player, s);
      if (p) return p;
      if (!s.abilities.lookShip && !s.abilities.lookIsland) return refuse('no-ability', `${s.name} cannot look at face-down treasure.`);
      if (s.usedOnce & ONCE.look) return refuse('used-this-turn', `${s.name} has already looked at a treasure this turn.`);
      const at = lookPlace(state, action.treasure);
      if (!at || state.treasures[action.treasure].unique) return refuse('no-such-target', 'There is no such face-down treasure on a ship or an island.');
      if ('ship' in at ? !s.abilities.lookShip : !s.abilities.lookIsland) return refuse('no-ability', `${s.name} may look only at face-down treasure ${s.abilities.lookShip ? 'aboard a ship' : 'on an island'}.`);
      return state.treasures[action.treasure].seenBy[player] ? refuse('nothing-to-do', 'You already know what that treasure is worth.') : null;
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
      if (s.abilities.noCrew) return refuse('restricted', `${s.name} cannot carry crew.`);
      const purse = homeGold(state, player);
      return purse < crew.points ? refuse('cannot-afford', `That crew costs ${crew.points} gold; you have ${purse} to spend.`) : null;
    }
    case 'transfer': {
      const p = actionProblem(state, player, s, ACTION.explore);
      if (p) return p;
      if (state.rules.scavenge) return refuse('not-allowed-by-rules', "Daniel's rules have no explore action, so no transfer at sea.");
      return transferProblem(state, s, action);
    }
    case 'build-fort':
      return buildProblem(state, player, action.fort, action.ship);
    case 'shoot-fort': {
      const p = actionProblem(state, player, s, ACTION.shoot);
      if (p) return p;
      if (isDerelict(s) && s.abilities.extraCannons.length === 0 && s.forged.length === 0) return refuse('derelict', `${s.name} is derelict: she can be given only explore or repair actions.`);
      return shootFortProblem(state, state.forts[action.fort], s);
    }
    case 'drop-tow': {
      if (!state.rules.towLockedAtS) return refuse('not-allowed-by-rules', "Only Daniel's house rules let a tow be ended.");
      const p = ownShipProblem(player, s);
      if (p) return p;
      return s.towing < 0 ? refuse('nothing-to-do', `${s.name} is not towing.`) : null;
    }
    case 'shoot-town':
    case 'board-town':
      return (state.economy && actionProblem(state, player, s, ACTION.shoot)) || economyProblem(state, player, action);
    case 'sell':
    case 'buy-upgrade':
    case 'found':
    case 'barter':
    case 'blockade':
    case 'port-shoot':
    case 'buy-crew':
      return economyProblem(state, player, action);
  }
}

export function exploreProblem(state: GameState, s: Ship, free: boolean): Refusal | null {
  if (s.docked < 0) return refuse('not-docked', `${s.name} must be docked at a wild island to explore.`);
  const island = state.islands[s.docked];
  if (island.home !== -1) return refuse('wrong-island', 'Only wild islands can be explored.');
  if (!free && s.dockedOnTurn >= state.turn && state.active === s.owner && !(s.actionKinds & ACTION.explore)) {
    // 001 "Exploring": she must begin the turn docked there (free explores and dock-and-explore aside).
    if (s.dockedOnTurn === state.turn) return refuse('not-now', `${s.name} must begin a turn docked at the island to explore it.`);
  }
  return null;
}

/**
 * 001 "Exploring": a ship may explore an allied ship or a derelict she touches, taking crew and treasure aboard. The
 * crew and coins must fit her hold (a crew that takes no space, and unique treasure, need none).
 */

/**
 * Whether `player` knows treasure `id` to be a unique treasure still in play: face up aboard a ship or at a home
 * island, or one she has seen (on an island she explored, or loaded face down by her own ship). Naming any other
 * would tell her, by the answer, what lies face down.
 */
function knownUnique(state: GameState, id: number, player: PlayerIndex): boolean {
  const t = state.treasures[id];
  const inPlay = lookPlace(state, id) !== null || state.players.some((p) => p.home.includes(id));
  return t.unique && inPlay && (t.seenBy[player] || faceUpToAll(state, id));
}

/** Why face-down treasure `t` of a ship of `player`'s may not be turned face up by choice now, or null. */
function revealProblem(state: GameState, player: PlayerIndex, t: GameState['treasures'][number], action: Extract<Action, { type: 'reveal' }>): Refusal | null {
  const says = (kind: EffectKind) => textSays(t.text, kind);
  const name = t.name ?? 'That treasure';
  const icy = says('reveal-break-iceberg') || says('reveal-move-iceberg');
  const dog = says('reveal-remove-unique');
  if (!says('reveal-boost') && !says('reveal-unnerve') && !says('reveal-trade-homes') && !says('reveal-silence-one') && !icy && !dog) return refuse('no-ability', `${name} is not turned face up by choice.`);
  if (dog) {
    const u = action.unique === undefined ? undefined : state.treasures[action.unique];
    if (!u || u === t || !knownUnique(state, action.unique!, player)) return refuse('bad-target', `Name a unique treasure you know of for ${name} to remove.`);
  } else if (action.unique !== undefined) return refuse('bad-target', `${name} names no treasure.`);
  if (says('reveal-silence-one')) {
    const e = action.target === undefined ? undefined : state.ships[action.target];
    if (!e || e.owner === player || e.sunk || !e.inPlay) return refuse('bad-target', `Name the enemy ship ${name} takes the abilities of.`);
  } else if (action.target !== undefined) return refuse('bad-target', `${name} names no ship.`);
  if (icy) {
    if (action.iceberg === undefined || state.terrain[action.iceberg]?.type !== 'iceberg') return refuse('bad-target', `Name the iceberg ${name} acts on.`);
    if (says('reveal-move-iceberg') && (action.heading === undefined || !Number.isFinite(action.heading))) return refuse('bad-target', `Name the way ${name} moves the iceberg.`);
  } else if (action.iceberg !== undefined || action.heading !== undefined) return refuse('bad-target', `${name} names no iceberg.`);
  if (says('reveal-at-start') && state.ships.some((s) => s.owner === player && (s.actions > 0 || s.actionKinds !== 0))) {
    return refuse('not-now', `${name} may be turned face up only at the start of your turn, before any ship is given an action.`);
  }
  if (says('trade-homes-needs-treasure') && state.players.some((p) => p.home.length === 0)) {
    return refuse('not-now', `${name} needs treasure on both home islands.`);
  }
  return null;
}

function transferProblem(state: GameState, s: Ship, action: Extract<Action, { type: 'transfer' }>): Refusal | null {
  const t = state.ships[action.from];
  if (!t || t === s || t.sunk || !t.inPlay || t.seaCreature) return refuse('bad-target', 'There is no such ship to explore.');
  if (t.owner !== s.owner && !isDerelict(t)) return refuse('bad-target', `${t.name} is neither in your fleet nor a derelict.`);
  if (!touching(s, t)) return refuse('out-of-range', `${s.name} must touch ${t.name} to explore her.`);
  if (new Set(action.crew).size !== action.crew.length || action.crew.some((i) => !t.crew[i])) return refuse('bad-choice', `${t.name} has no such crew.`);
  if (action.crew.some((i) => staysAboard(t, i))) return refuse('restricted', `A crew aboard ${t.name} cannot leave her.`);
  if (new Set(action.treasure).size !== action.treasure.length || action.treasure.some((id) => !t.treasure.includes(id))) {
    return refuse('bad-choice', `${t.name} carries no such treasure.`);
  }
  const capture = s.abilities.captureDerelict && t.owner !== s.owner;
  if (action.crew.length + action.treasure.length === 0 && !capture) return refuse('nothing-to-do', 'Choose crew or treasure to bring aboard.');
  if (action.crew.length > 0 && s.abilities.noCrew) return refuse('restricted', `${s.name} cannot carry crew.`);
  const space = action.crew.filter((i) => !t.crew[i].free).length + action.treasure.filter((id) => !state.treasures[id].unique).length;
  if (space > freeCargo(state, s)) return refuse('ship-full', `${s.name} has room for ${freeCargo(state, s)} more.`);
  // An enemy's Ransom crew comes aboard as a coin, not as crew (./treasure/treasure.ts `transfer`).
  const asCrew = action.crew.filter((i) => t.owner === s.owner || !t.crew[i].ransom);
  const cost = s.crew.reduce((sum, c) => sum + c.points, 0) + asCrew.reduce((sum, i) => sum + t.crew[i].points, 0);
  return asCrew.length && cost > s.points && !crewCostsNothing(s) ? refuse('crew-cost', `${s.name} (${s.points} points) cannot carry crew costing ${cost} points in all.`) : null;
}
