/**
 * The origin players reach the site at, for links they paste elsewhere (a saved fleet's URL).
 *
 * Behind a reverse proxy the request URL says `localhost:3000`, so a link built from it is dead for a friend.
 * `SITE_URL` wins when set (the operator knows the public address); otherwise the proxy's `X-Forwarded-Host` and
 * `X-Forwarded-Proto`, then `Host`, then the request URL. Header values are client-controlled, so only a plain
 * host name (or IPv4/bracketed IPv6) with an optional port and `http`/`https` are accepted; anything else falls
 * through to the next source rather than ending up in a link.
 */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** A proxy chain may list several values; the first is the one the client used. */
function firstValue(header: string | null): string | null {
  const value = header?.split(',')[0]?.trim();
  return value ? value : null;
}

function validHost(value: string | null): string | null {
  return value && HOST.test(value) ? value.toLowerCase() : null;
}

function validProto(value: string | null): 'http' | 'https' | null {
  const proto = value?.toLowerCase();
  return proto === 'http' || proto === 'https' ? proto : null;
}

/** `SITE_URL` as an origin, or null when unset; a malformed value is an operator error worth failing loudly on. */
export function configuredOrigin(siteUrl: string | undefined): string | null {
  if (!siteUrl?.trim()) return null;
  let url: URL;
  try {
    url = new URL(siteUrl.trim());
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL such as https://pirates.example.org, not '${siteUrl}'.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL must use http or https, not '${url.protocol}'.`);
  }
  // A site served under a path prefix keeps it: links are joined onto it.
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function publicOrigin(request: Request, siteUrl: string | undefined = process.env.SITE_URL): string {
  const configured = configuredOrigin(siteUrl);
  if (configured) return configured;
  const requestUrl = new URL(request.url);
  const headers = request.headers;
  const host = validHost(firstValue(headers.get('x-forwarded-host'))) ?? validHost(headers.get('host')) ?? requestUrl.host;
  const proto = validProto(firstValue(headers.get('x-forwarded-proto'))) ?? requestUrl.protocol.replace(':', '');
  return `${proto}://${host}`;
}

/** An absolute URL for `path` (which starts with `/`) at the public origin. */
export function publicUrl(request: Request, path: string, siteUrl?: string): string {
  return `${publicOrigin(request, siteUrl ?? process.env.SITE_URL)}${path}`;
}
