import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from './support/axe';
import { E2E_PORT } from './support/env';
import { seedGarment, seedLinkedClient, seedOutfit } from './support/links';
import { garmentPhoto } from './support/photos';
import { newUser, seedUser, signInAs } from './support/users';

const origin = { origin: `http://localhost:${E2E_PORT}` };
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('the client plans a look for tomorrow, logs today’s in one tap, subscribes to her feed; her consultant reads what she wears', async ({
  browser,
}) => {
  test.slow();
  const deskContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const desk = await deskContext.newPage();
  const consultant = await seedUser(desk.request, 'consultant');
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);
  const shirt = await seedGarment(
    client,
    { category: 'top', name: 'Chemise en lin', price: '60' },
    await garmentPhoto('tshirt', '#f4f4f0'),
  );
  const jeans = await seedGarment(
    client,
    { category: 'bottom', name: 'Jean droit' },
    await garmentPhoto('jeans', '#1e3a8a'),
  );
  const picture = await sharp({ create: { width: 600, height: 600, channels: 4, background: '#e7e5e4' } })
    .png()
    .toBuffer();
  await seedOutfit(consultant, clientId, { name: 'Tenue du lundi', itemIds: [shirt, jeans] }, picture);

  // Her phone: 'Mon agenda', from the menu.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const phone = await phoneContext.newPage();
  await signInAs(phone, client);
  // She wore the shirt yesterday already.
  const yesterday = await phone.request.post(`/api/clients/${clientId}/wears`, {
    headers: origin,
    data: { day: dayOffset(-1), itemIds: [shirt] },
  });
  expect(yesterday.ok()).toBe(true);

  await phone.goto('/client/dashboard/agenda');
  await expect(phone.getByRole('heading', { name: 'Mon agenda', level: 1 })).toBeVisible();
  const planButtons = phone.getByRole('button', { name: /^Prévoir une tenue pour/ });
  await expect(planButtons).toHaveCount(14);
  expect(await seriousViolations(phone)).toEqual([]);

  // Tomorrow (the second day), then today.
  for (const index of [1, 0]) {
    await planButtons.nth(index).click();
    const picker = phone.getByRole('dialog', { name: 'Prévoir une tenue' });
    await expect(picker.getByRole('button', { name: 'Tenue du lundi' })).toBeVisible();
    if (index === 1) expect(await seriousViolations(phone)).toEqual([]);
    await picker.getByRole('button', { name: 'Tenue du lundi' }).click();
    await expect(picker).toBeHidden();
  }
  await expect(phone.getByRole('button', { name: /^Changer la tenue du/ })).toHaveCount(2);
  await expect(phone.getByRole('listitem').filter({ hasText: 'Tenue du lundi' })).toHaveCount(2);

  // Her wardrobe before: worn once, 60,00 € a wear.
  await phone.goto('/client/dashboard/wardrobe');
  const card = phone.getByRole('article', { name: 'Chemise en lin' });
  await expect(card.getByText('Porté 1\u00A0fois')).toBeVisible();
  await expect(card.getByText('Coût par port\u00A0: 60,00\u00A0€')).toBeVisible();

  // Home: 'Aujourd'hui', one tap.
  await phone.goto('/client/dashboard');
  const todayCard = phone.getByRole('region', { name: 'Aujourd’hui' });
  await expect(todayCard.getByText('Tenue du lundi')).toBeVisible();
  await todayCard.getByRole('button', { name: 'Je l’ai porté' }).click();
  await expect(todayCard.getByText('Porté aujourd’hui')).toBeVisible();
  await expect(todayCard.getByRole('button', { name: 'Annuler' })).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);

  // The cost per wear halves.
  await phone.goto('/client/dashboard/wardrobe');
  await expect(card.getByText('Porté 2\u00A0fois')).toBeVisible();
  await expect(card.getByText('Coût par port\u00A0: 30,00\u00A0€')).toBeVisible();

  // Her feed: the address, once; the .ics holds the look's name.
  await phone.goto('/client/dashboard/agenda');
  await phone.getByRole('button', { name: 'Créer mon adresse d’abonnement' }).click();
  const address = phone.getByRole('textbox', { name: /Votre adresse d’abonnement/ });
  await expect(address).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(await seriousViolations(phone)).toEqual([]);
  const feed = await phone.request.get(new URL(await address.inputValue()).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await feed.text();
  expect(ics).toContain('SUMMARY:Tenue du lundi');
  expect(ics).toContain(`DTSTART;VALUE=DATE:${dayOffset(1).replaceAll('-', '')}`);
  await expect(phone.getByText('Jamais porté depuis 6\u00A0mois')).toBeVisible();

  // Her consultant, at her desk, before the next session.
  await signInAs(desk, consultant);
  await desk.goto(`/consultant/client/${clientId}`);
  const summary = desk.getByRole('region', { name: 'Ce qu’elle porte' });
  await expect(summary.getByText('3\u00A0ports notés, 2\u00A0vêtements portés sur 2')).toBeVisible();
  await expect(summary.getByRole('listitem').filter({ hasText: 'Chemise en lin' }).first()).toContainText(
    'Porté 2\u00A0fois',
  );
  expect(await seriousViolations(desk)).toEqual([]);

  await phoneContext.close();
  await deskContext.close();
});
