import { describe, expect, it } from 'vitest';
import { MATCH_LIMIT_DEFAULTS, matchLimit } from './rate-limits';

describe('match rate limits from the environment', () => {
  it('takes <burst>/<perMinute>, "off", or the default when unset', () => {
    expect(matchLimit('create', {})).toEqual(MATCH_LIMIT_DEFAULTS.create);
    expect(matchLimit('join', { MATCH_LIMIT_JOIN: ' 5 / 2.5 ' })).toEqual({ burst: 5, perMinute: 2.5 });
    expect(matchLimit('act', { MATCH_LIMIT_ACT: 'OFF' })).toBeNull();
    expect(matchLimit('act', { MATCH_LIMIT_CREATE: 'off' })).toEqual(MATCH_LIMIT_DEFAULTS.act);
  });

  it('refuses a malformed value, naming the variable', () => {
    for (const bad of ['10', '0/5', '5/0', 'ten/5', '5/-1']) expect(() => matchLimit('create', { MATCH_LIMIT_CREATE: bad })).toThrow(/MATCH_LIMIT_CREATE/);
  });
});
