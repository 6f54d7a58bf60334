import { expect, test } from '@playwright/test';
import { seedLinkedClient } from './support/links';
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

  const stranger = await seedUser(request, 'consultant');
  await page.context().clearCookies();
  await signInAs(page, stranger);
  await page.goto(`/consultant/client/${clientId}`);
  await expect(page.getByText('Client non trouvé')).toBeVisible();
});
