import { expect, test } from '@playwright/test';
import { E2E_PORT } from './support/env';
import { seedLinkedClient } from './support/links';
import { newUser, seedUser, signInAs } from './support/users';

test.describe.configure({ timeout: 120_000 });

test('a reload mid-onboarding resumes at the same step with the answers given', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await seedUser(request, 'client', newUser('client'), { onboarded: false });
  await signInAs(page, user);
  await page.goto('/client/onboarding');
  await page.getByRole('radio', { name: 'Femme' }).click();
  await page.getByRole('checkbox', { name: /J'accepte/ }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Âge').fill('31');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Taille').fill('160');

  await page.reload();
  await expect(page.getByText('Étape 3 sur 5')).toBeVisible();
  await expect(page.getByLabel('Taille')).toHaveValue('160');
  await page.getByRole('button', { name: 'Précédent' }).click();
  await expect(page.getByLabel('Âge')).toHaveValue('31');
});

test('an unsent message and an unsaved note or diagnosis survive a reload, and go once sent', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const consultant = await seedUser(request, 'consultant');
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);
  await signInAs(page, consultant);

  // A note typed and not added.
  await page.goto(`/consultant/client/${clientId}/notes`);
  await page.getByLabel('Nouvelle note').fill('Aime les couleurs chaudes, éviter le noir.');
  await page.reload();
  await expect(page.getByLabel('Nouvelle note')).toHaveValue('Aime les couleurs chaudes, éviter le noir.');
  await page.getByRole('button', { name: 'Ajouter la note' }).click();
  await expect(page.getByRole('article').filter({ hasText: 'éviter le noir' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nouvelle note')).toHaveValue('');

  // A diagnosis half-written: the form comes back open, as she left it, and says so.
  await page.goto(`/consultant/client/${clientId}/diagnostic`);
  await page.getByRole('button', { name: 'Modifier le diagnostic' }).click();
  await page.getByLabel('Note sur la morphologie').fill('Épaules marquées, à confirmer.');
  await page.reload();
  await expect(page.getByText(/Brouillon repris là où vous l’aviez laissé/)).toBeVisible();
  await expect(page.getByLabel('Note sur la morphologie')).toHaveValue('Épaules marquées, à confirmer.');
  await page.getByRole('button', { name: 'Annuler' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Modifier le diagnostic' })).toBeVisible();

  // A message typed and not sent.
  const started = await page.request.post('/api/conversations', {
    data: { participantId: clientId },
    headers: { origin: `http://localhost:${E2E_PORT}` },
  });
  expect(started.ok()).toBe(true);
  const { id: conversationId } = (await started.json()) as { id: string };
  await page.goto(`/consultant/dashboard/messages/${conversationId}`);
  const input = page.getByLabel('Votre message');
  await input.fill('Je vous envoie les liens demain');
  await page.reload();
  await expect(input).toHaveValue('Je vous envoie les liens demain');
  await input.press('Enter');
  await expect(page.getByRole('log').getByText('Je vous envoie les liens demain')).toBeVisible();
  await page.reload();
  await expect(input).toHaveValue('');

  // Signing out takes every draft with it: the next person on this computer finds nothing.
  await input.fill('Brouillon privé');
  // Kept once the field has painted (an effect, after the frame).
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('atelier.draft.'))),
    )
    .toBe(true);
  await page
    .getByRole('button', { name: /Déconnexion|Se déconnecter/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/(login)?$/);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('atelier.draft.'))),
  ).toEqual([]);
});
