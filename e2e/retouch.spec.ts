import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seedGarment } from './support/links';
import { garmentPhoto } from './support/photos';
import { touch } from './support/touch';
import { strokeAcross } from './support/brush';
import { seedUser, signInAs } from './support/users';

/** The stored cutout's alpha at a point given in shares of its width and height. */
async function savedAlpha(page: Page, url: string) {
  const png = await (await page.request.get(url)).body();
  const { data, info } = await sharp(png).extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  return (x: number, y: number) =>
    data[Math.round(y * info.height) * info.width + Math.round(x * info.width)];
}

test('a client retouches a cutout with the brush, undoes a stroke, and the saved garment keeps the retouch', async ({
  page,
}) => {
  const client = await seedUser(page.request, 'client');
  await signInAs(page, client);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/client/dashboard/wardrobe');
  await page.getByRole('button', { name: 'Ajouter un vêtement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un vêtement' });
  await dialog.getByLabel('Photo du vêtement').setInputFiles({
    name: 't-shirt.jpg',
    mimeType: 'image/jpeg',
    buffer: await garmentPhoto('tshirt', '#c62828'),
  });
  await expect(dialog.getByText('✓ Image améliorée avec succès')).toBeVisible({ timeout: 30_000 });

  await dialog.getByRole('button', { name: 'Retoucher le détourage' }).click();
  const canvas = dialog.getByRole('img', { name: 'Détourage en cours de retouche' });
  await expect(canvas).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Effacer' })).toHaveAttribute('aria-pressed', 'true');
  const undoStroke = dialog.getByRole('button', { name: 'Annuler le dernier trait' });
  await expect(undoStroke).toBeDisabled();

  // A stroke across the chest, taken back; then one across the waist, kept.
  await strokeAcross(page, canvas, 0.3);
  await undoStroke.click();
  await expect(undoStroke).toBeDisabled();
  await strokeAcross(page, canvas, 0.6);
  await dialog.getByRole('button', { name: 'Zoomer', exact: true }).click();
  await expect(dialog.getByText('150 %')).toBeVisible();
  await dialog.getByRole('button', { name: 'Terminer la retouche' }).click();

  await expect(dialog.getByText('✓ Détourage retouché')).toBeVisible();
  await expect(dialog.getByRole('img', { name: "Aperçu de l'image améliorée" })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Haut' });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();

  const { items } = await (await page.request.get('/api/wardrobe/items')).json();
  const alphaAt = await savedAlpha(page, items[0].enhancedUrl);
  expect(alphaAt(0.5, 0.6)).toBe(0); // erased by the kept stroke
  expect(alphaAt(0.5, 0.3)).toBe(255); // the undone stroke left the chest whole
  expect(alphaAt(0.5, 0.75)).toBe(255); // below the stroke, still the garment
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a client retouches a saved garment's cutout from its card with one finger; the photo stays", async ({
    page,
  }) => {
    const client = await seedUser(page.request, 'client');
    await seedGarment(
      client,
      { category: 'top', name: 'T-shirt rouge' },
      await garmentPhoto('tshirt', '#c62828'),
    );
    await signInAs(page, client);
    await page.goto('/client/dashboard/wardrobe');
    const before = (await (await page.request.get('/api/wardrobe/items')).json()).items[0];
    expect(before.enhancedUrl).toBeNull();

    // A rare action: in the card's menu, beside 'Modifier'.
    await page.getByRole('button', { name: 'Autres actions : T-shirt rouge' }).tap();
    await page.getByRole('menuitem', { name: 'Retoucher le détourage' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Retoucher le détourage' });
    const canvas = dialog.getByRole('img', { name: 'Détourage en cours de retouche' });
    await expect(canvas).toBeVisible();
    const box = (await canvas.boundingBox())!;
    const finger = await touch(page);
    const y = box.y + box.height * 0.6;
    await finger.drag({ x: box.x + box.width * 0.2, y }, { x: box.x + box.width * 0.8, y });
    await expect(dialog.getByRole('button', { name: 'Annuler le dernier trait' })).toBeEnabled();
    await page.screenshot({ path: test.info().outputPath('retouch-390.png') });
    await dialog.getByRole('button', { name: 'Terminer la retouche' }).tap();

    await expect(page.getByText('Détourage mis à jour')).toBeVisible();
    await expect(dialog).toBeHidden();
    const after = (await (await page.request.get('/api/wardrobe/items')).json()).items[0];
    expect(after.originalUrl).toBe(before.originalUrl);
    const alphaAt = await savedAlpha(page, after.enhancedUrl);
    expect(alphaAt(0.5, 0.6)).toBe(0);
    expect(alphaAt(0.5, 0.3)).toBe(255);
  });
});
