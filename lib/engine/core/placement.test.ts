import { describe, expect, it } from 'vitest';
import { LEG_LENGTH } from '@/lib/cards/move';
import { rulesetOf } from '@/lib/rules/registry';
import { ISLAND_RADIUS } from './pieces';
import { defaultIslands } from '../setup/setup';
import { type IslandPlacement, islandProblem, islandSpots, scenarioProblem } from './placement';

const L = LEG_LENGTH.L;
const area = { width: 14, height: 14 };
/** Two islands whose edges are `g` apart along x. */
const apart = (g: number) => 5 + 2 * ISLAND_RADIUS + g;

describe('placing islands at set-up', () => {
  const official: IslandPlacement = { minGap: L, maxGap: 6 * L, seed: null };
  const crimson: IslandPlacement = { minGap: 2 * L, maxGap: 4 * L, seed: null };
  const daniel: IslandPlacement = { minGap: L, maxGap: null, seed: { homeMin: 3 * L, homeMax: 5 * L } };

  it('keeps islands at least 1L and at most 6L apart, edge to edge (001)', () => {
    const first = [{ x: 5, y: 7 }];
    expect(islandProblem(official, area, first, { x: apart(L), y: 7 }, false)).toBeNull();
    expect(islandProblem(official, area, first, { x: apart(L - 0.01), y: 7 }, false)?.code).toBe('too-close');
    expect(islandProblem(official, area, first, { x: 5.5, y: 7 }, false)?.message).toMatch(/overlap/);
    expect(islandProblem(official, { width: 20, height: 14 }, first, { x: apart(6 * L + 0.01), y: 7 }, false)?.code).toBe('too-far');
  });

  it("holds Crimson Coast's 2L to 4L", () => {
    const first = [{ x: 5, y: 7 }];
    expect(islandProblem(crimson, area, first, { x: apart(1.9 * L), y: 7 }, false)?.code).toBe('too-close');
    expect(islandProblem(crimson, area, first, { x: apart(3 * L), y: 7 }, false)).toBeNull();
  });

  it('keeps an island wholly on the table', () => {
    expect(islandProblem(official, area, [], { x: 0.5, y: 7 }, false)?.code).toBe('out-of-bounds');
  });

  it("places Daniel's homes 3L to 5L from the seed island, and wild islands no farther from it than either home (000)", () => {
    const seed = { x: 8, y: 8 };
    const big = { width: 16, height: 16 };
    expect(islandProblem(daniel, big, [seed], { x: 8 + 2 * ISLAND_RADIUS + 2 * L, y: 8 }, true)?.code).toBe('out-of-range');
    const homeA = { x: 8 + 2 * ISLAND_RADIUS + 3.5 * L, y: 8 };
    expect(islandProblem(daniel, big, [seed], homeA, true)).toBeNull();
    const homeB = { x: 8 - 2 * ISLAND_RADIUS - 3 * L, y: 8 };
    const placed = [seed, homeA, homeB];
    expect(islandProblem(daniel, big, placed, { x: 8, y: 8 + 2 * ISLAND_RADIUS + 3 * L }, false)).toBeNull();
    expect(islandProblem(daniel, big, placed, { x: 8, y: 8 + 2 * ISLAND_RADIUS + 3.6 * L }, false)?.code).toBe('out-of-range');
  });

  it('offers only spots the check accepts', () => {
    const placed = [{ x: 7, y: 7 }];
    const spots = islandSpots(crimson, area, placed, false);
    expect(spots.length).toBeGreaterThan(10);
    for (const p of spots) expect(islandProblem(crimson, area, placed, p, false)).toBeNull();
  });

  it('refuses a scenario no game can be played on, naming the field', () => {
    expect(scenarioProblem({ width: 0.001, height: 0.001 }, [], official)?.field).toBe('scenario.area');
    expect(scenarioProblem(area, [{ x: 3, y: 3 }, { x: 13.9, y: 3 }], official)?.field).toBe('scenario.islands.1');
    expect(scenarioProblem(area, [{ x: 3, y: 3 }, { x: 4, y: 3 }, { x: 10, y: 10 }], official)).toMatchObject({ field: 'scenario.islands.1', message: /at least 1.40 S apart/ });
    expect(scenarioProblem(area, [{ x: 3, y: 3 }, { x: 10, y: 3 }, { x: 6, y: 10 }], official)).toBeNull();
  });

  it.each(['official', 'crimson-coast', 'daniel-house', 'economy'] as const)('lays out %s by default as its own text allows', (id) => {
    const d = rulesetOf(id).play!.scenario;
    const islands = defaultIslands(d);
    expect(scenarioProblem(d.area, islands, d.placement)).toBeNull();
    if (d.placement.seed) {
      // Daniel's islands are listed homes first, then the seed: each home 3L to 5L from it.
      for (const home of islands.slice(0, 2)) expect(islandProblem(d.placement, d.area, [islands[2]], home, true)).toBeNull();
    }
  });
});
