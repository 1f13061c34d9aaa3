import { describe, expect, it } from 'vitest';
import { click, describeOrder, destinations, menuGroups, menuOrders, orderArrows, withOrder, type Order } from './order-entry';

// Invented places; only the shape of the legal-order list matters here.
const legal: Order[] = [
  { unit: 'Gull Bay', type: 'hold' },
  { unit: 'Gull Bay', type: 'move', to: 'Shark Reef' },
  { unit: 'Gull Bay', type: 'move', to: 'Far Shoal' },
  { unit: 'Gull Bay', type: 'support', to: 'Shark Reef', from: 'Eel Pass' },
  { unit: 'Eel Pass', type: 'hold' },
  { unit: 'Eel Pass', type: 'move', to: 'Shark Reef' },
];

describe('order entry by clicks', () => {
  it('selects a unit, then moves it to a clicked legal destination', () => {
    const first = click(legal, null, 'Gull Bay');
    expect(first).toEqual({ selected: 'Gull Bay', order: null });
    expect(click(legal, first.selected, 'shark reef')).toEqual({ selected: null, order: { unit: 'Gull Bay', type: 'move', to: 'Shark Reef' } });
  });

  it('never produces a move the legal list lacks', () => {
    expect(click(legal, 'Eel Pass', 'Far Shoal').order).toBeNull();
  });

  it('switches to another unit that has orders, deselects on a second click, ignores empty water', () => {
    expect(click(legal, 'Gull Bay', 'Eel Pass')).toEqual({ selected: 'Eel Pass', order: null });
    expect(click(legal, 'Gull Bay', 'Gull Bay')).toEqual({ selected: null, order: null });
    expect(click(legal, null, 'Far Shoal')).toEqual({ selected: null, order: null });
  });

  it('offers moves on the map and the rest from the menu', () => {
    expect(destinations(legal, 'Gull Bay')).toEqual(['Shark Reef', 'Far Shoal']);
    expect(menuOrders(legal, 'Gull Bay').map((o) => o.type)).toEqual(['hold', 'support']);
  });

  it('keeps one order per unit', () => {
    const orders = withOrder([{ unit: 'Gull Bay', type: 'hold' }], { unit: 'gull bay', type: 'move', to: 'Far Shoal' });
    expect(orders).toEqual([{ unit: 'gull bay', type: 'move', to: 'Far Shoal' }]);
  });

  it('reads orders in words', () => {
    expect(describeOrder({ unit: 'Gull Bay', type: 'support', to: 'Shark Reef', from: 'Eel Pass' })).toBe('Gull Bay supports Eel Pass to Shark Reef');
    expect(describeOrder({ unit: 'Gull Bay', type: 'support', to: 'Shark Reef' })).toBe('Gull Bay supports Shark Reef holding');
    expect(describeOrder({ unit: 'Far Shoal', type: 'build', as: 'frigate' })).toBe('Build a frigate in Far Shoal');
  });
});

describe('orderArrows', () => {
  it('draws moves, retreats and supports with their results, and no arrow for orders that stay put', () => {
    const orders: Order[] = [
      { unit: 'Gull Bay', type: 'move', to: 'Shark Reef' },
      { unit: 'Eel Pass', type: 'support', to: 'Shark Reef', from: 'Gull Bay' },
      { unit: 'Far Shoal', type: 'hold' },
      { unit: 'Far Shoal', type: 'build', as: 'clipper' },
    ];
    expect(orderArrows(orders, [{ unit: 'gull bay', success: false }])).toEqual([
      { from: 'Gull Bay', to: 'Shark Reef', kind: 'move', success: false },
      { from: 'Eel Pass', to: 'Shark Reef', kind: 'support' },
    ]);
  });
});

describe('the menu of a selected unit', () => {
  it('puts the unit\'s own orders first, then supports of the player\'s units, then everyone else\'s', () => {
    const orders: Order[] = [
      { unit: 'Gull Bay', type: 'hold' },
      { unit: 'Gull Bay', type: 'support', to: 'Eel Pass' },
      { unit: 'Gull Bay', type: 'support', from: 'Shark Reef', to: 'Far Shoal' },
    ];
    expect(menuGroups(orders, 'Gull Bay', ['Eel Pass'])).toEqual({ direct: [orders[0]], ownSupports: [orders[1]], otherSupports: [orders[2]] });
  });
});
