/**
 * Headers every response carries, pages, API and files alike. The Content-Security-Policy is per page request (it
 * holds a nonce) and set in proxy.ts; API and file responses get a policy that allows nothing, since they are never
 * meant to run as documents.
 */
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // better-sqlite3 is a native addon: keep it out of the server bundle.
  serverExternalPackages: ['better-sqlite3'],
  // Telling the world which framework (and so which advisories) applies helps nobody but an attacker.
  poweredByHeader: false,
  async headers() {
    return [
      { source: '/:path*', headers: SECURITY_HEADERS },
      {
        source: '/(api|card-images)/:path*',
        headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }],
      },
    ];
  },
};

export default nextConfig;
