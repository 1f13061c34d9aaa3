import { expect, test } from '@playwright/test';
import { fuzz, hostileRequests, problems, send, type Hostile } from '../bench/hostile-requests';

/**
 * Issue 41's last 5xx: hostile requests sent byte for byte to the production server (tests/bench/hostile-requests.ts
 * says which kinds), each of which must be answered below 500 with the security headers. `npm run fuzz:http` sends
 * ten thousand of the same kinds to a running server.
 */
test.describe.configure({ timeout: 240_000 });

const portOf = (baseURL: string | undefined) => Number(new URL(baseURL!).port);
const one = (label: string, raw: string, within = 10_000): Hostile => ({ label, raw: Buffer.from(raw, 'latin1'), within });

async function diplomacyMatch(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/matches`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ game: 'diplomacy', power: 'Spain', bots: [] }) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { matchId: string }).matchId;
}

test('the requests the issue lists each get a 4xx (or the right answer) with the security headers', async ({ baseURL }) => {
  const port = portOf(baseURL);
  const matchId = await diplomacyMatch(baseURL!);
  const cases: [Hostile, number][] = [
    [one('GET *', 'GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 400],
    [one('OPTIONS *', 'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 204],
    [one('HEAD *', 'HEAD * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 400],
    [one('POST *', 'POST * HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n'), 400],
    [
      one(
        'RSC to an unknown path with an unreadable router tree',
        'GET /nope HTTP/1.1\r\nHost: x\r\nRSC: 1\r\nNext-Router-State-Tree: %5B%22%22%2C%7B%22children%22%3A%5B%22cards%22%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%5D%7D%5D%7D%2Cnull%2Cnull%2Ctrue%5D\r\nConnection: close\r\n\r\n',
      ),
      400,
    ],
    [one('CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'), 405],
    [one('websocket upgrade', 'GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n'), 400],
    [one('TRACK', 'TRACK / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 405],
    [one('TRACE', 'TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 405],
    [one('headers too large', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(20_000)}\r\nConnection: close\r\n\r\n`), 431],
    [one('a bad header name', 'GET / HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\nConnection: close\r\n\r\n'), 400],
    [one('path normalisation', 'GET /api/cards/%2e%2e HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 308],
    [one('image optimiser without a url', 'GET /_next/image HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 400],
    [one('the icon', 'GET /icon.svg HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 200],
    [one('a missing static file', 'GET /_next/static/chunks/nope.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 404],
    [one('favicon', 'GET /favicon.ico HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 404],
    [one('no Host', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'), 400],
    [one('an unmet Expect', 'GET / HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nConnection: close\r\n\r\n'), 417],
    // HEAD on a live event stream: its headers, then the end, at once (it used to hold the socket about 6 s).
    [one('HEAD on the event stream', `HEAD /api/matches/${matchId}/events HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 1500), 200],
  ];
  for (const [request, status] of cases) {
    const answer = await send(port, request);
    expect.soft([request.label, problems(answer)]).toEqual([request.label, []]);
    expect.soft([request.label, 'status' in answer ? answer.status : answer.error]).toEqual([request.label, status]);
  }
});

test('four hundred random hostile requests: no 5xx, every answer with the headers', async ({ baseURL }) => {
  const port = portOf(baseURL);
  const matchId = await diplomacyMatch(baseURL!);
  // A new seed each run widens the search over time; a failure names its seed, so it can be sent again.
  const seed = Date.now() % 100_000;
  const result = await fuzz(port, hostileRequests(400, seed, matchId), 4);
  expect({ seed, failures: result.failures }).toEqual({ seed, failures: [] });
  expect(result.serverErrors).toBe(0);
});
