import { describe, expect, it } from 'vitest';
import { CONNECT_ANSWER, originForm, parserErrorAnswer, rawAnswer, refusal, settleForwardedHeaders, trustsProxy, UPGRADE_ANSWER } from '@/app/_lib/http-guard.mjs';

const HEADERS = { 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" };

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

describe('refusal: request targets and router state', () => {
  // What Next 16's client router sends when leaving /cards, and the older shape the issue's request carried.
  const current = '%5B%22%22%2C%7B%22children%22%3A%5B%22cards%22%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2Cnull%2C16%5D';
  const old = '%5B%22%22%2C%7B%22children%22%3A%5B%22cards%22%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%5D%7D%5D%7D%2Cnull%2Cnull%2Ctrue%5D';

  it('answers OPTIONS * with 204 and Allow, and any other method on * with 400', () => {
    expect(refusal('OPTIONS', '*')).toMatchObject({ status: 204, body: '', headers: { Allow: 'GET, HEAD, POST, OPTIONS', ...HEADERS } });
    for (const method of ['GET', 'HEAD', 'POST']) {
      const answer = refusal(method, '*');
      expect(answer?.status).toBe(400);
      expect(JSON.parse(answer!.body).error.code).toBe('malformed-target');
      expect(answer?.headers).toMatchObject(HEADERS);
    }
  });

  it('reads an absolute-form target as its path, and refuses a target that is no path', () => {
    expect(originForm('http://localhost:3000/cards?q=1')).toBe('/cards?q=1');
    expect(originForm('/cards')).toBe('/cards');
    expect(refusal('GET', 'example.com:443')?.status).toBe(400);
  });

  it('refuses a router-state header Next.js cannot read with 400, and passes the one its client sends', () => {
    for (const tree of [old, 'garbage', '%', '[]', 'x'.repeat(50_000)]) {
      const answer = refusal('GET', '/nope', { rsc: '1', 'next-router-state-tree': tree });
      expect(answer?.status).toBe(400);
      expect(JSON.parse(answer!.body).error.code).toBe('malformed-router-state');
    }
    expect(refusal('GET', '/nope', { rsc: '1', 'next-router-state-tree': current })).toBeNull();
    expect(refusal('GET', '/nope', { rsc: '1' })).toBeNull();
  });
});

describe('answers with no response object', () => {
  it("gives Node's parser errors their status with the headers: 431, 408, 405 for an unknown method, else 400", () => {
    expect(parserErrorAnswer('HPE_HEADER_OVERFLOW', undefined).status).toBe(431);
    expect(parserErrorAnswer('ERR_HTTP_REQUEST_TIMEOUT', undefined).status).toBe(408);
    const track = parserErrorAnswer('HPE_INVALID_METHOD', Buffer.from('TRACK / HTTP/1.1\r\n'));
    expect(track.status).toBe(405);
    expect(track.headers.Allow).toBe('GET, HEAD, POST, OPTIONS');
    expect(parserErrorAnswer('HPE_INVALID_METHOD', Buffer.from([0x16, 0x03, 0x01])).status).toBe(400);
    expect(parserErrorAnswer('HPE_INVALID_HEADER_TOKEN', undefined)).toMatchObject({ status: 400, headers: HEADERS });
  });

  it('writes a whole HTTP answer that closes the connection', () => {
    const text = rawAnswer(CONNECT_ANSWER);
    expect(text).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(text).toContain('X-Content-Type-Options: nosniff\r\n');
    expect(text).toContain('Connection: close\r\n');
    const [head, body] = text.split('\r\n\r\n');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(JSON.parse(body).error.code).toBe('method-not-allowed');
    expect(UPGRADE_ANSWER.status).toBe(400);
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
