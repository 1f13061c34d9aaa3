/** @type {import('next').NextConfig} */
const nextConfig = {
  // better-sqlite3 is a native addon: keep it out of the server bundle.
  serverExternalPackages: ['better-sqlite3'],
};

export default nextConfig;
