import type { Browser } from '@playwright/test';

/** Two people at once, each in her own browser: the consultant at a 1280 px desk, the client on a 390 px phone. */
export async function deskAndPhone(browser: Browser) {
  const desk = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  return { desk, phone };
}
