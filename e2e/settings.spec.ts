import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_PORT } from './support/env';
import { seedUser, signInAs } from './support/users';
import { overlaps } from './support/layout';

const ORIGIN = { origin: `http://localhost:${E2E_PORT}` };

const signInStatus = async (request: APIRequestContext, email: string, password: string) =>
  (await request.post('/api/auth/sign-in/email', { data: { email, password }, headers: ORIGIN })).status();

/** A real PNG: a violet background with a lighter disc, as a phone portrait would have a face. */
async function writePortrait(path: string) {
  const disc = Buffer.from(
    '<svg width="600" height="400"><circle cx="300" cy="200" r="120" fill="#ddd6fe"/></svg>',
  );
  await sharp({ create: { width: 600, height: 400, channels: 3, background: '#6d28d9' } })
    .composite([{ input: disc }])
    .png()
    .toFile(path);
  return path;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const profilePhoto = (page: Page) => page.locator('main img[src^="/api/profiles/"]');

for (const role of ['consultant', 'client'] as const) {
  test(`a ${role} edits names, password and photo, then deletes the account`, async ({
    page,
    request,
  }, testInfo) => {
    const user = await seedUser(page.request, role);
    await signInAs(page, user);
    await page.goto(`/${role}/dashboard/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();

    // Names: validation, save, and the saved values after a reload (a consultant's page has 'Mon activité' too).
    const names = page.locator('form', { has: page.getByLabel('Prénom') });
    await expect(field(page, 'Email')).toHaveValue(user.email);
    await expect(field(page, 'Email')).toHaveAttribute('readonly', '');
    await field(page, 'Prénom').fill('   ');
    await names.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le prénom et le nom sont requis')).toBeVisible();
    await field(page, 'Prénom').fill(' Éloïse ');
    await field(page, 'Nom').fill('Martin-Leroy');
    await names.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Profil mis à jour avec succès')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Éloïse');
    await page.reload();
    await expect(field(page, 'Prénom')).toHaveValue('Éloïse');
    await expect(field(page, 'Nom')).toHaveValue('Martin-Leroy');

    // Password: the form's rules, then a real change that keeps this browser signed in.
    const newPassword = 'nouveau-secret-42';
    await field(page, 'Mot de passe actuel').fill(user.password);
    await field(page, 'Nouveau mot de passe').fill('court');
    await field(page, 'Confirmer le nouveau mot de passe').fill('autre');
    await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expect(page.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();
    await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    for (const [password, message] of [
      ['soleil123', 'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.'],
      ['Eloise-Velours-42', 'Le mot de passe ne doit pas contenir votre nom ou votre adresse email.'],
    ]) {
      await field(page, 'Nouveau mot de passe').fill(password!);
      await field(page, 'Confirmer le nouveau mot de passe').fill(password!);
      await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
      await expect(page.getByText(message!).first()).toBeVisible();
    }
    await field(page, 'Mot de passe actuel').fill('pas-le-bon');
    await field(page, 'Nouveau mot de passe').fill(newPassword);
    await field(page, 'Confirmer le nouveau mot de passe').fill(newPassword);
    await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Le mot de passe actuel est incorrect.' }).first(),
    ).toBeVisible();
    await field(page, 'Mot de passe actuel').fill(user.password);
    await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expect(page.getByText('Mot de passe modifié avec succès')).toBeVisible();
    await expect(field(page, 'Mot de passe actuel')).toHaveValue('');
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/${role}/dashboard/settings$`));
    await expect(field(page, 'Prénom')).toHaveValue('Éloïse');
    expect(await signInStatus(request, user.email, user.password)).toBe(401);
    expect(await signInStatus(request, user.email, newPassword)).toBe(200);

    // Photo: a refused type, then a PNG cropped and sent, then removed.
    await expect(profilePhoto(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Ajouter une photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Photo de profil' });
    const gif = testInfo.outputPath('photo.gif');
    await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .gif()
      .toFile(gif);
    await dialog.getByLabel('Choisir une image').setInputFiles(gif);
    await expect(dialog.getByText('Seuls les fichiers JPEG et PNG sont acceptés')).toBeVisible();
    await dialog
      .getByLabel('Choisir une image')
      .setInputFiles(await writePortrait(testInfo.outputPath('portrait.png')));
    await expect(dialog.locator('.reactEasyCrop_CropAreaRound')).toBeVisible();
    const upload = page.waitForResponse(
      (r) => r.url().endsWith('/api/me/photo') && r.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    expect((await upload).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(profilePhoto(page)).toBeVisible();
    await expect
      .poll(() => profilePhoto(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(200);
    await expect(page.getByRole('banner').locator('img[src^="/api/profiles/"]')).toBeVisible();

    await page.getByRole('button', { name: 'Modifier une photo' }).click();
    await dialog.getByRole('button', { name: 'Supprimer la photo' }).click();
    await expect(dialog).toBeHidden();
    await expect(profilePhoto(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ajouter une photo' })).toBeVisible();

    // Deletion: cancel first, then confirm; back on the landing page, signed out for good.
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Êtes-vous sûr de vouloir supprimer votre compte ? Cette action est irréversible.',
    );
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    // The password is asked: none, then a wrong one, are refused in the dialog.
    await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(confirm.getByRole('alert')).toHaveText('Entrez votre mot de passe pour confirmer.');
    await confirm.getByLabel('Votre mot de passe').fill('Pas-Le-Bon-99');
    await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(confirm.getByRole('alert')).toHaveText('Le mot de passe actuel est incorrect.');
    await confirm.getByLabel('Votre mot de passe').fill(newPassword);
    await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(page).toHaveURL(`http://localhost:${E2E_PORT}/`);
    await expect(page.getByText('Votre compte a été supprimé avec succès')).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Connexion', exact: true }),
    ).toBeVisible();
    expect(await signInStatus(request, user.email, newPassword)).toBe(401);
    await page.goto(`/${role}/dashboard/settings`);
    await expect(page).toHaveURL(/\/login/);
  });
}

test('the settings page has no serious accessibility violations, wide and narrow', async ({ page }) => {
  const user = await seedUser(page.request, 'consultant');
  await signInAs(page, user);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/consultant/dashboard/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('main').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
  }
});

test('a client sets her photo from Mes Informations on her home; toasts leave the header visible', async ({
  page,
}, testInfo) => {
  const user = await seedUser(page.request, 'client');
  await signInAs(page, user);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/client/dashboard');
    const card = page.getByRole('region', { name: 'Mes Informations' });
    await expect(card.getByRole('heading', { name: 'Mes Informations' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Ajouter une photo' })).toBeVisible();
    // The whole page: the header, the sidebar or its menu button, and the home.
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);

    // A toast stays clear of the greeting and the photo in the header.
    await card.getByRole('button', { name: 'Modifier', exact: true }).click();
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Informations mises à jour' });
    await expect(toast).toBeVisible();
    // Where it lands, read while it is surely shown (a slow scan below may outlast its 4 s on screen).
    await expect
      .poll(async () => {
        const box = await toast.boundingBox();
        // The greeting's row: 'Bonjour, {prénom}' and the photo beside it.
        const greeting = await page.getByRole('banner').getByText('Bonjour').locator('..').boundingBox();
        return box && greeting && overlaps(box, greeting);
      })
      .toBe(false);
    // Read while it is shown, once it has faded in (sonner's entry takes 400 ms): its text keeps 4.5:1 on its tint.
    await page.waitForTimeout(600);
    const onToast = await new AxeBuilder({ page }).include('[data-sonner-toaster]').analyze();
    expect(onToast.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    const close = toast.getByRole('button', { name: /fermer|close/i });
    if (await close.isVisible()) await close.click();
  }

  // On the phone, the menu sheet passes too and gives focus back to its button.
  const menu = page.getByRole('button', { name: 'Ouvrir le menu' });
  await menu.click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  const sheet = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(sheet.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();

  // 'Annuler' closes the dialog before any file is chosen, and focus goes back to the button.
  await page.setViewportSize({ width: 1280, height: 800 });
  const card = page.getByRole('region', { name: 'Mes Informations' });
  const add = card.getByRole('button', { name: 'Ajouter une photo' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Photo de profil' });
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  await add.click();
  await dialog
    .getByLabel('Choisir une image')
    .setInputFiles(await writePortrait(testInfo.outputPath('portrait.png')));
  await expect(dialog.locator('.reactEasyCrop_CropAreaRound')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.locator('img[src^="/api/profiles/"]')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Modifier une photo' })).toBeFocused();
  await expect(page.getByRole('banner').locator('img[src^="/api/profiles/"]')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('client-home-photo-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('client-home-photo-390.png'), fullPage: true });
});
