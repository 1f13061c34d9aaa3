import { afterEach, describe, expect, it, vi } from 'vitest';
import checkSharedData, { missingSharedData } from '../setup/shared-data';

afterEach(() => vi.unstubAllEnvs());

describe('the shared data check run before the tests', () => {
  it('names what is missing', () => {
    expect(missingSharedData(() => true)).toEqual([]);
    expect(missingSharedData((file) => !file.pathname.endsWith('pirates-diplomacy-map.json'))).toEqual(['../shared/data/pirates-diplomacy-map.json']);
  });

  it('passes here, where ../shared exists, in CI or not', () => {
    vi.stubEnv('CI', '1');
    expect(() => checkSharedData()).not.toThrow();
  });
});
