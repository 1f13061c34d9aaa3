// Plain JavaScript so that next.config.mjs and scripts/serve.mjs, which Node runs without a TypeScript step, share it.
import { createRequire } from 'node:module';
import { STATUS_CODES } from 'node:http';

/**
 * Headers every response carries, pages, API and files alike. The Content-Security-Policy is per page request (it
 * holds a nonce) and set in proxy.ts; API and file responses get a policy that allows nothing, since they are never
 * meant to run as documents.
 */
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
];
export const NOTHING_ALLOWED_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * What scripts/serve.mjs puts on any answer that did not set its own: the headers above and the policy that allows
 * nothing. Next.js itself answers some requests before next.config.mjs's headers or proxy.ts apply (its
 * path-normalising redirects, image-optimiser errors, missing static files), and Node answers others itself (a
 * missing Host, an unmet Expect); none of those is a page, so none needs more than nothing.
 */
export const DEFAULT_HEADERS = [...SECURITY_HEADERS, { key: 'Content-Security-Policy', value: NOTHING_ALLOWED_CSP }];

/**
 * Methods the Fetch standard forbids in a Request: Next.js cannot build a request object for them, so they reach
 * neither proxy.ts nor a route and fall over as a 500. Nothing on this site answers them.
 */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
/** What the site's pages and routes answer between them; each route still answers 405 for the rest of its own. */
export const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS';

const securityHeaders = () => Object.fromEntries(DEFAULT_HEADERS.map(({ key, value }) => [key, value]));

function errorAnswer(status, code, message, extraHeaders = {}) {
  const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...extraHeaders, ...securityHeaders() };
  return { status, headers, body: JSON.stringify({ error: { code, message } }) };
}

/** True when every path segment decodes; `%`, `%E0%A4%A` and overlong `%C0%AE` do not, and Next.js answers them 500. */
function pathDecodes(pathname) {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

const require = createRequire(import.meta.url);
/**
 * Next.js's own reader of the `Next-Router-State-Tree` header, so that what passes here is exactly what it accepts.
 * On a page it throws for a header it cannot read, and the request ends as a bare 500.
 */
const { parseAndValidateFlightRouterState } = require('next/dist/server/app-render/parse-and-validate-flight-router-state.js');

/** True when the router-state header is absent or one Next.js can read. */
function routerStateReadable(value) {
  if (value === undefined) return true;
  try {
    parseAndValidateFlightRouterState(Array.isArray(value) ? value : String(value));
    return true;
  } catch {
    return false;
  }
}

/**
 * The request target in origin form (`/cards?q=1`). HTTP/1.1 servers must accept the absolute form
 * (`http://host/cards`) too, which Next.js does not expect; `*` and anything else are returned as they are.
 */
export function originForm(url) {
  const target = String(url);
  if (!/^https?:\/\//i.test(target)) return target;
  try {
    const parsed = new URL(target);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return target;
  }
}

/**
 * The answer for a request Next.js cannot represent, or null to hand it on: 405 with `Allow` for a forbidden method;
 * for `OPTIONS *` (which asks what the server as a whole allows) 204 with `Allow`, for any other method on `*` or a
 * target that is not a path 400; 400 for a path that is not valid percent-encoding, and for a router-state header
 * Next.js cannot read (an old client's, or a forged one). All in the API's error shape, with the usual headers.
 * `url` is the raw request target (`/cards/%?q=1`), `headers` Node's lower-cased request headers.
 */
export function refusal(method, url, headers = {}) {
  const verb = String(method).toUpperCase();
  if (FORBIDDEN_METHODS.has(verb)) {
    return errorAnswer(405, 'method-not-allowed', `${method} is not a method this site answers.`, { Allow: ALLOWED_METHODS });
  }
  const target = String(url);
  if (target === '*' && verb === 'OPTIONS') return { status: 204, headers: { ...securityHeaders(), Allow: ALLOWED_METHODS }, body: '' };
  if (target === '*') return errorAnswer(400, 'malformed-target', `The request target "*" only asks OPTIONS what the server allows; ${method} needs a path.`);
  if (!target.startsWith('/')) return errorAnswer(400, 'malformed-target', 'The request target must be a path starting with "/".');
  const pathname = target.split(/[?#]/, 1)[0];
  if (!pathDecodes(pathname)) return errorAnswer(400, 'malformed-path', 'The address holds a "%" that is not followed by a valid UTF-8 escape.');
  if (!routerStateReadable(headers['next-router-state-tree'])) {
    return errorAnswer(400, 'malformed-router-state', 'The Next-Router-State-Tree header cannot be read; reload the page.');
  }
  return null;
}

/**
 * The answer to a request Node's HTTP parser rejected (`clientError`), as Node would pick it (431 for headers too
 * large, 408 for a request too slow, else 400) but with the headers and the error shape. A request line that only
 * fails for its method (`TRACK / HTTP/1.1`) gets 405 with `Allow`.
 */
export function parserErrorAnswer(code, rawPacket) {
  if (code === 'HPE_HEADER_OVERFLOW') return errorAnswer(431, 'headers-too-large', 'The request line and headers are too large.');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return errorAnswer(408, 'request-timeout', 'The request took too long to arrive.');
  const head = rawPacket ? Buffer.from(rawPacket).subarray(0, 64).toString('latin1') : '';
  if (code === 'HPE_INVALID_METHOD' && /^[A-Za-z][A-Za-z-]* \//.test(head)) {
    return errorAnswer(405, 'method-not-allowed', `${head.split(' ', 1)[0]} is not a method this site answers.`, { Allow: ALLOWED_METHODS });
  }
  return errorAnswer(400, 'malformed-request', 'The request is not well-formed HTTP/1.1.');
}

/** An answer written straight to a socket (no response object exists for parser errors, CONNECT and upgrades). */
export function rawAnswer({ status, headers, body }) {
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`];
  for (const [key, value] of Object.entries({ ...headers, 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' })) lines.push(`${key}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** CONNECT asks this server to be a tunnel, which it is not. */
export const CONNECT_ANSWER = errorAnswer(405, 'method-not-allowed', 'CONNECT is not a method this site answers: it is no proxy.', { Allow: ALLOWED_METHODS });
/** A protocol upgrade (WebSocket, h2c): the site has none; its live match updates are Server-Sent Events. */
export const UPGRADE_ANSWER = errorAnswer(400, 'upgrade-not-supported', 'This site upgrades no connection: live match updates are Server-Sent Events over plain HTTP.');

/** `TRUST_PROXY=1`: a reverse proxy of the operator's stands in front and sets X-Forwarded-For and its siblings. */
export function trustsProxy(env = process.env) {
  return env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true';
}

/**
 * Makes the forwarding headers mean what the routes read them as (rate-limit keys, public links). Behind a trusted
 * proxy they are the proxy's and stay. Otherwise this server is the edge and any `X-Forwarded-*` or `X-Real-IP` came
 * from the client, who could pick a fresh rate-limit key per request or another host for its links: they are
 * dropped, and `X-Forwarded-For` is set to the address the connection really came from.
 * `headers` is Node's lower-cased header object, changed in place.
 */
export function settleForwardedHeaders(headers, remoteAddress, trustProxy) {
  if (trustProxy) return;
  for (const name of Object.keys(headers)) {
    if (name.startsWith('x-forwarded-') || name === 'x-real-ip' || name === 'forwarded') delete headers[name];
  }
  if (remoteAddress) headers['x-forwarded-for'] = remoteAddress;
}
