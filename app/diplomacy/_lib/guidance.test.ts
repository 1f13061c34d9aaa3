import { describe, expect, it } from 'vitest';
import { guidance, listed, selectionPrompt } from './guidance';
import type { Order } from './order-entry';

// Invented places; only the shape of the legal-order list matters here.
const builds: Order[] = ['Gull Bay', 'Eel Pass', 'Shark Reef'].flatMap((unit) => (['clipper', 'frigate'] as const).map((as) => ({ unit, type: 'build' as const, as })));
const moves: Order[] = [
  { unit: 'Gull Bay', type: 'hold' },
  { unit: 'Gull Bay', type: 'move', to: 'Far Shoal' },
  { unit: 'Eel Pass', type: 'hold' },
  { unit: 'Eel Pass', type: 'support', to: 'Gull Bay' },
];

describe('phase guidance', () => {
  it('lists places as a sentence does', () => {
    expect(listed(['A'])).toBe('A');
    expect(listed(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it('names the units to choose a type for in the opening build, and counts those not chosen', () => {
    const g = guidance('build 1666', builds, [{ unit: 'Eel Pass', type: 'build', as: 'frigate' }]);
    expect(g.text).toContain('Choose clipper or frigate for Gull Bay, Eel Pass and Shark Reef');
    expect(g.actOn).toEqual(['Gull Bay', 'Shark Reef']);
    expect(g.missing).toBe(2);
  });

  it('in a movement phase, counts the units without an order, which will hold', () => {
    const g = guidance('spring 1667 moves', moves, [{ unit: 'Gull Bay', type: 'move', to: 'Far Shoal' }]);
    expect(g.actOn).toEqual(['Eel Pass']);
    expect(g.missingText).toBe('1 unit without an order will hold');
  });

  it('in winter, says how many to build and where, or how many to disband', () => {
    const winterBuilds: Order[] = [{ unit: 'Gull Bay', type: 'build', as: 'clipper' }, { unit: 'Gull Bay', type: 'build', as: 'frigate' }];
    expect(guidance('winter 1667 adjustments', winterBuilds, [], 2)).toMatchObject({ text: expect.stringContaining('You may build 2 units: click one of your empty centres (Gull Bay)'), missing: 1 });
    const disbands: Order[] = [{ unit: 'Gull Bay', type: 'disband' }, { unit: 'Eel Pass', type: 'disband' }];
    expect(guidance('winter 1667 adjustments', disbands, [], -1)).toMatchObject({ text: expect.stringContaining('disband 1 unit'), missing: 1 });
  });

  it('tells a player with nothing to order that the others are ordering', () => {
    expect(guidance('spring 1667 moves', [], []).text).toContain('nothing to order');
  });

  it('prompts a selected unit by what it can do: a build unit chooses a type, a unit with moves clicks a place', () => {
    expect(selectionPrompt('build 1666', builds, 'Gull Bay')).toBe('Gull Bay: choose clipper or frigate.');
    expect(selectionPrompt('spring 1667 moves', moves, 'Gull Bay')).toContain('click a highlighted place to move there');
    expect(selectionPrompt('spring 1667 moves', moves, 'Eel Pass')).toBe('Eel Pass: choose:');
  });
});
