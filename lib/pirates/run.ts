import type { Answer, Choice } from '@/lib/engine/state/choices';
import type { Dice } from '@/lib/engine/core/dice';
import type { GameEvent } from '@/lib/engine/state/events';
import { type Action, type Game, perform } from '@/lib/engine/game';
import type { GameState, PlayerIndex } from '@/lib/engine/state/state';
import { playTurn } from '@/lib/ai/turn';
import type { PolicyId } from '@/lib/simulate/schema';
import { copyState } from '@/lib/engine/state/copy';

/**
 * Running one step of a match through the engine: a seat's action, or the computer's whole turn. The engine resolves
 * an action in one go and asks `Game.choose` wherever the rules give a player a decision; at a decision a person
 * still owes, the run stops, and the match records what it needs to run the step again: the step, the answers given
 * so far and every die drawn. When the answer arrives the step is run again from the same state with the same dice,
 * so it reaches the same decision, takes the answer and goes on. The engine never pauses, the simulator never pays
 * for pausing, and the log holds only results.
 */

export type Step = { kind: 'action'; player: PlayerIndex; action: Action } | { kind: 'computer-turn'; player: PlayerIndex; policy: PolicyId };

/** A step stopped at a decision that `by` owes. */
export interface Stopped {
  step: Step;
  /** Answers already given, in the order the run asked for them. */
  answers: (number | number[])[];
  /** Every result the dice gave before the stop, replayed first when the step runs again. */
  draws: number[];
  choice: Choice;
  by: PlayerIndex;
  /** What had happened before the stop, for the seats to see while the decision is made. */
  shown: GameEvent[];
}

export type RunResult = { done: true; state: GameState; events: GameEvent[] } | { done: false; stopped: Stopped };

class Stop {
  constructor(
    readonly choice: Choice,
    readonly by: PlayerIndex,
  ) {}
}

/** Dice that give `replay` first, then draw from `fresh`, remembering everything they gave. */
function recordingDice(replay: readonly number[], fresh: Dice): { dice: Dice; drawn: number[] } {
  const drawn: number[] = [];
  let i = 0;
  const give = (draw: () => number): number => {
    const v = i < replay.length ? replay[i++] : draw();
    drawn.push(v);
    return v;
  };
  return { dice: { d6: () => give(fresh.d6), below: (n) => give(() => fresh.below(n)) }, drawn };
}

/**
 * Runs `step` on a copy of `state` (the one copy a human action costs). `people[p]` says whether player p is a person:
 * a computer's decisions take the engine's own choice at once.
 */
export function runStep(
  state: GameState,
  step: Step,
  people: readonly boolean[],
  fresh: Dice,
  answers: readonly (number | number[])[] = [],
  draws: readonly number[] = [],
): RunResult {
  const { dice, drawn } = recordingDice(draws, fresh);
  const log: GameEvent[] = [];
  let asked = 0;
  const game: Game = {
    state: copyState(state),
    dice,
    log,
    choose: <C extends Choice>(choice: C, by: PlayerIndex, auto: Answer<C>): Answer<C> => {
      if (!people[by]) return auto;
      // A decision with one possible answer is taken for the player; what it does is in the log as any answer's is.
      if (!('max' in choice) && choice.options.length === 1) return choice.options[0] as Answer<C>;
      if (asked < answers.length) return answers[asked++] as Answer<C>;
      throw new Stop(choice, by);
    },
  };
  try {
    if (step.kind === 'action') perform(game, step.player, step.action);
    else playTurn(game, step.player, step.policy);
  } catch (err) {
    if (!(err instanceof Stop)) throw err;
    return { done: false, stopped: { step, answers: [...answers], draws: drawn, choice: err.choice, by: err.by, shown: log } };
  }
  return { done: true, state: game.state, events: log };
}
