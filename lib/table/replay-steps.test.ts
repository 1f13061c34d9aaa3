import { describe, expect, it } from 'vitest';
import { Lru, nextOf, stopFor, turnStep } from './replay-steps';

describe('turnStep', () => {
  const starts = [5, 20, 41];
  it('goes forward to the next turn\'s first event, or the last event after the last turn began', () => {
    expect(turnStep(0, starts, 1, 60)).toBe(5);
    expect(turnStep(5, starts, 1, 60)).toBe(20);
    expect(turnStep(30, starts, 1, 60)).toBe(41);
    expect(turnStep(41, starts, 1, 60)).toBe(60);
  });
  it('goes back to the start of this turn, or of the one before from its very start, or to 0', () => {
    expect(turnStep(30, starts, -1, 60)).toBe(20);
    expect(turnStep(20, starts, -1, 60)).toBe(5);
    expect(turnStep(5, starts, -1, 60)).toBe(0);
  });
});

describe('nextOf', () => {
  it('skips to the next event with a line, stopping at the last', () => {
    expect(nextOf(3, [2, 7, 9], 12)).toBe(7);
    expect(nextOf(9, [2, 7, 9], 12)).toBe(12);
  });
});

describe('Lru', () => {
  it('keeps at most its size, dropping the least recently used', () => {
    const lru = new Lru<number, string>(2);
    lru.set(1, 'a');
    lru.set(2, 'b');
    expect(lru.get(1)).toBe('a');
    lru.set(3, 'c');
    expect(lru.get(2)).toBeUndefined();
    expect(lru.get(1)).toBe('a');
    expect(lru.size).toBe(2);
  });
});

describe('stopFor', () => {
  it('opens the phase a seq falls in, the last stop past them all', () => {
    const stops = [14, 30, 52, 60];
    expect(stopFor(0, stops)).toBe(0);
    expect(stopFor(14, stops)).toBe(0);
    expect(stopFor(15, stops)).toBe(1);
    expect(stopFor(60, stops)).toBe(3);
    expect(stopFor(99, stops)).toBe(3);
  });
});
