import { seriousViolations } from './support/axe';
import { linkedPairAtDeskAndPhone } from './support/screens';
import { expect, test } from '@playwright/test';
import { seedGarment } from './support/links';
import { garmentPhoto } from './support/photos';
import { signInAs } from './support/users';

test('the consultant at her desk and the client on her phone sort the wardrobe together, live, then read the report', async ({
  browser,
}) => {
  test.slow();
  const { desk, phone, consultant, client, clientId } = await linkedPairAtDeskAndPhone(browser);
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

/** Her twelve garments: what the sort decides for each, and who decides it. */
const TWELVE = [
  { name: 'Jupe d’été', category: 'bottom', season: 'summer', decision: '1' },
  { name: 'Pantalon de laine', category: 'bottom', season: 'winter', decision: '3' },
  { name: 'Jean brut', category: 'bottom', season: 'all', decision: '4' },
  { name: 'Bottines', category: 'shoes', season: 'all', decision: '1' },
  { name: 'Escarpins', category: 'shoes', season: 'all', decision: 'alter' },
  { name: 'Manteau d’hiver', category: 'outerwear', season: 'winter', decision: '1' },
  { name: 'Trench', category: 'outerwear', season: 'autumn', decision: '1' },
  { name: 'Blouson léger', category: 'outerwear', season: 'spring', decision: '3' },
  { name: 'Chemise blanche', category: 'top', season: 'all', decision: '1' },
  { name: 'Pull marine', category: 'top', season: 'all', decision: '1' },
  // The newest, shown first on her phone: she keeps these two herself.
  { name: 'Tee-shirt rayé', category: 'top', season: 'all', decision: 'phone' },
  { name: 'Blouse fleurie', category: 'top', season: 'all', decision: 'phone' },
] as const;

test('twelve garments sorted together: the report counts them, lists two gaps and the alteration; a gap becomes a proposal; what leaves goes to the archive and comes back', async ({
  browser,
}) => {
  test.slow();
  const { desk, phone, consultant, client, clientId } = await linkedPairAtDeskAndPhone(browser);
  for (const garment of TWELVE) {
    const photo = await garmentPhoto(garment.category === 'bottom' ? 'jeans' : 'tshirt', '#334155');
    await seedGarment(
      client,
      { category: garment.category, season: garment.season, name: garment.name },
      photo,
    );
  }
  const decided = (count: number) => new RegExp(`Vêtements décidés\\s:\\s${count} sur 12`);

  await signInAs(desk, consultant);
  await desk.goto(`/consultant/client/${clientId}/tri`);
  await desk.getByRole('button', { name: 'Commencer le tri' }).click();
  await expect(desk.getByText(decided(0))).toBeVisible();
  const sortId = new URL(desk.url()).pathname.split('/').pop()!;
  await signInAs(phone, client);
  await phone.goto(`/client/dashboard/tri/${sortId}`);

  // She keeps the first two on her phone; the desk shows each with her name.
  for (const name of ['Blouse fleurie', 'Tee-shirt rayé']) {
    const shown = phone.getByRole('article', { name });
    await shown.getByRole('button', { name: 'Garder' }).click();
    const onDesk = desk.getByRole('article', { name });
    await expect(onDesk.getByRole('button', { name: 'Garder' })).toHaveAttribute('aria-pressed', 'true', {
      timeout: 5_000,
    });
    await expect(onDesk.getByText(`décidé par ${client.firstName} ${client.lastName}`)).toBeVisible();
    await phone.getByRole('button', { name: 'Vêtement suivant' }).click();
  }

  // The consultant decides the rest at her desk, with the keys, and writes the alteration down.
  for (const garment of TWELVE.filter((one) => /^\d$/.test(one.decision))) {
    const card = desk.getByRole('article', { name: garment.name });
    await card.focus();
    await desk.keyboard.press(garment.decision);
    await expect(card.locator('[aria-pressed="true"]').first()).toBeVisible();
  }
  const escarpins = desk.getByRole('article', { name: 'Escarpins' });
  await escarpins.getByRole('button', { name: 'À retoucher' }).click();
  await escarpins.getByLabel('Note').fill('Changer les talons');
  await escarpins.getByLabel('Note').blur();
  await expect(phone.getByText(decided(12))).toBeVisible({ timeout: 5_000 });
  await expect(desk.getByText(decided(12))).toBeVisible();

  await desk.getByRole('button', { name: 'Terminer le tri' }).click();
  await expect(desk.getByText(/Tri terminé le/)).toBeVisible();
  await desk.getByRole('link', { name: 'Voir le bilan' }).click();
  // Garder, À retoucher, À donner, À vendre, Je ne sais pas, À décider.
  await expect(desk.getByRole('row', { name: /Total/ }).getByRole('cell')).toHaveText([
    '8',
    '1',
    '2',
    '1',
    '0',
    '0',
  ]);
  await expect(desk.getByText('Changer les talons')).toBeVisible();
  const missing = desk.getByRole('region', { name: 'Ce qui manque' });
  await expect(missing.getByRole('listitem')).toHaveText([
    /^Bas pour printemps, automne, hiver/,
    /^Outerwear pour printemps/,
  ]);

  // Her client reads the same report on her phone; the consultant's words for a gap reach it live.
  await phone.goto(`/client/dashboard/tri/${sortId}/bilan`);
  await expect(phone.getByRole('heading', { level: 1, name: 'Bilan du tri' })).toBeVisible();
  await missing.getByRole('button', { name: 'Modifier la liste' }).click();
  await missing
    .getByRole('group', { name: 'Pièce 1' })
    .getByLabel(/Ce qu’elle cherche/)
    .fill('Pantalon droit marine');
  expect(await seriousViolations(desk)).toEqual([]);
  await missing.getByRole('button', { name: 'Enregistrer la liste' }).click();
  await expect(missing.getByText('Pantalon droit marine')).toBeVisible();
  await expect(phone.getByText('Pantalon droit marine')).toBeVisible({ timeout: 5_000 });
  await expect(phone.getByText('Liste écrite par votre conseillère')).toBeVisible();

  // The gap becomes a proposal: the dialog comes filled with its category and her words.
  await missing.getByRole('link', { name: 'Proposer une pièce' }).first().click();
  const dialog = desk.getByRole('dialog', { name: 'Proposer un vêtement' });
  await expect(dialog.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('bottom');
  await expect(dialog.getByLabel('Notes')).toHaveValue('Pantalon droit marine');
  await dialog.getByLabel('Photo du vêtement').setInputFiles({
    name: 'pantalon.jpg',
    mimeType: 'image/jpeg',
    buffer: await garmentPhoto('jeans', '#1e3a8a'),
  });
  await dialog.getByLabel('Nom', { exact: true }).fill('Pantalon droit marine');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(desk.getByRole('article', { name: 'Pantalon droit marine' })).toBeVisible();

  // What she gives or sells leaves her wardrobe from the report, to 'Sortis de la garde-robe'.
  await phone.getByRole('button', { name: 'Sortir ces 3 vêtements de ma garde-robe' }).click();
  await expect(phone.getByText(/Sorti de la garde-robe le/)).toHaveCount(3);
  // Its toast, read once it has faded in (sonner's entry takes 400 ms).
  await expect(
    phone.locator('[data-sonner-toast]').filter({ hasText: 'Sortis de la garde-robe' }),
  ).toBeVisible();
  await phone.waitForTimeout(600);
  expect(await seriousViolations(phone)).toEqual([]);
  await phone.goto('/client/dashboard/wardrobe');
  const wardrobe = phone.getByRole('list', { name: 'Vêtements' });
  await expect(wardrobe.locator(':scope > li')).toHaveCount(9);
  await expect(wardrobe.getByRole('article', { name: 'Blouson léger' })).toHaveCount(0);
  await phone.getByRole('link', { name: 'Sortis de la garde-robe' }).click();
  const archived = phone.getByRole('list', { name: 'Vêtements' });
  await expect(archived.locator(':scope > li')).toHaveCount(3);
  await expect(archived.getByRole('article', { name: 'Jean brut' })).toContainText(/^.*Vendu le/);
  expect(await seriousViolations(phone)).toEqual([]);
  await archived
    .getByRole('article', { name: 'Blouson léger' })
    .getByRole('button', { name: 'Remettre dans la garde-robe' })
    .click();
  await expect(archived.locator(':scope > li')).toHaveCount(2);
  await phone.getByRole('link', { name: 'Ma Garde-robe' }).first().click();
  await expect(wardrobe.getByRole('article', { name: 'Blouson léger' })).toBeVisible();
  await expect(wardrobe.locator(':scope > li')).toHaveCount(10);

  // One garment at a time from its card, and undone from the toast.
  await phone.getByRole('button', { name: 'Autres actions : Pull marine' }).click();
  await phone.getByRole('menuitem', { name: 'Sortir de la garde-robe' }).click();
  const leave = phone.getByRole('alertdialog', { name: 'Sortir de la garde-robe' });
  await expect(leave).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);
  await leave.getByRole('button', { name: 'Jeté' }).click();
  await expect(wardrobe.getByRole('article', { name: 'Pull marine' })).toHaveCount(0);
  await phone.locator('[data-sonner-toast]').getByRole('button', { name: 'Annuler' }).click();
  await expect(wardrobe.getByRole('article', { name: 'Pull marine' })).toBeVisible();
});
