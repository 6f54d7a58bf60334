import { expect, test } from '@playwright/test';
import { newUser, seedUser, signInAs } from './support/users';

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
  await expect(page.getByRole('button', { name: 'Terminer' })).toBeDisabled();
  await page.getByLabel('Tour de poitrine').fill('92');
  await page.getByRole('button', { name: 'Terminer' }).click();

  await expect(page.getByText('Profil créé')).toBeVisible();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mon espace personnel' })).toBeVisible();
  const figure = page.getByRole('img', { name: /^Silhouette femme/ });
  await expect(figure).toHaveAttribute('alt', 'Silhouette femme, 160 cm, 58 kg');
  const before = await figure.getAttribute('src');

  await page.getByRole('button', { name: 'Modifier' }).click();
  await page.getByLabel('Taille (cm)').fill('185');
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
