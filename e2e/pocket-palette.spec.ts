import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { parsePdf } from '../src/server/test/pdf';
import { seriousViolations } from './support/axe';
import { linkedPairAtDeskAndPhone } from './support/screens';
import { seedPalette } from './support/links';
import { signInAs } from './support/users';

test("the consultant's 'Mon activité' brands the pocket palette she downloads at her desk; her client takes the wallpaper on her phone", async ({
  browser,
}) => {
  test.slow();
  const { desk, phone, consultant, client, clientId } = await linkedPairAtDeskAndPhone(browser);
  await seedPalette(consultant, clientId, 'printemps_clair');

  // 'Mon activité' in her Paramètres: a name, a colour, a logo.
  await signInAs(desk, consultant);
  await desk.goto('/consultant/dashboard/settings');
  await desk.getByLabel('Nom commercial').fill('Atelier Lumière');
  await desk.getByLabel('Couleur des documents').fill('#0f766e');
  await desk.getByLabel('Site web').fill('https://atelier-lumiere.fr');
  await desk.getByRole('form', { name: 'Mon activité' }).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(desk.locator('[data-sonner-toast]').filter({ hasText: 'Activité enregistrée' })).toBeVisible();
  const logo = await sharp({ create: { width: 480, height: 160, channels: 4, background: '#0f766e' } })
    .png()
    .toBuffer();
  await desk
    .getByLabel('Choisir un logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(desk.getByRole('img', { name: 'Votre logo' })).toBeVisible();
  await desk.waitForTimeout(600);
  expect(await seriousViolations(desk)).toEqual([]);

  // Her client's file: the pocket palette downloads as a PDF with her business on it.
  await desk.goto(`/consultant/client/${clientId}/diagnostic`);
  const downloading = desk.waitForEvent('download');
  await desk.getByRole('link', { name: 'Palette de poche (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Palette de poche - ${client.firstName} ${client.lastName}.pdf`);
  const pdf = await parsePdf(await readFile((await download.path())!));
  expect(pdf.pages).toHaveLength(1);
  expect(pdf.pages[0]!.text).toContain('Printemps clair');
  expect(pdf.pages[0]!.text).toContain('Atelier Lumière');
  expect(pdf.pages[0]!.links).toEqual(['https://atelier-lumiere.fr/']);

  // On her phone, 'Mon diagnostic' gives her the wallpaper of her colours.
  await signInAs(phone, client);
  await phone.goto('/client/dashboard/diagnostic');
  await expect(phone.getByRole('link', { name: 'Fond d’écran (PNG)' })).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);
  const wallpaperDownload = phone.waitForEvent('download');
  await phone.getByRole('link', { name: 'Fond d’écran (PNG)' }).click();
  const wallpaper = await readFile((await (await wallpaperDownload).path())!);
  expect(await sharp(wallpaper).metadata()).toMatchObject({ width: 1170, height: 2532, format: 'png' });
});
