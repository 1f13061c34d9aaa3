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

  it('builds every piece with its keys in the order set-up built it, so a copy has the shape of the pieces the engine made', () => {
    const { state } = spec();
    const copy = copyState(state);
    expect(Object.keys(copy)).toEqual(Object.keys(state));
    for (const kind of ['ships', 'islands', 'treasures', 'players', 'terrain', 'forts'] as const) {
      copy[kind].forEach((piece, i) => expect(Object.keys(piece)).toEqual(Object.keys(state[kind][i])));
    }
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

  it('shares only what the engine never writes: compiled abilities, printed cannons and moves, the rules', () => {
    const { state } = spec();
    const copy = copyState(state);
    expect(copy.ships[0].abilities).toBe(state.ships[0].abilities);
    expect(copy.ships[0].cannons).toBe(state.ships[0].cannons);
    expect(copy.ships[0].legs).toBe(state.ships[0].legs);
    expect(copy.rules).toBe(state.rules);
    expect(copy.ships[0].crew).not.toBe(state.ships[0].crew);
    expect(copy.ships[0].crew[0]).not.toBe(state.ships[0].crew[0]);
    expect(copy.ships[0].up).not.toBe(state.ships[0].up);
  });

  it('keeps a field added to a piece after set-up, after the others as it was added', () => {
    const { state } = spec();
    state.ships[1].hushed = true;
    state.players[0].left = true;
    const copy = copyState(state);
    expect(Object.keys(copy.ships[1])).toEqual(Object.keys(state.ships[1]));
    expect(copy.ships[1].hushed).toBe(true);
    expect(Object.keys(copy.players[0])).toEqual(Object.keys(state.players[0]));
  });
});
