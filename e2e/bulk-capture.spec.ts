import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { strokeAcross } from './support/brush';
import { realPhoto } from './support/photos';
import { seedUser, signInAs } from './support/users';

const card = (page: Page, position: number) =>
  page.getByRole('listitem', { name: `Photo ${position}`, exact: true });

async function pick(scope: Locator, field: string, option: string) {
  await scope.getByRole('combobox', { name: field }).selectOption({ label: option });
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

test('a client adds three real photos at once, retouches one, sorts them and finds them in her wardrobe', async ({
  page,
}) => {
  const client = await seedUser(page.request, 'client');
  await signInAs(page, client);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/client/dashboard/wardrobe');
  await page.getByRole('link', { name: 'Ajouter plusieurs vêtements' }).click();
  await expect(page.getByRole('heading', { name: 'Ajouter plusieurs vêtements' })).toBeVisible();
  await expect(page.getByText('Conseil : cadrez le vêtement entier avec une marge autour')).toBeVisible();

  // Three photos and a GIF chosen together: the GIF is refused by name, the photos go.
  await page
    .getByLabel('Choisir des photos de vêtements')
    .setInputFiles([
      realPhoto('u03'),
      realPhoto('u02'),
      realPhoto('u34'),
      { name: 'animation.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
    ]);
  await expect(page.getByRole('alert').filter({ hasText: 'animation.gif' })).toContainText(
    'Seuls les fichiers JPEG et PNG sont acceptés',
  );

  // The page can be left while photos are cut out: the wardrobe says they wait, and leads back.
  await expect(card(page, 3)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Retour à ma garde-robe' }).click();
  await expect(page.getByText(/3 photos attendent d'être triées/)).toBeVisible();
  await page.getByRole('link', { name: "Reprendre l'ajout" }).click();

  await expect(page.getByRole('button', { name: 'Enregistrer 3 vêtements' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('status').filter({ hasText: '3 prêtes sur 3' })).toBeVisible();

  // The frame-filling T-shirt is flagged: retouch it, keep it, or save the photo itself.
  const flagged = card(page, 3);
  await expect(flagged.getByText('Détourage incertain')).toBeVisible();
  await expect(flagged.getByRole('checkbox', { name: "Utiliser la photo d'origine" })).toBeVisible();
  await expect(card(page, 1).getByText('Détourage incertain')).toBeHidden();

  // Retouch the first photo's cutout with the brush.
  const before = await card(page, 1).getByRole('img').getAttribute('src');
  await card(page, 1).getByRole('button', { name: 'Retoucher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retoucher le détourage' });
  const canvas = dialog.getByRole('img', { name: 'Détourage en cours de retouche' });
  await expect(canvas).toBeVisible();
  await strokeAcross(page, canvas, 0.5);
  await dialog.getByRole('button', { name: 'Terminer la retouche' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 1).getByRole('img')).not.toHaveAttribute('src', before!);

  // Saving waits for every category.
  await page.getByRole('button', { name: 'Enregistrer 3 vêtements' }).click();
  await expect(card(page, 1).getByText('Veuillez sélectionner une catégorie')).toBeVisible();

  // 'Haut' on all three at once, then the trousers get their own category and a name.
  await page.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
  await pick(
    page.getByRole('region', { name: 'Modifier plusieurs photos' }),
    'Catégorie pour la sélection',
    'Haut',
  );
  for (const position of [1, 2, 3]) {
    await expect(
      card(page, position).getByRole('combobox', { name: 'Catégorie' }).locator('option:checked'),
    ).toHaveText('Haut');
  }
  await pick(card(page, 2), 'Catégorie', 'Bas');
  await card(page, 2).getByLabel('Nom (facultatif)').fill('Pantalon à pinces');
  // A reload keeps what was chosen.
  await page.reload();
  await expect(
    card(page, 2).getByRole('combobox', { name: 'Catégorie' }).locator('option:checked'),
  ).toHaveText('Bas');
  await expect(card(page, 2).getByLabel('Nom (facultatif)')).toHaveValue('Pantalon à pinces');
  await flagged.getByRole('checkbox', { name: "Utiliser la photo d'origine" }).check();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Enregistrer 3 vêtements' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard\/wardrobe$/);
  await expect(page.getByText('3 vêtements ajoutés à votre garde-robe')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pantalon à pinces' })).toBeVisible();
  await expect(page.getByText(/attendent d'être triées/)).toBeHidden();

  const { items } = await (await page.request.get('/api/wardrobe/items')).json();
  expect(items.map((item: { category: string }) => item.category).sort()).toEqual(['bottom', 'top', 'top']);
  // The flagged T-shirt was saved as its photo, the others with their cutouts.
  expect(items.filter((item: { enhancedUrl: string | null }) => item.enhancedUrl === null)).toHaveLength(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the review grid fits the screen, a photo is removed with a finger, and the colour is prefilled', async ({
    page,
  }) => {
    const client = await seedUser(page.request, 'client');
    await signInAs(page, client);
    await page.goto('/client/dashboard/wardrobe/import');
    await expect(page.getByText('Prendre une photo')).toBeVisible();
    // Drawn by the server, the page takes files once the app has taken it over (decision record 51).
    const choose = page.getByLabel('Choisir des photos de vêtements');
    await expect(choose).toBeEnabled();
    await choose.setInputFiles([realPhoto('u02'), realPhoto('u03')]);
    await expect(page.getByRole('button', { name: 'Enregistrer 2 vêtements' })).toBeVisible({
      timeout: 60_000,
    });

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    // Each photo's colour is measured on its cutout and prefilled.
    for (const position of [1, 2]) {
      await expect(
        card(page, position).getByRole('combobox', { name: 'Couleur' }).locator('option:checked'),
      ).not.toHaveText('Autre');
    }
    await expectAccessible(page);
    // A card is compact: its picture beside its actions, the whole well within half a screen and a bit.
    for (const position of [1, 2]) {
      expect((await card(page, position).boundingBox())!.height).toBeLessThan(520);
    }
    await card(page, 1).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('capture-review-390.png') });

    await card(page, 2).getByRole('button', { name: 'Retirer la photo 2' }).tap();
    await expect(card(page, 2)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Enregistrer 1 vêtement' })).toBeVisible();
    await pick(card(page, 1), 'Catégorie', 'Bas');
    await page.getByRole('button', { name: 'Enregistrer 1 vêtement' }).tap();
    await expect(page).toHaveURL(/\/client\/dashboard\/wardrobe$/);
    await expect(page.getByText('1 vêtement ajouté à votre garde-robe')).toBeVisible();
  });
});
