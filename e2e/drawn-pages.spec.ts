import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seedGarment, seedLinkedClient, seedMessage, seedOutfit } from './support/links';
import { E2E_PORT } from './support/env';
import { newUser, seedUser, signInAs, type E2EUser } from './support/users';

/**
 * Decision record 51: the server draws every screen, and the app takes it over without drawing it again. A
 * mismatch would show in the console ('Page redrawn after the server', src/web/main.tsx) and paint the page twice.
 */

let consultant: E2EUser;
let client: E2EUser;
let clientId: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  consultant = await seedUser(request, 'consultant');
  client = newUser('client');
  clientId = await seedLinkedClient(consultant, client);
  const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#7c2d12' } })
    .jpeg()
    .toBuffer();
  const top = await seedGarment(client, { category: 'top', color: 'red', name: 'Pull en laine' }, photo);
  const picture = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#e7e5e4' } })
    .png()
    .toBuffer();
  await seedOutfit(consultant, clientId, { name: 'Bureau', itemIds: [top] }, picture);
  await seedMessage(consultant, clientId, 'Bonjour, voici votre tenue.');
});

/** Visits each path, waits until the app has taken the page over, and lists the redraws it reported. */
async function redrawsOn(page: Page, paths: string[]) {
  const redraws: string[] = [];
  let current = '';
  page.on('console', (message) => {
    if (message.text().startsWith('Page redrawn after the server')) redraws.push(current);
  });
  for (const path of paths) {
    current = path;
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    // Drawn by the server: its content is there before the app, which then enables it.
    expect(await response!.text(), path).toContain('id="page-state"');
    await expect(page.locator('fieldset[role="none"]')).toBeEnabled();
    await expect(page.locator('h1').first()).toBeVisible();
  }
  return redraws;
}

const clientPaths = [
  '/client/dashboard',
  '/client/dashboard/outfits',
  '/client/dashboard/wardrobe',
  '/client/dashboard/diagnostic',
  '/client/dashboard/messages',
  '/client/dashboard/settings',
];
const consultantPaths = () => [
  '/consultant/dashboard',
  '/consultant/dashboard/messages',
  '/consultant/dashboard/settings',
  '/consultant/questionnaire',
  ...['', '/outfits', '/outfits/create', '/wardrobe', '/notes', '/proposals', '/diagnostic'].map(
    (tab) => `/consultant/client/${clientId}${tab}`,
  ),
];

test('every screen of the client and of her consultant is taken over as the server drew it', async ({
  browser,
}) => {
  for (const [user, paths] of [
    [client, clientPaths],
    [consultant, consultantPaths()],
  ] as const) {
    const context = await browser.newContext({ timezoneId: 'Europe/Paris' });
    const page = await context.newPage();
    await signInAs(page, user);
    expect(await redrawsOn(page, paths)).toEqual([]);
    await context.close();
  }
});

test('in another time zone, only the first page is drawn again: the browser tells the server its zone', async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: 'America/Montreal' });
  const page = await context.newPage();
  await signInAs(page, consultant);
  // The conversation shows the message's time: drawn in France's zone before the browser has told its own.
  const messages = '/consultant/dashboard/messages';
  await page.goto(messages);
  await page
    .getByRole('link', { name: new RegExp(client.firstName) })
    .first()
    .click();
  await expect(page.getByText('Bonjour, voici votre tenue.')).toBeVisible();
  const conversation = new URL(page.url()).pathname;
  expect(await redrawsOn(page, [conversation, messages, conversation])).toEqual([]);
  await context.close();
});

test('a browser in France loads every page without starting Intl, and remembers its zone; abroad it asks Intl once', async ({
  browser,
}) => {
  // Decision record 57: the first Intl call on a page costs a phone tens of milliseconds.
  const intlCalls = () => {
    const calls: string[] = [];
    Object.assign(window, { intlCalls: calls });
    for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      Object.defineProperty(Intl, name, {
        value: new Proxy(Original, { construct: (target, args) => (calls.push(name), new target(...args)) }),
      });
    }
    const toLocaleString = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function (...args) {
      calls.push('toLocaleString');
      return toLocaleString.apply(this, args);
    };
  };
  const zoneCookie = async (page: Page) =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'atelier.tz')?.value;

  const paris = await browser.newContext({ timezoneId: 'Europe/Paris' });
  await paris.addInitScript(intlCalls);
  const page = await paris.newPage();
  await signInAs(page, consultant);
  for (const path of [
    '/consultant/dashboard',
    `/consultant/client/${clientId}/notes`,
    '/consultant/dashboard/messages',
  ]) {
    await page.goto(path);
    await expect(page.locator('fieldset[role="none"]')).toBeEnabled();
    // The zone is remembered as the app starts (a busy machine may start it after the page is usable)...
    await expect
      .poll(async () => decodeURIComponent((await zoneCookie(page)) ?? ''), { message: path })
      .toBe('Europe/Paris -60 -120');
    // ...from the page's own zone, without Intl: the follow-ups, the notes' dates and the messages' times are here.
    expect(await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls), path).toEqual(
      [],
    );
  }
  await paris.close();

  const tokyo = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
  // A malformed cookie is written anew rather than stopping the app.
  await tokyo.addCookies([{ name: 'atelier.tz', value: '%E0%A4%A', url: `http://localhost:${E2E_PORT}` }]);
  const abroad = await tokyo.newPage();
  await abroad.goto('/login');
  await expect.poll(async () => await zoneCookie(abroad)).toBe(encodeURIComponent('Asia/Tokyo -540 -540'));
  await tokyo.close();
});
