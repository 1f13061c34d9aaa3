import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, makeNonce } from '@/app/_lib/csp';

/**
 * Gives every page its own CSP nonce (app/_lib/csp.ts says why). The policy goes on the request too, because that is
 * where Next.js reads the nonce it stamps on its scripts. The other security headers are static and set for every
 * response, files included, in next.config.mjs.
 */
export function proxy(request: NextRequest) {
  const nonce = makeNonce();
  const policy = contentSecurityPolicy(nonce, process.env.NODE_ENV === 'development');
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Pages only: API answers are JSON and files, which run no scripts and get a policy that allows nothing.
  matcher: ['/((?!api/|_next/static/|_next/image|card-images/|favicon.ico|icon).*)'],
};
