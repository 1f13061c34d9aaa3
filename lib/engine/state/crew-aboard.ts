import { refuse, type Refusal } from '../core/refusal';
import { type Crew, crewSays, freeCargo, type GameState, ofHerNation, type Ship } from './state';

/** "Crew placed on this ship cost no points": a crew aboard her whose ability works there says so. */
export function crewCostsNothing(s: Ship): boolean {
  return s.crew.some((_, i) => crewSays(s, i, 'crew-cost-free').length > 0);
}

/**
 * Why `crew` cannot come aboard `s` (001 "Placing Crew and equipment"): a sea creature or a ship whose text forbids it
 * carries none; it needs a cargo space unless it takes none; "No matter what a ship's cargo capacity, it can't carry
 * crew and equipment with a combined point cost more than the ship's point cost"; "A crew with a point cost of 0 can
 * be assigned only to a ship that shares its nationality". Read wherever crew come aboard during play.
 */
export function crewAboardProblem(state: GameState, s: Ship, crew: Crew): Refusal | null {
  if (s.seaCreature || s.abilities.noCrew) return refuse('restricted', `${s.name} cannot carry crew.`);
  if (!crew.free && freeCargo(state, s) < 1) return refuse('ship-full', `${s.name} has no cargo space for another crew.`);
  const carried = s.crew.reduce((sum, c) => sum + c.points, 0);
  if (!crewCostsNothing(s) && carried + crew.points > s.points) return refuse('crew-cost', `${s.name} (${s.points} points) cannot carry crew costing ${carried + crew.points} points in all.`);
  return crew.points === 0 && !ofHerNation(crew.nation, s) ? refuse('restricted', 'A crew costing 0 points serves only aboard a ship of its own nation.') : null;
}
