import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH, E2E_DATA_DIR, E2E_PORT, E2E_WEB_ROOT } from './e2e/support/env';

/** Journeys in Debian's Chromium against the production build, on a fresh embedded database each run. */
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The compiled server, as `npm run serve` runs it (build it first: npm run build).
    command: `rm -rf ${E2E_DATA_DIR} && node --enable-source-maps dist/server/main.js`,
    url: `http://localhost:${E2E_PORT}/api/public-config`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: `http://localhost:${E2E_PORT}`,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      WEB_ROOT: E2E_WEB_ROOT,
    },
  },
});
