import { ISLAND_RADIUS } from './pieces';
import { type Refusal, refuse } from './refusal';

/**
 * Placing islands at set-up, as each ruleset's text says. Distances between islands are the gaps between their
 * edges, as players measure them with the ruler on a real table.
 *
 * - 001 "Placing Islands": "Islands are recommended to be placed at least 1L but not more than 6L from each other."
 * - 004 (Crimson Coast): "at least 2 L bars, but not more than 4 L bars, from each other."
 * - 000 (Daniel): the seed island in the middle of the table; each player places the other's home island "within
 *   3L - 5L of the Seed Island"; then the wild islands, "more than 1L from all other islands and no farther from the
 *   Seed Island than either Home Island".
 *
 * Choice: "at least … from each other" holds between the new island and every island already placed; "not more than
 * … from each other" between it and the nearest one (every pair within 4L would leave no room for six islands), so
 * the islands stay a connected group. An island lies wholly on the table.
 */
export interface IslandPlacement {
  /** The least gap to every island already placed. */
  minGap: number;
  /** The most gap to the nearest island already placed (null: no such limit). */
  maxGap: number | null;
  /** Daniel: a seed island at the centre; home islands placed first, each within [homeMin, homeMax] of it. */
  seed: { homeMin: number; homeMax: number } | null;
}

export interface Point {
  x: number;
  y: number;
}

const gap = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) - 2 * ISLAND_RADIUS;

/**
 * Why an island cannot stand at `at`, or null. `placed` are the islands on the table so far, the seed island first
 * under rules that have one; `home` says the island being placed is a home island (Daniel's first two placements).
 */
export function islandProblem(rule: IslandPlacement, area: { width: number; height: number }, placed: readonly Point[], at: Point, home: boolean): Refusal | null {
  const r = ISLAND_RADIUS;
  if (!Number.isFinite(at.x) || !Number.isFinite(at.y) || at.x < r || at.y < r || at.x > area.width - r || at.y > area.height - r) {
    return refuse('out-of-bounds', 'An island must lie wholly on the table.');
  }
  const gaps = placed.map((p) => gap(p, at));
  const fmt = (d: number) => `${d.toFixed(2)} S`;
  if (rule.seed && placed.length > 0) {
    const toSeed = gaps[0];
    if (home) {
      if (toSeed < rule.seed.homeMin - 1e-9 || toSeed > rule.seed.homeMax + 1e-9) {
        return refuse('out-of-range', `A home island must be ${fmt(rule.seed.homeMin)} to ${fmt(rule.seed.homeMax)} from the seed island; this is ${fmt(toSeed)}.`);
      }
    } else {
      const farthestHome = Math.max(gap(placed[0], placed[1]), gap(placed[0], placed[2]));
      if (toSeed > farthestHome + 1e-9) return refuse('out-of-range', `A wild island may be no farther from the seed island than either home island (${fmt(farthestHome)}).`);
    }
  }
  const nearest = Math.min(...gaps);
  // Daniel asks for "more than" 1L; the others for "at least": the one boundary point between them is not worth a rule.
  if (gaps.length && nearest < 0) return refuse('too-close', `Islands must be at least ${fmt(rule.minGap)} apart; this one would overlap another.`);
  if (gaps.length && nearest < rule.minGap - 1e-9) return refuse('too-close', `Islands must be at least ${fmt(rule.minGap)} apart; this is ${fmt(nearest)} from the nearest.`);
  if (gaps.length && rule.maxGap !== null && nearest > rule.maxGap + 1e-9) {
    return refuse('too-far', `An island must be within ${fmt(rule.maxGap)} of another; the nearest is ${fmt(nearest)} away.`);
  }
  return null;
}

/**
 * Valid places for the next island: the set a seat's `legal` offers (the table takes any valid point). Sampled on a
 * grid of `step` S; when that grid finds none, again on one a quarter as fine that also runs along the far edges,
 * where a crowded table often has its last room, so an empty answer means there is next to no room at all.
 */
export function islandSpots(rule: IslandPlacement, area: { width: number; height: number }, placed: readonly Point[], home: boolean, step = 1): Point[] {
  const along = (length: number, by: number, edge: boolean): number[] => {
    const out: number[] = [];
    for (let v = ISLAND_RADIUS; v <= length - ISLAND_RADIUS + 1e-9; v += by) out.push(Math.round(v * 100) / 100);
    if (edge && out[out.length - 1] < length - ISLAND_RADIUS - 1e-9) out.push(length - ISLAND_RADIUS);
    return out;
  };
  for (const [by, edge] of [[step, false], [step / 4, true]] as const) {
    const out: Point[] = [];
    for (const y of along(area.height, by, edge)) for (const x of along(area.width, by, edge)) if (!islandProblem(rule, area, placed, { x, y }, home)) out.push({ x, y });
    if (out.length) return out;
  }
  return [];
}

/**
 * Why a scenario's table cannot be played, naming the field: an area too small to hold the islands, an island not
 * wholly on the table, or two islands closer than the ruleset's placement allows (the homes included). A table
 * smaller than a few islands across is refused outright: a 0.001 S square would otherwise play turn-cap draws.
 */
export function scenarioProblem(area: { width: number; height: number }, islands: readonly Point[], rule: IslandPlacement): { field: string; message: string } | null {
  const least = 4 * ISLAND_RADIUS;
  if (area.width < least || area.height < least) return { field: 'scenario.area', message: `The table must be at least ${least} S on each side to hold islands.` };
  for (let i = 0; i < islands.length; i++) {
    const p = islands[i];
    if (p.x < ISLAND_RADIUS || p.y < ISLAND_RADIUS || p.x > area.width - ISLAND_RADIUS || p.y > area.height - ISLAND_RADIUS) {
      return { field: `scenario.islands.${i}`, message: `Island ${i + 1} must lie wholly on the ${area.width} by ${area.height} S table.` };
    }
    for (let j = 0; j < i; j++) {
      if (gap(islands[j], p) < rule.minGap - 1e-9) {
        return { field: `scenario.islands.${i}`, message: `Islands ${j + 1} and ${i + 1} are ${Math.max(0, gap(islands[j], p)).toFixed(2)} S apart; this ruleset places islands at least ${rule.minGap.toFixed(2)} S apart.` };
      }
    }
  }
  return null;
}