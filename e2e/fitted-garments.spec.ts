import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { garmentPhotoSvg, garmentSvg, type GarmentKind } from '../src/server/demo/garment-art';
import { silhouetteLandmarks } from '../src/domain/silhouette';
import { E2E_PORT } from './support/env';
import { seedLinkedClient } from './support/links';
import { DEFAULT_MEASUREMENTS, newUser, seedUser, signInAs } from './support/users';
import { request as playwrightRequest } from '@playwright/test';

type Rgb = { r: number; g: number; b: number };
const isRed = (c: Rgb) => c.r > c.g + 60 && c.r > c.b + 60;
const isBlue = (c: Rgb) => c.b > c.r + 60 && c.b > c.g + 30;
const isGreen = (c: Rgb) => c.g > c.r + 40 && c.g > c.b + 30;

/** A garment with its cut-out (transparent margins around the drawing), as the garment dialog uploads it. */
async function seedCutout(
  user: { email: string; password: string },
  category: string,
  kind: GarmentKind,
  color: string,
) {
  const baseURL = `http://localhost:${E2E_PORT}`;
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  await api.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password } });
  const photo = await sharp(Buffer.from(garmentPhotoSvg(kind, color)))
    .jpeg()
    .toBuffer();
  const cutout = await sharp(Buffer.from(garmentSvg(kind, color)))
    .png()
    .toBuffer();
  const response = await api.post('/api/wardrobe/items', {
    multipart: {
      category,
      color: 'other',
      file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo },
      enhanced: { name: 'cutout.png', mimeType: 'image/png', buffer: cutout },
    },
  });
  if (!response.ok()) throw new Error(`garment failed: ${response.status()} ${await response.text()}`);
  await api.dispose();
}

const DEVICES = [
  { name: 'on a phone, by touch', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'on a desktop, by mouse', viewport: { width: 1280, height: 800 }, touch: false },
] as const;

for (const device of DEVICES) {
  test.describe(device.name, () => {
    test.use({ viewport: device.viewport, hasTouch: device.touch, isMobile: device.touch });

    test('garments added for a measured client sit on her body without any resizing, and she sees the outfit', async ({
      page,
      browser,
    }) => {
      const consultant = await seedUser(page.request, 'consultant');
      const client = newUser('client');
      const clientId = await seedLinkedClient(consultant, client);
      await seedCutout(client, 'top', 'tshirt', '#c81e28');
      await seedCutout(client, 'bottom', 'trousers', '#1e3cc8');
      await seedCutout(client, 'shoes', 'heels', '#14a03c');

      await signInAs(page, consultant);
      await page.goto(`/consultant/client/${clientId}/outfits/create`);
      const tiles = page.getByRole('button', { name: /^(Haut|Bas|Chaussures), autre$/ });
      await expect(tiles).toHaveCount(3);
      for (const name of ['Haut, autre', 'Bas, autre', 'Chaussures, autre']) {
        const tile = page.getByRole('button', { name });
        if (device.touch) await tile.tap();
        else await tile.click();
        await expect(tile).toHaveAttribute('aria-pressed', 'true');
      }
      await page.getByLabel('Nom de la tenue').fill('Sur mesure');
      await page.getByTestId('outfit-canvas').scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await page.screenshot({ path: test.info().outputPath(`fitted-garments-${device.viewport.width}.png`) });
      await page.getByRole('button', { name: 'Enregistrer et partager' }).click();
      await expect(page.getByText('Tenue créée et partagée avec le client!')).toBeVisible();

      await expectGarmentsOnTheBody(page.request, clientId);

      const clientPage = await browser.newPage({ viewport: device.viewport, hasTouch: device.touch });
      await signInAs(clientPage, client);
      await clientPage.goto('/client/dashboard/outfits');
      await expect(clientPage.getByRole('heading', { name: 'Sur mesure' })).toBeVisible();
      await clientPage.close();
    });
  });
}

/** The saved picture (1200 px, twice the 600 frame), read row by row around the body's landmarks. */
async function expectGarmentsOnTheBody(request: APIRequestContext, clientId: string) {
  const list = await request.get(`/api/clients/${clientId}/outfits`);
  const [outfit] = ((await list.json()) as { items: { imageUrl: string }[] }).items;
  const png = Buffer.from(await (await request.get(outfit!.imageUrl)).body());
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const row = (y: number): Rgb[] =>
    Array.from({ length: 600 }, (_, x) => {
      const i = (Math.round(y) * 2 * info.width + x * 2) * 3;
      return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
    });
  const m = silhouetteLandmarks(DEFAULT_MEASUREMENTS as Parameters<typeof silhouetteLandmarks>[0]);
  const span = (y: number, colour: (c: Rgb) => boolean) => {
    const xs = row(y).flatMap((c, x) => (colour(c) ? [x] : []));
    return xs.length ? { left: Math.min(...xs), right: Math.max(...xs) } : null;
  };
  // The top starts at the shoulder line and covers the shoulders.
  expect(span(m.shoulders.y - 12, isRed)).toBeNull();
  const shoulders = span(m.shoulders.y + 20, isRed)!;
  expect(shoulders.left).toBeLessThanOrEqual(m.shoulders.left + 8);
  expect(shoulders.right).toBeGreaterThanOrEqual(m.shoulders.right - 8);
  // The trousers run from the waist to the ankles.
  expect(span(m.waist.y - 4, isBlue)).toBeNull();
  expect(span(m.waist.y + 4, isBlue)).not.toBeNull();
  expect(span(m.ankles.y - 4, isBlue)).not.toBeNull();
  expect(span(m.ankles.y + 5, isBlue)).toBeNull();
  // The shoes stand on the soles.
  expect(span(m.feet.y - 3, isGreen)).not.toBeNull();
  expect(span(m.feet.y - 60, isGreen)).toBeNull();
}
