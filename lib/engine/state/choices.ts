import type { PlayerIndex } from './state';

/**
 * Decisions the rules give a player in the middle of resolving an action (001: the defender picks the mast a hit
 * removes, the loser of a boarding party the crew it gives up, the explorer the coins she takes after looking at
 * them...). The engine asks `Game.choose` at each such point; whoever answers is the player named by `by`.
 *
 * The simulator leaves `choose` unset and the engine takes `auto`, the choice it has always made, so simulations stay
 * fast and reproducible. The table installs a chooser that answers from what the deciding seat sent, and, when the
 * seat has not answered yet, stops the action there: the action is re-run from the same dice once the answer arrives
 * (lib/pirates), so the engine itself never has to pause mid-resolution.
 */
export type Choice =
  /** Which standing mast a hit removes from `ship`, or (`fire`) a firepot sets alight (`options`: mast indexes). */
  | { kind: 'mast'; ship: number; options: number[]; fire?: true }
  /** Which crew `ship` loses (`options`: crew indexes aboard her). */
  | { kind: 'crew'; ship: number; options: number[] }
  /** Whether rammed `ship` starts a boarding party against `target`, her rammer (`options`: 0 no, 1 yes). */
  | { kind: 'board-back'; ship: number; target: number; options: [0, 1] }
  /** Which of `from`'s treasure (ids) the boarding winner `ship` takes, having looked at it: up to `max` of them. */
  | { kind: 'loot'; ship: number; from: number; options: number[]; max: number }
  /** Which coins (treasure ids) `ship` takes from `island` after looking at them: any number up to `max`. */
  | { kind: 'explore'; ship: number; island: number; options: number[]; max: number }
  /** Which crew of the player's fleet to eliminate for gold as a treasure saying so is unloaded (`options`: `ship * SHIP_SLOTS + crew index`). */
  | { kind: 'sell-crew'; options: number[]; max: number }
  /** Which coin of `island` (a treasure id she has looked at) `ship` trades away, or -1 for none (../treasure/treasure.ts `islandTrade`). */
  | { kind: 'island-trade'; ship: number; island: number; options: number[] }
  /** From which other wild island (`options`: island indexes) the random coin of that trade comes. */
  | { kind: 'trade-from'; ship: number; island: number; options: number[] }
  /**
   * Whose ability the silencer `ship` turns off this turn: `options` are -1 (none) and targets coded as
   * `ship * SHIP_SLOTS + slot`, slot 0 that ship's own text and slot k her crew k - 1 (../turn/turn.ts `silence`).
   */
  | { kind: 'silence'; ship: number; options: number[] }
  /** Whether the boarding winner `ship` captures `from`'s costliest crew (`crew`: its index) rather than eliminate one (`options`: 0 no, 1 yes). */
  | { kind: 'capture'; ship: number; from: number; crew: number; options: [0, 1] }
  /** Whether `ship`, having explored, swaps crew `crew` aboard `to` for coin `treasure` of the island (`options`: 0 no, 1 yes). */
  | { kind: 'swap'; ship: number; to: number; crew: number; treasure: number; options: [0, 1] }
  /** Which two spoils the boarding winner `ship` takes from `from` (`options`: codes of `SPOILS` she can have both of). */
  | { kind: 'spoils'; ship: number; from: number; options: number[] }
  /** Whether `ship` turns face-down treasure `treasure` face up for what its text gives now (`options`: 0 no, 1 yes). */
  | { kind: 'reveal-treasure'; ship: number; treasure: number; options: [0, 1] }
  /** Whether `ship` hands treasure `treasure` to `attacker` instead of losing a mast or crew to her, ending her turn (`options`: 0 no, 1 yes). */
  | { kind: 'relics'; ship: number; attacker: number; treasure: number; options: [0, 1] }
  /** Whether `ship` loses a crew (0) or a mast (1) to unique treasure `treasure`'s "eliminate one crew or mast from this ship" (../treasure/treasure-text.ts). */
  | { kind: 'crew-or-mast'; ship: number; treasure: number; options: number[] }
  /** Which wild island's face-down coins `ship`'s owner looks at (`options`: island indexes), for a treasure's "choose any wild island and look". */
  | { kind: 'look-at'; ship: number; options: number[] }
  /** Whether `ship`, exploring, takes unique treasure `treasure` that may stay on its island (`options`: 0 leave it, 1 take it). */
  | { kind: 'take-unique'; ship: number; treasure: number; options: [0, 1] }
  /** Whether `ship`'s repair stands a mast (0) or throws out the treasure that lets a repair do so instead (1). */
  | { kind: 'repair-or-discard'; ship: number; options: [0, 1] }
  /** At which of the tied wild islands (`options`) `ship` docks, her opponent's pick ("your opponent chooses which tied island this ship docks at"). */
  | { kind: 'dock-at'; ship: number; options: number[] }
  /** Whether `ship`, touching a whirlpool, goes through it, and out of which other whirlpool (`options`: terrain indexes; -1 she does not). */
  | { kind: 'whirlpool'; ship: number; options: number[] }
  /** What a whirlpool's 1-3 eliminates from `ship` (`options`: 0 a mast, 1 a treasure, 2 a crew). */
  | { kind: 'whirlpool-loss'; ship: number; options: number[] }
  /** To which wild island (`options`) crew `crew` of `ship` goes, the other player's pick ("a wild island chosen by the player to your left"). */
  | { kind: 'crew-island'; ship: number; crew: number; options: number[] }
  /** Economy Edition: whether `ship`, having found `resource` on `island`, rerolls it with her Explorer (`options`: 0 keep, 1 reroll). */
  | { kind: 'resource-reroll'; ship: number; island: number; resource: number; options: [0, 1] };

/**
 * The pairs a boarding winner taking two spoils may take, by code: how many treasure and crew, and whether a mast.
 * "Choose two of the following: eliminate a crew, take a treasure, or eliminate a mast" offers codes 0-2; a sea
 * monster's "two crew, two treasure, or one crew and one treasure" codes 0, 3 and 4 (`TWO_PICKS`); a plain party's
 * treasure or crew codes 5 and 6 (`TREASURE_OR_CREW`).
 */
export const SPOILS: readonly { treasure: number; crew: number; mast: boolean }[] = [
  { treasure: 1, crew: 1, mast: false },
  { treasure: 1, crew: 0, mast: true },
  { treasure: 0, crew: 1, mast: true },
  { treasure: 2, crew: 0, mast: false },
  { treasure: 0, crew: 2, mast: false },
  { treasure: 1, crew: 0, mast: false },
  { treasure: 0, crew: 1, mast: false },
];
export const CHOOSE_TWO = [0, 1, 2] as const;
export const TWO_PICKS = [0, 3, 4] as const;
/** A plain boarding party's one spoil, 001 "Board": "eliminate one crew on, or take one treasure from, the other ship". */
export const TREASURE_OR_CREW = [5, 6] as const;

/**
 * Codes per ship where a choice names something of a ship's as `ship * SHIP_SLOTS + slot`: a `silence` choice's slot 0
 * is her own text and slot k her crew k - 1; a `sell-crew` choice's slot is the crew's index.
 */
export const SHIP_SLOTS = 64;

export type ChoiceKind = Choice['kind'];

/**
 * The coins (treasure ids) a decision offers, for the decisions whose options are coins: which to take after looking
 * (`loot`, `explore`) and which to trade away (`island-trade`, whose -1 is no coin). Empty for every other decision.
 */
export function coinOptions(choice: Choice): readonly number[] {
  return choice.kind === 'loot' || choice.kind === 'explore' || choice.kind === 'island-trade' ? choice.options.filter((o) => o >= 0) : [];
}

/**
 * Answers a choice: one option for `mast`, `crew` and `board-back`, a list of options (each at most once, at most
 * `max`) for `loot` and `explore`. `auto` is the engine's own choice, in the same form.
 */
export type Chooser = <C extends Choice>(choice: C, by: PlayerIndex, auto: Answer<C>) => Answer<C>;

export type Answer<C extends Choice> = C extends { max: number } ? number[] : number;
