import { describe, expect, it } from 'vitest';
import { crewCard, shipCard, table } from '@/tests/fixtures/engine';
import { copyState } from './copy';

const spec = () =>
  table({
    ships: [
      { card: shipCard({ cannons: '3S-2L', ability: 'When this ship rams, +1 to her boarding roll.' }), owner: 0, x: 6, y: 6, crew: [crewCard({ name: 'Captain' })] },
      { card: shipCard({ cannons: '2S-2S-3L' }), owner: 1, x: 14, y: 14 },
    ],
    treasure: { 2: [3, 4] },
  });

describe('copyState: a copy of the table to play on', () => {
  it('holds everything the table holds, as a structured clone would', () => {
    const { state } = spec();
    expect(copyState(state)).toEqual(structuredClone(state));
  });

  it('builds every object with its keys in the original order, so a ship copied has the shape of the ships the engine made', () => {
    const { state } = spec();
    const copy = copyState(state);
    copy.ships.forEach((s, i) => expect(Object.keys(s)).toEqual(Object.keys(state.ships[i])));
    copy.islands.forEach((isl, i) => expect(Object.keys(isl)).toEqual(Object.keys(state.islands[i])));
  });

  it('is a copy: what is played on it leaves the table as it was', () => {
    const { state } = spec();
    const before = structuredClone(state);
    const copy = copyState(state);
    copy.ships[0].x += 3;
    copy.ships[0].crew[0].active = false;
    copy.ships[1].up[0] = false;
    copy.islands[2].treasure.pop();
    copy.treasures[0].value = 99;
    copy.players[0].home.push(0);
    expect(state).toEqual(before);
  });

  it('shares only what nobody writes: compiled abilities and the rules', () => {
    const { state } = spec();
    const copy = copyState(state);
    expect(copy.ships[0].abilities).toBe(state.ships[0].abilities);
    expect(copy.rules).toBe(state.rules);
    expect(copy.ships[0].crew).not.toBe(state.ships[0].crew);
  });
});
