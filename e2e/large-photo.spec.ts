import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { largePhonePhoto } from './support/photos';
import { seedLinkedClient } from './support/links';
import { newUser, seedUser, signInAs } from './support/users';

async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

/** The width and height of the image the server stored at `url`. */
async function storedSize(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.ok()).toBe(true);
  const { width, height } = await sharp(await response.body()).metadata();
  return { width, height };
}

test('a 9 MB phone photo is reduced in the browser, sent upright, and the dialog asks before dropping it', async ({
  page,
}) => {
  // The 9 MB photo is decoded four times in the browser and cut out on the server: alone this takes under 40 s,
  // but beside another journey on 2 cores (CI) Chromium 156.0.8078.108 took 2.2 minutes (2026-11-27, with the
  // build of b35cae5 as well), past the 60 s every journey has.
  test.setTimeout(180_000);
  const photo = await largePhonePhoto();
  expect(photo.buffer.length).toBeGreaterThan(9 * 1024 * 1024);
  const client = await seedUser(page.request, 'client');
  await signInAs(page, client);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/client/dashboard/wardrobe');

  await page.getByRole('button', { name: 'Ajouter un vêtement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un vêtement' });
  await dialog.getByLabel('Photo du vêtement').setInputFiles(photo);
  await expect(dialog.getByRole('img', { name: "Aperçu de l'image améliorée" })).toBeVisible({
    timeout: 60_000,
  });
  await expect(dialog.getByText('La taille du fichier ne doit pas dépasser 5 MB')).toBeHidden();

  // Escape on a finished cutout asks first; 'Continuer' keeps the photo.
  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog', { name: 'Abandonner ce vêtement ?' });
  await expect(ask).toBeVisible();
  await expectAccessible(page, '[role="alertdialog"]');
  await ask.getByRole('button', { name: 'Continuer' }).click();
  await expect(ask).toBeHidden();
  await expect(dialog.getByRole('img', { name: "Aperçu de l'image améliorée" })).toBeVisible();
  // So does the close button.
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(ask).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(dialog).toBeVisible();
  // And a tap beside the dialog. Radix's outer layer takes outside taps again once it has re-rendered after the
  // question closed: a tap in between, which no finger is quick enough for, goes unheard, so it is tapped again.
  await expect(async () => {
    await page.mouse.click(5, 420);
    await expect(ask).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await ask.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Haut' });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vêtement ajouté avec succès')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The stored original is the spec's: upright (the phone held it on its side), 1024 px on its longest side.
  const { items } = (await (await page.request.get('/api/wardrobe/items')).json()) as {
    items: { originalUrl: string }[];
  };
  expect(items).toHaveLength(1);
  expect(await storedSize(page.request, items[0]!.originalUrl)).toEqual({ width: 768, height: 1024 });

  // A second one, abandoned: 'Abandonner' closes the dialog and nothing is added.
  await page.getByRole('button', { name: 'Ajouter un vêtement' }).click();
  await dialog.getByLabel('Photo du vêtement').setInputFiles(photo);
  await expect(dialog.getByRole('img', { name: "Aperçu de l'image améliorée" })).toBeVisible({
    timeout: 60_000,
  });
  await page.keyboard.press('Escape');
  await ask.getByRole('button', { name: 'Abandonner' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article')).toHaveCount(1);

  // In 'Ajouter plusieurs vêtements' too.
  await page.goto('/client/dashboard/wardrobe/import');
  // Drawn by the server, the page takes files once the app has taken it over (decision record 51).
  const choose = page.getByLabel('Choisir des photos de vêtements');
  await expect(choose).toBeEnabled();
  await choose.setInputFiles([photo]);
  const card = page.getByRole('listitem', { name: 'Photo 1', exact: true });
  await expect(card).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('alert')).toBeHidden();
  const { items: captures } = (await (await page.request.get('/api/wardrobe/captures')).json()) as {
    items: { originalUrl: string }[];
  };
  expect(captures).toHaveLength(1);
  expect(await storedSize(page.request, captures[0]!.originalUrl)).toEqual({ width: 768, height: 1024 });

  // And the profile photo.
  await page.goto('/client/dashboard/settings');
  await page.getByRole('button', { name: 'Ajouter une photo' }).click();
  const photoDialog = page.getByRole('dialog', { name: 'Photo de profil' });
  await photoDialog.getByLabel('Choisir une image').setInputFiles(photo);
  await expect(photoDialog.locator('.reactEasyCrop_CropAreaRound')).toBeVisible();
  await photoDialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(photoDialog).toBeHidden();
});

test("a consultant's proposal takes a 9 MB photo too", async ({ page }) => {
  const photo = await largePhonePhoto();
  const consultant = await seedUser(page.request, 'consultant');
  const clientId = await seedLinkedClient(consultant, newUser('client'));
  await signInAs(page, consultant);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/consultant/client/${clientId}/proposals`);
  await page.getByRole('button', { name: 'Proposer un vêtement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Proposer un vêtement' });
  await dialog.getByLabel('Photo du vêtement').setInputFiles(photo);
  await expect(dialog.getByRole('img', { name: "Aperçu de l'image améliorée" })).toBeVisible({
    timeout: 60_000,
  });
  await dialog.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Haut' });
  await dialog.getByLabel('Nom', { exact: true }).fill('Pull en laine');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'Pull en laine' })).toBeVisible();
  const { items } = (await (await page.request.get(`/api/clients/${clientId}/proposals`)).json()) as {
    items: { originalUrl: string }[];
  };
  expect(items).toHaveLength(1);
  expect(await storedSize(page.request, items[0]!.originalUrl)).toEqual({ width: 768, height: 1024 });
});
