import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { seedGarment, seedLinkedClient } from './support/links';
import { garmentPhoto } from './support/photos';
import { newUser, seedUser, signInAs } from './support/users';

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

test('a priced proposal with its link; the client wants it and asks to revise the look; version 2; she buys it', async ({
  browser,
}) => {
  // Two people on two devices through a whole exchange, with five accessibility checks: about 50 s on a quiet
  // machine, over the default minute when the machine is busy.
  test.slow();
  const consultantContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const desk = await consultantContext.newPage();
  const consultant = await seedUser(desk.request, 'consultant');
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);
  await seedGarment(
    client,
    { category: 'top', name: 'Chemise blanche' },
    await garmentPhoto('tshirt', '#f4f4f0'),
  );

  // The consultant sets a budget and proposes a priced blazer with its shop, link and fit.
  await signInAs(desk, consultant);
  await desk.goto(`/consultant/client/${clientId}/proposals`);
  await desk.getByLabel('Budget du client (€)').fill('300');
  await desk.getByRole('button', { name: 'Enregistrer le budget' }).click();
  await expect(desk.getByText('sur un budget de')).toContainText('300,00');
  await desk.getByRole('button', { name: 'Proposer un vêtement' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Proposer un vêtement' });
  await dialog.getByLabel('Photo du vêtement').setInputFiles({
    name: 'blazer.jpg',
    mimeType: 'image/jpeg',
    buffer: await garmentPhoto('tshirt', '#c8b48a'),
  });
  await expect(dialog.getByText('✓ Image améliorée avec succès')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Outerwear' });
  await dialog.getByLabel('Nom', { exact: true }).fill('Blazer en lin');
  await dialog.getByLabel('Prix (€)').fill('129,90');
  await dialog.getByLabel('Taille conseillée').fill('38');
  await dialog.getByLabel('Boutique').fill('Sézane');
  await dialog.getByLabel('Lien vers le produit').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    dialog.getByText('Le lien doit être une adresse web complète commençant par https://'),
  ).toBeVisible();
  await dialog.getByLabel('Lien vers le produit').fill('https://www.sezane.com/fr/blazer-lin');
  await dialog.getByLabel('Conseil de taille').fill('Coupe ajustée : gardez votre taille habituelle.');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  const blazerCard = desk.getByRole('article', { name: 'Blazer en lin' });
  await expect(blazerCard.getByText('En attente de réponse')).toBeVisible();
  await expect(blazerCard.getByRole('link', { name: /Voir en boutique \(Sézane\)/ })).toHaveAttribute(
    'href',
    'https://www.sezane.com/fr/blazer-lin',
  );
  await expectAccessible(desk);

  // ... and composes a look with it.
  await desk.goto(`/consultant/client/${clientId}/outfits/create`);
  await desk.getByRole('tab', { name: 'Catalogue' }).click();
  await desk.getByRole('button', { name: /^Outerwear, beige/ }).click();
  await desk.getByLabel('Nom de la tenue').fill('Réunion du lundi');
  await desk.getByRole('button', { name: 'Enregistrer et partager' }).click();
  await expect(desk.getByText('Tenue créée et partagée avec le client!')).toBeVisible();
  await desk.goto(`/consultant/client/${clientId}/proposals`);

  // The client, on her phone, reads the proposal and wants it.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const phone = await phoneContext.newPage();
  await signInAs(phone, client);
  await phone.goto('/client/dashboard/outfits?vue=propositions');
  const proposal = phone.getByRole('article', { name: 'Blazer en lin' });
  await expect(proposal).toContainText('129,90');
  await expect(proposal).toContainText('Coupe ajustée : gardez votre taille habituelle.');
  await expect(proposal).toContainText('Se porte avec 1 de vos vêtements · Dans 1 tenue');
  await proposal.getByLabel('Votre commentaire (facultatif)').fill('Parfait pour le bureau');
  await proposal.getByRole('button', { name: 'Je le veux' }).tap();
  await expect(proposal.getByRole('button', { name: 'Je le veux' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(phone);
  await phone.screenshot({ path: test.info().outputPath('proposals-390.png'), fullPage: true });

  // Her consultant sees it without reloading.
  await expect(blazerCard.getByText('Le veut')).toBeVisible();
  await expect(blazerCard.getByText('Parfait pour le bureau')).toBeVisible();
  await expect(desk.getByText('Voulu :')).toContainText('129,90');

  // Her card on the portfolio says so, and 'À traiter' lists her.
  await desk.goto('/consultant/dashboard');
  const toHandle = desk.getByRole('button', { name: 'À traiter' });
  await toHandle.click();
  await expect(toHandle).toHaveAttribute('aria-pressed', 'true');
  await expect(desk.getByRole('article', { name: `${client.firstName} ${client.lastName}` })).toContainText(
    '1 nouvelle réponse',
  );
  await expectAccessible(desk);

  // She asks to revise the look; her consultant, on the outfits tab, sees it live.
  await desk.goto(`/consultant/client/${clientId}/outfits`);
  await phone.getByRole('tab', { name: 'Tenues' }).tap();
  await phone
    .getByRole('article', { name: 'Réunion du lundi' })
    .getByRole('button', { name: 'Voir les détails' })
    .tap();
  const details = phone.getByRole('dialog', { name: 'Détails de la tenue' });
  await details
    .getByLabel('Un commentaire pour votre conseillère (facultatif)')
    .fill('Avec ma chemise blanche ?');
  await details.getByRole('button', { name: 'À revoir' }).tap();
  await expect(details.getByRole('button', { name: 'À revoir' })).toHaveAttribute('aria-pressed', 'true');
  await details.getByRole('button', { name: 'Fermer' }).first().tap();
  const look = desk.getByRole('article', { name: 'Réunion du lundi' });
  await expect(look.getByText('À revoir')).toBeVisible();
  await expect(look.getByText('Avec ma chemise blanche ?')).toBeVisible();

  // The revision opens on the saved board, the blazer where it was; the shirt joins it.
  await look.getByRole('link', { name: 'Réviser la tenue Réunion du lundi' }).click();
  await expect(desk.getByText('Révision de « Réunion du lundi » (version 1)')).toBeVisible();
  await desk.getByRole('tab', { name: 'Catalogue' }).click();
  await expect(desk.getByRole('button', { name: /^Outerwear, beige/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await desk.getByRole('tab', { name: 'Garde-robe du client' }).click();
  await desk.getByRole('button', { name: /^Haut/ }).click();
  await desk.getByRole('button', { name: 'Enregistrer la nouvelle version' }).click();
  await expect(desk).toHaveURL(new RegExp(`/consultant/client/${clientId}/outfits$`));
  await expect(desk.getByRole('article', { name: 'Réunion du lundi' }).getByText('Version 2')).toBeVisible();

  // The client sees version 2 and can look at version 1.
  await expect(phone.getByRole('article', { name: 'Réunion du lundi' }).getByText('Version 2')).toBeVisible();
  await phone
    .getByRole('article', { name: 'Réunion du lundi' })
    .getByRole('button', { name: 'Voir les détails' })
    .tap();
  const versions = details.getByRole('navigation', { name: 'Versions de la tenue' });
  await expect(versions.getByRole('button')).toHaveCount(2);
  await versions.getByRole('button', { name: 'Version 1 · À revoir' }).tap();
  await expect(details.getByRole('group', { name: 'Votre réaction' })).toBeHidden();
  await details.getByRole('button', { name: 'Fermer' }).first().tap();

  // She bought it: it moves into her wardrobe.
  await phone.getByRole('tab', { name: 'Propositions' }).tap();
  await proposal.getByRole('button', { name: "Je l'ai acheté" }).tap();
  await phone.getByRole('button', { name: 'Ajouter à ma garde-robe' }).tap();
  await expect(proposal.getByText('Acheté : il est dans votre garde-robe')).toBeVisible();
  await phone.goto('/client/dashboard/wardrobe');
  await expect(phone.getByRole('article', { name: 'Blazer en lin' })).toBeVisible();
  await expect(desk.getByRole('article', { name: 'Réunion du lundi' })).toBeVisible();

  await consultantContext.close();
  await phoneContext.close();
});
