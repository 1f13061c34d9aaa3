/**
 * A simulation whose games often stop at the turn cap says more about the simulator than about the fleets: its ships
 * can box each other in at a crowded island, where every turn would swing a hull into a friend or along the shore
 * (README, "Not fully solved"), and such a game is then scored as it stood when the cap came, not as it would have
 * ended. Above this share of games the results page says so.
 */
export const TURN_CAP_WARNING = 0.05;

/** The warning to print for `capped` games of `games` stopping at the turn cap, or null when they are few. */
export function turnCapWarning(capped: number, games: number): string | null {
  if (games <= 0 || capped / games <= TURN_CAP_WARNING) return null;
  const share = Math.round((100 * capped) / games);
  return `${share}% of the games stopped at the turn cap. The simulator's ships can box each other in at a crowded island and then sit there until the cap, so those games say more about the simulator than about the fleets.`;
}
