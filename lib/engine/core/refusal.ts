/**
 * Why the rules refuse an action or an answer: a stable kebab-case `code` for programs (the match service maps
 * refusals to statuses, the table's preview greys a button out, tests assert it) and a `message` written for a
 * player, naming the ship and the rule. Codes are few on purpose: one per reason a player could act on, not one per
 * sentence of the rules.
 */
export type RefusalCode =
  /** The game has ended. */
  | 'game-over'
  | 'not-your-turn'
  /** The ship named is not in play (never placed, bought, or already sunk). */
  | 'no-such-ship'
  | 'not-your-ship'
  /** The target, crew, island or cannon named does not exist (a cannon on a felled mast does not). */
  | 'no-such-target'
  /** She has had all the actions she may have this turn. */
  | 'action-limit'
  /** A second action of the kind she already had, or another kind when only a repeat is allowed. */
  | 'same-action'
  /** Her state allows only certain actions: tangled, towed, a sea creature, or bound to leave an enemy home. */
  | 'restricted'
  | 'pinned'
  /** Held still by a chainshot this turn. */
  | 'chained'
  | 'derelict'
  /** More segments or longer ones than her base move gives. */
  | 'move-too-long'
  /** Daniel's rules: the move must use all of the base move. */
  | 'move-too-short'
  /** A segment without a finite heading or distance. */
  | 'bad-move'
  /** A ghostly ship ending on an island or ship, or a hull swinging through one as she turns. */
  | 'blocked'
  /** Her card and crew give her no such ability. */
  | 'no-ability'
  /** A once-per-turn ability already used. */
  | 'used-this-turn'
  /** Allowed, but not at this point of the turn. */
  | 'not-now'
  | 'out-of-range'
  /** The target may not be shot at, traded with or boarded (own fleet, safe at home, lost in fog...). */
  | 'bad-target'
  | 'not-docked'
  /** Docked, but at the wrong kind of island (home, wild or enemy) for this. */
  | 'wrong-island'
  | 'nothing-to-repair'
  | 'nothing-to-do'
  | 'cannot-afford'
  /** The crew cannot be eliminated. */
  | 'crew-protected'
  /** Daniel: one crew per ship. */
  | 'ship-full'
  /** Her crew and equipment would cost more points than she does (001 "Placing Crew and equipment"). */
  | 'crew-cost'
  /** The ruleset being played has no such action. */
  | 'not-allowed-by-rules'
  /** An answer to a pending choice that is not among its options (lib/engine/state/choices.ts). */
  | 'bad-choice'
  /** Set-up: an island off the table, or nearer to or farther from the others than the ruleset allows. */
  | 'out-of-bounds'
  | 'too-close'
  | 'too-far';

export interface Refusal {
  code: RefusalCode;
  message: string;
}

export const refuse = (code: RefusalCode, message: string): Refusal => ({ code, message });
