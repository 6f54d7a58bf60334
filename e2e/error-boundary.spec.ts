import { expect, test, type Page } from '@playwright/test';
import { seedUser, signInAs } from './support/users';

const UNEXPECTED = "Une erreur inattendue s'est produite.";

/** Counts full page loads of `path`, so a reload loop would show. */
function countDocumentLoads(page: Page, path: string) {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === path) loads.count += 1;
  });
  return loads;
}

test('a screen whose code cannot load reloads once, then says so in French inside the layout; Recharger retries', async ({
  page,
}) => {
  const client = await seedUser(page.request, 'client');
  await signInAs(page, client);
  await page.goto('/client/dashboard');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Ma Garde-Robe' })).toBeVisible();
  await expect(page.getByText(`Bonjour, ${client.firstName}`)).toBeVisible();

  // As after a redeploy: the old build's chunk is gone.
  await page.route('**/assets/wardrobe-page-*.js', (route) => route.abort());
  const loads = countDocumentLoads(page, '/client/dashboard/wardrobe');
  await nav.getByRole('link', { name: 'Ma Garde-Robe' }).click();

  const alert = page.getByRole('alert').filter({ hasText: UNEXPECTED });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Recharger' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Ma Garde-Robe' })).toBeVisible();
  // One automatic reload, and no more.
  await page.waitForTimeout(1500);
  expect(loads.count).toBe(1);
  await expect(alert).toBeVisible();

  await page.unroute('**/assets/wardrobe-page-*.js');
  await alert.getByRole('button', { name: 'Recharger' }).click();
  await expect(page.getByRole('heading', { name: 'Ma Garde-robe' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('a page outside the dashboards that cannot load shows the French message at the root', async ({
  page,
}) => {
  await page.route('**/assets/login-page-*.js', (route) => route.abort());
  const loads = countDocumentLoads(page, '/login');
  await page.goto('/login');

  const alert = page.getByRole('alert').filter({ hasText: UNEXPECTED });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Recharger' })).toBeVisible();
  await page.waitForTimeout(1500);
  // The first load plus one automatic reload.
  expect(loads.count).toBe(2);
});
