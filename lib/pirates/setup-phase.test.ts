import { describe, expect, it } from 'vitest';
import { islandProblem } from '@/lib/engine/placement';
import { type Placing, placeSpots, setupStep } from './setup-phase';

/** Crimson Coast's placement (islands 2L to 4L apart, edge to edge) on the default 14 S table, five islands down. */
const crowded: Placing = {
  first: 0,
  rolls: [[6, 2]],
  islands: [
    { x: 4.75, y: 1.75 },
    { x: 9.75, y: 3.75 },
    { x: 9.75, y: 9.75 },
    { x: 2.75, y: 9.75 },
    { x: 0.75, y: 3.75 },
  ],
  homes: [null, null],
  count: 6,
  rule: { minGap: 2.8, maxGap: 5.6, seed: null },
  area: { width: 14, height: 14 },
};

describe('placing islands by hand', () => {
  it('offers the last room on a crowded table, though no point of the 1 S grid fits (a game once stalled here)', () => {
    const spots = placeSpots(crowded);
    expect(spots.length).toBeGreaterThan(0);
    for (const at of spots) expect(islandProblem(crowded.rule, crowded.area, crowded.islands, at, false)).toBeNull();
    expect(setupStep(crowded)).toEqual({ kind: 'place-island', by: 1, home: null });
  });

  it('goes on to the homes when the distances leave the next island nowhere to stand', () => {
    const corners = [
      { x: 0.75, y: 0.75 },
      { x: 5.25, y: 5.25 },
      { x: 0.75, y: 5.25 },
      { x: 5.25, y: 0.75 },
    ];
    const full: Placing = { ...crowded, area: { width: 6, height: 6 }, islands: corners };
    expect(placeSpots(full)).toEqual([]);
    // Four islands down, the last placed by the second player: she chooses the first player's home.
    expect(setupStep(full)).toEqual({ kind: 'choose-home', by: 1, for: 0 });
  });
});
