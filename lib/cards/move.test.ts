import { describe, expect, it } from 'vitest';
import { MoveParseError, parseMove, speedValue } from './move';

describe('parseMove', () => {
  it('splits combination moves into legs in printed order', () => {
    expect(parseMove('S+L')).toEqual({ code: 'S+L', legs: ['S', 'L'] });
    expect(parseMove('L+S')).toEqual({ code: 'L+S', legs: ['L', 'S'] });
    expect(parseMove('s + s + s')).toEqual({ code: 'S+S+S', legs: ['S', 'S', 'S'] });
  });

  it('keeps the special flotilla and sea dragon codes without legs', () => {
    expect(parseMove('T')).toEqual({ code: 'T', legs: null });
    expect(parseMove('D')).toEqual({ code: 'D', legs: null });
  });

  it('rejects anything else', () => {
    for (const bad of ['', 'X', 'S+', 'S+T', '2L']) expect(() => parseMove(bad)).toThrow(MoveParseError);
  });
});

describe('speedValue', () => {
  it('measures in S units so a combination move beats a single L', () => {
    expect(speedValue('S')).toBe(1);
    expect(speedValue('L')).toBe(1.4);
    expect(speedValue('S+L')).toBe(2.4);
    expect(speedValue('L+S')).toBe(2.4);
    expect(speedValue('S+S+S')).toBe(3);
    expect(speedValue('L+L+L')).toBe(4.2);
    expect(speedValue('S+L')!).toBeGreaterThan(speedValue('L')!);
    expect(speedValue('S+S')!).toBeGreaterThan(speedValue('L')!);
    expect(speedValue('S+S+S')!).toBeGreaterThan(speedValue('L+L')!);
    expect(speedValue('L+L')!).toBeGreaterThan(speedValue('S+L')!);
  });

  it('gives no speed to cards that do not move a measured distance', () => {
    expect(speedValue(null)).toBeNull();
    expect(speedValue('')).toBeNull();
    expect(speedValue('T')).toBeNull();
    expect(speedValue('D')).toBeNull();
    expect(speedValue('garbage')).toBeNull();
  });
});
