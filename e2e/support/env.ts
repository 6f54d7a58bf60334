export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** A data folder per port, so parallel runs on one machine never share a database. */
export const E2E_DATA_DIR = `.e2e-data-${E2E_PORT}`;
/** The built web app the server serves (set E2E_WEB_ROOT with WEB_OUT_DIR to build elsewhere). */
export const E2E_WEB_ROOT = process.env.E2E_WEB_ROOT ?? 'dist/web';
/** Debian's Chromium as the journeys and the demo recording launch it: headless, and quiet on a closed network. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
