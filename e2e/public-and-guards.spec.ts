import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { seedUser, signInAs } from './support/users';

const accountLink = (page: Page, name: 'Connexion' | 'Mon Compte') =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

test.describe('landing page', () => {
  test('shows the sign-up choices, the sections and the footer links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Je suis client' })).toHaveAttribute(
      'href',
      '/register/client',
    );
    await expect(page.getByRole('link', { name: 'Je suis conseiller' })).toHaveAttribute(
      'href',
      '/register/consultant',
    );
    await expect(accountLink(page, 'Connexion')).toHaveAttribute('href', '/login');
    for (const id of ['features', 'clients', 'consultants']) {
      await expect(page.locator(`section#${id}`)).toBeVisible();
    }
    // The demo is a real recording of the product: muted, looping, with a poster and a text alternative.
    const video = page.getByRole('figure').locator('video');
    await expect(video).toHaveAttribute('poster', '/demo/atelier-demo-poster.jpg');
    await expect(page.locator('#demo-description')).toContainText('Déjeuner en terrasse');
    await video.scrollIntoViewIfNeeded();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => (v.readyState >= 1 ? v.duration : 0)))
      .toBeGreaterThan(10);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
    const poster = await page.request.get('/demo/atelier-demo-poster.jpg');
    expect(poster.headers()['content-type']).toBe('image/jpeg');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[href^="mailto:"]')).toHaveAttribute('href', /^mailto:.+@.+/);
    await expect(footer.getByRole('link', { name: /Labs/ })).toHaveAttribute('href', /^https?:\/\//);
  });

  test('the sign-up buttons open the registration pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Je suis conseiller' }).click();
    await expect(page).toHaveURL(/\/register\/consultant$/);
    await page.goto('/');
    await accountLink(page, 'Connexion').click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Je suis client' })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('says Mon Compte to a signed-in client and leads to the dashboard', async ({ page }) => {
    const client = await seedUser(page.request, 'client');
    await signInAs(page, client);
    await page.goto('/');
    await accountLink(page, 'Mon Compte').click();
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(page.getByText(`Bonjour, ${client.firstName}`)).toBeVisible();
  });
});

test.describe('guards', () => {
  test('send a signed-out visitor to the login page', async ({ page }) => {
    await page.goto('/client/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/consultant/dashboard/settings');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('send a client away from the consultant dashboard', async ({ page }) => {
    const client = await seedUser(page.request, 'client');
    await signInAs(page, client);
    await page.goto('/consultant/dashboard');
    await expect(page).toHaveURL(/\/client\/dashboard$/);
  });

  test('send a consultant away from the client dashboard', async ({ page }) => {
    const consultant = await seedUser(page.request, 'consultant');
    await signInAs(page, consultant);
    await page.goto('/client/dashboard/wardrobe');
    await expect(page).toHaveURL(/\/consultant\/dashboard$/);
    await expect(page.getByText(`Bonjour, ${consultant.firstName}`)).toBeVisible();
  });
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/cette/page/n-existe-pas');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Je suis client' })).toBeVisible();
});

test.describe('client dashboard shell', () => {
  test('highlights the current entry, survives a reload and signs out', async ({ page }) => {
    const client = await seedUser(page.request, 'client');
    await signInAs(page, client);
    await page.goto('/client/dashboard');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Paramètres' }).click();
    await expect(page).toHaveURL(/\/client\/dashboard\/settings$/);
    await expect(nav.getByRole('link', { name: 'Paramètres' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current', 'page');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Paramètres' })).toHaveAttribute('aria-current', 'page');

    for (const [name, path] of [
      ['Mes Tenues', '/client/dashboard/outfits'],
      ['Ma Garde-Robe', '/client/dashboard/wardrobe'],
      ['Messages', '/client/dashboard/messages'],
    ] as const) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', path);
    }

    await nav.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountLink(page, 'Connexion')).toBeVisible();
    await page.goto('/client/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a screen comes drawn by the server with its answers: it shows before its code, which asks none again', async ({
    page,
  }) => {
    const client = await seedUser(page.request, 'client');
    await signInAs(page, client);
    let releasePage = () => {};
    const pageHeld = new Promise<void>((resolve) => (releasePage = resolve));
    await page.route(/\/assets\/wardrobe-page-[\w-]+\.js$/, async (route) => {
      await pageHeld;
      await route.continue();
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) asked.push(path);
    });
    await page.goto('/client/dashboard/wardrobe', { waitUntil: 'commit' });
    // Drawn by the server while the wardrobe page's own code is still held back; its button waits for the app.
    await expect(page.getByRole('heading', { name: 'Ma Garde-robe' })).toBeVisible();
    await expect(page.getByText(`Bonjour, ${client.firstName}`)).toBeVisible();
    const add = page.getByRole('button', { name: 'Ajouter un vêtement' }).first();
    await expect(add).toBeDisabled();
    releasePage();
    await expect(add).toBeEnabled();
    expect(asked.filter((path) => /^\/api\/(me|me\/client-profile|wardrobe\/items)$/.test(path))).toEqual([]);
  });

  test('on a phone, hides the sidebar behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const client = await seedUser(page.request, 'client');
    await signInAs(page, client);
    await page.goto('/client/dashboard');
    await expect(page.getByText(`Bonjour, ${client.firstName}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ma Garde-Robe' })).toBeHidden();

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Ma Garde-Robe' }).click();
    await expect(page).toHaveURL(/\/client\/dashboard\/wardrobe$/);
    await expect(menu).toBeHidden();
  });
});

test('the consultant shell lists its own entries', async ({ page }) => {
  const consultant = await seedUser(page.request, 'consultant');
  await signInAs(page, consultant);
  await page.goto('/consultant/dashboard/messages');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/consultant/dashboard');
  await expect(nav.getByRole('link', { name: 'Paramètres' })).toHaveAttribute(
    'href',
    '/consultant/dashboard/settings',
  );
  await expect(nav.getByRole('link', { name: 'Mes Tenues' })).toHaveCount(0);
});
