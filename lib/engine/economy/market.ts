import { emit, type Game } from '../state/play';

/**
 * 003 "Resources": "At the beginning of the first player's turn, a d6 and a d20 are rolled. The d6 roll determines
 * the values of all resources ... while the d20 roll determines the number of rounds this value will hold." The
 * example says "For the next 14 turns" where the rules say rounds; "Game time is measured in rounds" decides it: the
 * prices hold for that many rounds, the round rolled in counting as the first, and the dice are rolled again as the
 * first player's turn begins the round after the last.
 */
export function marketAtRound(game: Game): void {
  const eco = game.state.economy;
  if (!eco || game.state.turn <= eco.until) return;
  const row = game.dice.d6();
  const rounds = game.dice.below(20) + 1;
  emit(game, { type: 'market-rolled', round: game.state.turn, row, rounds });
}
