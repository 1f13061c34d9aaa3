import { describe, expect, it } from 'vitest';
import { DEFAULT_GAMES, readParams, type SimulateParams, writeParams } from './url';

const from = (query: string) => {
  const q = new URLSearchParams(query);
  return readParams((k) => q.get(k) ?? undefined);
};

describe('simulation URL parameters', () => {
  it('round-trip every field, so an address reproduces a run', () => {
    const p: SimulateParams = {
      a: { kind: 'slug', value: 'abc123' },
      b: { kind: 'code', value: '1.xyz' },
      more: [
        { source: { kind: 'slug', value: 'third' }, policy: 'gold-runner' },
        { source: { kind: 'code', value: '1.fourth' }, policy: null },
      ],
      ruleset: 'crimson-coast',
      policyA: 'hunter',
      policyB: null,
      games: 500,
      seed: 42,
      maxTurns: 30,
      edge: 'round',
      run: true,
    };
    expect(from(writeParams(p))).toEqual(p);
  });

  it('read the short form a player or another page writes by hand', () => {
    const p = from('a=slug:abc&b=code:XYZ&games=1000&seed=42&pa=hunter');
    expect(p).toMatchObject({ a: { kind: 'slug', value: 'abc' }, b: { kind: 'code', value: 'XYZ' }, games: 1000, seed: 42, policyA: 'hunter', run: false });
  });

  it('keep a share code whole, colons and padding-free base64 included', () => {
    const code = '1.CCgOQm9ubnkgU3F1YWRyb24BIAJQU8sBASACUENTcw';
    expect(from(writeParams({ ...from(''), a: { kind: 'code', value: code } })).a).toEqual({ kind: 'code', value: code });
    expect(from('a=code:ab:cd').a).toEqual({ kind: 'code', value: 'ab:cd' });
  });

  it('ignore what they cannot read instead of failing', () => {
    const p = from('a=nonsense&b=code:&c=junk:x&rs=caribbean-diplomacy&pa=pirate&games=0&seed=-3&turns=9999&edge=cube');
    expect(p).toEqual({ a: null, b: null, more: [], ruleset: null, policyA: null, policyB: null, games: DEFAULT_GAMES, seed: null, maxTurns: null, edge: null, run: false });
  });

  it('take seeds across the whole unsigned 32-bit range and no further', () => {
    expect(from('seed=4294967295').seed).toBe(4294967295);
    expect(from('seed=4294967296').seed).toBeNull();
    expect(from('seed=0').seed).toBe(0);
  });
});
