import { describe, expect, it } from 'vitest';
import { islandProblem } from '@/lib/engine/core/placement';
import { type Placing, placeSpots, setupStep } from './setup-phase';

/** Crimson Coast's placement (islands 2L to 4L apart, edge to edge) on the default 14 S table, five islands down. */
const crowded: Placing = {
  order: [0, 1],
  rolls: [
    [
      { player: 0, roll: 6 },
      { player: 1, roll: 2 },
    ],
  ],
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

  it('seats three players in the order rolled: islands in turn from the first player, homes chosen round the table', () => {
    // 001 "Setup": "The player who rolls the highest result is the first player; followed by the next highest-rolling
    // player, and so on"; "Starting with the first player, players take turns … placing it on the play area".
    const three: Placing = { order: [2, 0, 1], rolls: [], islands: [], homes: [null, null, null], count: 9, rule: { minGap: 1.4, maxGap: 8.4, seed: null }, area: { width: 30, height: 30 } };
    const placers: number[] = [];
    let p = three;
    for (let i = 0; i < 9; i++) {
      const step = setupStep(p);
      expect(step?.kind).toBe('place-island');
      placers.push(step!.by);
      p = { ...p, islands: [...p.islands, placeSpots(p)[0]] };
    }
    expect(placers).toEqual([2, 0, 1, 2, 0, 1, 2, 0, 1]);
    // "The last player chooses which island will be the home island of the first player … The first player then
    // chooses a different island to be the second player's home island … The remaining player's home islands are
    // chosen in order in this manner."
    expect(setupStep(p)).toEqual({ kind: 'choose-home', by: 1, for: 2 });
    p = { ...p, homes: [null, null, 4] };
    expect(setupStep(p)).toEqual({ kind: 'choose-home', by: 2, for: 0 });
    p = { ...p, homes: [7, null, 4] };
    expect(setupStep(p)).toEqual({ kind: 'choose-home', by: 0, for: 1 });
    p = { ...p, homes: [7, 1, 4] };
    expect(setupStep(p)).toBeNull();
  });
});
