import { describe, expect, it } from 'vitest';
import { historyBoard, orderCounts, ordersByPower } from './history';
import type { DiplomacyPageView } from './view';

const unit = (power: string, at: string, type: 'clipper' | 'frigate' = 'clipper') => ({ power, type, at });

// Invented places and powers: a build phase, then a spring in which Red moved.
const view: Pick<DiplomacyPageView, 'units' | 'owners' | 'hurricane' | 'dislodged' | 'history'> = {
  units: [unit('Red', 'Far Shoal', 'frigate')],
  owners: { 'Gull Bay': 'Red' },
  hurricane: null,
  dislodged: [],
  history: [
    { phase: 'build 1666', orders: [{ unit: 'Gull Bay', type: 'build', as: 'frigate', power: 'Red' }], results: [{ unit: 'Gull Bay', success: true }], units: [unit('Red', 'Gull Bay')], owners: {}, hurricane: null },
    {
      phase: 'spring 1666 moves',
      orders: [{ unit: 'Gull Bay', type: 'move', to: 'Far Shoal', power: 'Red' }],
      results: [{ unit: 'Gull Bay', success: true, reason: 'Moved to Far Shoal.' }],
      units: [unit('Red', 'Gull Bay', 'frigate')],
      owners: { 'Gull Bay': 'Red' },
      hurricane: null,
    },
  ],
};

describe('the board of a past phase', () => {
  it('draws a build phase as it came out: the units with the types chosen', () => {
    expect(historyBoard(view, 0).units).toEqual([unit('Red', 'Gull Bay', 'frigate')]);
  });

  it('draws a movement phase where its orders were given from, not on today\'s board', () => {
    expect(historyBoard(view, 1).units).toEqual([unit('Red', 'Gull Bay', 'frigate')]);
  });

  it('falls back to today\'s board for a record that kept none', () => {
    const old = { ...view, history: [{ phase: 'spring 1666 moves', orders: [], results: [] }] };
    expect(historyBoard(old, 0).units).toEqual(view.units);
  });

  it('groups a phase\'s orders by power with their results', () => {
    expect(ordersByPower(view.history[1], ['Blue', 'Red'])).toEqual([['Red', [{ order: view.history[1].orders[0], success: true, reason: 'Moved to Far Shoal.' }]]]);
  });
});

describe('orderCounts', () => {
  it("counts each power's orders in the past phase shown, not who submitted in the current one", () => {
    const counts = orderCounts(view.history[1], ['Red', 'Blue']);
    expect([...counts]).toEqual([
      ['Red', 1],
      ['Blue', 0],
    ]);
  });
});

