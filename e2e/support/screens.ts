import type { Browser } from '@playwright/test';
import { seedLinkedClient } from './links';
import { newUser, seedUser } from './users';

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

/**
 * A consultant at her desk and the client she follows on her phone (linked through a real invitation), neither
 * signed in yet in her browser.
 */
export async function linkedPairAtDeskAndPhone(
  browser: Browser,
  options: Parameters<typeof deskAndPhone>[1] = {},
) {
  const { desk, phone } = await deskAndPhone(browser, options);
  const consultant = await seedUser(desk.request, 'consultant');
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);
  return { desk, phone, consultant, client, clientId };
}
