import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMIT, MAX_LIMIT, parseListParams } from './list-params';

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe('parseListParams', () => {
  it('defaults to the first page of 50 for everything', () => {
    expect(parse('').data).toEqual({ q: '', limit: DEFAULT_LIMIT, offset: 0 });
  });

  it('takes whole numbers within bounds as given', () => {
    expect(parse('limit=200&offset=96').data).toMatchObject({ limit: MAX_LIMIT, offset: 96 });
    expect(parse('limit=1&offset=0').data).toMatchObject({ limit: 1, offset: 0 });
    expect(parse('limit=&offset=').data).toMatchObject({ limit: DEFAULT_LIMIT, offset: 0 });
  });

  it('rejects every limit it used to bend, naming limit and its real bound', () => {
    for (const raw of ['-1', '0', '201', '1e9', 'abc', '12.9', 'Infinity', '0x10']) {
      const result = parse(`limit=${raw}`);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['limit', `limit must be a whole number from 1 to 200, not '${raw}'.`]]);
    }
  });

  it('rejects a negative or non-numeric offset with its own message, not the one about sort', () => {
    expect(parse('offset=-20').error?.issues.map((i) => i.message)).toEqual(["offset must be a whole number 0 or more, not '-20'."]);
    expect(parse('offset=soon').error?.issues.map((i) => i.path.join('.'))).toEqual(['offset']);
  });

  it('accepts the documented sorts and directions', () => {
    expect(parse('q=t:ship&sort=speed&dir=desc').data).toMatchObject({ q: 't:ship', sort: 'speed', dir: 'desc' });
    expect(parse('sort=&dir=').data).toMatchObject({ sort: undefined, dir: undefined });
  });

  it('rejects an unknown sort or direction with issues naming the parameter', () => {
    const result = parse('sort=colour&dir=sideways');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['dir', 'sort']);
    expect(parse('group=printing').error?.issues.map((i) => i.message)).toEqual(["group must be piece, not 'printing'."]);
  });
});
