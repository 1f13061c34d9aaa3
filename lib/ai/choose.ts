import { seededDice } from '@/lib/engine/core/dice';
import { type Action, checkAction, type Game, resolveChecked } from '@/lib/engine/game';
import { type GameState, isDerelict, type PlayerIndex } from '@/lib/engine/state/state';
import { endsOnHit, standingIfEnded } from './ending';
import { seatView } from './seat';

/**
 * How an action is chosen where the game may turn on it: by the exact odds where they exist, else played ahead with
 * the engine itself, on the table as the seat may see it (./seat.ts `seatView`), over dice of its own, and judged by
 * the result the engine declares. The
 * look ahead draws no die from the game's own dice, so a game played with it is the same game for the same seed, and
 * the table's recorded dice are untouched.
 *
 * Most actions cannot end the game, and are not played ahead (`mayEnd`): the simulator's games per second stay what
 * they were. Those that can are a shot at the last piece the enemy can move (001 "one fleet left") and an explore of
 * the last wild island holding gold under Daniel's house rules (000 "the wild islands are empty"). The last coin
 * brought home (001 "all the gold is home") is not weighed: with no other gold left at sea, holding it changes no
 * one's gold at home, which decides the game at the turn cap as well, and only dragged the game there.
 */

/** Dice drawn for each action played ahead: a shot of up to five guns has few enough outcomes for this to settle. */
export const SAMPLES = 12;

/** Whether `action` by `p` could end the game, which is what makes it worth playing ahead. */
export function mayEnd(state: GameState, p: PlayerIndex, action: Action): boolean {
  const target = action.type === 'shoot' || action.type === 'fort-shoot' ? action.target : action.type === 'move' && action.shoot !== undefined ? action.shoot : -1;
  if (target >= 0) {
    const t = state.ships[target];
    if (t && t.owner !== p && endsOnHit(state, t)) return true;
  }
  if (action.type === 'explore' && state.rules.endWhenWildIslandsEmpty) {
    let wild = 0;
    for (const i of state.islands) if (i.home === -1 && i.treasure.length) wild++;
    return wild <= 1;
  }
  return false;
}

/**
 * The result `action` by `p` brings where it ends the game, averaged over `SAMPLES` throws of the dice: 1 won, 0
 * drawn, -1 lost, counting 0 for a throw after which the game goes on; and how many throws ended it.
 */
export function playedAhead(game: Game, p: PlayerIndex, action: Action): { result: number; ended: number } {
  let sum = 0;
  let ended = 0;
  const state = game.state;
  for (let k = 0; k < SAMPLES; k++) {
    const ahead: Game = { state: seatView(state, p), dice: seededDice(state.turn * 1009 + action.type.length, k), log: null };
    if (checkAction(ahead.state, p, action)) return { result: 0, ended: 0 };
    resolveChecked(ahead, p, action);
    if (!ahead.state.over) continue;
    ended++;
    sum += ahead.state.winner === p ? 1 : ahead.state.winner === -1 ? 0 : -1;
  }
  return { result: sum / SAMPLES, ended };
}

/**
 * Whether `action` by `p` could end the game without winning it. A plain shot (or a fort's, or a move that shoots
 * from a ship with no gold to unload on the way) at the last piece the enemy can move ends the game exactly when it
 * takes her last mast, and the game then goes as 001 scores it with that ship dismasted, which the seat can count
 * outright (./ending.ts `standingIfEnded`): any chance of that end, unless it wins, refuses the shot. Any other action
 * that may end the game is played ahead with the engine: refused when the throws that end it do not on balance win
 * it. What sank the player's last ship on the table while the computer had no gold home, and so lost a game it had
 * won on the water.
 */
export function endsUnwon(game: Game, p: PlayerIndex, action: Action): boolean {
  const state = game.state;
  if (!mayEnd(state, p, action)) return false;
  const exact =
    (action.type === 'shoot' && !action.special && !action.then) ||
    action.type === 'fort-shoot' ||
    (action.type === 'move' && !state.ships[action.ship].treasure.length && action.board === undefined && action.tow === undefined);
  const t = state.ships[action.type === 'move' ? action.shoot! : action.type === 'shoot' || action.type === 'fort-shoot' ? action.target : -1];
  if (exact && t && !isDerelict(t)) return standingIfEnded(state, p, t) <= 0;
  const { result, ended } = playedAhead(game, p, action);
  return ended > 0 && result <= 0;
}
