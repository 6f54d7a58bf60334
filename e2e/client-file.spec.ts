import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { seedGarment, seedLinkedClient } from './support/links';
import { newUser, seedUser, signInAs } from './support/users';

test("a consultant opens a linked client's file; another consultant gets 'Client non trouvé'", async ({
  page,
  request,
}) => {
  const consultant = await seedUser(request, 'consultant');
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);

  await signInAs(page, consultant);
  await page.goto(`/consultant/client/${clientId}`);
  await expect(page.getByRole('heading', { name: 'Fiche client détaillée' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Silhouette femme, 168 cm, 60 kg' })).toBeVisible();
  await expect(page.getByText(client.email).first()).toBeVisible();
  await expect(page.getByText('Tour de poitrine')).toBeVisible();

  await page.getByRole('link', { name: 'Tenues' }).click();
  await expect(page.getByRole('heading', { name: 'Tenues créées' })).toBeVisible();
  await page.getByRole('link', { name: 'Nouvelle Tenue' }).click();
  await expect(page.getByRole('heading', { name: 'Création de Tenue' })).toBeVisible();

  // The client's wardrobe, read-only, through the private image routes.
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#7c2d12' } })
    .jpeg()
    .toBuffer();
  await seedGarment(client, { category: 'top', color: 'brown', notes: 'Pull en laine' }, photo);
  await page.getByRole('link', { name: 'Retour' }).click();
  await page.goto(`/consultant/client/${clientId}/wardrobe`);
  const garment = page.getByRole('article', { name: 'Haut' });
  await expect(garment).toContainText('Marron');
  await expect(garment.getByRole('img')).toHaveJSProperty('complete', true);
  expect(await garment.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  await expect(garment.getByRole('button', { name: 'Modifier' })).toHaveCount(0);
  await garment.getByRole('button', { name: 'Voir les notes' }).click();
  await expect(page.getByRole('dialog').getByText('Pull en laine')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Catégorie' }).click();
  await page.getByRole('option', { name: 'Bas', exact: true }).click();
  await expect(page.getByText('Aucun vêtement trouvé')).toBeVisible();

  const stranger = await seedUser(request, 'consultant');
  await page.context().clearCookies();
  await signInAs(page, stranger);
  await page.goto(`/consultant/client/${clientId}`);
  await expect(page.getByText('Client non trouvé')).toBeVisible();
});
