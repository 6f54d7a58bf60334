import { writeFileSync } from 'node:fs';
import { chromium, expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from './support/axe';
import { CHROMIUM_LAUNCH } from './support/env';
import { linkedPairAtDeskAndPhone } from './support/screens';
import { FACE_MODEL_WAIT, guidedFacePhoto as facePhoto } from './support/photos';
import { seedUser, signInAs } from './support/users';

/**
 * The photo as a Y4M video (one frame, 4:2:0, BT.601 full range) for Chromium's fake camera, which plays it in a
 * loop as the front camera.
 */
async function faceVideo(path: string) {
  const { data, info } = await sharp((await facePhoto(true)).buffer)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const luma = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  const at = (x: number, y: number, channel: number) => data[(y * width + x) * 3 + channel]!;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      luma[y * width + x] = Math.round(0.299 * at(x, y, 0) + 0.587 * at(x, y, 1) + 0.114 * at(x, y, 2));
  for (let y = 0; y < height; y += 2)
    for (let x = 0; x < width; x += 2) {
      const mean = (channel: number) =>
        (at(x, y, channel) + at(x + 1, y, channel) + at(x, y + 1, channel) + at(x + 1, y + 1, channel)) / 4;
      const [r, g, b] = [mean(0), mean(1), mean(2)];
      const i = (y / 2) * (width / 2) + x / 2;
      u[i] = Math.round(Math.min(255, Math.max(0, -0.168736 * r - 0.331264 * g + 0.5 * b + 128)));
      v[i] = Math.round(Math.min(255, Math.max(0, 0.5 * r - 0.418688 * g - 0.081312 * b + 128)));
    }
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`);
  writeFileSync(path, Buffer.concat([header, luma, u, v]));
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Axe once the toasts have come in (they slide for a moment). */
async function expectAccessible(page: Page, toastText?: string) {
  if (toastText) await expect(toast(page, toastText)).toBeVisible();
  await page.waitForTimeout(600);
  expect(await seriousViolations(page)).toEqual([]);
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The model loads and reads the photo on the CPU of a headless browser. */
const MEASURED = FACE_MODEL_WAIT;

test('the client takes her colour analysis photo on her phone, keeps it for the draping session, and her consultant receives the photo and the measured colours', async ({
  browser,
}) => {
  test.slow();
  const { desk, phone, consultant, client, clientId } = await linkedPairAtDeskAndPhone(browser);
  const photoUploads: string[] = [];
  phone.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/colour-analysis/photo'))
      photoUploads.push(request.url());
  });

  await signInAs(phone, client);
  await phone.goto('/client/dashboard');
  await phone.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await phone.getByRole('link', { name: 'Mon analyse couleur' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Mon analyse couleur' })).toBeVisible();
  await expect(phone.getByText('Une feuille blanche tenue bien à plat sous le menton.')).toBeVisible();
  await expect(phone.getByText(/Les couleurs sont mesurées sur votre téléphone/)).toBeVisible();

  // Nothing is chosen for her.
  const choice = phone.getByRole('group', { name: 'Que recevra votre conseillère ?' });
  const keep = choice.getByRole('radio', { name: /Garder ma photo pour la séance de drapage/ });
  const coloursOnly = choice.getByRole('radio', { name: /Ne garder que les couleurs mesurées/ });
  await expect(keep).not.toBeChecked();
  await expect(coloursOnly).not.toBeChecked();
  await keep.check();

  await phone.getByLabel('Choisir une photo').setInputFiles(await facePhoto(true));
  const results = phone.getByRole('region', { name: 'Vos couleurs mesurées' });
  await expect(results).toBeVisible(MEASURED);
  await expect(phone.getByRole('heading', { name: 'Vos couleurs mesurées' })).toBeFocused();
  for (const passed of [
    'Visage détecté',
    'Visage assez grand',
    'Lumière suffisante',
    'Feuille blanche repérée',
  ])
    await expect(results.getByText(passed)).toBeVisible();
  for (const part of ['Peau', 'Yeux', 'Cheveux'])
    await expect(results.getByText(part, { exact: true })).toBeVisible();
  await expect(results.getByText(/^Sous-ton (chaud|froid|neutre)$/)).toBeVisible();
  await expect(results.getByText(/^Teint (clair|moyen|profond)$/)).toBeVisible();
  await expect(results.getByText(/^Couleurs (vives|douces)$/)).toBeVisible();
  await expect(results.getByText(/^Contraste (faible|moyen|marqué|non mesuré)$/)).toBeVisible();
  await expect(results.getByRole('img', { name: 'Votre photo' })).toBeVisible();
  expect(photoUploads).toEqual([]);
  await expectAccessible(phone);
  expect(await noSideScroll(phone)).toBe(true);
  await phone.screenshot({ path: test.info().outputPath('analyse-couleur-390.png'), fullPage: true });

  await results.getByRole('button', { name: 'Envoyer à ma conseillère' }).click();
  await expect(toast(phone, 'Analyse envoyée à votre conseillère')).toBeVisible();
  expect(photoUploads).toHaveLength(1);
  const current = phone.getByRole('region', { name: 'Ce que votre conseillère a reçu' });
  await expect(current.getByText(/^Votre photo est conservée pour la séance de drapage/)).toBeVisible();
  await expect(current.getByText(/^Couleurs mesurées le /)).toBeVisible();
  await expect(current.getByRole('img', { name: 'Votre photo' })).toBeVisible();
  await expect(results).toHaveCount(0);
  await expectAccessible(phone, 'Analyse envoyée à votre conseillère');
  expect(await noSideScroll(phone)).toBe(true);
  await phone.screenshot({ path: test.info().outputPath('analyse-couleur-envoyee-390.png'), fullPage: true });

  // Her consultant has the measured colours and the photo.
  await signInAs(desk, consultant);
  const received = await desk.request.get(`/api/clients/${clientId}/colour-analysis`);
  expect(received.status()).toBe(200);
  const analysis = (await received.json()) as {
    photoUrl: string | null;
    photoConsentAt: string | null;
    measurements: { skin: { l: number }; whiteCard: boolean; undertone: string } | null;
  };
  expect(analysis.photoConsentAt).not.toBeNull();
  expect(analysis.photoUrl).toBeTruthy();
  expect(analysis.measurements?.whiteCard).toBe(true);
  expect(analysis.measurements?.skin.l).toBeGreaterThan(40);
  expect(['chaud', 'froid', 'neutre']).toContain(analysis.measurements?.undertone);
  const photo = await desk.request.get(analysis.photoUrl!);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/jpeg');

  // She withdraws her photo: it goes, the colours stay.
  await current.getByRole('button', { name: 'Retirer ma photo' }).click();
  await expect(toast(phone, 'Photo retirée : les couleurs mesurées restent.')).toBeVisible();
  await expect(current.getByText(/^Seules les couleurs mesurées sont conservées/)).toBeVisible();
  const after = (await (await desk.request.get(`/api/clients/${clientId}/colour-analysis`)).json()) as {
    photoUrl: string | null;
    measurements: unknown;
  };
  expect(after.photoUrl).toBeNull();
  expect(after.measurements).not.toBeNull();
});

test('at her desk with the keyboard: a photo without the white card is not accepted; with the colours alone the photo never leaves her computer, and she can erase everything', async ({
  browser,
}) => {
  test.slow();
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const client = await seedUser(page.request, 'client');
  await signInAs(page, client);
  const photoUploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/colour-analysis/photo'))
      photoUploads.push(`${request.method()} ${request.url()}`);
  });
  // Opened directly: the page the server drew is taken over as it is (decision record 51).
  const redraws: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Page redrawn after the server')) redraws.push(page.url());
  });
  await page.goto('/client/dashboard/analyse-couleur');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon analyse couleur' })).toBeVisible();

  /** A photo chosen with the keyboard: the file input focused, Enter opens the file chooser. */
  const chooseWithKeyboard = async (label: string, withCard: boolean) => {
    const chooser = page.waitForEvent('filechooser');
    // Enabled once the app has taken over the page the server drew.
    await expect(page.getByLabel(label)).toBeEnabled();
    await page.getByLabel(label).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(await facePhoto(withCard));
  };
  await chooseWithKeyboard('Choisir une photo', false);
  await expect(
    page.getByText('Tenez une feuille blanche sous le menton, bien à plat et dans le cadre.'),
  ).toBeVisible(MEASURED);
  await expect(page.getByText('Visage détecté')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Cette photo ne convient pas encore' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Envoyer à ma conseillère' })).toHaveCount(0);
  await expectAccessible(page);
  expect(await noSideScroll(page)).toBe(true);

  // With the card, but no choice made yet: she is asked first.
  await chooseWithKeyboard('Choisir une autre photo', true);
  const send = page.getByRole('button', { name: 'Envoyer à ma conseillère' });
  await expect(send).toBeVisible(MEASURED);
  await expect(page.getByRole('heading', { name: 'Vos couleurs mesurées' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');
  const choice = page.getByRole('group', { name: 'Que recevra votre conseillère ?' });
  await expect(choice.getByRole('alert')).toHaveText(/^Choisissez d’abord ce que recevra votre conseillère/);
  await expect(choice).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(choice.getByRole('radio', { name: /Garder ma photo/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(choice.getByRole('radio', { name: /Ne garder que les couleurs mesurées/ })).toBeChecked();
  await expect(choice.getByRole('radio', { name: /Garder ma photo/ })).not.toBeChecked();
  await expect(choice.getByRole('alert')).toHaveCount(0);
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Analyse envoyée à votre conseillère')).toBeVisible();
  const current = page.getByRole('region', { name: 'Ce que votre conseillère a reçu' });
  await expect(current.getByText(/^Seules les couleurs mesurées sont conservées/)).toBeVisible();
  await expect(current.getByRole('button', { name: 'Retirer ma photo' })).toHaveCount(0);
  expect(photoUploads).toEqual([]);
  const kept = (await (await page.request.get('/api/me')).json()) as { id: string };
  const analysis = (await (await page.request.get(`/api/clients/${kept.id}/colour-analysis`)).json()) as {
    photoUrl: string | null;
    photoConsentAt: string | null;
    measurements: unknown;
  };
  expect(analysis).toMatchObject({ photoUrl: null, photoConsentAt: null });
  expect(analysis.measurements).not.toBeNull();

  // 'Tout effacer', once confirmed.
  await expect(page.getByRole('heading', { name: 'Ce que votre conseillère a reçu' })).toBeFocused();
  await expectAccessible(page, 'Analyse envoyée à votre conseillère');
  await page.screenshot({ path: test.info().outputPath('analyse-couleur-1280.png'), fullPage: true });
  await current.getByRole('button', { name: 'Tout effacer' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Tout effacer ?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Tout effacer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Analyse couleur effacée')).toBeVisible();
  await expect(current).toHaveCount(0);
  const erased = (await (await page.request.get(`/api/clients/${kept.id}/colour-analysis`)).json()) as {
    measurements: unknown;
  };
  expect(erased.measurements).toBeNull();
  await expectAccessible(page, 'Analyse couleur effacée');
  expect(redraws).toEqual([]);
});

test('with the front camera, the live checks pass before the shot, and the camera stops with its button and when she leaves', async ({
  baseURL,
}) => {
  test.slow();
  const video = test.info().outputPath('visage.y4m');
  await faceVideo(video);
  const camera = await chromium.launch({
    ...CHROMIUM_LAUNCH,
    args: [
      ...CHROMIUM_LAUNCH.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await camera.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      locale: 'fr-FR',
    });
    await context.grantPermissions(['camera']);
    // Every camera stream the page opens, to tell whether it is still running.
    await context.addInitScript(() => {
      const streams: MediaStream[] = [];
      (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams = streams;
      const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await open(constraints);
        streams.push(stream);
        return stream;
      };
    });
    const page = await context.newPage();
    const liveTracks = () =>
      page.evaluate(
        () =>
          (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams
            .flatMap((stream) => stream.getTracks())
            .filter((track) => track.readyState === 'live').length,
      );
    const client = await seedUser(page.request, 'client');
    await signInAs(page, client);
    await page.goto('/client/dashboard/analyse-couleur');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon analyse couleur' })).toBeVisible();

    // Opened, then stopped by its button.
    await page.getByRole('button', { name: 'Ouvrir la caméra' }).click();
    await expect(page.getByLabel('Aperçu de la caméra')).toBeVisible();
    const checks = page.locator('#camera-checks');
    await expect(checks.locator('[data-state="passed"]')).toHaveCount(4, MEASURED);
    expect(await liveTracks()).toBe(1);
    await page.getByRole('button', { name: 'Arrêter la caméra' }).click();
    await expect(page.getByLabel('Aperçu de la caméra')).toBeHidden();
    expect(await liveTracks()).toBe(0);

    // Opened again: the shot, once everything passes, measures the colours and stops the camera.
    await page.getByRole('button', { name: 'Ouvrir la caméra' }).click();
    const shoot = page.getByRole('button', { name: 'Prendre la photo' });
    await expect(shoot).toBeEnabled(MEASURED);
    await expect(checks.getByText('Feuille blanche repérée')).toBeVisible();
    await expectAccessible(page);
    expect(await noSideScroll(page)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('camera-390.png') });
    await shoot.click();
    await expect(page.getByRole('region', { name: 'Vos couleurs mesurées' })).toBeVisible(MEASURED);
    expect(await liveTracks()).toBe(0);

    // Leaving the page with the camera on stops it.
    await page.getByRole('button', { name: 'Ouvrir la caméra' }).click();
    await expect(page.getByLabel('Aperçu de la caméra')).toBeVisible();
    await expect.poll(liveTracks).toBe(1);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('link', { name: 'Mon diagnostic' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mon diagnostic' })).toBeVisible();
    await expect.poll(liveTracks).toBe(0);
  } finally {
    await camera.close();
  }
});
