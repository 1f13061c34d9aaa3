import { describe, expect, it } from 'vitest';
import { DEFAULT_GAMES, readParams, writeParams } from './url';

const from = (query: string) => {
  const q = new URLSearchParams(query);
  return readParams((k) => q.get(k) ?? undefined);
};

describe('simulation URL parameters', () => {
  it('round-trip every field, so an address reproduces a run', () => {
    const p = { a: { kind: 'slug' as const, value: 'abc123' }, b: { kind: 'code' as const, value: '1.xyz' }, policyA: 'hunter' as const, policyB: null, games: 500, seed: 42, maxTurns: 30, edge: 'round' as const, run: true };
    expect(from(writeParams(p))).toEqual(p);
  });

  it('ignore what they cannot read instead of failing', () => {
    const p = from('a=nonsense&b=code:&pa=pirate&games=0&seed=-3&turns=9999&edge=cube');
    expect(p).toEqual({ a: null, b: null, policyA: null, policyB: null, games: DEFAULT_GAMES, seed: null, maxTurns: null, edge: null, run: false });
  });
});
