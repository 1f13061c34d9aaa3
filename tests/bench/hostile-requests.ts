import { connect } from 'node:net';
import { sfc32 } from '@/lib/random';

/**
 * Hostile HTTP requests, written byte for byte (no client library would send most of them), and the check that the
 * production server answers each with a status below 500 and the security headers the pages carry. Used by the
 * end-to-end fuzz test (a few hundred) and by `npm run fuzz:http` (ten thousand against a running server).
 *
 * The kinds come from issue 41's list of 5xx and header-less answers, widened at random: asterisk and absolute
 * request targets, router-state headers on RSC navigations, HEAD on a live event stream, CONNECT, upgrades, unknown
 * and forbidden methods, requests Node's parser rejects, paths Next.js normalises, image-optimiser parameters, files
 * that do not exist, and random methods, paths, headers and bodies on the API.
 */

export type Hostile = {
  /** What the request is, for a failure message. */
  label: string;
  /** The request as sent on the socket. */
  raw: Buffer;
  /** The longest the whole exchange may take (ms): the server must answer and close by then. */
  within: number;
};

export type Answer = { status: number; headers: Record<string, string>; ms: number } | { error: string; ms: number };

/** Headers every answer must carry (lower-case), whatever the status. */
export const REQUIRED_HEADERS = ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'content-security-policy'] as const;

const CRLF = '\r\n';

/** The issue's header: a router tree in the shape an older client sent, which Next 16 cannot parse. */
const OLD_ROUTER_TREE = '%5B%22%22%2C%7B%22children%22%3A%5B%22cards%22%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%5D%7D%5D%7D%2Cnull%2Cnull%2Ctrue%5D';
/** What Next 16's own client sends when leaving /cards. */
const CURRENT_ROUTER_TREE =
  '%5B%22%22%2C%7B%22children%22%3A%5B%22cards%22%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2Cnull%2C16%5D';

const PAGES = ['/', '/cards', '/cards/SM-PS-025', '/fleets', '/fleets/new', '/play', '/simulate', '/diplomacy', '/diplomacy/rules', '/keywords', '/matches'];
const API = ['/api/cards', '/api/cards/SM-PS-025', '/api/fleets', '/api/fleets/validate', '/api/matches', '/api/simulate', '/api/diplomacy/map', '/api/diplomacy/adjudicate', '/api/keywords'];
const FILES = ['/icon.svg', '/favicon.ico', '/robots.txt', '/_next/static/chunks/nope.js', '/_next/static/media/x.woff2', '/_next/static/css/%2e%2e/x.css', '/card-images/nope.jpg'];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'MKCOL', 'LOCK', 'SEARCH', 'QUERY', 'BREW', 'get', 'Get', 'FOO', 'M-SEARCH', 'PURGE', 'LINK', 'SOURCE'];
const ESCAPES = ['%2e', '%2e%2e', '%2F', '%5C', '%00', '%', '%zz', '%C0%AE', '%E0%A4%A', '%F0%9F%8F%B4', '%25', '%20', '%0d%0a', '..', '.', '', '~', ';', '@', ':', '%3F', '%23', 'caf%C3%A9', 'x'.repeat(300)];
const HEADER_VALUES = ['', ' ', '*', '0', '-1', '1', 'true', 'null', '[]', '{}', 'x'.repeat(2000), '\u00e9t\u00e9', 'a,b,c', '../../etc/passwd', '<script>', '%00', '"', "'", '\\'];
const NEXT_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'next-action', 'next-hmr-refresh', 'x-middleware-subrequest', 'x-middleware-prefetch', 'x-nextjs-data', 'x-invoke-path', 'x-invoke-query', 'x-now-route-matches', 'x-matched-path', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded', 'x-nonce', 'purpose', 'sec-purpose'];
const PLAIN_HEADERS = ['accept', 'accept-encoding', 'accept-language', 'content-type', 'range', 'if-none-match', 'if-modified-since', 'cookie', 'origin', 'referer', 'authorization', 'last-event-id', 'cache-control', 'pragma', 'te', 'expect', 'user-agent', 'x-http-method-override'];
const BODIES = ['', '{}', '[]', 'null', '{"game":"diplomacy","power":"Spain"}', '{"fleet":{"ruleset":"official","cards":[]}}', '{"a":', '\u0000\u0001\u0002', 'x'.repeat(70_000), '{"orders":' + '['.repeat(5000), 'a=1&b=2', '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--b--'];

type Rand = { int(lo: number, hi: number): number; pick<T>(xs: readonly T[]): T; chance(p: number): boolean };

function rand(seed: number): Rand {
  const word = sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0);
  const next = () => word() / 2 ** 32;
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return { int, pick: (xs) => xs[int(0, xs.length - 1)], chance: (p) => next() < p };
}

type Head = { method: string; target: string; version?: string; headers?: [string, string][]; body?: string | Buffer; host?: string | null; within?: number };

/** A request written out; `Connection: close` unless the headers say otherwise, so the answer ends with the socket. */
function write({ method, target, version = 'HTTP/1.1', headers = [], body, host = 'localhost' }: Head): Buffer {
  const lines = [`${method} ${target} ${version}`];
  if (host !== null) lines.push(`Host: ${host}`);
  for (const [k, v] of headers) lines.push(`${k}: ${v}`);
  if (!headers.some(([k]) => k.toLowerCase() === 'connection')) lines.push('Connection: close');
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(body);
  if (body !== undefined && !headers.some(([k]) => /^(content-length|transfer-encoding)$/i.test(k))) lines.push(`Content-Length: ${payload.length}`);
  return Buffer.concat([Buffer.from(lines.join(CRLF) + CRLF + CRLF, 'latin1'), payload]);
}

function randomPath(r: Rand): string {
  const base = r.pick([...PAGES, ...API, ...FILES, '/nope', '/api/nope', '/matches/nope', '/fleets/nope', '/cards/nope']);
  const extra = Array.from({ length: r.int(0, 3) }, () => r.pick(ESCAPES));
  const path = extra.length ? `${base}/${extra.join(r.pick(['/', '', '//']))}` : base;
  return r.chance(0.3) ? `${path}?${r.pick(['q=%', 'limit=-1', 'limit=99999999', 'url=/icon.svg&w=1&q=1', 'after=x', '_rsc=1', 'q=' + 'a'.repeat(3000), 'x[]=1&x[]=2', '__proto__=1'])}` : path;
}

function randomHeaders(r: Rand): [string, string][] {
  return Array.from({ length: r.int(0, 5) }, (): [string, string] => [r.pick([...NEXT_HEADERS, ...PLAIN_HEADERS]), r.pick([...HEADER_VALUES, OLD_ROUTER_TREE, CURRENT_ROUTER_TREE, '1', '/_tree', 'multipart/form-data; boundary=b', 'application/json', 'bytes=0-1,5-2'])]);
}

/** The requests each kind writes; `matchId` is a real match, so HEAD reaches a live event stream. */
function kinds(matchId: string): ((r: Rand) => Head | { raw: string | Buffer; label: string; within?: number })[] {
  return [
    (r) => ({ method: r.pick(['GET', 'OPTIONS', 'HEAD', 'POST', 'DELETE']), target: '*' }),
    (r) => ({ method: 'GET', target: `http://localhost${randomPath(r)}` }),
    (r) => ({ method: r.pick(['GET', 'HEAD']), target: r.pick(['/nope', '/matches/nope', '/cards/nope', '/cards', '/', `/zz${r.int(0, 999)}`]), headers: [['RSC', '1'], ['Next-Router-State-Tree', r.pick([OLD_ROUTER_TREE, CURRENT_ROUTER_TREE, 'garbage', '%', '%5B%5D', '[1]', 'x'.repeat(50_000)])]] }),
    () => ({ method: 'HEAD', target: `/api/matches/${matchId}/events`, within: 3000 }),
    // With Connection: close the server must end the exchange; kept alive, only the answer would arrive.
    (r) => ({ method: 'HEAD', target: `/api/matches/${matchId}/events?after=${r.pick(['0', '1', 'x', '999999'])}`, headers: [['Connection', 'close'], ['Last-Event-ID', r.pick(['0', '-1', 'x'])]], within: 3000 }),
    (r) => ({ method: 'CONNECT', target: r.pick(['example.com:443', 'localhost:3000', '*', '/']), host: 'example.com:443' }),
    (r) => ({ method: 'GET', target: randomPath(r), headers: [['Connection', 'Upgrade'], ['Upgrade', r.pick(['websocket', 'h2c', 'TLS/1.2', 'x'])], ['Sec-WebSocket-Version', '13'], ['Sec-WebSocket-Key', 'dGhlIHNhbXBsZSBub25jZQ==']] }),
    (r) => ({ method: r.pick(METHODS), target: randomPath(r), headers: randomHeaders(r), body: r.chance(0.5) ? r.pick(BODIES) : undefined }),
    (r) => ({ method: 'GET', target: r.pick(['/api/cards/%2e%2e', '/cards/', '/api/cards/', '//cards', '/cards//x', '/./cards', '/api/./cards', '/cards/..', '/api/%2e%2e/cards', '/fleets/%2e', '/%2e%2e/%2e%2e/etc/passwd']) }),
    (r) => ({ method: r.pick(['GET', 'HEAD']), target: `/_next/image?${r.pick(['', 'url=x', 'url=/icon.svg', 'url=/icon.svg&w=64&q=75', 'url=http://evil.example/x.png&w=64&q=75', 'url=/card-images/x.jpg&w=-1&q=500', 'url=%&w=1&q=1', 'url=//evil&w=1&q=1'])}` }),
    (r) => ({ method: r.pick(['GET', 'HEAD']), target: r.pick(FILES) }),
    (r) => ({ method: r.pick(['POST', 'PUT']), target: r.pick(API), headers: [['Content-Type', r.pick(['application/json', 'text/plain', 'multipart/form-data; boundary=b', 'application/x-www-form-urlencoded'])], ...randomHeaders(r)], body: r.pick(BODIES) }),
    (r) => ({ method: 'GET', target: r.pick(PAGES), headers: [['Expect', r.pick(['100-continue', 'x', '200-ok'])]], body: r.chance(0.5) ? '{}' : undefined }),
    (r) => ({ method: 'GET', target: r.pick(PAGES), host: r.pick([null, '', 'evil.example', 'localhost:99999', '[::1', 'a b']) }),
    (r) => ({ method: 'GET', target: r.pick(PAGES), version: r.pick(['HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'HTTP/1.1x', 'http/1.1']) }),
    // What Node's parser refuses itself: it answers before any handler runs.
    (r) =>
      r.pick([
        { label: 'header too large', raw: write({ method: 'GET', target: '/', headers: [['X-Big', 'x'.repeat(20_000)]] }) },
        { label: 'bad header name', raw: `GET / HTTP/1.1${CRLF}Host: x${CRLF}Bad Header: 1${CRLF}Connection: close${CRLF}${CRLF}` },
        { label: 'control character in a header', raw: `GET / HTTP/1.1${CRLF}Host: x${CRLF}X-A: a\u0001b${CRLF}Connection: close${CRLF}${CRLF}` },
        { label: 'two Content-Lengths', raw: `POST /api/fleets HTTP/1.1${CRLF}Host: x${CRLF}Content-Length: 1${CRLF}Content-Length: 2${CRLF}Connection: close${CRLF}${CRLF}{}` },
        { label: 'broken chunk', raw: `POST /api/fleets HTTP/1.1${CRLF}Host: x${CRLF}Transfer-Encoding: chunked${CRLF}Connection: close${CRLF}${CRLF}zz${CRLF}{}${CRLF}0${CRLF}${CRLF}` },
        { label: 'chunked and Content-Length', raw: `POST /api/fleets HTTP/1.1${CRLF}Host: x${CRLF}Transfer-Encoding: chunked${CRLF}Content-Length: 3${CRLF}Connection: close${CRLF}${CRLF}0${CRLF}${CRLF}` },
        { label: 'space in the target', raw: `GET /a b HTTP/1.1${CRLF}Host: x${CRLF}Connection: close${CRLF}${CRLF}` },
        { label: 'no version', raw: `GET /${CRLF}${CRLF}` },
        { label: 'bare LF', raw: `GET / HTTP/1.1\nHost: x\nConnection: close\n\n` },
        { label: 'garbage bytes', raw: Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1, 0x03, 0x03]) },
        { label: 'TRACK', raw: `TRACK / HTTP/1.1${CRLF}Host: x${CRLF}Connection: close${CRLF}${CRLF}` },
        { label: 'unknown method', raw: `${'X'.repeat(r.int(1, 20))} / HTTP/1.1${CRLF}Host: x${CRLF}Connection: close${CRLF}${CRLF}` },
        { label: 'target too long', raw: write({ method: 'GET', target: `/${'a'.repeat(r.int(9000, 70_000))}` }) },
        { label: 'obsolete line folding', raw: `GET / HTTP/1.1${CRLF}Host: x${CRLF}X-A: a${CRLF} b${CRLF}Connection: close${CRLF}${CRLF}` },
      ]),
  ];
}

/** `count` hostile requests, the same ones for the same seed. Every kind comes round in turn, at random within it. */
export function hostileRequests(count: number, seed: number, matchId: string): Hostile[] {
  const r = rand(seed);
  const all = kinds(matchId);
  return Array.from({ length: count }, (_, i) => {
    const made = all[i % all.length](r);
    if ('raw' in made) return { label: made.label, raw: Buffer.isBuffer(made.raw) ? made.raw : Buffer.from(made.raw, 'latin1'), within: made.within ?? 10_000 };
    const raw = write(made);
    const first = raw.subarray(0, Math.min(raw.indexOf('\r\n'), 120)).toString('latin1');
    const extra = made.headers?.length ? ` [${made.headers.map(([k, v]) => `${k}: ${v.slice(0, 40)}`).join('; ')}]` : '';
    return { label: `${first}${extra}`, raw, within: made.within ?? 10_000 };
  });
}

/** The first final (non-1xx) answer's status and headers, from everything the server sent before closing. */
function parseAnswer(bytes: Buffer): { status: number; headers: Record<string, string> } | null {
  let rest = bytes.toString('latin1');
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [line, ...fields] = rest.slice(0, end).split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(line)?.[1]);
    if (!status) return null;
    if (status >= 200 || status === 101) {
      const headers: Record<string, string> = {};
      for (const f of fields) {
        const colon = f.indexOf(':');
        if (colon > 0) headers[f.slice(0, colon).trim().toLowerCase()] = f.slice(colon + 1).trim();
      }
      return { status, headers };
    }
    rest = rest.slice(end + 4);
  }
}

/** Sends one request and reads until the server closes the connection (or `within` runs out). */
export function send(port: number, request: Hostile, host = '127.0.0.1'): Promise<Answer> {
  return new Promise((resolve) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    const socket = connect({ port, host });
    let done = false;
    const finish = (why?: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const ms = Math.round(performance.now() - started);
      const answer = parseAnswer(Buffer.concat(chunks));
      if (why && !answer) return resolve({ error: why, ms });
      if (!answer) return resolve({ error: chunks.length ? 'an answer that is not HTTP' : 'the connection closed without an answer', ms });
      if (why) return resolve({ error: `answered ${answer.status} but ${why}`, ms });
      resolve({ ...answer, ms });
    };
    const timer = setTimeout(() => finish(`did not close within ${request.within} ms`), request.within);
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    // The server may close before reading everything (a refused request): what it answered still counts.
    socket.on('error', () => finish());
    socket.write(request.raw);
  });
}

/** What is wrong with an answer: nothing (an empty list) when it is below 500 and carries every required header. */
export function problems(answer: Answer): string[] {
  if ('error' in answer) return [answer.error];
  const out: string[] = [];
  if (answer.status >= 500) out.push(`status ${answer.status}`);
  for (const h of REQUIRED_HEADERS) if (!answer.headers[h]) out.push(`no ${h}`);
  return out;
}

/** Sends every request, `concurrency` at a time, and returns the status counts and the failures. */
export async function fuzz(port: number, requests: readonly Hostile[], concurrency = 4) {
  const statuses = new Map<string, number>();
  const failures: { label: string; problems: string[] }[] = [];
  let serverErrors = 0;
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      const answer = await send(port, request);
      const key = 'error' in answer ? 'no answer' : String(answer.status);
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if (!('error' in answer) && answer.status >= 500) serverErrors++;
      const found = problems(answer);
      if (found.length) failures.push({ label: request.label.slice(0, 300), problems: found });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { statuses: Object.fromEntries([...statuses].sort()), serverErrors, failures };
}
