import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from './support/axe';
import { seedGarment } from './support/links';
import { linkedPairAtDeskAndPhone } from './support/screens';
import { signInAs } from './support/users';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const photo = (background: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 400, height: 400, channels: 3, background } })
    .jpeg({ quality: 95 })
    .toBuffer();

test('the client composes a look of her own on her phone; her consultant sees it and comments', async ({
  browser,
}) => {
  const { desk, phone, consultant, client, clientId } = await linkedPairAtDeskAndPhone(browser);
  await seedGarment(
    client,
    { category: 'top', color: 'white', name: 'Chemise blanche' },
    await photo({ r: 245, g: 245, b: 240 }),
  );
  await seedGarment(
    client,
    { category: 'bottom', color: 'blue', name: 'Jean brut' },
    await photo({ r: 30, g: 50, b: 120 }),
  );

  await signInAs(phone, client);
  await phone.goto('/client/dashboard/outfits');
  await phone.getByRole('link', { name: 'Composer une tenue' }).click();
  await expect(phone.getByRole('heading', { name: 'Composer une tenue' })).toBeVisible();
  const pieces = phone.getByRole('region', { name: 'Mes vêtements' });
  await pieces.getByRole('button', { name: /^Haut/ }).click();
  await expect(pieces.getByRole('button', { name: /^Haut/ })).toHaveAttribute('aria-pressed', 'true');
  await phone.getByLabel('Nom de la tenue').fill('Dimanche en ville');
  // A reload keeps what she composed.
  await phone.reload();
  await expect(phone.getByLabel('Nom de la tenue')).toHaveValue('Dimanche en ville');
  await expect(pieces.getByRole('button', { name: /^Haut/ })).toHaveAttribute('aria-pressed', 'true');
  await pieces.getByRole('button', { name: /^Bas/ }).click();
  expect(await seriousViolations(phone)).toEqual([]);
  await phone.getByRole('button', { name: 'Enregistrer la tenue' }).click();
  await expect(toast(phone, 'Tenue enregistrée dans vos tenues')).toBeVisible();
  await expect(phone).toHaveURL(/\/client\/dashboard\/outfits$/);
  const card = phone.getByRole('article', { name: 'Dimanche en ville' });
  await expect(card).toContainText('par vous');
  await phone.waitForTimeout(600);
  expect(await seriousViolations(phone)).toEqual([]);

  await signInAs(desk, consultant);
  await desk.goto(`/consultant/client/${clientId}/outfits`);
  const hers = desk.getByRole('region', { name: 'Ses tenues' });
  const look = hers.getByRole('article', { name: 'Dimanche en ville' });
  await expect(look).toBeVisible();
  await look.getByLabel('Votre commentaire').fill('Ajoutez une ceinture camel.');
  await look.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(desk, 'Commentaire enregistré')).toBeVisible();
  await desk.waitForTimeout(600);
  expect(await seriousViolations(desk)).toEqual([]);

  await phone.reload();
  await phone
    .getByRole('article', { name: 'Dimanche en ville' })
    .getByRole('button', { name: 'Voir les détails' })
    .click();
  const details = phone.getByRole('dialog', { name: 'Détails de la tenue' });
  await expect(details).toContainText('Composée par vous');
  await expect(details).toContainText('Ajoutez une ceinture camel.');
  // Hers: no reaction to give, and she may delete it.
  await expect(details.getByRole('button', { name: 'J’adore' })).toHaveCount(0);
  expect(await seriousViolations(phone)).toEqual([]);
  await details.getByRole('button', { name: 'Supprimer cette tenue' }).click();
  await phone.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(phone, 'Tenue supprimée')).toBeVisible();
  await expect(phone.getByRole('article', { name: 'Dimanche en ville' })).toHaveCount(0);

  // A piece worn today, from her wardrobe's card, and taken back from the toast.
  await phone.goto('/client/dashboard/wardrobe');
  const shirt = phone.getByRole('article', { name: 'Chemise blanche' });
  await expect(shirt.getByText('Jamais porté')).toBeVisible();
  await shirt.getByRole('button', { name: /^Autres actions.*Chemise blanche/ }).click();
  await phone.getByRole('menuitem', { name: 'Porté aujourd’hui' }).click();
  const worn = toast(phone, 'Port noté pour aujourd’hui\u00a0: Chemise blanche');
  await expect(worn).toBeVisible();
  await expect(shirt.getByText('Porté 1\u00a0fois')).toBeVisible();
  await phone.waitForTimeout(600);
  expect(await seriousViolations(phone)).toEqual([]);
  await worn.getByRole('button', { name: 'Annuler' }).click();
  await expect(shirt.getByText('Jamais porté')).toBeVisible();
});
