import type { Action } from './core/actions';
import { checkAction } from './check';
import { loseCrew, scuttle, shoot } from './combat/combat';
import { ACTION, ONCE } from './state/events';
import { comeAbout, move, moveRoll, push, untangle } from './movement/movement';
import { build, fortShoot, shootFort } from './combat/forts';
import { emit, type Game, RuleError } from './state/play';
import { repairOrDiscard, revealBoost } from './treasure/treasure-text';
import type { PlayerIndex } from './state/state';
import { placeBrew, placeSmoke } from './terrain/smoke';
import { navigate } from './terrain/currents';
import { bellow, buy, explore, forge, fortLook, hire, look, markExplored, pilfer, placeFromIsland, possess, scavenge, swapForCrew, trade, transfer } from './treasure/treasure';
import { checkEnd, endTurn } from './turn/turn';
import { sell } from './economy/resources';
import { buyUpgrade, found } from './economy/upgrades';
import { barter, blockade, portShoot } from './economy/ports';
import { boardTown, shootTown } from './economy/towns';
import { buyCrew } from './economy/crew';

export type { Action, Segment } from './core/actions';
export { checkAction } from './check';
export { baseMove } from './movement/base-move';
export { damage, shoot, sink } from './combat/combat';
export { emit, type Game, RuleError } from './state/play';
export { endTurn, ranking, score, startTurn, winnerOf } from './turn/turn';
export { nextPlayer, stillPlaying } from './state/state';

/**
 * The rules of play, by dispatch: an action is checked (./check.ts), then resolved by the module of its concern
 * (./movement/movement.ts, ./combat/combat.ts, ./treasure/treasure.ts, ./turn/turn.ts) into events, each applied at once (./state/play.ts). Official
 * (001) rules, with each ruleset's differences read from `state.rules`. What callers import from here stays here.
 */

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
  game.observe?.(player, action);
  if (action.type === 'end-turn') return endTurn(game);
  if (action.type === 'build-fort') {
    build(game, game.state.forts[action.fort], game.state.ships[action.ship]);
    return endTurn(game);
  }
  if (action.type === 'fort-shoot') fortShoot(game, game.state.forts[action.fort], game.state.ships[action.target]);
  else resolveAction(game, player, action);
  checkEnd(game);
}

function resolveAction(game: Game, player: PlayerIndex, action: Exclude<Action, { type: 'end-turn' | 'build-fort' | 'fort-shoot' }>): void {
  const state = game.state;
  // Economy Edition's `sell` and `port-shoot` name no ship; their cases are the switch's last (see ./check.ts).
  const s = state.ships[(action as { ship?: number }).ship as number];
  switch (action.type) {
    case 'move':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.move, free: false });
      move(game, s, action);
      return moveRoll(game, s);
    case 'shoot':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.shoot, free: false });
      shoot(game, s, state.ships[action.target], action.broadside === true, action.doubleRange === true, action.special);
      if (action.then && !s.sunk && !state.over) {
        emit(game, { type: 'action', ship: s.id, kind: ACTION.move, free: true });
        move(game, s, { type: 'move', ship: s.id, segments: action.then });
      }
      return;
    case 'smokepot':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.shoot, free: false });
      if (action.target !== undefined) shoot(game, s, state.ships[action.target], false, false, { kind: 'smokepot', cannon: action.cannon });
      if (!s.sunk) placeSmoke(game, s, action.x, action.y);
      return;
    case 'explore':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.explore, free: false });
      explore(game, s);
      if (s.abilities.exploreSwap) swapForCrew(game, s);
      return;
    case 'repair':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.repair, free: false });
      return repairOrDiscard(game, s);
    case 'come-about':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.move, free: false });
      return comeAbout(game, s);
    case 'submerge':
      emit(game, { type: 'used-once', ship: s.id, ability: ONCE.submerge });
      emit(game, { type: 'submerged', ship: s.id, submerged: action.submerged });
      return;
    case 'forge':
      return forge(game, s, action.treasure);
    case 'fort-look':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.explore, free: false });
      return fortLook(game, s);
    case 'bellow':
      return bellow(game, s, state.ships[action.target]);
    case 'possess':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.explore, free: false });
      return possess(game, s, state.ships[action.target], action.crew);
    case 'push':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.move, free: false });
      return push(game, s, state.ships[action.target], action.heading);
    case 'crew-ashore':
      return emit(game, { type: 'crew-landed', ship: s.id, index: action.crew, island: s.docked });
    case 'crew-aboard':
      return emit(game, { type: 'crew-embarked', ship: s.id, island: s.docked, index: action.crew });
    case 'navigate':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.move, free: false });
      return navigate(game, s, action.x, action.y);
    case 'untangle':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.untangle, free: false });
      return untangle(game, s);
    case 'scuttle':
      return scuttle(game, s);
    case 'sacrifice-crew':
      emit(game, { type: 'used-once', ship: s.id, ability: ONCE.crewForAction });
      loseCrew(game, s, action.crew, -1);
      emit(game, { type: 'extra-action', ship: s.id, roll: 0, repeat: false });
      return;
    case 'mark-explored':
      return markExplored(game, s, action.island);
    case 'trade-treasure':
      return trade(game, s, state.ships[action.target]);
    case 'fetch':
      return placeFromIsland(game, s, action.island, action.treasure, state.ships[action.to]);
    case 'brew':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.explore, free: false });
      return placeBrew(game, s, action.x, action.y);
    case 'pilfer':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.move, free: false });
      return pilfer(game, s, state.ships[action.from]);
    case 'look':
      return look(game, s, action.treasure);
    case 'reveal':
      return revealBoost(game, s, action.treasure, action);
    case 'delegate':
      emit(game, { type: 'delegated', ship: s.id, to: action.to });
      return;
    case 'free-move':
      emit(game, { type: 'free-move', ship: s.id, leg: null });
      emit(game, { type: 'action', ship: s.id, kind: ACTION.move, free: true });
      return move(game, s, { type: 'move', ship: s.id, segments: action.segments });
    case 'scavenge':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.scavenge, free: false });
      return scavenge(game, s);
    case 'buy':
      return buy(game, player, s);
    case 'hire':
      return hire(game, player, action.crew, s);
    case 'shoot-fort':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.shoot, free: false });
      return shootFort(game, s, state.forts[action.fort]);
    case 'drop-tow':
      emit(game, { type: 'tow-dropped', ship: s.id });
      return;
    case 'buy-upgrade':
      return buyUpgrade(game, s, action.upgrade);
    case 'found':
      return found(game, s, action.upgrade);
    case 'shoot-town':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.shoot, free: false });
      return shootTown(game, s, action.island);
    case 'board-town':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.shoot, free: false });
      return boardTown(game, s);
    case 'barter':
      return barter(game, s, action.give, action.get, action.fee);
    case 'blockade':
      return blockade(game, s);
    case 'buy-crew':
      return buyCrew(game, player, s, action.crew);
    case 'transfer':
      emit(game, { type: 'action', ship: s.id, kind: ACTION.explore, free: false });
      return transfer(game, s, state.ships[action.from], action.crew, action.treasure);
    case 'port-shoot':
      return portShoot(game, action.island, state.ships[action.target]);
    case 'sell':
      return sell(game, player, action.resource, action.count);
  }
}

/**
 * `player` resigns a game of more than two players (DESIGN.md "Matches": "that seat's ships leave play, its gold at
 * home still ranks"): her ships leave play, and the game ends if that ends it (001's endings count her as a player who
 * cannot move). On her own turn, the turn passes to the next player. With two players a resignation ends the game,
 * which the match service records itself.
 */
export function leave(game: Game, player: PlayerIndex): void {
  const state = game.state;
  emit(game, { type: 'player-left', player });
  if (state.active === player) endTurn(game);
  else checkEnd(game);
}
