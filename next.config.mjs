import { NOTHING_ALLOWED_CSP, SECURITY_HEADERS } from './app/_lib/http-guard.mjs';

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
        headers: [{ key: 'Content-Security-Policy', value: NOTHING_ALLOWED_CSP }],
      },
    ];
  },
};

export default nextConfig;
