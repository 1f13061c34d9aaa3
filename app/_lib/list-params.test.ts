import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMIT, MAX_LIMIT, parseListParams } from './list-params';

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe('parseListParams', () => {
  it('defaults to the first page of 50 for everything', () => {
    expect(parse('').data).toEqual({ q: '', limit: DEFAULT_LIMIT, offset: 0 });
  });

  it('clamps absurd limits into 1..200 instead of failing', () => {
    expect(parse('limit=100000').data?.limit).toBe(MAX_LIMIT);
    expect(parse('limit=0').data?.limit).toBe(1);
    expect(parse('limit=-5').data?.limit).toBe(1);
    expect(parse('limit=12.9').data?.limit).toBe(12);
  });

  it('treats non-numeric paging as the default', () => {
    expect(parse('limit=lots&offset=soon').data).toMatchObject({ limit: DEFAULT_LIMIT, offset: 0 });
    expect(parse('limit=Infinity').data?.limit).toBe(DEFAULT_LIMIT);
  });

  it('never lets the offset go below zero', () => {
    expect(parse('offset=-20').data?.offset).toBe(0);
    expect(parse('offset=96').data?.offset).toBe(96);
  });

  it('accepts the documented sorts and directions', () => {
    expect(parse('q=t:ship&sort=speed&dir=desc').data).toMatchObject({ q: 't:ship', sort: 'speed', dir: 'desc' });
    expect(parse('sort=&dir=').data).toMatchObject({ sort: undefined, dir: undefined });
  });

  it('rejects an unknown sort or direction with issues naming the parameter', () => {
    const result = parse('sort=colour&dir=sideways');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['dir', 'sort']);
  });
});
