// Plain JavaScript so that next.config.mjs and scripts/serve.mjs, which Node runs without a TypeScript step, share it.

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
 * Methods the Fetch standard forbids in a Request: Next.js cannot build a request object for them, so they reach
 * neither proxy.ts nor a route and fall over as a 500. Nothing on this site answers them.
 */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
/** What the site's pages and routes answer between them; each route still answers 405 for the rest of its own. */
export const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS';

function errorAnswer(status, code, message, extraHeaders = {}) {
  const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Content-Security-Policy': NOTHING_ALLOWED_CSP, ...extraHeaders };
  for (const { key, value } of SECURITY_HEADERS) headers[key] = value;
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

/**
 * The answer for a request Next.js cannot represent, or null to hand it on: 405 with `Allow` for a forbidden method,
 * 400 for a path that is not valid percent-encoding. Both in the API's error shape, with the usual headers.
 * `url` is the raw request target (`/cards/%?q=1`).
 */
export function refusal(method, url) {
  if (FORBIDDEN_METHODS.has(String(method).toUpperCase())) {
    return errorAnswer(405, 'method-not-allowed', `${method} is not a method this site answers.`, { Allow: ALLOWED_METHODS });
  }
  const pathname = String(url).split(/[?#]/, 1)[0];
  if (!pathDecodes(pathname)) return errorAnswer(400, 'malformed-path', 'The address holds a "%" that is not followed by a valid UTF-8 escape.');
  return null;
}

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
