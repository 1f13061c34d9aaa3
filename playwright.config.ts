import { defineConfig, devices } from '@playwright/test';

// Overridable so two checkouts on one machine can run their end-to-end suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// A database of its own, so end-to-end runs never touch the one a developer browses.
const E2E_DATABASE = '.data/e2e.db';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    // Debian's Chromium: Playwright must never download a browser.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    // The production build, as players get it, against a freshly imported test database.
    command: `npm run setup && npm run build && node scripts/serve.mjs`,
    url: `http://localhost:${PORT}/api/cards?limit=1`,
    // TRUST_PROXY: the tests play the reverse proxy, sending X-Forwarded-Host as one would (link previews).
    // The match and simulation limits: every browser of the suite is one client to the server (no X-Forwarded-For), so
    // far above the matches, joins, actions and simulations the whole suite makes (at the default 6 at once and 20 a
    // minute, the simulate specs' runs used up the bucket and the long run was refused); the limits themselves are
    // tested in tests/integration.
    env: {
      DATABASE_PATH: E2E_DATABASE,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(PORT),
      TRUST_PROXY: '1',
      MATCH_LIMIT_CREATE: '10000/10000',
      MATCH_LIMIT_JOIN: '10000/10000',
      MATCH_LIMIT_ACT: '100000/100000',
      SIMULATE_LIMIT: '10000/10000',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
