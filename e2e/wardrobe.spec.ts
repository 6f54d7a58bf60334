import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { placeholderContrast } from './support/contrast';
import { cover } from './support/layout';
import { seedGarment } from './support/links';
import { garmentPhoto } from './support/photos';
import { seedUser, signInAs } from './support/users';

/** Drops a JPEG onto `target` as a real drag and drop from the desktop would. */
async function dropJpeg(page: Page, target: Locator, bytes: Buffer, name: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, fileName }) => {
      const binary = atob(base64);
      const data = Uint8Array.from(binary, (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], fileName, { type: 'image/jpeg' }));
      return transfer;
    },
    { base64: bytes.toString('base64'), fileName: name },
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

async function pick(dialog: Locator, field: string, option: string) {
  await dialog.getByRole('combobox', { name: field }).selectOption({ label: option });
}

test('a client fills, searches, filters and prunes their wardrobe', async ({ page }) => {
  // Seven garments cut out and an axe scan per step: beside another journey on 2 cores, over the default minute.
  test.setTimeout(150_000);
  const client = await seedUser(page.request, 'client');
  await signInAs(page, client);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/client/dashboard/wardrobe');

  await expect(page.getByRole('heading', { level: 1, name: 'Ma Garde-robe' })).toBeVisible();
  await expect(page.getByText('Aucun vêtement trouvé')).toBeVisible();

  // The first garment arrives by drag and drop. Enhancement is quick, so hold its answer a little to see
  // the in-progress state.
  const slowEnhance = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  };
  await page.route('**/api/enhance', slowEnhance);
  await page.getByRole('button', { name: 'Ajouter un vêtement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un vêtement' });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Veuillez sélectionner une image')).toBeVisible();
  await expect(dialog.getByText('Veuillez sélectionner une catégorie')).toBeVisible();

  await dropJpeg(
    page,
    dialog.getByText('Glissez-déposez une photo ici'),
    await garmentPhoto('tshirt', '#1f1f24'),
    't-shirt.jpg',
  );
  await expect(dialog.getByText('Amélioration en cours...')).toBeVisible();
  await expect(dialog.getByText('✓ Image améliorée avec succès')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('img', { name: "Aperçu de l'image améliorée" })).toBeVisible();
  await page.unroute('**/api/enhance', slowEnhance);
  await pick(dialog, 'Catégorie', 'Haut');
  // The colour measured on the cutout is filled in.
  await expect(dialog.getByRole('combobox', { name: 'Couleur' }).locator('option:checked')).toHaveText(
    'Noir',
  );
  await page.screenshot({ path: test.info().outputPath('wardrobe-dialog-1280.png') });
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vêtement ajouté avec succès')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The toast leaves the page's own action within reach.
  const addButton = page.getByRole('button', { name: 'Ajouter un vêtement' });
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Vêtement ajouté avec succès' });
  // Once it has slid into place (sonner's entry animation takes 400 ms).
  await page.waitForTimeout(600);
  expect(await cover(toast, addButton)).toBe(false);
  const top = page.getByRole('article', { name: 'Haut' });
  await expect(top).toContainText('Noir');
  await expect(top).toContainText('Toute saison');

  // The second one through the file picker, with its name, details and notes: the name becomes its title.
  await page.getByRole('button', { name: 'Ajouter un vêtement' }).click();
  await dialog.getByLabel('Photo du vêtement').setInputFiles({
    name: 'jean.jpg',
    mimeType: 'image/jpeg',
    buffer: await garmentPhoto('jeans', '#2b4a7a'),
  });
  await expect(dialog.getByText('✓ Image améliorée avec succès')).toBeVisible({ timeout: 30_000 });
  await pick(dialog, 'Catégorie', 'Bas');
  await expect(dialog.getByRole('combobox', { name: 'Couleur' }).locator('option:checked')).toHaveText(
    'Bleu',
  );
  await dialog.getByLabel('Nom').fill('Jean droit');
  await dialog.getByLabel('Marque').fill('Sézane');
  await dialog.getByLabel('Taille').fill('38');
  await dialog.getByLabel('Prix (€)').fill('-5');
  await dialog.getByLabel("Date d'achat").fill('2026-03-12');
  await dialog.getByLabel('Notes').fill('Jean brut');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Le prix ne peut pas être négatif')).toBeVisible();
  await dialog.getByLabel('Prix (€)').fill('89,90');
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.getByLabel("Date d'achat").scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('wardrobe-dialog-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  const bottom = page.getByRole('article', { name: 'Jean droit' });
  await expect(bottom.getByRole('heading', { name: 'Jean droit' })).toBeVisible();
  for (const text of ['Bas', 'Sézane', 'Taille 38', '89,90 €', 'Acheté le 12 mars 2026', 'Jean brut']) {
    await expect(bottom).toContainText(text);
  }
  await expect(page.getByRole('article')).toHaveCount(2);

  // Editing: the image is locked, the colour changes.
  await top.getByRole('button', { name: 'Modifier' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Modifier le vêtement' });
  await expect(editDialog.getByText("L'image ne peut pas être modifiée lors de l'édition")).toBeVisible();
  await expect(editDialog.getByRole('combobox', { name: 'Couleur' }).locator('option:checked')).toHaveText(
    'Noir',
  );
  await pick(editDialog, 'Couleur', 'Bleu');
  await editDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vêtement modifié avec succès')).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(top).toContainText('Bleu');
  await expect(top).not.toContainText('Noir');

  await page.screenshot({ path: test.info().outputPath('wardrobe-1280.png'), fullPage: true });
  await bottom.screenshot({ path: test.info().outputPath('wardrobe-card-1280.png') });
  await expectAccessible(page, 'main');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('wardrobe-390.png'), fullPage: true });
  await expect(page.getByText('Vêtement modifié avec succès')).toBeHidden();
  await bottom.screenshot({ path: test.info().outputPath('wardrobe-card-390.png') });
  // On a phone, 'Modifier' is at hand and the rarer actions wait in the menu beside it.
  await expect(bottom.getByRole('button')).toHaveCount(2);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The server searches: 'jean' only matches the name and notes of the second garment, and so does its
  // brand typed without its accent.
  const search = page.getByRole('searchbox', { name: 'Rechercher un vêtement' });
  await search.fill('jean');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(bottom).toBeVisible();
  await search.fill('sezane');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(bottom).toBeVisible();
  await search.fill('');
  await expect(page.getByRole('article')).toHaveCount(2);

  // A category tab filters through the API too.
  await page.getByRole('tab', { name: 'Hauts' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Haut' })).toBeVisible();
  await page.getByRole('tab', { name: 'Chaussures' }).click();
  await expect(page.getByText('Aucun vêtement trouvé')).toBeVisible();
  await page.getByRole('tab', { name: 'Tous' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);

  // Deleting, from the card's menu, asks first.
  await bottom.getByRole('button', { name: 'Autres actions : Jean droit' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, '[role="menu"]');
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer le vêtement' });
  await expect(confirm).toContainText('irréversible');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Vêtement supprimé avec succès')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Haut' })).toBeVisible();

  // After a reload, the garment is still there.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Haut' })).toContainText('Bleu');
});

test('the clothing dialog refuses files that are not JPEG or PNG, or too large', async ({ page }) => {
  const client = await seedUser(page.request, 'client');
  await signInAs(page, client);
  await page.goto('/client/dashboard/wardrobe');
  await expect(page.getByRole('searchbox', { name: 'Rechercher un vêtement' })).toBeVisible();
  expect(await placeholderContrast(page.getByRole('searchbox'))).toBeGreaterThanOrEqual(4.5);
  await page.getByRole('button', { name: 'Ajouter un vêtement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un vêtement' });
  // Untouched, with its hints and placeholders showing (the dialog opens once its form has loaded).
  await expect(dialog.getByLabel('Notes')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  expect(await placeholderContrast(dialog.getByLabel('Notes'))).toBeGreaterThanOrEqual(4.5);
  const input = dialog.getByLabel('Photo du vêtement');
  await input.setInputFiles({ name: 'photo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(dialog.getByText('Seuls les fichiers JPEG et PNG sont acceptés')).toBeVisible();
  await input.setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(dialog.getByText('La taille du fichier ne doit pas dépasser 5 MB')).toBeVisible();
  await expect(dialog.getByText('Amélioration en cours...')).toBeHidden();
});

test('closing a dialog gives focus back to the button that opened it', async ({ page }) => {
  const client = await seedUser(page.request, 'client');
  await seedGarment(client, { category: 'top' }, await garmentPhoto('tshirt', '#1f1f24'));
  await signInAs(page, client);
  await page.goto('/client/dashboard/wardrobe');
  const top = page.getByRole('article', { name: 'Haut' });
  await expect(top).toBeVisible();

  const add = page.getByRole('button', { name: 'Ajouter un vêtement' });
  await add.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(add).toBeFocused();

  const edit = top.getByRole('button', { name: 'Modifier' });
  await edit.click();
  await expect(page.getByRole('dialog', { name: 'Modifier le vêtement' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(edit).toBeFocused();

  // The menu by keyboard: Enter opens it on its first action, arrows move, Escape closes it on its button.
  const more = top.getByRole('button', { name: 'Autres actions : Haut' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Porté aujourd’hui' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Retoucher le détourage' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Sortir de la garde-robe' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Supprimer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(more).toBeFocused();
});

test("a card's menu pressed before its code has come opens once it is here, by finger or by key", async ({
  browser,
  request,
}) => {
  const client = await seedUser(request, 'client');
  await seedGarment(client, { category: 'top' }, await garmentPhoto('tshirt', '#1f1f24'));
  const slowMenu = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  };

  // On a phone: a tap while the menu's code is on its way.
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })
  ).newPage();
  await signInAs(phone, client);
  await phone.goto('/client/dashboard/wardrobe');
  await phone.route('**/assets/dropdown-menu-*.js', slowMenu);
  const more = phone.getByRole('button', { name: 'Autres actions : Haut' });
  await expect(more).toHaveAttribute('aria-haspopup', 'menu');
  await more.tap();
  await expect(phone.getByRole('menuitem', { name: 'Supprimer' })).toBeVisible();
  await phone.getByRole('menuitem', { name: 'Supprimer' }).tap();
  await expect(phone.getByRole('alertdialog')).toBeVisible();
  await phone.getByRole('alertdialog').getByRole('button', { name: 'Annuler' }).tap();
  await phone.context().close();

  // On a desk, by keyboard: Enter at once on the focused button opens the menu on its first item.
  const desk = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAs(desk, client);
  await desk.goto('/client/dashboard/wardrobe');
  await desk.route('**/assets/dropdown-menu-*.js', slowMenu);
  const deskMore = desk.getByRole('button', { name: 'Autres actions : Haut' });
  await expect(deskMore).toBeEnabled();
  await deskMore.focus();
  await desk.keyboard.press('Enter');
  await expect(desk.getByRole('menuitem', { name: 'Porté aujourd’hui' })).toBeFocused();
  await desk.keyboard.press('ArrowDown');
  await expect(desk.getByRole('menuitem', { name: 'Retoucher le détourage' })).toBeFocused();
  await desk.keyboard.press('ArrowDown');
  await expect(desk.getByRole('menuitem', { name: 'Sortir de la garde-robe' })).toBeFocused();
  await desk.keyboard.press('ArrowDown');
  await expect(desk.getByRole('menuitem', { name: 'Supprimer' })).toBeFocused();
  await desk.keyboard.press('Escape');
  await expect(desk.getByRole('menu')).toBeHidden();
  await expect(deskMore).toBeFocused();
  await desk.context().close();
});
