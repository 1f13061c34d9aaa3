/**
 * A simulation whose games often stop at the turn cap says little about how those games would have ended: each is
 * scored as it stood when the cap came. Either the cap is shorter than the fleets need to finish a game (a player may
 * set it so), or the simulator's ships boxed each other in at a crowded island, where every turn would swing a hull
 * into a friend or along the shore (README, "Not fully solved"), and sat there until the cap. Above this share of
 * games the results page says so, naming both.
 */
export const TURN_CAP_WARNING = 0.05;

/** The warning to print for `capped` games of `games` stopping at a cap of `maxTurns`, or null when they are few. */
export function turnCapWarning(capped: number, games: number, maxTurns: number): string | null {
  if (games <= 0 || capped / games <= TURN_CAP_WARNING) return null;
  const share = Math.round((100 * capped) / games);
  return `${share}% of the games stopped at the ${maxTurns}-turn cap and are scored as they stood, not as they would have ended. If the cap is shorter than these fleets need to finish a game, raise it; otherwise the simulator's ships may have boxed each other in at a crowded island and sat there until the cap, which says more about the simulator than about the fleets.`;
}
