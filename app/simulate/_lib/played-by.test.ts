import { describe, expect, it } from 'vitest';
import { playedByNote } from './played-by';

describe('the note on who played a run', () => {
  it('says Hard played no side when no fleet was played by search', () => {
    expect(playedByNote(['lookahead', 'lookahead'], false)).toMatch(/^Hard played no side here\..*run these fleets again with every fleet playing as Search \(Hard\)/);
    expect(playedByNote(['balanced', 'gold-runner', 'hunter'], false)).toMatch(/^Hard played no side here/);
  });

  it('is left out when Hard played a fleet, or under Economy Edition, where Hard trades as the default does', () => {
    expect(playedByNote(['search', 'lookahead'], false)).toBeNull();
    expect(playedByNote(['lookahead', 'lookahead'], true)).toBeNull();
  });
});
