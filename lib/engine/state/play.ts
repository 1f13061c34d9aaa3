import type { Action } from '../core/actions';
import type { Choice, Chooser } from './choices';
import type { Dice } from '../core/dice';
import { applyEvent, type GameEvent, ONCE } from './events';
import { type Refusal, refuse } from '../core/refusal';
import type { GameState, PlayerIndex, Ship } from './state';

/**
 * What resolving an action works with: the game (state, dice, the log, the chooser), events emitted and applied at
 * once so later steps see their effect, dice rolled for a ship (with her reroll), decisions put to the player who
 * owns them, and treasure a player has looked at. Dice are rolled here and their results recorded in the events.
 *
 * Decisions the rules give a player mid-action are put to that player through `Game.choose` (./choices.ts); without
 * a chooser each takes the automatic answer its caller gives, the choice the engine has always made.
 */
export interface Game {
  state: GameState;
  dice: Dice;
  /** Events recorded, or null when nobody will read them (the simulator's hot path). */
  log: GameEvent[] | null;
  /** Who answers the decisions the rules give a player mid-action (./choices.ts); unset, the automatic answer. */
  choose?: Chooser;
  /** Told of each action as it is about to be resolved, checked (the table's tests hold the computer's to `legal`). */
  observe?: (player: PlayerIndex, action: Action) => void;
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

type OneOf = Extract<Choice, { kind: 'mast' | 'crew' | 'board-back' | 'island-trade' | 'trade-from' | 'silence' | 'capture' | 'swap' | 'spoils' | 'crew-or-mast' | 'look-at' | 'take-unique' | 'repair-or-discard' | 'dock-at' | 'whirlpool' | 'whirlpool-loss' | 'crew-island' | 'relics' | 'reveal-treasure' | 'resource-reroll' }>;

type SomeOf = Extract<Choice, { max: number }>;

/**
 * Puts a choice to player `by` through `game.choose`. Callers build the choice only when a chooser is set, so the
 * simulator, which has none, allocates nothing for it. An answer outside the options is refused mid-action: the
 * table resolves on a copy of the state and throws the copy away.
 */
export function askOne(game: Game, choice: OneOf, by: PlayerIndex, auto: number): number {
  const answer: unknown = game.choose!(choice, by, auto);
  if (typeof answer !== 'number' || !(choice.options as number[]).includes(answer)) {
    throw new RuleError(refuse('bad-choice', `The answer to this ${choice.kind} choice must be one of ${choice.options.join(', ')}.`));
  }
  return answer;
}

export function askSome(game: Game, choice: SomeOf, by: PlayerIndex, auto: number[]): number[] {
  const answer: unknown = game.choose!(choice, by, auto);
  const ok =
    Array.isArray(answer) &&
    answer.length <= choice.max &&
    answer.every((a, i) => choice.options.includes(a) && answer.indexOf(a) === i);
  if (!ok) throw new RuleError(refuse('bad-choice', `The answer to this ${choice.kind} choice must be up to ${choice.max} of ${choice.options.join(', ')}, each once.`));
  return answer as number[];
}

/**
 * Player `p` has looked at `ids`. Who has seen a face-down treasure (`Treasure.seenBy`): an explorer looks at every
 * coin on the island before she chooses, a boarding winner at all the loser's treasure, and a ship's owner at
 * whatever comes aboard her another way (plunder, trade, raid, scavenge), since a player may look at her own ship's
 * cargo. Unloading turns coins face up for both (../treasure/treasure.ts); unique treasure is face up from the start (001
 * "Place it face up").
 */
export function see(game: Game, p: PlayerIndex, ids: number[]): void {
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
export function reroll(game: Game, s: Ship, roll: number): number {
  if (!s.abilities.reroll || s.usedOnce & ONCE.reroll) return roll;
  emit(game, { type: 'used-once', ship: s.id, ability: ONCE.reroll });
  return game.dice.d6();
}

export function rollFor(game: Game, s: Ship, wanted: (roll: number) => boolean): number {
  const roll = game.dice.d6();
  return wanted(roll) ? roll : reroll(game, s, roll);
}

/** Stands her first felled mast back up (a fire mast must be put out first): a repair action, a scavenge, or a repair an ability gives. */
export function repair(game: Game, s: Ship): void {
  const i = s.up.findIndex((u, m) => !u && !s.fire[m]);
  if (i >= 0) emit(game, { type: 'mast', ship: s.id, mast: i, up: true });
}

/**
 * "Once per turn, this ship may move S after loading treasure" (or "after unloading cargo"): the move is hers to make
 * as a free action any time later in the turn (a `free-move` action), not only at once, as the text sets no moment;
 * it lapses when the turn ends. Loading is taking treasure aboard from an island (exploring, an island trade, a raid);
 * unloading is putting gold down at home or in one of her forts. Under Economy Edition resource tokens count as
 * treasure here (003: "abilities that affect treasure coins also affect resources").
 */
export function earnFreeMove(game: Game, s: Ship, leg: 'S' | 'L' | null, happened: boolean): void {
  if (!leg || !happened || s.freeMove || s.usedOnce & ONCE.cargoMove || s.sunk) return;
  // Spent as it is earned, so that a free move of another origin (../movement/movement.ts `moveRoll`) leaves it to be earned.
  emit(game, { type: 'used-once', ship: s.id, ability: ONCE.cargoMove });
  emit(game, { type: 'free-move', ship: s.id, leg });
}
