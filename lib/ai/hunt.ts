import { type Action, type Game } from '@/lib/engine/game';
import { distanceToShip } from '@/lib/engine/hull';
import { gunsOn } from '@/lib/engine/shoot';
import { type Ship } from '@/lib/engine/state';
import { berthGuns, bestBerth, bestTarget, futile, gunReach, HOLD_MARGIN, mayBoard, preyOf, reach, shotOnMove, specialShot, towardsBoarding, tryAction } from './act';
import { pathTowards } from './course';
import { run } from './fetch';
import { home } from './seat';

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
    ...(board ? { board: prey.id } : {}),
    ...shotOnMove(s, prey),
  });
}
