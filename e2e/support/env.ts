/** How many journeys run at once (`E2E_WORKERS`, 2 by default): each worker has a server and a database of its own. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** The first worker's port (`E2E_PORT`); worker n (Playwright's TEST_PARALLEL_INDEX) uses E2E_PORT + 10 n. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The port of the server of the running worker (the first one's outside a Playwright worker). */
export const e2ePortOf = (workerSlot: number) => E2E_BASE_PORT + 10 * workerSlot;
export const E2E_PORT = e2ePortOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
/** A data folder per port, so parallel runs (and workers) on one machine never share a database or mail folder. */
export const e2eDataDirOf = (port: number) => `.e2e-data-${port}`;
export const E2E_DATA_DIR = e2eDataDirOf(E2E_PORT);
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
