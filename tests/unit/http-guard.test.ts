import { describe, expect, it } from 'vitest';
import { refusal, settleForwardedHeaders, trustsProxy } from '@/app/_lib/http-guard.mjs';

describe('refusal: requests Next.js cannot represent', () => {
  it('answers TRACE, TRACK and CONNECT with 405, Allow and the error shape', () => {
    for (const method of ['TRACE', 'TRACK', 'CONNECT', 'trace']) {
      const answer = refusal(method, '/');
      expect(answer?.status).toBe(405);
      expect(answer?.headers.Allow).toBe('GET, HEAD, POST, OPTIONS');
      expect(JSON.parse(answer!.body).error.code).toBe('method-not-allowed');
    }
  });

  it('answers every path that does not percent-decode with 400 and the security headers', () => {
    for (const url of ['/api/cards/%C0%AE', '/cards/%', '/fleets/%', '/api/fleets/%E0%A4%A', '/api/matches/%/events', '/card-images/%']) {
      const answer = refusal('GET', url);
      expect([url, answer?.status]).toEqual([url, 400]);
      expect(JSON.parse(answer!.body).error).toMatchObject({ code: 'malformed-path' });
      expect(answer?.headers).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" });
    }
  });

  it('hands on everything else, escapes in the query included (URLSearchParams reads those leniently)', () => {
    for (const url of ['/', '/cards/SM-PS-025', '/cards?q=%', '/api/cards?q=caf%C3%A9', '/cards/caf%C3%A9', '/fleets/%2F']) {
      expect(refusal('GET', url)).toBeNull();
    }
    expect(refusal('POST', '/api/fleets')).toBeNull();
  });
});

describe('settleForwardedHeaders', () => {
  const spoofed = () => ({ host: 'site', 'x-forwarded-for': '1.2.3.4', 'x-forwarded-host': 'evil.example', 'x-real-ip': '5.6.7.8', forwarded: 'for=9.9.9.9' });

  it('without a trusted proxy, drops what the client claims and records the real peer', () => {
    const headers: Record<string, string> = spoofed();
    settleForwardedHeaders(headers, '203.0.113.7', false);
    expect(headers).toEqual({ host: 'site', 'x-forwarded-for': '203.0.113.7' });
  });

  it("behind a trusted proxy, keeps the proxy's headers", () => {
    const headers: Record<string, string> = spoofed();
    settleForwardedHeaders(headers, '10.0.0.1', true);
    expect(headers).toEqual(spoofed());
  });

  it('trusts the proxy only when TRUST_PROXY says so', () => {
    expect(trustsProxy({})).toBe(false);
    expect(trustsProxy({ TRUST_PROXY: '0' })).toBe(false);
    expect(trustsProxy({ TRUST_PROXY: '1' })).toBe(true);
    expect(trustsProxy({ TRUST_PROXY: 'true' })).toBe(true);
  });
});
