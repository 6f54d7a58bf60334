import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { seedGarment, seedLinkedClient } from './support/links';
import { garmentPhoto } from './support/photos';
import { newUser, seedUser, signInAs } from './support/users';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

test('the consultant at her desk and the client on her phone sort the wardrobe together, live, then read the report', async ({
  browser,
}) => {
  test.slow();
  const desk = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const consultant = await seedUser(desk.request, 'consultant');
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);
  for (const [name, color] of [
    ['Chemise bleue', '#1d4ed8'],
    ['Pull rouge', '#b91c1c'],
    ['Tee-shirt vert', '#15803d'],
  ] as const) {
    await seedGarment(client, { category: 'top', name }, await garmentPhoto('tshirt', color));
  }

  // She starts it from her file; her client opens the same sort on her phone.
  await signInAs(desk, consultant);
  await desk.goto(`/consultant/client/${clientId}/tri`);
  await desk.getByRole('button', { name: 'Commencer le tri' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Tri de garde-robe' })).toBeVisible();
  await expect(desk.getByText(/Vêtements décidés\s:\s0 sur 3/)).toBeVisible();
  const sortPath = new URL(desk.url()).pathname.split('/').pop()!;
  await signInAs(phone, client);
  await phone.goto(`/client/dashboard/tri/${sortPath}`);
  await expect(phone.getByText(/Vêtements décidés\s:\s0 sur 3/)).toBeVisible();

  // The consultant decides with the keyboard: the phone shows it within a second or two.
  const pull = desk.getByRole('article', { name: 'Pull rouge' });
  await pull.focus();
  await desk.keyboard.press('1');
  await expect(pull.getByRole('button', { name: 'Garder' })).toHaveAttribute('aria-pressed', 'true');
  await expect(phone.getByText(/Vêtements décidés\s:\s1 sur 3/)).toBeVisible({ timeout: 5_000 });
  expect(await seriousViolations(desk)).toEqual([]);

  // The client decides on her phone, one garment per screen: the desk shows her choice and her name.
  const current = phone.getByRole('article');
  const shown = (await current.getAttribute('aria-label'))!;
  await current.getByRole('button', { name: 'À vendre' }).click();
  await current.getByRole('button', { name: 'Usé' }).click();
  const onDesk = desk.getByRole('article', { name: shown });
  await expect(onDesk.getByRole('button', { name: 'À vendre' })).toHaveAttribute('aria-pressed', 'true', {
    timeout: 5_000,
  });
  await expect(onDesk.getByText(`décidé par ${client.firstName} ${client.lastName}`)).toBeVisible();
  await expect(onDesk.getByRole('button', { name: 'Usé' })).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousViolations(phone)).toEqual([]);

  // The next garment, an alteration with its note.
  await phone.getByRole('button', { name: 'Vêtement suivant' }).click();
  const next = phone.getByRole('article');
  await expect(next).not.toHaveAttribute('aria-label', shown);
  if ((await next.getByRole('button', { name: 'Garder' }).getAttribute('aria-pressed')) === 'true') {
    await phone.getByRole('button', { name: 'Vêtement suivant' }).click();
  }
  const third = phone.getByRole('article');
  await third.getByRole('button', { name: 'À retoucher' }).click();
  await third.getByLabel('Note').fill('Raccourcir les manches');
  await third.getByLabel('Note').blur();
  await expect(desk.getByText(/Vêtements décidés\s:\s3 sur 3/)).toBeVisible({ timeout: 5_000 });

  // Finished, the report counts and lists what to alter and what to sell.
  await desk.getByRole('button', { name: 'Terminer le tri' }).click();
  await expect(desk.getByText(/Tri terminé le/)).toBeVisible();
  // Its toast, read once it has faded in (sonner's entry takes 400 ms), then closed.
  const done = desk.locator('[data-sonner-toast]').filter({ hasText: 'Tri terminé' });
  await expect(done).toBeVisible();
  await desk.waitForTimeout(600);
  expect(await seriousViolations(desk)).toEqual([]);
  const close = done.getByRole('button', { name: /fermer|close/i });
  if (await close.isVisible()) await close.click();
  await expect(done).toHaveCount(0);
  await desk.getByRole('link', { name: 'Voir le bilan' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Bilan du tri' })).toBeVisible();
  // Garder, À retoucher, À donner, À vendre, Je ne sais pas, À décider.
  await expect(desk.getByRole('row', { name: /Total/ }).getByRole('cell')).toHaveText([
    '1',
    '1',
    '0',
    '1',
    '0',
    '0',
  ]);
  await expect(desk.getByText('Raccourcir les manches')).toBeVisible();
  await expect(desk.getByText(/, usé\.$/)).toBeVisible();
  expect(await seriousViolations(desk)).toEqual([]);
  await phone.reload();
  await expect(phone.getByText(/Tri terminé le/)).toBeVisible();
  await phone.getByRole('link', { name: 'Voir le bilan' }).click();
  await expect(phone.getByRole('heading', { level: 2, name: 'Dans votre palette' })).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);
  await phone.getByRole('link', { name: 'Retour au tri' }).click();
  await expect(phone.getByRole('article').getByRole('button', { name: 'Garder' })).toBeDisabled();

  // What is missing (no bottom at all): the consultant proposes one, the dialog filled with the gap.
  await expect(desk.getByText(/^Bas pour printemps, été, automne, hiver$/)).toBeVisible();
  await desk.getByRole('link', { name: 'Proposer une pièce' }).first().click();
  const dialog = desk.getByRole('dialog', { name: 'Proposer un vêtement' });
  await expect(dialog.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('bottom');

  // Her file's 'Tri' tab opens on the last sort at a glance.
  await desk.goto(`/consultant/client/${clientId}/tri`);
  const last = desk.getByRole('region', { name: /Dernier tri/ });
  await expect(last).toContainText(/Garder\s:\s1/);
  await expect(last).toContainText(/À vendre\s:\s1/);
});
