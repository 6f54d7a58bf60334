import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { settled } from './support/axe';
import sharp from 'sharp';
import { seedGarment, seedLinkedClient, seedOutfit } from './support/links';
import { newUser, seedUser, signInAs } from './support/users';

async function expectAccessible(page: Page, selector: string) {
  // A page the server drew is disabled until the app takes it over (providers.tsx): read it once it has.
  await expect(page.locator('fieldset[role="none"]')).toBeEnabled();
  await settled(page);
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

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
  await expect(page.getByRole('term').filter({ hasText: 'Tour de poitrine' })).toBeVisible();
  for (const label of ["Largeur d'épaules", 'Tour de taille', 'Tour de hanches']) {
    await expect(page.locator(`dt:text-is("${label}") + dd`)).toHaveText('Non renseigné');
  }

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
  // A named garment is titled by its name, its details beside it.
  await seedGarment(
    client,
    { category: 'outerwear', name: 'Trench en coton', brand: 'Aigle', size: '40', price: '189.5' },
    photo,
  );
  await page.reload();
  const trench = page.getByRole('article', { name: 'Trench en coton' });
  for (const text of ['Outerwear', 'Aigle', 'Taille 40', '189,50 €'])
    await expect(trench).toContainText(text);
  await garment.getByRole('button', { name: 'Voir les notes' }).click();
  await expect(page.getByRole('dialog').getByText('Pull en laine')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Bas' });
  await expect(page.getByText('Aucun vêtement trouvé')).toBeVisible();

  const stranger = await seedUser(request, 'consultant');
  await page.context().clearCookies();
  await signInAs(page, stranger);
  await page.goto(`/consultant/client/${clientId}`);
  await expect(page.getByText('Client non trouvé')).toBeVisible();
});

test("the client's outfits, their details and the consultant's client file pass axe; details give focus back", async ({
  page,
  browser,
  request,
}) => {
  const consultant = await seedUser(request, 'consultant');
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);
  const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#e7e5e4' } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#1e3a8a' } })
    .jpeg()
    .toBuffer();
  const top = await seedGarment(
    client,
    {
      category: 'top',
      color: 'blue',
      notes: 'Soie',
      name: 'Blouse en soie',
      price: '120',
      purchaseDate: '2026-03-12',
    },
    jpeg,
  );
  await seedOutfit(
    consultant,
    clientId,
    { name: 'Dîner en ville', comments: 'Talons bas', itemIds: [top] },
    picture,
  );

  await signInAs(page, consultant);
  for (const tab of ['', '/wardrobe', '/outfits']) {
    await page.goto(`/consultant/client/${clientId}${tab}`);
    await expect(page.getByRole('heading', { name: 'Fiche client détaillée' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectAccessible(page, 'main');
  }

  const context = await browser.newContext();
  const clientPage = await context.newPage();
  await signInAs(clientPage, client);
  for (const width of [1280, 390]) {
    await clientPage.setViewportSize({ width, height: 844 });
    await clientPage.goto('/client/dashboard/outfits');
    const open = clientPage
      .getByRole('article', { name: 'Dîner en ville' })
      .getByRole('button', { name: 'Voir les détails' });
    await expect(open).toBeVisible();
    await expectAccessible(clientPage, 'main');
    await open.click();
    const details = clientPage.getByRole('dialog', { name: 'Détails de la tenue' });
    await expect(details.getByText('Talons bas')).toBeVisible();
    await expect(details.getByText('Blouse en soie')).toBeVisible();
    await expect(details.getByText('120,00 €')).toBeVisible();
    await expect(details.getByText('Acheté le 12 mars 2026')).toBeVisible();
    await clientPage.screenshot({ path: test.info().outputPath(`outfit-details-${width}.png`) });
    await expectAccessible(clientPage, '[role="dialog"]');
    await details.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(details).toBeHidden();
    await expect(open).toBeFocused();
  }
  await context.close();
});
