import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { E2E_PORT } from './support/env';
import { seedGarment } from './support/links';
import { garmentPhoto } from './support/photos';
import { linkedPairAtDeskAndPhone } from './support/screens';
import { signInAs } from './support/users';

const origin = { origin: `http://localhost:${E2E_PORT}` };
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const LOOK = 'Chemise en lin, Jean droit et Baskets blanches';

test('between two sessions: an idea kept, planned, worn in one tap; its cost per wear falls; her consultant reads it', async ({
  browser,
}) => {
  test.slow();
  const { desk, phone, consultant, client, clientId } = await linkedPairAtDeskAndPhone(browser);
  const shirt = await seedGarment(
    client,
    { category: 'top', name: 'Chemise en lin', color: 'white', price: '60' },
    await garmentPhoto('tshirt', '#f4f4f0'),
  );
  await seedGarment(
    client,
    { category: 'bottom', name: 'Jean droit', color: 'blue' },
    await garmentPhoto('jeans', '#1e3a8a'),
  );
  await seedGarment(
    client,
    { category: 'shoes', name: 'Baskets blanches', color: 'white' },
    await garmentPhoto('tshirt', '#f4f4f0'),
  );

  // On her phone she asks for ideas and keeps the one her three pieces make.
  await signInAs(phone, client);
  // She wore the shirt last week already.
  const lastWeek = await phone.request.post(`/api/clients/${clientId}/wears`, {
    headers: origin,
    data: { day: dayOffset(-7), itemIds: [shirt] },
  });
  expect(lastWeek.ok()).toBe(true);
  await phone.goto('/client/dashboard/idees');
  const idea = phone.getByRole('article').first();
  await expect(
    idea.getByRole('list', { name: 'Les pièces, de haut en bas' }).getByRole('listitem'),
  ).toHaveCount(3);
  await idea.getByRole('button', { name: 'Garder cette tenue' }).click();
  await expect(idea.getByRole('status').filter({ hasText: 'Tenue gardée' })).toBeVisible();
  // The toast at rest before axe reads its colours.
  await expect(
    phone.locator('[data-sonner-toast]').filter({ hasText: 'Tenue gardée dans vos tenues.' }),
  ).toBeVisible();
  await phone.waitForTimeout(600);
  expect(await seriousViolations(phone)).toEqual([]);

  // She plans it for today and for tomorrow.
  await idea.getByRole('link', { name: 'La prévoir dans mon agenda' }).click();
  await expect(phone.getByRole('heading', { name: 'Mon agenda', level: 1 })).toBeVisible();
  const planButtons = phone.getByRole('button', { name: /^Prévoir une tenue pour/ });
  for (const index of [1, 0]) {
    await planButtons.nth(index).click();
    const picker = phone.getByRole('dialog', { name: 'Prévoir une tenue' });
    await picker.getByRole('button', { name: LOOK }).click();
    await expect(picker).toBeHidden();
  }
  await expect(phone.getByRole('button', { name: /^Changer la tenue du/ })).toHaveCount(2);
  // The toasts stacked and at rest before axe reads their colours.
  await expect(phone.locator('[data-sonner-toast]').filter({ hasText: 'Tenue prévue pour' })).toHaveCount(2);
  await phone.waitForTimeout(600);
  expect(await seriousViolations(phone)).toEqual([]);

  // Her wardrobe before: worn once, 60,00 € a wear.
  await phone.goto('/client/dashboard/wardrobe');
  const card = phone.getByRole('article', { name: 'Chemise en lin' });
  await expect(card.getByText('Coût par port\u00a0: 60,00\u00a0€')).toBeVisible();

  // Home: today's look, worn in one tap.
  await phone.goto('/client/dashboard');
  const today = phone.getByRole('region', { name: 'Aujourd’hui' });
  await expect(today.getByText(LOOK)).toBeVisible();
  await today.getByRole('button', { name: 'Je l’ai porté' }).click();
  await expect(today.getByText('Porté aujourd’hui')).toBeVisible();

  await phone.goto('/client/dashboard/wardrobe');
  await expect(card.getByText('Porté 2\u00a0fois')).toBeVisible();
  await expect(card.getByText('Coût par port\u00a0: 30,00\u00a0€')).toBeVisible();

  // At her desk, before the next session, the consultant reads what she wears, and sees the look she kept.
  await signInAs(desk, consultant);
  await desk.goto(`/consultant/client/${clientId}`);
  const summary = desk.getByRole('region', { name: 'Ce qu’elle porte' });
  await expect(summary.getByRole('listitem').filter({ hasText: 'Chemise en lin' }).first()).toContainText(
    'Porté 2\u00a0fois',
  );
  expect(await seriousViolations(desk)).toEqual([]);
  await desk.goto(`/consultant/client/${clientId}/outfits`);
  await expect(
    desk.getByRole('region', { name: 'Ses tenues' }).getByRole('article', { name: LOOK }),
  ).toBeVisible();
});
