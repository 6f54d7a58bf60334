import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_LAUNCH, E2E_PORT } from './support/env';
import { seedGarment, seedLinkedClient, seedOutfit } from './support/links';
import { garmentPhoto } from './support/photos';
import { newUser, seedUser, signInAs } from './support/users';

test.use({ serviceWorkers: 'allow' });

const PERSONAL_CACHES = ['atelier-pages', 'atelier-api'];

const details = (page: Page) => page.getByRole('dialog', { name: 'Détails de la tenue' });
const openDetails = (page: Page) =>
  page
    .getByRole('article', { name: 'Tenue du vendredi' })
    .getByRole('button', { name: 'Voir les détails' })
    .click();

/**
 * What Chromium finds missing to install the site, asked in a browser profile of its own: Playwright's contexts are
 * incognito, where nothing installs ('in-incognito').
 */
async function installabilityErrors() {
  const profile = await mkdtemp(join(tmpdir(), 'atelier-install-'));
  const browser = await chromium.launchPersistentContext(profile, {
    ...CHROMIUM_LAUNCH,
    baseURL: `http://localhost:${E2E_PORT}`,
    serviceWorkers: 'allow',
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto('/login');
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active));
    const cdp = await browser.newCDPSession(page);
    return (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors;
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
}

test('the app installs, opens her looks and diagnosis offline, says a write needs a connection, and forgets her at sign-out', async ({
  page,
  context,
}) => {
  const consultant = await seedUser(page.request, 'consultant');
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);
  const top = await seedGarment(
    client,
    { category: 'top', name: 'Chemise' },
    await garmentPhoto('tshirt', '#1d4ed8'),
  );
  const picture = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#e7e5e4' } })
    .png()
    .toBuffer();
  await seedOutfit(consultant, clientId, { name: 'Tenue du vendredi', itemIds: [top] }, picture);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, client);

  // Installable: the manifest, its icons, and an active service worker; Chromium finds nothing missing.
  await page.goto('/client/dashboard');
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Atelier Silhouette',
    lang: 'fr',
    display: 'standalone',
    start_url: '/',
  });
  expect(
    manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
  ).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  expect(manifest.shortcuts.map((shortcut: { name: string }) => shortcut.name)).toEqual([
    'Mes Tenues',
    'Messages',
  ]);
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
  expect(await installabilityErrors()).toEqual([]);

  // A push from the server (delivered here by Chromium's DevTools protocol, standing in for the push service)
  // becomes a notification with its text and the screen it opens.
  await context.grantPermissions(['notifications']);
  const devtools = await context.newCDPSession(page);
  const registrationIds: string[] = [];
  devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) =>
    registrationIds.push(...registrations.filter((r) => !r.isDeleted).map((r) => r.registrationId)),
  );
  await devtools.send('ServiceWorker.enable');
  await expect.poll(() => registrationIds.length).toBeGreaterThan(0);
  await devtools.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: registrationIds[0]!,
    data: JSON.stringify({
      title: 'Atelier Silhouette',
      body: 'Nouveau message de Inès Moreau.',
      url: '/client/dashboard/messages',
      tag: 'round-1',
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [
          n.title,
          n.body,
          n.data.url,
        ]),
      ),
    )
    .toEqual([['Atelier Silhouette', 'Nouveau message de Inès Moreau.', '/client/dashboard/messages']]);
  await devtools.detach();

  // Seen once online (the worker now controls the page)...
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // Her click on the notification opens its screen in the app's window. Chromium offers no way to click a
  // notification from a test: the worker receives the click event its own handler would get from the system.
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async () => {
    type Scope = { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    type ClickEvent = new (type: string, init: { notification: Notification }) => Event;
    const scope = self as unknown as Scope;
    const NotificationClick = (self as unknown as { NotificationEvent: ClickEvent }).NotificationEvent;
    const [shown] = await scope.registration.getNotifications();
    scope.dispatchEvent(new NotificationClick('notificationclick', { notification: shown! }));
  });
  await expect(page).toHaveURL(/\/client\/dashboard\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await page.goto('/client/dashboard/outfits');
  await expect(page.getByRole('article', { name: 'Tenue du vendredi' })).toBeVisible();
  await openDetails(page);
  await expect(details(page).getByRole('button', { name: "J'adore" })).toBeVisible();
  await page.goto('/client/dashboard/diagnostic');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // ...then offline: both open, with the banner, instead of an endless 'Chargement…'.
  await context.setOffline(true);
  await page.goto('/client/dashboard/outfits');
  await expect(page.getByRole('article', { name: 'Tenue du vendredi' })).toBeVisible();
  await expect(
    page.getByText('Hors ligne : vous voyez vos dernières données.', { exact: false }),
  ).toBeVisible();
  await page.goto('/client/dashboard/diagnostic');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Chargement...')).toHaveCount(0);

  // A write says it needs a connection.
  await page.goto('/client/dashboard/outfits');
  await openDetails(page);
  await details(page).getByRole('button', { name: "J'adore" }).click();
  await expect(
    page.getByText('Connexion au serveur impossible. Vérifiez votre connexion internet.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Back online, signing out forgets her pages and answers; the app's shell stays.
  await context.setOffline(false);
  await page.goto('/client/dashboard');
  expect(await page.evaluate(() => caches.keys())).toEqual(expect.arrayContaining(PERSONAL_CACHES));
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The landing page may have asked for the public settings since: nothing else, nothing of hers.
  const kept = await page.evaluate(async (names) => {
    const urls: string[] = [];
    for (const name of names) {
      if (!(await caches.has(name))) continue;
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  }, PERSONAL_CACHES);
  expect(kept.filter((path) => path !== '/api/public-config')).toEqual([]);
  expect((await page.evaluate(() => caches.keys())).some((name) => name.startsWith('workbox-precache'))).toBe(
    true,
  );
});
