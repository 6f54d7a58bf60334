import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { seedLinkedClient } from './support/links';
import { garmentPhoto } from './support/photos';
import { newUser, seedUser, signInAs } from './support/users';

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).selectOption({ label: option });
}

/** Photographs a garment through 'Ajouter un vêtement': its background is removed, its colours measured. */
async function addGarment(
  page: Page,
  name: string,
  kind: 'tshirt' | 'jeans',
  color: string,
  category: string,
) {
  await page.getByRole('button', { name: 'Ajouter un vêtement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un vêtement' });
  await dialog.getByLabel('Photo du vêtement').setInputFiles({
    name: `${kind}.jpg`,
    mimeType: 'image/jpeg',
    buffer: await garmentPhoto(kind, color),
  });
  await expect(dialog.getByText('✓ Image améliorée avec succès')).toBeVisible({ timeout: 30_000 });
  await choose(page, 'Catégorie', category);
  await dialog.getByLabel('Nom').fill(name);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  return page.getByRole('article', { name });
}

test('a consultant records a morphology and a palette; the client reads her diagnosis and her garments are judged against it', async ({
  browser,
}) => {
  const consultantContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const consultantPage = await consultantContext.newPage();
  const consultant = await seedUser(consultantPage.request, 'consultant');
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);

  // The consultant, on a desktop, writes the diagnosis from the client file.
  await signInAs(consultantPage, consultant);
  await consultantPage.goto(`/consultant/client/${clientId}/diagnostic`);
  await expect(consultantPage.getByText('Morphologie à compléter')).toBeVisible();
  await consultantPage.getByRole('button', { name: 'Modifier le diagnostic' }).click();
  await choose(consultantPage, 'Morphologie retenue', 'Morphologie en X');
  await consultantPage.getByLabel('Note sur la morphologie').fill('Taille marquée, vue à la séance.');
  await choose(consultantPage, 'Saison', 'Hiver froid');
  await expect(consultantPage.getByRole('button', { name: 'Rouge cerise', pressed: true })).toBeVisible();
  await expectAccessible(consultantPage);
  await consultantPage.getByRole('button', { name: 'Enregistrer le diagnostic' }).click();
  await expect(consultantPage.getByText('Diagnostic enregistré.')).toBeVisible();
  await expect(consultantPage.getByText('Choisie par votre conseillère')).toBeVisible();
  await expect(consultantPage.getByText('Hiver froid')).toBeVisible();
  await consultantPage.screenshot({
    path: test.info().outputPath('diagnosis-consultant-1280.png'),
    fullPage: true,
  });

  // The client, on her phone, photographs two garments: one in her palette, one far from it.
  const clientContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await clientContext.newPage();
  await signInAs(page, client);
  await page.goto('/client/dashboard/wardrobe');
  const cherry = await addGarment(page, 'T-shirt cerise', 'tshirt', '#be0032', 'Haut');
  await expect(cherry.getByText('Dans ma palette')).toBeVisible();
  const mustard = await addGarment(page, 'Jean moutarde', 'jeans', '#e1ad01', 'Bas');
  await expect(mustard.getByText('Hors palette')).toBeVisible();

  const filter = page.getByRole('button', { name: 'Dans ma palette' });
  await filter.click();
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
  await expect(mustard).toBeHidden();
  await expect(cherry).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('diagnosis-wardrobe-filter-390.png') });
  await filter.click();
  await expect(mustard).toBeVisible();

  // 'Mon diagnostic' from her menu.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('link', { name: 'Mon diagnostic' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon diagnostic' })).toBeVisible();
  await expect(page.getByText('Morphologie en X')).toBeVisible();
  await expect(page.getByText('Taille marquée, vue à la séance.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ma palette' }).getByRole('listitem')).toHaveCount(30);
  await expect(page.getByText('Dans ma palette : 1')).toBeVisible();
  await expect(page.getByText('Hors palette : 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('diagnosis-client-390.png'), fullPage: true });

  // The consultant's file shows the same garments judged against the client's palette.
  await consultantPage.goto(`/consultant/client/${clientId}/wardrobe`);
  await expect(
    consultantPage.getByRole('article', { name: 'T-shirt cerise' }).getByText('Dans sa palette'),
  ).toBeVisible();
  await consultantContext.close();
  await clientContext.close();
});
