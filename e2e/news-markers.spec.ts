import { seriousViolations } from './support/axe';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { seedGarment, seedLinkedClient, seedOutfit } from './support/links';
import { garmentPhoto } from './support/photos';
import { newUser, seedUser, signInAs } from './support/users';

test("a look shared while she is in the app is marked 'Nouveau' until she has seen it; a new client too", async ({
  page,
}) => {
  test.slow();
  const consultant = await seedUser(page.request, 'consultant');
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);
  const top = await seedGarment(
    client,
    { category: 'top', name: 'Chemise' },
    await garmentPhoto('tshirt', '#f4f4f0'),
  );
  await seedOutfit(
    consultant,
    clientId,
    { name: 'Bureau', itemIds: [top] },
    await sharp({ create: { width: 400, height: 400, channels: 3, background: '#e7e5e4' } })
      .png()
      .toBuffer(),
  );

  // On her phone: the menu says what is new, and 'Mes Tenues' marks the look.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, client);
  await page.goto('/client/dashboard');
  const menu = page.getByRole('button', { name: /Ouvrir le menu/ });
  await expect(menu).toHaveAccessibleName(/Mes Tenues\s:\s1 nouveauté/);
  // A second look shared while she is here arrives through the open socket.
  await seedOutfit(
    consultant,
    clientId,
    { name: 'Week-end', itemIds: [top] },
    await sharp({ create: { width: 400, height: 400, channels: 3, background: '#d6d3d1' } })
      .png()
      .toBuffer(),
  );
  await expect(menu).toHaveAccessibleName(/Mes Tenues\s:\s2 nouveautés/);
  await menu.click();
  await page.getByRole('link', { name: /Mes Tenues/ }).click();
  for (const name of ['Bureau', 'Week-end']) {
    await expect(page.getByRole('article', { name }).getByText('Nouveau', { exact: true })).toBeVisible();
  }
  await expect(menu).toHaveAccessibleName('Ouvrir le menu');
  expect(await seriousViolations(page)).toEqual([]);
  // Seen: gone on her next visit, on this device or another.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Bureau' })).toBeVisible();
  await expect(page.getByText('Nouveau', { exact: true })).toHaveCount(0);

  // At her desk, the consultant sees her new client marked on the portfolio, once.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, consultant);
  await page.goto('/consultant/dashboard');
  const card = page.getByRole('article', { name: `${client.firstName} ${client.lastName}` });
  await expect(card.getByText('Nouveau', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.reload();
  await expect(card).toBeVisible();
  await expect(card.getByText('Nouveau', { exact: true })).toHaveCount(0);
});
