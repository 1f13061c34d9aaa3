/**
 * Sizes of the pieces on the table, in S (a card's short side, 63.5 mm). Measured from the real pieces and rounded:
 *
 * - Hulls: a one-mast sloop is about 57 mm from stern to bow and a five-mast ship of the line about 108 mm; between
 *   them each mast adds roughly 13 mm. So a hull is 0.65 S plus 0.2 S per mast (0.85 S to 1.65 S), capped at six
 *   masts. Beam: 0.4 S up to two masts, 0.5 S from three. A hull is modelled as a chain of circles along the keel
 *   (a capsule), which is what "any part of the target" and "touching" are measured against.
 * - Masts stand evenly along the keel, the first (printed first on the card) nearest the bow.
 * - Sea creatures stand on a round base about 50 mm across: a circle of radius 0.4 S, their segments at its centre.
 * - Islands are die-cut shapes about 95 mm across: a circle of radius 0.75 S. Terrain pieces are the backs of
 *   islands and take the same circle.
 * - A fort is two cards folded into walls and must stand with two opposite corners on its island (001 "Building
 *   Forts"), so it is smaller than the island: a circle of radius 0.5 S at the island's centre. Its flags stand on
 *   its corners and walls, so its cannons measure from that circle's edge, the nearest flag to the target.
 */
export const ISLAND_RADIUS = 0.75;
export const TERRAIN_RADIUS = 0.75;
export const CREATURE_RADIUS = 0.4;
export const FORT_RADIUS = 0.5;

export function hullLength(masts: number): number {
  return 0.65 + 0.2 * Math.min(Math.max(masts, 1), 6);
}

export function hullRadius(masts: number): number {
  return masts >= 3 ? 0.25 : 0.2;
}

/** Two pieces closer than this are touching: what a player would call touching on a real table (about 1.5 mm). */
export const TOUCH = 0.025;
