import { type Action, type Game } from '@/lib/engine/game';
import { headingTo, norm } from '@/lib/engine/core/geometry';
import { distanceToShip, turnTo } from '@/lib/engine/hull/hull';
import { freeCargo, type GameState, ownFortAt, type Ship } from '@/lib/engine/state/state';
import { berthGuns, bestBerth, bestTarget, futile, goTo, gunReach, haven, HOLD_MARGIN, mayBoard, preyOf, reach, shotOnMove, specialShot, towardsBoarding, tryAction } from './act';
import { friendDocked, pathTowards } from './course';
import { gunsOn } from '@/lib/engine/combat/shoot';
import { home } from './seat';

/**
 * A ship's two errands: fetching gold (`run`) and hunting (`hunt`). One module because each falls back on the other:
 * a ship with nothing to fetch hunts, and a hunter with no prey fetches.
 */

/**
 * The wild island with treasure `s` should sail for, -1 when none: the nearest, passing over one another ship of her
 * fleet is bound for this turn (`claimed`) or that a friend docked there will empty. With `race` (balanced and the
 * policies built on it), an island she reaches no later than any enemy ship with room in her hold comes first, and she
 * holds her course for the island ahead of her bow.
 */
export function wildWithTreasure(state: GameState, s: Ship, claimed: Set<number>, race = false): number {
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

export function run(game: Game, s: Ship, claimed: Set<number>, race = false): void {
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
    if (s.docked === target) {
      claimed.add(target);
      return;
    }
    // Marking the island explored from within S lets her explore it the moment she docks.
    if (s.abilities.markExplored) tryAction(game, p, { type: 'mark-explored', ship: s.id, island: target });
    // Bound there only once she sails: a ship wedged at home that claimed the last island with gold and could not
    // leave kept every other ship of her fleet from it, under Daniel's rules (where ships do not race for islands) to
    // the turn cap, 82 gold to 8 ahead with 28 still on the island.
    if (goTo(game, s, target)) claimed.add(target);
    return;
  }
  hunt(game, s, true);
}

/**
 * Hunting, as the hunter plays every ship and the other policies a ship with nothing better to do (`cautious`: only a
 * shot where she lies, never a chase). A carrier she can ram this move is boarded; else the best target in reach is
 * shot; else she closes on the prey (carriers first), to a berth her guns reach her from, or waits outside a slower
 * enemy's guns when she is faster and cannot shoot on the move.
 */
export function hunt(game: Game, s: Ship, cautious: boolean, claimed?: Set<number>): void {
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
    // Declared only when a ram is within this move: farther off it could not happen, and a person is offered it only then (lib/pirates/legal.ts).
    ...(board && distanceToShip(prey, s.x, s.y) <= reach(state, s) + s.length ? { board: prey.id } : {}),
    ...shotOnMove(s, prey),
  });
}
