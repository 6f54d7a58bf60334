import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { E2E_PORT } from './support/env';
import { seedColourAnalysis } from './support/links';
import { FACE_MODEL_WAIT, guidedFacePhoto } from './support/photos';
import { linkedPairAtDeskAndPhone } from './support/screens';
import { seedUser, signInAs } from './support/users';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const origin = { origin: `http://localhost:${E2E_PORT}` };

/** Colours as her phone measured them: a warm, medium, soft colouring (src/domain/colour-analysis thresholds). */
const MEASURED = {
  skin: { l: 66, a: 8, b: 15 },
  eyes: { l: 36, a: 4, b: 10 },
  hair: { l: 34, a: 6, b: 12 },
  whiteCard: true,
  undertone: 'chaud',
  value: 'moyen',
  chroma: 'doux',
  contrast: 'moyen',
};

test('the consultant compares drapes under her client’s face, notes them, retains a season; the client reads it with her signature colours; a stranger and a former consultant see no photo', async ({
  browser,
}) => {
  test.slow();
  const { desk, phone, consultant, client, clientId } = await linkedPairAtDeskAndPhone(browser);
  const photoUrl = await seedColourAnalysis(client, clientId, (await guidedFacePhoto(true)).buffer, MEASURED);

  await signInAs(desk, consultant);
  await desk.goto(`/consultant/client/${clientId}/diagnostic`);
  await expect(desk.getByText(/Couleurs mesurées le/)).toBeVisible();
  await desk.getByRole('link', { name: 'Ouvrir la table de drapage' }).click();
  await expect(desk.getByRole('heading', { name: 'Table de drapage' })).toBeVisible();

  // Her face is found on the photo: each side shows her portrait with a drape under the chin.
  const warm = desk.getByRole('region', { name: 'Chaud' });
  const cool = desk.getByRole('region', { name: 'Froid' });
  const warmDrape = warm.getByRole('img', { name: /^Drapé .+ sous son visage$/ });
  await expect(warmDrape).toBeVisible(FACE_MODEL_WAIT);
  await expect(cool.getByRole('img', { name: /^Drapé .+ sous son visage$/ })).toBeVisible();
  await expect(desk.getByText('Visage non repéré sur la photo')).toHaveCount(0);
  await expect(desk.getByText('sous-ton plutôt chaud').first()).toBeVisible();

  // A tap steps through the side's colours; she marks one of each side.
  const colourOf = () => warmDrape.locator('path').first().getAttribute('fill');
  const first = await colourOf();
  await warm.getByRole('button', { name: 'Couleur suivante (Chaud)' }).click();
  await expect(warm.getByText(/^Couleur 2 sur \d+$/)).toBeVisible();
  expect(await colourOf()).not.toBe(first);
  await warm.getByRole('button', { name: 'Flatte' }).click();
  await expect(warm.getByRole('button', { name: 'Flatte' })).toHaveAttribute('aria-pressed', 'true');
  await cool.getByRole('button', { name: 'Éteint' }).click();
  const noted = desk.getByRole('list').filter({ has: desk.getByRole('textbox', { name: /^Remarque sur / }) });
  await expect(noted.getByRole('listitem')).toHaveCount(2);
  await noted.getByRole('textbox').first().fill('Le teint s’illumine, les cernes s’effacent.');
  await desk.getByLabel('Ce que vous observez').fill('Chaud et doux\u00a0: un automne.');

  // A reload loses nothing, then she saves.
  await desk.reload();
  await expect(desk.getByText(/^Brouillon repris/)).toBeVisible();
  await expect(desk.getByLabel('Ce que vous observez')).toHaveValue('Chaud et doux\u00a0: un automne.');
  await desk.getByRole('button', { name: 'Enregistrer le drapage' }).click();
  await expect(toast(desk, 'Drapage enregistré.')).toBeVisible();

  // The two nearest seasons side by side, then the one she retains.
  await desk.getByRole('button', { name: 'Deux saisons' }).click();
  await expect(desk.getByLabel('Première saison')).toBeVisible();
  const season = desk.getByLabel('Saison retenue');
  const chosen = (await season.locator('option:checked').textContent())!.replace(' (suggérée)', '');
  await desk.getByRole('button', { name: 'Retenir cette saison' }).click();
  await expect(toast(desk, `Saison «\u00a0${chosen}\u00a0» enregistrée dans son diagnostic.`)).toBeVisible();
  await expect(desk.getByRole('img', { name: /^Drapé .+ sous son visage$/ }).first()).toBeVisible(
    FACE_MODEL_WAIT,
  );
  await desk.waitForTimeout(600);
  expect(await seriousViolations(desk)).toEqual([]);
  await desk.screenshot({ path: test.info().outputPath('draping-board-1280.png') });
  // On a phone too: the two drapes side by side, nothing wider than the screen.
  await desk.setViewportSize({ width: 390, height: 844 });
  await expect(desk.getByRole('img', { name: /^Drapé .+ sous son visage$/ }).nth(1)).toBeVisible();
  expect(await desk.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await desk.screenshot({ path: test.info().outputPath('draping-board-390.png'), fullPage: true });
  await desk.setViewportSize({ width: 1280, height: 900 });

  // Her signature colours and metals, in the diagnosis form.
  await desk.getByRole('link', { name: 'Retour au diagnostic' }).click();
  await desk.getByRole('button', { name: 'Modifier le diagnostic' }).click();
  const signature = desk.getByRole('group', { name: 'Ses couleurs signature' });
  await signature.getByLabel('Nom de la couleur').fill('Corail doux');
  await signature.getByRole('button', { name: 'Ajouter' }).click();
  await desk.getByLabel('Maquillage').fill('Un rouge à lèvres corail.');
  await desk.getByRole('button', { name: 'Enregistrer le diagnostic' }).click();
  await expect(desk.getByText('Diagnostic enregistré.')).toBeVisible();

  // On her phone, 'Mon diagnostic' shows the season and what the analysis hands over.
  await signInAs(phone, client);
  await phone.goto('/client/dashboard/diagnostic');
  await expect(phone.getByText(chosen).first()).toBeVisible();
  await expect(
    phone.getByRole('list', { name: 'Mes couleurs signature' }).getByText('Corail doux'),
  ).toBeVisible();
  await expect(phone.getByText('Un rouge à lèvres corail.')).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Her photo is hers and her consultant's: a stranger gets a 404, and so does her consultant once she has left.
  const strangerPage = await (await browser.newContext()).newPage();
  const stranger = await seedUser(strangerPage.request, 'consultant');
  await signInAs(strangerPage, stranger);
  expect((await strangerPage.request.get(photoUrl)).status()).toBe(404);
  expect((await desk.request.get(photoUrl)).status()).toBe(200);
  const ended = await phone.request.delete(
    `/api/links/${(await (await desk.request.get('/api/me')).json()).id}`,
    {
      headers: origin,
    },
  );
  expect(ended.status()).toBe(204);
  expect((await desk.request.get(photoUrl)).status()).toBe(404);
});

test('during a video call the consultant adds the photo the client agreed to keep: it is kept and her colours are measured in the consultant’s browser', async ({
  browser,
}) => {
  test.slow();
  const { desk, phone, consultant, client, clientId } = await linkedPairAtDeskAndPhone(browser);
  await signInAs(phone, client);
  const consent = await phone.request.put(`/api/clients/${clientId}/colour-analysis/photo-consent`, {
    data: { consent: true },
    headers: origin,
  });
  expect(consent.status()).toBe(200);

  await signInAs(desk, consultant);
  await desk.goto(`/consultant/client/${clientId}/diagnostic/drapage`);
  await expect(desk.getByText('Pas encore de photo de visage.')).toBeVisible();
  await expect(desk.getByText('Pas encore de couleurs mesurées.')).toBeVisible();
  const chooser = desk.waitForEvent('filechooser');
  await desk.getByRole('button', { name: 'Ajouter la photo prise pendant l’appel' }).click();
  await (await chooser).setFiles(await guidedFacePhoto(true));
  await expect(toast(desk, 'Photo enregistrée.')).toBeVisible(FACE_MODEL_WAIT);
  await expect(toast(desk, 'Ses couleurs ont été mesurées sur cette photo.')).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Chaud' }).getByRole('img')).toBeVisible();
  await expect(desk.getByText('Corrigées avec la feuille blanche')).toBeVisible();
  const analysis = await (await desk.request.get(`/api/clients/${clientId}/colour-analysis`)).json();
  expect(analysis.measurements.whiteCard).toBe(true);
  expect(analysis.photoUrl).toMatch(/\/colour-analysis\/photo\?v=/);
  await desk.waitForTimeout(600);
  expect(await seriousViolations(desk)).toEqual([]);
});
