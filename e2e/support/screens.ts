import type { Browser } from '@playwright/test';

/** Two people at once, each in her own browser: the consultant at a 1280 px desk, the client on a 390 px phone. */
export async function deskAndPhone(browser: Browser, options: { phoneServiceWorker?: boolean } = {}) {
  const desk = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const phone = await (
    await browser.newContext({
      viewport: { width: 390, height: 844 },
      // The journeys block the service worker, but those about what the phone keeps offline.
      ...(options.phoneServiceWorker && { serviceWorkers: 'allow' as const }),
    })
  ).newPage();
  return { desk, phone };
}
