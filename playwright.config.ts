import { defineConfig, devices } from '@playwright/test';
import {
  CHROMIUM_LAUNCH,
  E2E_PORT,
  E2E_WEB_ROOT,
  E2E_WORKERS,
  e2eDataDirOf,
  e2ePortOf,
} from './e2e/support/env';

/** The compiled server, as `npm run serve` runs it (build it first: npm run build), on a fresh embedded database. */
const server = (port: number) => ({
  command: `rm -rf ${e2eDataDirOf(port)} && node --enable-source-maps dist/server/main.js`,
  url: `http://localhost:${port}/api/public-config`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: e2eDataDirOf(port),
    PUBLIC_URL: `http://localhost:${port}`,
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    WEB_ROOT: E2E_WEB_ROOT,
  },
});

/**
 * Journeys in Debian's Chromium against the production build. E2E_WORKERS workers (2 by default), each with a
 * server, a database and a mail folder of its own (ports E2E_PORT, E2E_PORT + 10...; see e2e/support/env.ts):
 * no journey sees another's data. A worker's E2E_PORT and baseURL follow Playwright's TEST_PARALLEL_INDEX, which
 * a worker restarted after a failure keeps.
 */
export default defineConfig({
  testDir: './e2e',
  // 90 s: the journeys are long (two people, several screens) and two run at once on 2 cores.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: E2E_WORKERS,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
    // The service worker answers requests before page.route sees them: the journeys that test it allow it
    // (e2e/installable-app.spec.ts); the others talk to the server directly.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => server(e2ePortOf(slot))),
});
