/**
 * A simulation whose games often stop at the turn cap says little about how those games would have ended: each is
 * scored as it stood when the cap came. Either the cap is shorter than the fleets need to finish a game (a player may
 * set it so), or the simulator's ships boxed each other in at a crowded island, where every turn would swing a hull
 * into a friend or along the shore (README, "Not fully solved"), and sat there until the cap. Above this share of
 * games the results page says so, naming both.
 */
export const TURN_CAP_WARNING = 0.05;

/**
 * The warning to print for `capped` games of `games` stopping at a cap of `maxTurns`, or null when they are few.
 * `holdless` names the fleets whose starting ship has no cargo space under Daniel's House Rules (lib/rules/daniel-house.ts
 * `starting-ship-no-cargo`): such a fleet brings home nothing to buy the rest of itself with, and its games stand
 * still until the cap (a mirror of one played every game to it), so that cause is named first rather than left to a
 * guess at boxed-in ships.
 */
export function turnCapWarning(capped: number, games: number, maxTurns: number, holdless: readonly string[] = []): string | null {
  if (games <= 0 || capped / games <= TURN_CAP_WARNING) return null;
  const share = Math.round((100 * capped) / games);
  const stopped = `${share}% of the games stopped at the ${maxTurns}-turn cap and are scored as they stood, not as they would have ended.`;
  if (holdless.length) {
    const who = holdless.length === 1 ? `${holdless[0]} starts` : `${holdless.slice(0, -1).join(', ')} and ${holdless.at(-1)} start`;
    const notes = holdless.length === 1 ? 'the note under the fleet' : 'the notes under the fleets';
    return `${stopped} ${who} with a ship that has no cargo space (${notes}): such a ship brings home no gold to buy the rest of her fleet, so the game may stand still until the cap.`;
  }
  return `${stopped} If the cap is shorter than these fleets need to finish a game, raise it; otherwise the simulator's ships may have boxed each other in at a crowded island and sat there until the cap, which says more about the simulator than about the fleets.`;
}
