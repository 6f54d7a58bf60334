import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CONSENT_TEXTS } from '../src/domain/consent';
import { newUser, seedUser, signInAs } from './support/users';

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

test('a new client onboards as femme and sees their silhouette follow their height', async ({
  page,
  request,
}) => {
  const user = await seedUser(request, 'client', newUser('client'), { onboarded: false });
  await signInAs(page, user);

  await page.goto('/client/dashboard');
  await expect(page).toHaveURL(/\/client\/onboarding$/);
  const next = page.getByRole('button', { name: 'Suivant' });
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: 'Femme' }).click();
  // Nothing about the body is asked before the client agrees that it be kept: the box is never ticked for her.
  const consent = page.getByRole('checkbox', { name: CONSENT_TEXTS.label });
  await expect(consent).not.toBeChecked();
  await expect(page.getByRole('link', { name: /politique de confidentialité/ }).first()).toHaveAttribute(
    'href',
    '/confidentialite',
  );
  await next.click();
  await expect(page.getByRole('alert').filter({ hasText: CONSENT_TEXTS.required })).toBeVisible();
  await expect(page.getByLabel('Âge')).toHaveCount(0);
  await expectAccessible(page);
  await consent.check();
  await expect(page.getByText(CONSENT_TEXTS.required)).toHaveCount(0);
  await next.click();

  await page.getByLabel('Âge').fill('17');
  await expect(page.getByText("L'âge doit être compris entre 18 et 120 ans")).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel('Âge').fill('31');
  await next.click();
  await page.getByLabel('Taille').fill('160');
  await next.click();
  await page.getByLabel('Poids').fill('58');
  await next.click();
  await expect(next).toBeDisabled();
  await page.getByLabel('Tour de poitrine').fill('92');
  await next.click();
  // Shoulders, waist and hips follow, each optional: she skips them.
  for (const step of [1, 2, 3]) {
    await expect(page.getByText(`Mesure facultative ${step} sur 3`)).toBeVisible();
    await page.getByRole('button', { name: 'Passer' }).click();
  }

  await expect(page.getByText('Profil créé')).toBeVisible();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mon espace personnel' })).toBeVisible();
  const figure = page.getByRole('img', { name: /^Silhouette femme/ });
  await expect(figure).toHaveAttribute('alt', 'Silhouette femme, 160 cm, 58 kg');
  const before = await figure.getAttribute('src');

  await page.getByRole('button', { name: 'Modifier' }).click();
  await page.getByLabel('Taille (cm)', { exact: true }).fill('185');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vos informations ont été mises à jour avec succès!')).toBeVisible();
  await expect(figure).toHaveAttribute('alt', 'Silhouette femme, 185 cm, 58 kg');
  expect(await figure.getAttribute('src')).not.toBe(before);
  await expect(page.getByText('185 cm')).toBeVisible();

  await page.getByRole('button', { name: 'Modifier' }).click();
  await page.getByLabel('Poids (kg)').fill('400');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le poids doit être compris entre 30 et 250 kg')).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText('58 kg')).toBeVisible();
});

test('a client adds shoulders, waist and hips in Mes Informations, optional and kept after a reload', async ({
  page,
  request,
}) => {
  const user = await seedUser(request, 'client', newUser('client'));
  await signInAs(page, user);
  await page.goto('/client/dashboard');
  const info = page.locator('section', { has: page.getByRole('heading', { name: 'Mes Informations' }) });
  const value = (label: string) => info.locator(`dt:text-is("${label}") + dd`);
  for (const label of ["Largeur d'épaules", 'Tour de taille', 'Tour de hanches']) {
    await expect(value(label)).toHaveText('Non renseigné');
  }

  await info.getByRole('button', { name: 'Modifier' }).click();
  await info.getByLabel("Largeur d'épaules (cm)").fill('41');
  await info.getByLabel('Tour de taille (cm)').fill('72');
  await info.getByLabel('Tour de hanches (cm)').fill('99');
  await info.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vos informations ont été mises à jour avec succès!')).toBeVisible();

  await page.reload();
  await expect(value("Largeur d'épaules")).toHaveText('41 cm');
  await expect(value('Tour de taille')).toHaveText('72 cm');
  await expect(value('Tour de hanches')).toHaveText('99 cm');

  await info.getByRole('button', { name: 'Modifier' }).click();
  await info.getByLabel('Tour de hanches (cm)').fill('170');
  await info.getByLabel('Tour de taille (cm)').fill('20');
  await info.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(info.getByText('Le tour de hanches doit être compris entre 60 et 160 cm')).toBeVisible();
  await expect(info.getByText('Le tour de taille doit être compris entre 40 et 150 cm')).toBeVisible();
  await info.getByLabel('Tour de taille (cm)').fill('');
  await info.getByLabel('Tour de hanches (cm)').fill('');
  await info.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(value('Tour de taille')).toHaveText('Non renseigné');
  await expect(value("Largeur d'épaules")).toHaveText('41 cm');

  await page.setViewportSize({ width: 390, height: 844 });
  await info.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await info.screenshot({ path: test.info().outputPath('info-card-390.png') });
  await info.getByRole('button', { name: 'Modifier' }).click();
  await expect(info.getByLabel('Tour de hanches (cm)')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await info.screenshot({ path: test.info().outputPath('info-form-390.png') });
});

test('onboarding steps have no serious accessibility violations on a phone', async ({ page, request }) => {
  const user = await seedUser(request, 'client', newUser('client'), { onboarded: false });
  await signInAs(page, user);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/client/onboarding');
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Femme' }).click();
  await page.getByRole('checkbox', { name: CONSENT_TEXTS.label }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByLabel('Âge')).toBeVisible();
  await expectAccessible(page);
});
