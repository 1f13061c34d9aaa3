import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['lib/**/*.test.ts', 'db/**/*.test.ts', 'app/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    globalSetup: ['tests/setup/shared-data.ts'],
    // The suite creates and plays many matches from one client: limits far above it (tests that check a limit set their own).
    env: { MATCH_LIMIT_CREATE: '100000/100000', MATCH_LIMIT_JOIN: '100000/100000', MATCH_LIMIT_ACT: '1000000/1000000' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
