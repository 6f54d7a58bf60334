import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seedGarment, seedLinkedClient, seedOutfit } from './support/links';
import { garmentPhoto } from './support/photos';
import { newUser, seedUser, signInAs } from './support/users';

/** Issue 33: proposals edited and withdrawn, a shop's picture pasted, a reaction's comment that reaches her. */

async function expectAccessible(page: Page) {
  // Toasts are another change's (issue 33's contrast point): the screens themselves are checked here.
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

/** Pastes a PNG into the element, as a picture copied from a shop's page in the browser would be. */
async function pastePicture(target: Locator, png: Buffer) {
  await target.evaluate(
    (element, bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'image.png', { type: 'image/png' }));
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    [...png],
  );
}

test('a proposal made from a pasted picture, edited, then withdrawn, as the client watches', async ({
  browser,
}) => {
  test.slow();
  const deskContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const desk = await deskContext.newPage();
  const consultant = await seedUser(desk.request, 'consultant');
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);

  await signInAs(desk, consultant);
  await desk.goto(`/consultant/client/${clientId}/proposals`);
  await desk.getByRole('button', { name: 'Proposer un vêtement' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Proposer un vêtement' });
  await expect(dialog.getByText('ou collez une image copiée')).toBeVisible();
  // Not bought: no purchase date to give.
  await expect(dialog.getByLabel("Date d'achat")).toHaveCount(0);
  const shopPicture = await sharp(await garmentPhoto('tshirt', '#c8b48a'))
    .png()
    .toBuffer();
  await pastePicture(dialog, shopPicture);
  await expect(dialog.getByText('✓ Image améliorée avec succès')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Outerwear' });
  await dialog.getByLabel('Nom', { exact: true }).fill('Blazer en lin');
  await dialog.getByLabel('Prix (€)').fill('129,90');
  await dialog.getByLabel('Boutique').fill('Sézane');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  const card = desk.getByRole('article', { name: 'Blazer en lin' });
  await expect(card.getByText('En attente de réponse')).toBeVisible();

  // The client, on her phone, has her proposals open.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const phone = await phoneContext.newPage();
  await signInAs(phone, client);
  await phone.goto('/client/dashboard/outfits?vue=propositions');
  await expect(phone.getByRole('article', { name: 'Blazer en lin' })).toContainText('129,90');

  // The consultant corrects the name and the price.
  await card.getByRole('button', { name: 'Modifier la proposition Blazer en lin' }).click();
  const edit = desk.getByRole('dialog', { name: 'Modifier la proposition' });
  await expect(edit.getByLabel('Nom', { exact: true })).toHaveValue('Blazer en lin');
  await expect(edit.getByLabel("Date d'achat")).toHaveCount(0);
  await edit.getByLabel('Nom', { exact: true }).fill('Blazer en lin lavé');
  await edit.getByLabel('Prix (€)').fill('99,50');
  await expectAccessible(desk);
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit).toBeHidden();
  const edited = desk.getByRole('article', { name: 'Blazer en lin lavé' });
  await expect(edited).toContainText('99,50');
  await desk.screenshot({ path: test.info().outputPath('proposals-edit-1280.png'), fullPage: true });

  // Her open page shows the edit without a reload.
  const seen = phone.getByRole('article', { name: 'Blazer en lin lavé' });
  await expect(seen).toContainText('99,50');
  await expectAccessible(phone);

  // The consultant withdraws it; it leaves the client's page too.
  await edited.getByRole('button', { name: 'Retirer la proposition Blazer en lin lavé' }).click();
  const confirm = desk.getByRole('alertdialog', { name: 'Retirer la proposition' });
  await expect(confirm).toContainText('Blazer en lin lavé');
  await confirm.getByRole('button', { name: 'Retirer' }).click();
  await expect(desk.getByText('Proposition retirée')).toBeVisible();
  await expect(edited).toBeHidden();
  await expect(seen).toBeHidden();
  await expect(desk.getByText(/Aucune proposition pour ce client/)).toBeVisible();

  await deskContext.close();
  await phoneContext.close();
});

test('a comment typed after the reaction is sent, and reaches the consultant', async ({ browser }) => {
  test.slow();
  const deskContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const desk = await deskContext.newPage();
  const consultant = await seedUser(desk.request, 'consultant');
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);
  const shirt = await seedGarment(
    client,
    { category: 'top', name: 'Chemise blanche' },
    await garmentPhoto('tshirt', '#f4f4f0'),
  );
  const picture = await sharp({
    create: { width: 600, height: 600, channels: 4, background: '#e5e7eb' },
  })
    .png()
    .toBuffer();
  await seedOutfit(consultant, clientId, { name: 'Déjeuner du dimanche', itemIds: [shirt] }, picture);

  await signInAs(desk, consultant);
  await desk.goto(`/consultant/client/${clientId}/outfits`);
  const look = desk.getByRole('article', { name: 'Déjeuner du dimanche' });
  await expect(look).toBeVisible();

  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const phone = await phoneContext.newPage();
  await signInAs(phone, client);
  await phone.goto('/client/dashboard/outfits');
  const open = async () => {
    await phone
      .getByRole('article', { name: 'Déjeuner du dimanche' })
      .getByRole('button', { name: 'Voir les détails' })
      .tap();
    return phone.getByRole('dialog', { name: 'Détails de la tenue' });
  };
  let details = await open();

  // The reaction first, then the comment: it gets its own 'Envoyer'.
  await details.getByRole('button', { name: 'À revoir' }).tap();
  await expect(details.getByRole('button', { name: 'À revoir' })).toHaveAttribute('aria-pressed', 'true');
  await expect(look.getByText('À revoir')).toBeVisible();
  const send = details.getByRole('button', { name: 'Envoyer le commentaire' });
  await expect(send).toBeDisabled();
  const box = details.getByLabel('Un commentaire pour votre conseillère (facultatif)');
  await box.fill('Plutôt avec un pantalon');
  await expect(details.getByText('Commentaire pas encore envoyé.')).toBeVisible();
  await expectAccessible(phone);
  await send.tap();
  await expect(send).toBeDisabled();
  await expect(look.getByText('Plutôt avec un pantalon')).toBeVisible();

  // More typed, then closing: she is asked, and sends it from there.
  await box.fill('Plutôt avec un pantalon large');
  await details.getByRole('button', { name: 'Fermer' }).last().tap();
  const ask = phone.getByRole('alertdialog', { name: /^Envoyer votre commentaire/ });
  await expect(ask).toBeVisible();
  await expectAccessible(phone);
  await ask.getByRole('button', { name: 'Envoyer', exact: true }).tap();
  await expect(details).toBeHidden();
  await expect(look.getByText('Plutôt avec un pantalon large')).toBeVisible();

  // Typed and dropped on purpose: 'Ne pas envoyer' closes and keeps what was sent.
  details = await open();
  await expect(box).toHaveValue('Plutôt avec un pantalon large');
  await box.fill('Finalement non');
  await phone.keyboard.press('Escape');
  await ask.getByRole('button', { name: 'Revenir' }).tap();
  await expect(box).toHaveValue('Finalement non');
  await details.getByRole('button', { name: 'Fermer' }).last().tap();
  await ask.getByRole('button', { name: 'Ne pas envoyer' }).tap();
  await expect(details).toBeHidden();
  await expect(look.getByText('Plutôt avec un pantalon large')).toBeVisible();

  await deskContext.close();
  await phoneContext.close();
});
