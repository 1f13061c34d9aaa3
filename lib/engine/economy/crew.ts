import { effectsOfKind } from '@/lib/cards/abilities/parse';
import { refuse, type Refusal } from '../core/refusal';
import { crewAboardProblem } from '../state/crew-aboard';
import { emit, type Game } from '../state/play';
import { economyGold, militaryPortAt } from '../state/economy';
import { dockedAtHome, type GameState, ofHerNation, ownFortAt, type PlayerIndex, type Ship } from '../state/state';

/**
 * Crew bought during an Economy Edition game (003). "Errata": "Generic crew may be used as many times as you can
 * afford"; "Military Port": "Crew and ships may be purchased at a military port using gold from your home island";
 * "Fort": "Crew may be hired at this island"; "Resources": treasure coins "can then be used to purchase ships, crew,
 * equipment, etc." at home.
 *
 * Choices where 003 is silent, and why:
 * - What may be bought is each player's own generic crew, one of each card her fleet was built with
 *   (`Economy.roster`), as often as she pays its point cost in gold: named crew "must be unique" and the game has no
 *   catalogue of cards beyond the fleets brought to the table. Ships are not bought during play for the same reason
 *   (and every ship is unique, so one sunk "is no longer available").
 * - A crew is bought as a free action straight aboard a ship of hers docked at home, at a ready military port of hers
 *   or at a fort of hers, within 001's limits on crew aboard (cargo, point cost, a 0-point crew's nation); the gold
 *   comes from home, as at a military port ("using gold from your home island").
 */
export function buyCrewProblem(state: GameState, player: PlayerIndex, s: Ship, index: number): Refusal | null {
  const crew = state.economy!.roster[player][index];
  if (!crew) return refuse('no-such-target', 'That is not a generic crew of your fleet.');
  const where = s.docked;
  if (!dockedAtHome(state, s) && !militaryPortAt(state, where, player) && !ownFortAt(state, where, player)) {
    return refuse('not-docked', `${s.name} takes on crew only docked at your home island, a military port or a fort of yours.`);
  }
  const problem = crewAboardProblem(state, s, crew);
  if (problem) return problem;
  const gold = economyGold(state, player);
  return gold < crew.points ? refuse('cannot-afford', `${crew.name ?? 'That crew'} costs ${crew.points} gold; you have ${gold}.`) : null;
}

export function buyCrew(game: Game, player: PlayerIndex, s: Ship, index: number): void {
  const card = game.state.economy!.roster[player][index];
  const active = ofHerNation(card.nation, s) || effectsOfKind(s.text, 'crew-any-nationality').length > 0;
  emit(game, { type: 'crew-bought', player, ship: s.id, crew: { ...card, active }, price: card.points });
}
