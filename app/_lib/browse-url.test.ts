import { describe, expect, it } from 'vitest';
import { browseSearchParams, browseUrl } from './browse-url';

describe('browseUrl', () => {
  it('is the bare page when nothing is chosen', () => {
    expect(browseUrl({ q: '  ' })).toBe('/cards');
  });

  it('carries query, sort and direction so the view can be shared', () => {
    const url = browseUrl({ q: 't:ship pts>=10', sort: 'points', dir: 'desc' });
    const params = new URL(url, 'http://x').searchParams;
    expect(params.get('q')).toBe('t:ship pts>=10');
    expect(params.get('sort')).toBe('points');
    expect(params.get('dir')).toBe('desc');
  });

  it('drops a direction without a sort, which would mean nothing', () => {
    expect(browseSearchParams({ q: 'x', dir: 'desc' }).has('dir')).toBe(false);
  });
});
