import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';
import { realPhoto } from './support/photos';
import { seedUser, signInAs } from './support/users';

/** A real phone photo of a dark T-shirt filling the frame: the engine flags its cutout as touching the border. */
const frameFilling = realPhoto('u34').buffer;

async function pick(dialog: Locator, field: string, option: string) {
  await dialog.getByRole('combobox', { name: field }).selectOption({ label: option });
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone, a doubtful cutout is shown beside the photo and the client keeps the original', async ({
  page,
}) => {
  const client = await seedUser(page.request, 'client');
  await signInAs(page, client);
  await page.goto('/client/dashboard/wardrobe');
  await page.getByRole('button', { name: 'Ajouter un vêtement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un vêtement' });

  // Before the first photo: how to shoot, and the camera within reach.
  await expect(dialog.getByText('Conseil : cadrez le vêtement entier avec une marge autour')).toBeVisible();
  await expect(dialog.getByText('Prendre une photo')).toBeVisible();

  await dialog.getByLabel('Photo du vêtement').setInputFiles({
    name: 't-shirt.jpg',
    mimeType: 'image/jpeg',
    buffer: frameFilling,
  });
  const choices = dialog.getByRole('group', { name: 'Quelle image enregistrer ?' });
  await expect(choices).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('Le vêtement touche le bord de la photo')).toBeVisible();
  // Success and doubt never show together.
  await expect(dialog.getByText('✓ Image améliorée avec succès')).toBeHidden();
  await expect(choices.getByRole('radio', { name: 'Garder le détourage' })).toBeChecked();
  await expect(dialog.getByRole('img', { name: "Aperçu de l'image améliorée" })).toBeVisible();

  await choices.getByText("Utiliser la photo d'origine").tap();
  await expect(choices.getByRole('radio', { name: "Utiliser la photo d'origine" })).toBeChecked();
  // The preview follows the choice: it shows what will be saved.
  await expect(dialog.getByRole('img', { name: 'Aperçu de la photo choisie' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: "Aperçu de l'image améliorée" })).toBeHidden();

  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('cutout-choice-390.png'), fullPage: true });

  await pick(dialog, 'Catégorie', 'Haut');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  const items = await (await page.request.get('/api/wardrobe/items')).json();
  expect(items.items).toHaveLength(1);
  expect(items.items[0].enhancedUrl).toBeNull();
});
