/**
 * Below this share of games with a shot fired, the results page says that the fleets hardly fought. Two fleets of
 * equal speed can each fetch their own half of the table and never come within range (README, "Crew sanity table"):
 * their guns, and a crew that acts only in a fight, then change nothing, and a player comparing a Cannoneer against
 * none should read that from the page rather than conclude the crew is worthless.
 */
export const FEW_FIGHTS = 0.05;

/** The note to print when few of `games` saw a shot fired, or null when the fleets fought in enough of them. */
export function fewFightsNote(withShots: number, games: number): string | null {
  if (games <= 0 || withShots / games >= FEW_FIGHTS) return null;
  const none = withShots === 0 ? 'No shot was fired in any game' : `A shot was fired in only ${withShots} of the ${games.toLocaleString('en')} games`;
  return `${none}: the fleets fetched their gold without fighting, so their guns, and crew that act only in a fight (a Cannoneer's second shot, a Musketeer's gun), made no difference here.`;
}
