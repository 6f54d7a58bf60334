import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { CONSENT_TEXTS, WITHDRAWAL_TEXTS } from '../src/domain/consent';
import { unzip } from '../src/server/test/unzip';
import { seedGarment } from './support/links';
import { garmentPhoto } from './support/photos';
import { newUser, seedUser, signInAs } from './support/users';

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

async function onboardWithConsent(page: Page) {
  await page.goto('/client/dashboard');
  await expect(page).toHaveURL(/\/client\/onboarding$/);
  await page.getByRole('radio', { name: 'Femme' }).click();
  await page.getByRole('checkbox', { name: CONSENT_TEXTS.label }).check();
  await page.screenshot({ path: test.info().outputPath('onboarding-consent.png') });
  for (const [label, value] of [
    ['Âge', '29'],
    ['Taille', '171'],
    ['Poids', '63'],
  ] as const) {
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByLabel(label).fill(value);
  }
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Tour de poitrine').fill('90');
  await page.getByRole('button', { name: 'Suivant' }).click();
  for (const _optional of ['shoulders', 'waist', 'hips'])
    await page.getByRole('button', { name: 'Passer' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect(page.getByRole('img', { name: 'Silhouette femme, 171 cm, 63 kg' })).toBeVisible();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px a client onboards with her consent, exports her data, then withdraws it and everything kept goes`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const client = await seedUser(request, 'client', newUser('client'), { onboarded: false });
    await signInAs(page, client);
    await onboardWithConsent(page);
    await seedGarment(
      client,
      { category: 'top', name: 'Blouse en soie' },
      await garmentPhoto('tshirt', '#be185d'),
    );

    await page.goto('/client/dashboard/settings');
    const card = page.locator('section, div').filter({
      has: page.getByRole('heading', { name: 'Mensurations et photos' }),
    });
    await expect(card.last()).toContainText('vous avez accepté que vos mensurations et vos photos');

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Télécharger mes données' }).click();
    const files = await unzip(await readFile((await (await downloading).path())!));
    const wardrobe = JSON.parse(files.get('garde-robe.json')!.toString()) as {
      name: string;
      images: { original: string };
    }[];
    expect(wardrobe.map((item) => item.name)).toEqual(['Blouse en soie']);
    expect(files.get(wardrobe[0]!.images.original)!.length).toBeGreaterThan(1000);

    const withdraw = page.getByRole('button', { name: 'Retirer mon accord' });
    if (viewport.width >= 1280) {
      await withdraw.focus();
      await page.keyboard.press('Enter');
    } else {
      await withdraw.click();
    }
    const dialog = page.getByRole('alertdialog', { name: 'Retirer votre accord ?' });
    await expect(dialog.getByRole('listitem')).toHaveText([
      'vos mensurations et leur historique (1 modification)',
      '1 vêtement de votre garde-robe, avec sa photo',
    ]);
    await expect(dialog).toContainText(WITHDRAWAL_TEXTS.whatStays);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath(`withdrawal-${viewport.width}.png`) });
    // Cancelling keeps everything.
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await withdraw.click();
    await dialog.getByRole('button', { name: 'Retirer et effacer' }).click();
    await expect(page.getByText(WITHDRAWAL_TEXTS.done)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrer mon accord' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: CONSENT_TEXTS.label })).not.toBeChecked();

    await page.goto('/client/dashboard');
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(page.getByRole('img', { name: 'Silhouette femme' })).toBeVisible();
    await expect(page.getByText(CONSENT_TEXTS.noMeasurements)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Modifier' })).toHaveCount(0);

    await page.goto('/client/dashboard/wardrobe');
    await expect(page.getByText(CONSENT_TEXTS.noPhotos)).toBeVisible();
    await expect(page.getByText('Blouse en soie')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ajouter un vêtement' })).toBeHidden();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
    ).toBe(false);
    await expectAccessible(page);

    // Agreeing again brings back the measurements form.
    await page.getByRole('link', { name: 'Donner mon accord dans Paramètres' }).click();
    await page.getByRole('button', { name: 'Enregistrer mon accord' }).click();
    await expect(page.getByRole('alert').filter({ hasText: CONSENT_TEXTS.required })).toBeVisible();
    await page.getByRole('checkbox', { name: CONSENT_TEXTS.label }).check();
    await page.getByRole('button', { name: 'Enregistrer mon accord' }).click();
    await expect(page.getByText(WITHDRAWAL_TEXTS.granted)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retirer mon accord' })).toBeVisible();
    await page.goto('/client/dashboard');
    await expect(page.getByRole('button', { name: 'Modifier' })).toBeVisible();
  });
}
