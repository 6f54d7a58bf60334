import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { placeholderContrast } from './support/contrast';
import { seedLinkedClient, seedMessage } from './support/links';
import { newUser, seedUser, signInAs } from './support/users';

async function expectAccessible(page: Page, selector = 'main') {
  // With axe's experimental 'label-content-name-mismatch': a row's name must hold the words it shows.
  const results = await new AxeBuilder({ page })
    .include(selector)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

test('a consultant and a client exchange messages live, and everything stays after a reload', async ({
  browser,
  request,
}) => {
  const consultantUser = await seedUser(request, 'consultant');
  const clientUser = newUser('client');
  await seedLinkedClient(consultantUser, clientUser);

  const consultantContext = await browser.newContext();
  const consultant = await consultantContext.newPage();
  await signInAs(consultant, consultantUser);
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signInAs(client, clientUser);

  await client.goto('/client/dashboard/messages');
  await expect(client.getByText('Aucune conversation pour le moment')).toBeVisible();
  const clientNav = client.getByRole('navigation').first();

  await consultant.goto('/consultant/dashboard/messages');
  await consultant.getByRole('button', { name: 'Nouveau message' }).click();
  const dialog = consultant.getByRole('dialog', { name: 'Nouveau message' });
  const option = dialog.getByRole('option', {
    name: new RegExp(`${clientUser.firstName} ${clientUser.lastName}`),
  });
  await expect(option).toContainText('Client');
  await option.click();
  await dialog.getByRole('button', { name: 'Commencer la conversation' }).click();
  await expect(consultant).toHaveURL(/\/consultant\/dashboard\/messages\/[0-9a-f-]{36}$/);
  await expect(consultant.getByText('Aucun message dans cette conversation')).toBeVisible();
  const conversationUrl = consultant.url();

  const input = consultant.getByLabel('Votre message');
  await input.fill('   ');
  await expect(consultant.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  await input.fill('Bonjour, votre tenue est prête !');
  await input.press('Enter');
  await expect(consultant.getByRole('log').getByText('Bonjour, votre tenue est prête !')).toHaveCount(1);
  await expect(input).toHaveValue('');

  // The client sees it arrive without reloading: the list, its preview and the sidebar badge.
  const row = client.getByRole('link', {
    // Named as it reads: who, when, the last message, then how many unread.
    name: new RegExp(
      `^${consultantUser.firstName} ${consultantUser.lastName}.*Bonjour, votre tenue est prête !\\s*1 non lu$`,
    ),
  });
  await expect(row).toContainText('Bonjour, votre tenue est prête !');
  await expect(clientNav.getByText('1 non lu')).toBeVisible();
  await row.click();
  await expect(client.getByRole('log').getByText('Bonjour, votre tenue est prête !')).toBeVisible();
  await expect(clientNav.getByText(/non lu/)).toHaveCount(0);

  await expectAccessible(client);
  expect(await placeholderContrast(client.getByLabel('Votre message'))).toBeGreaterThanOrEqual(4.5);
  await client.getByLabel('Votre message').fill('Merci beaucoup !');
  await client.getByRole('button', { name: 'Envoyer' }).click();
  await expect(consultant.getByRole('log').getByText('Merci beaucoup !')).toBeVisible();
  await expect(client.getByRole('log').getByText('Merci beaucoup !')).toHaveCount(1);

  await client.setViewportSize({ width: 390, height: 844 });
  await client.screenshot({ path: test.info().outputPath('conversation-390.png') });
  await client.getByRole('link', { name: 'Retour aux messages' }).click();
  await expect(
    client.getByRole('link', {
      name: `${consultantUser.firstName} ${consultantUser.lastName}, Vous: Merci beaucoup !`,
    }),
  ).toContainText('Vous: Merci beaucoup !');
  await expectAccessible(client);

  // The new-message dialog passes too, and closing it gives focus back to its button.
  const newMessage = client.getByRole('button', { name: 'Nouveau message' });
  await newMessage.click();
  await expect(client.getByRole('dialog', { name: 'Nouveau message' })).toBeVisible();
  await expectAccessible(client, '[role="dialog"]');
  await client.getByRole('dialog').getByRole('button', { name: 'Annuler' }).click();
  await expect(client.getByRole('dialog')).toBeHidden();
  await expect(newMessage).toBeFocused();

  await consultant.reload();
  await expect(consultant.getByRole('log').getByText('Bonjour, votre tenue est prête !')).toBeVisible();
  await expect(consultant.getByRole('log').getByText('Merci beaucoup !')).toBeVisible();

  // Someone else's conversation does not exist for a stranger.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await signInAs(stranger, await seedUser(request, 'client'));
  await stranger.goto(conversationUrl.replace('/consultant/', '/client/'));
  await expect(stranger.getByText('Conversation introuvable')).toBeVisible();
  await stranger.getByRole('link', { name: 'Retour aux messages' }).click();
  await expect(stranger).toHaveURL(/\/client\/dashboard\/messages$/);
  await stranger.getByRole('button', { name: 'Nouveau message' }).click();
  await expect(
    stranger.getByText('Aucun conseiller trouvé. Votre conseiller pourra vous contacter directement.'),
  ).toBeVisible();

  for (const context of [consultantContext, clientContext, strangerContext]) await context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu button shows an unread message before the menu is opened', async ({ page, request }) => {
    const consultantUser = await seedUser(request, 'consultant');
    const clientUser = newUser('client');
    const clientId = await seedLinkedClient(consultantUser, clientUser);
    await seedMessage(consultantUser, clientId, 'Votre tenue est prête.');

    await signInAs(page, clientUser);
    await page.goto('/client/dashboard');
    const menu = page.getByRole('button', { name: 'Ouvrir le menu, Messages : 1 non lu' });
    await expect(menu).toBeVisible();
    await menu.tap();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Messages 1 non lu' }).tap();
    const consultantName = `${consultantUser.firstName} ${consultantUser.lastName}`;
    await page.getByRole('link', { name: new RegExp(`^${consultantName}.*1 non lu$`) }).tap();
    await expect(page.getByRole('log').getByText('Votre tenue est prête.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ouvrir le menu', exact: true })).toBeVisible();
  });
});
