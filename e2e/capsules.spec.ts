import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from './support/axe';
import { seedGarment, seedOutfit } from './support/links';
import { garmentPhoto } from './support/photos';
import { linkedPairAtDeskAndPhone } from './support/screens';
import { signInAs } from './support/users';

test('the consultant builds a capsule with its count of looks; the client packs a travel case on her phone, ticks survive a reload', async ({
  browser,
}) => {
  test.slow();
  const { desk, phone, consultant, client, clientId } = await linkedPairAtDeskAndPhone(browser);
  const ids: Record<string, string> = {};
  for (const [category, name, color] of [
    ['top', 'Chemise blanche', '#f8fafc'],
    ['top', 'Pull camel', '#b45309'],
    ['bottom', 'Pantalon gris', '#6b7280'],
    ['shoes', 'Mocassins', '#451a03'],
  ] as const) {
    ids[name] = await seedGarment(client, { category, name }, await garmentPhoto('tshirt', color));
  }
  const picture = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#e5e7eb' } })
    .png()
    .toBuffer();
  await seedOutfit(
    consultant,
    clientId,
    { name: 'Dîner à Lisbonne', itemIds: [ids['Pull camel']!, ids['Pantalon gris']!] },
    picture,
  );

  // At her desk, the consultant builds 'Bureau hiver' from her client's pieces.
  await signInAs(desk, consultant);
  await desk.goto(`/consultant/client/${clientId}/capsules`);
  await expect(desk.getByRole('heading', { level: 1, name: 'Capsules et valises' })).toBeVisible();
  await expect(desk.getByText('Aucune capsule ni valise pour le moment.')).toBeVisible();
  expect(await seriousViolations(desk)).toEqual([]);
  await desk.getByLabel('Nom').fill('Bureau hiver');
  await desk.getByLabel('Occasions (séparées par des virgules)').fill('Travail');
  await desk.getByRole('button', { name: 'Créer la capsule' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Bureau hiver' })).toBeVisible();
  await expect(desk.getByText('Aucune tenue complète avec 0 pièce')).toBeVisible();
  await expect(desk.getByText('Une paire de chaussures')).toBeVisible();
  expect(await seriousViolations(desk)).toEqual([]);

  await desk.getByRole('button', { name: 'Ajouter des pièces' }).click();
  const picker = desk.getByRole('dialog', { name: 'Ajouter des pièces' });
  for (const name of ['Chemise blanche', 'Pull camel', 'Pantalon gris', 'Mocassins']) {
    await picker.getByRole('button', { name: `Ajouter ${name}` }).click();
    await expect(picker.getByRole('button', { name: `${name}\u00a0: dans la capsule` })).toBeVisible();
  }
  expect(await seriousViolations(desk)).toEqual([]);
  await desk.keyboard.press('Escape');
  await expect(desk.getByText('2 tenues complètes avec 4 pièces')).toBeVisible();
  await expect(desk.getByText('Rien\u00a0: ces pièces font des tenues complètes.')).toBeVisible();
  await desk.getByLabel('Notes').fill('Un blazer marine à trouver');
  await desk.getByRole('button', { name: 'Enregistrer les notes' }).click();
  await expect(desk.getByRole('button', { name: 'Enregistrer les notes' })).toBeDisabled();
  await desk.reload();
  await expect(desk.getByLabel('Notes')).toHaveValue('Un blazer marine à trouver');
  expect(await seriousViolations(desk)).toEqual([]);
  // Renamed, as a season goes by.
  await desk.getByRole('button', { name: 'Modifier' }).click();
  const edit = desk.getByRole('dialog', { name: 'Modifier la capsule' });
  await edit.getByLabel('Nom').fill('Bureau hiver 2026');
  expect(await seriousViolations(desk)).toEqual([]);
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit).toBeHidden();
  await expect(desk.getByRole('heading', { level: 1, name: 'Bureau hiver 2026' })).toBeVisible();
  await desk.getByRole('link', { name: 'Capsules et valises' }).first().click();
  await expect(desk.getByRole('link', { name: /Bureau hiver.*4 pièces · 2 tenues complètes/ })).toBeVisible();

  // On her phone, the client sees it and builds a travel case.
  await signInAs(phone, client);
  await phone.goto('/client/dashboard/capsules');
  await expect(phone.getByRole('link', { name: /Bureau hiver/ })).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);
  await phone.getByRole('button', { name: 'Une valise' }).click();
  await phone.getByLabel('Nom').fill('Lisbonne');
  await phone.getByLabel('Départ').fill('2031-05-01');
  await phone.getByLabel('Retour').fill('2031-05-03');
  await phone.getByRole('button', { name: 'Créer la valise' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Lisbonne' })).toBeVisible();
  await expect(phone.getByText('Du 01 mai 2031 au 03 mai 2031')).toBeVisible();

  await phone.getByRole('button', { name: 'Ajouter des pièces' }).click();
  const phonePicker = phone.getByRole('dialog', { name: 'Ajouter des pièces' });
  for (const name of ['Pull camel', 'Pantalon gris', 'Mocassins']) {
    await phonePicker.getByRole('button', { name: `Ajouter ${name}` }).click();
    await expect(phonePicker.getByRole('button', { name: `${name}\u00a0: dans la capsule` })).toBeVisible();
  }
  await phone.keyboard.press('Escape');
  await expect(phone.getByText('1 tenue complète avec 3 pièces')).toBeVisible();

  // A look for the first day, among hers.
  const firstDay = phone.getByRole('listitem').filter({ hasText: 'Jour 1' });
  await firstDay.getByLabel('Tenue').selectOption({ label: 'Dîner à Lisbonne' });
  await expect(firstDay.getByRole('img', { name: 'Tenue «\u00a0Dîner à Lisbonne\u00a0»' })).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);

  // Two pieces ticked on the phone, at once, then still ticked after a reload.
  const checklist = phone.getByRole('region', { name: 'Dans la valise' });
  await checklist.getByText('Pull camel').click();
  await checklist.getByText('Mocassins').click();
  await expect(checklist.getByRole('checkbox', { name: /Pull camel/ })).toBeChecked();
  await expect(checklist.getByRole('checkbox', { name: /Mocassins/ })).toBeChecked();
  await expect(phone.getByText('2/3 pièces dans la valise')).toBeVisible();
  await expect(phone.getByText('en attente d’envoi')).toHaveCount(0);
  await phone.reload();
  const reloaded = phone.getByRole('region', { name: 'Dans la valise' });
  await expect(reloaded.getByRole('checkbox', { name: /Pull camel/ })).toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: /Mocassins/ })).toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: /Pantalon gris/ })).not.toBeChecked();
  expect(await seriousViolations(phone)).toEqual([]);

  // Offline, a tick waits in the phone and goes once the connection is back.
  await phone.context().setOffline(true);
  await reloaded.getByText('Pantalon gris').click();
  await expect(reloaded.getByRole('checkbox', { name: /Pantalon gris/ })).toBeChecked();
  await expect(phone.getByText(/3\/3 pièces dans la valise · en attente d’envoi/)).toBeVisible();
  await phone.context().setOffline(false);
  await expect(phone.getByText('en attente d’envoi')).toHaveCount(0);
  await phone.reload();
  await expect(phone.getByText('3/3 pièces dans la valise')).toBeVisible();
  await expect(phone.getByText('en attente d’envoi')).toHaveCount(0);
});
