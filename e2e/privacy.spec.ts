import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newUser, seedUser, signInAs } from './support/users';

const TITLE = 'Confidentialité et données personnelles';
const heading = (page: Page) => page.getByRole('heading', { level: 1, name: TITLE });

test.describe('privacy page', () => {
  test('a visitor reaches it from the landing footer, and finds the way back home', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: TITLE }).click();
    await expect(page).toHaveURL(/\/confidentialite$/);
    await expect(heading(page)).toBeVisible();
    await expect(page.getByText('Dernière mise à jour : 28 novembre 2026')).toBeVisible();
    for (const section of [
      'Ce que nous conservons',
      'Pourquoi',
      'Combien de temps',
      'Qui voit quoi',
      'Vos droits, en pratique',
      'Nous contacter',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('main').locator('a[href^="mailto:"]')).toHaveAttribute(
      'href',
      /^mailto:.+@.+/,
    );

    await page.getByRole('main').getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Je suis client' })).toBeVisible();
  });

  test('reads on a phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/confidentialite');
    await expect(heading(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/confidentialite');
    await expect(heading(page)).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test('both sign-up pages link to the privacy page, in a new tab so the form stays', async ({ page }) => {
  for (const role of ['client', 'consultant']) {
    await page.goto(`/register/${role}`);
    const link = page.getByRole('link', { name: /politique de confidentialité/ });
    await expect(link).toHaveAttribute('href', '/confidentialite');
    await expect(link).toHaveAttribute('target', '_blank');
  }
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /politique de confidentialité/ }).click(),
  ]);
  await expect(heading(tab)).toBeVisible();
  await tab.close();
});

test('the onboarding page links to the privacy page', async ({ page, request }) => {
  const user = await seedUser(request, 'client', newUser('client'), { onboarded: false });
  await signInAs(page, user);
  await page.goto('/client/onboarding');
  await expect(page.getByRole('heading', { name: 'Vous êtes...' })).toBeVisible();
  // Beside the consent box and at the foot of every step.
  const links = page.getByRole('link', { name: /politique de confidentialité/ });
  await expect(links).toHaveCount(2);
  for (const one of await links.all()) await expect(one).toHaveAttribute('href', '/confidentialite');
  const link = links.last();
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(heading(tab)).toBeVisible();
  // The wizard is still where it was.
  await expect(page.getByRole('heading', { name: 'Vous êtes...' })).toBeVisible();
});
