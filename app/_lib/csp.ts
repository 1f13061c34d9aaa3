/**
 * The site's Content-Security-Policy, with a fresh nonce per page request.
 *
 * Next.js bootstraps every page with inline scripts and then adds script elements at run time, so a host allow-list
 * (`script-src 'self'`) either blocks hydration or needs `'unsafe-inline'`, which defeats the policy. The nonce with
 * `'strict-dynamic'` is the documented way out (Next.js guide "Content Security Policy"): proxy.ts makes the nonce,
 * Next.js stamps it on its own scripts, and scripts those load inherit the trust. The cost is that pages render per
 * request (the root layout asks for that), which they mostly did already.
 *
 * Styles keep `'unsafe-inline'`: React's `style` attributes (meters, cannon pips) cannot carry a nonce, and inline
 * styles cannot run code. Development adds `'unsafe-eval'`, which React's dev tooling needs.
 */
export function contentSecurityPolicy(nonce: string, development: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** 128 random bits, base64: unguessable, and valid in a CSP nonce-source. */
export function makeNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
