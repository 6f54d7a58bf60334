import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seedGarment, seedLinkedClient } from './support/links';
import { newUser, seedUser, signInAs } from './support/users';

const photo = (background: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 500, height: 500, channels: 3, background } })
    .jpeg({ quality: 95 })
    .toBuffer();

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

test('a look prepared as a draft survives a reload, stays hidden from the client, and reaches her once shared', async ({
  browser,
  request,
}) => {
  test.slow();
  const consultant = await seedUser(request, 'consultant');
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);
  await seedGarment(client, { category: 'top', color: 'red' }, await photo({ r: 200, g: 30, b: 40 }));
  await seedGarment(client, { category: 'bottom', color: 'blue' }, await photo({ r: 30, g: 60, b: 200 }));

  const desk = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAs(desk, consultant);
  await desk.goto(`/consultant/client/${clientId}/outfits/create`);
  await desk.getByRole('button', { name: 'Haut, rouge' }).click();
  await desk.getByRole('button', { name: 'Bas, bleu' }).click();
  await desk.getByLabel('Nom de la tenue').fill('Dîner de jeudi');
  await desk.getByLabel('Commentaires').fill('Avec des escarpins');
  const status = desk.getByTestId('draft-status').filter({ visible: true });
  await expect(status).toHaveText('Enregistrement…');
  await expect(status).toHaveText('Brouillon enregistré', { timeout: 15_000 });
  await expect(desk).toHaveURL(/[?&]draft=[0-9a-f-]{36}/);
  await expectAccessible(desk);

  // A reload finds the board, its name and its comments.
  await desk.reload();
  await expect(desk.getByLabel('Nom de la tenue')).toHaveValue('Dîner de jeudi');
  await expect(desk.getByLabel('Commentaires')).toHaveValue('Avec des escarpins');
  await expect(desk.getByRole('button', { name: 'Haut, rouge' })).toHaveAttribute('aria-pressed', 'true');
  await expect(desk.getByRole('button', { name: 'Bas, bleu' })).toHaveAttribute('aria-pressed', 'true');
  await expect(status).toHaveText('Brouillon enregistré');

  await desk.getByTestId('outfit-canvas').locator('canvas').first().waitFor();
  await desk.waitForTimeout(500);
  await desk.screenshot({ path: test.info().outputPath('board-with-draft-1280.png') });

  // On her phone, the consultant finds it in the Tenues tab and resumes it.
  const pocket = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })
  ).newPage();
  await signInAs(pocket, consultant);
  await pocket.goto(`/consultant/client/${clientId}/outfits`);
  await pocket.getByRole('link', { name: 'Reprendre le brouillon Dîner de jeudi' }).tap();
  await expect(pocket.getByLabel('Nom de la tenue')).toHaveValue('Dîner de jeudi');
  await expect(pocket.getByRole('button', { name: 'Haut, rouge' })).toHaveAttribute('aria-pressed', 'true');
  await expect(pocket.getByTestId('draft-status').filter({ visible: true })).toHaveText(
    'Brouillon enregistré',
  );
  await expectAccessible(pocket);
  await pocket.screenshot({ path: test.info().outputPath('board-with-draft-390.png'), fullPage: true });
  await pocket.context().close();

  // It waits in the Tenues tab with its badge, and opens the editor again.
  await desk.getByRole('link', { name: 'Retour' }).click();
  const card = desk.getByRole('article', { name: 'Brouillon : Dîner de jeudi' });
  await expect(card.getByText('Brouillon', { exact: true })).toBeVisible();
  await expectAccessible(desk);

  // The client, on her phone, does not see it.
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })
  ).newPage();
  await signInAs(phone, client);
  await phone.goto('/client/dashboard/outfits');
  await expect(phone.getByText('Aucune tenue créée pour le moment')).toBeVisible();
  await expect(phone.getByText('Dîner de jeudi')).toHaveCount(0);

  // Resumed, changed, the editor asks before leaving while the change is not saved.
  await card.getByRole('link', { name: 'Reprendre le brouillon Dîner de jeudi' }).click();
  await expect(desk.getByLabel('Nom de la tenue')).toHaveValue('Dîner de jeudi');
  await desk.getByLabel('Nom de la tenue').fill('Dîner du jeudi');
  await desk.getByRole('link', { name: 'Retour' }).click();
  const leave = desk.getByRole('alertdialog', { name: 'Quitter l’éditeur ?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Annuler' }).click();
  await expect(status).toHaveText('Brouillon enregistré', { timeout: 15_000 });

  // Shared, it reaches her without a reload.
  await desk.getByRole('button', { name: 'Enregistrer et partager' }).click();
  await expect(desk.getByText('Tenue créée et partagée avec le client!')).toBeVisible();
  await expect(desk.getByLabel('Nom de la tenue')).toHaveValue('');
  await expect(phone.getByRole('article', { name: 'Dîner du jeudi' })).toBeVisible();

  await desk.goto(`/consultant/client/${clientId}/outfits`);
  await expect(desk.getByRole('article', { name: 'Dîner du jeudi' })).toBeVisible();
  await expect(desk.getByText('Brouillon', { exact: true })).toHaveCount(0);
});

test('while the draft is not saved, the editor asks before it is left by a link or the back button', async ({
  page,
  request,
}) => {
  const consultant = await seedUser(request, 'consultant');
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);
  await seedGarment(client, { category: 'top', color: 'red' }, await photo({ r: 200, g: 30, b: 40 }));
  await signInAs(page, consultant);
  await page.goto(`/consultant/client/${clientId}/outfits`);
  await page.getByRole('link', { name: 'Nouvelle Tenue' }).click();

  // Saves fail: the draft stays unsaved.
  await page.route('**/api/clients/*/outfit-drafts', (route) => route.abort());
  await page.getByRole('button', { name: 'Haut, rouge' }).click();
  await page.getByLabel('Nom de la tenue').fill('Sortie du samedi');
  const status = page.getByTestId('draft-status').filter({ visible: true });
  await expect(status).toContainText('Le brouillon n’a pas pu être enregistré.', { timeout: 15_000 });

  const leave = page.getByRole('alertdialog', { name: 'Quitter l’éditeur ?' });
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Annuler' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/outfits\/create$/);
  await expect(page.getByLabel('Nom de la tenue')).toHaveValue('Sortie du samedi');

  await page.getByRole('link', { name: 'Retour' }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByLabel('Nom de la tenue')).toHaveValue('Sortie du samedi');

  // Confirmed, the back button goes where it was asked to.
  await page.goBack();
  await leave.getByRole('button', { name: 'Quitter' }).click();
  await expect(page).toHaveURL(new RegExp(`/consultant/client/${clientId}/outfits$`));
  await expect(page.getByRole('link', { name: 'Nouvelle Tenue' })).toBeVisible();
});
