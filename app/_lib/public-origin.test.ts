import { describe, expect, it } from 'vitest';
import { configuredOrigin, publicOrigin, publicUrl } from './public-origin';

const request = (headers: Record<string, string> = {}) => new Request('http://localhost:3000/api/fleets', { headers });

describe('publicOrigin', () => {
  it('uses the request URL when nothing says otherwise', () => {
    expect(publicOrigin(request(), undefined)).toBe('http://localhost:3000');
  });

  it('honours the proxy headers, first value of a chain', () => {
    const r = request({ 'x-forwarded-host': 'pirates.example.org, proxy.internal', 'x-forwarded-proto': 'https, http' });
    expect(publicOrigin(r, undefined)).toBe('https://pirates.example.org');
  });

  it('uses Host when there is no proxy', () => {
    expect(publicOrigin(request({ host: 'Fleet.Example.org:8080' }), undefined)).toBe('http://fleet.example.org:8080');
  });

  it('never puts a forged header value into a link', () => {
    const r = request({ 'x-forwarded-host': 'evil.example/<script>', 'x-forwarded-proto': 'javascript', host: 'good.example.org' });
    expect(publicOrigin(r, undefined)).toBe('http://good.example.org');
  });

  it('prefers SITE_URL over every header, keeping a path prefix', () => {
    const r = request({ 'x-forwarded-host': 'other.example.org' });
    expect(publicOrigin(r, 'https://pirates.example.org/')).toBe('https://pirates.example.org');
    expect(publicUrl(r, '/fleets/abc', 'https://example.org/pirates/')).toBe('https://example.org/pirates/fleets/abc');
  });

  it('refuses a SITE_URL that is not an http(s) URL', () => {
    expect(() => configuredOrigin('pirates.example.org')).toThrow(/SITE_URL/);
    expect(() => configuredOrigin('ftp://pirates.example.org')).toThrow(/http or https/);
    expect(configuredOrigin('  ')).toBeNull();
  });
});
