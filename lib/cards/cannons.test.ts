import { describe, expect, it } from 'vitest';
import { CannonParseError, formatCannons, parseCannons } from './cannons';

describe('parseCannons', () => {
  it('reads one cannon per mast, bow to stern', () => {
    expect(parseCannons('2S-3L-3L')).toEqual([
      { rank: 2, range: 'S' },
      { rank: 3, range: 'L' },
      { rank: 3, range: 'L' },
    ]);
  });

  it('accepts comma separators', () => {
    expect(parseCannons('2L,2L,2L')).toEqual(parseCannons('2L-2L-2L'));
  });

  it('treats an empty code as no cannons', () => {
    expect(parseCannons('')).toEqual([]);
  });

  it('rejects malformed codes with the offending position', () => {
    for (const bad of ['2X', '7S', '3S--3L', '3S-L', 'S3']) {
      expect(() => parseCannons(bad)).toThrow(CannonParseError);
    }
    try {
      parseCannons('2S-9L');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CannonParseError);
      expect((error as CannonParseError).position).toBe(3);
      expect((error as CannonParseError).code).toBe('invalid-cannons');
    }
  });

  it('round-trips through formatCannons', () => {
    expect(formatCannons(parseCannons('2L,3S,4S'))).toBe('2L-3S-4S');
  });
});
