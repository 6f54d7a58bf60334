import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { PALETTES } from '../src/domain/palettes';
import { coloursOf, parsePdf, renderPdfPage } from '../src/server/test/pdf';
import { seriousViolations } from './support/axe';
import { seedGarment, seedOutfit, seedPalette } from './support/links';
import { garmentPhoto } from './support/photos';
import { linkedPairAtDeskAndPhone } from './support/screens';
import { E2E_PORT } from './support/env';
import { seedUser, signInAs } from './support/users';

const toast = (page: import('@playwright/test').Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

test('the consultant composes the carnet de style at her desk, previews it page by page and sends it; her client opens it on her phone and the consultant sees it opened', async ({
  browser,
}) => {
  test.slow();
  // Her phone runs the app's service worker, which keeps what she opened for offline reading.
  const { desk, phone, consultant, client, clientId } = await linkedPairAtDeskAndPhone(browser, {
    phoneServiceWorker: true,
  });
  await seedPalette(consultant, clientId, 'automne_profond');
  const picture = await sharp({ create: { width: 600, height: 600, channels: 4, background: '#e7e5e4' } })
    .png()
    .toBuffer();
  const top = await seedGarment(
    client,
    { category: 'top', name: 'Chemise écrue' },
    await garmentPhoto('tshirt', '#f5f5dc'),
  );
  const jeans = await seedGarment(
    client,
    { category: 'bottom', name: 'Jean brut' },
    await garmentPhoto('jeans', '#1e3a8a'),
  );
  await seedOutfit(
    consultant,
    clientId,
    { name: 'Bureau d’automne', comments: 'La chemise écrue ouvre le visage.', itemIds: [top, jeans] },
    picture,
  );
  await seedOutfit(consultant, clientId, { name: 'Week-end au marché', itemIds: [jeans] }, picture);

  // Her tab: sections, her intro, the looks in her order, and a piece to buy.
  await signInAs(desk, consultant);
  const proposal = await desk.request.post(`/api/clients/${clientId}/catalogue`, {
    headers: { origin: `http://localhost:${E2E_PORT}` },
    multipart: {
      category: 'outerwear',
      name: 'Blazer en lin',
      shop: 'Maison Lin',
      price: '129.9',
      productUrl: 'https://maison-lin.example/blazer',
      file: { name: 'blazer.jpg', mimeType: 'image/jpeg', buffer: await garmentPhoto('tshirt', '#b45309') },
    },
  });
  expect(proposal.ok(), await proposal.text()).toBe(true);
  await desk.goto(`/consultant/client/${clientId}`);
  await desk.getByRole('link', { name: 'Carnet de style' }).click();
  await expect(desk).toHaveURL(new RegExp(`/consultant/client/${clientId}/carnet$`));
  await desk.getByLabel('Introduction').fill('Chère cliente, voici vos couleurs et vos tenues !');
  await desk.getByRole('checkbox', { name: 'Week-end au marché' }).check();
  await desk.getByRole('checkbox', { name: 'Bureau d’automne' }).check();
  await desk.getByRole('button', { name: 'Monter « Palette »' }).click();
  await desk.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(desk, 'Carnet enregistré')).toBeVisible();

  // The preview: the real PDF, page by page. Cover, palette, morphology, then the two looks.
  await expect(desk.getByText(/^Page 1 sur \d+$/)).toBeVisible({ timeout: 20_000 });
  const total = Number(/sur (\d+)/.exec((await desk.getByText(/^Page 1 sur \d+$/).textContent())!)![1]);
  expect(total).toBeGreaterThanOrEqual(4);
  await desk.getByRole('button', { name: 'Page suivante' }).click();
  await expect(desk.getByText(`Page 2 sur ${total}`)).toBeVisible();
  await desk.waitForTimeout(600);
  expect(await seriousViolations(desk)).toEqual([]);
  await desk.screenshot({ path: test.info().outputPath('carnet-1280.png'), fullPage: true });

  const downloading = desk.waitForEvent('download');
  await desk.getByRole('link', { name: /Télécharger le PDF/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Carnet de style - ${client.firstName} ${client.lastName}.pdf`);
  const pdf = await parsePdf(await readFile((await download.path())!));
  expect(pdf.pages).toHaveLength(total);
  const texts = pdf.pages.map((page) => page.text);
  expect(texts[0]).toContain('voici vos couleurs et vos tenues');
  expect(texts[1]).toContain('Automne profond');
  const weekend = texts.findIndex((text) => text.includes('Week-end au marché'));
  const office = texts.findIndex((text) => text.includes('Bureau d’automne'));
  expect(weekend).toBeGreaterThan(1);
  expect(office).toBe(weekend + 1);
  const shopping = texts.findIndex((text) => text.includes('Blazer en lin'));
  expect(texts[shopping]).toMatch(/129,90\s€/);
  expect(pdf.pages[shopping]!.links).toEqual(['https://maison-lin.example/blazer']);

  await desk.getByRole('button', { name: 'Envoyer à la cliente' }).click();
  await expect(toast(desk, 'Carnet envoyé à la cliente')).toBeVisible();
  await expect(desk.getByText('Pas encore ouvert')).toBeVisible();

  // The same tab on a phone: the preview fits the screen, nothing scrolls sideways.
  await desk.setViewportSize({ width: 390, height: 844 });
  await expect(desk.getByText(/^Page \d+ sur \d+$/)).toBeVisible();
  expect(await desk.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(desk)).toEqual([]);
  await desk.screenshot({ path: test.info().outputPath('carnet-390.png'), fullPage: true });
  await desk.setViewportSize({ width: 1280, height: 900 });

  // On her phone, 'Mes documents' holds it, marked new, until she opens it.
  await signInAs(phone, client);
  await phone.goto('/client/dashboard/documents');
  await expect.poll(() => phone.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(phone.getByRole('heading', { name: 'Mes documents' })).toBeVisible();
  await expect(phone.getByRole('main').getByText('Nouveau', { exact: true })).toBeVisible();
  await phone.waitForTimeout(600);
  expect(await seriousViolations(phone)).toEqual([]);
  await phone.screenshot({ path: test.info().outputPath('mes-documents-390.png'), fullPage: true });
  const kept = phone.waitForEvent('download');
  await phone
    .getByRole('link', { name: /Télécharger/ })
    .first()
    .click();
  const bytes = await readFile((await (await kept).path())!);
  const copy = await parsePdf(bytes);
  expect(copy.pages).toHaveLength(total);
  // Drawn as a reader shows it: a cover that is not blank, her palette's colours on the palette's page.
  const cover = coloursOf(await renderPdfPage(bytes, 1));
  expect(cover.size).toBeGreaterThan(10);
  const palettePage = copy.pages.findIndex((page) => page.text.includes('Automne profond')) + 1;
  const drawn = coloursOf(await renderPdfPage(bytes, palettePage, 2), 2);
  for (const swatch of PALETTES.automne_profond.swatches) expect(drawn).toContain(swatch.hex);
  await expect(phone.getByRole('main').getByText('Nouveau', { exact: true })).toBeHidden();
  // Opened once, it reads offline.
  const documentUrl = await phone.evaluate(async (clientId) => {
    const response = await fetch(`/api/clients/${clientId}/documents`);
    return ((await response.json()) as { items: { url: string }[] }).items[0]!.url;
  }, clientId);
  await phone.context().setOffline(true);
  const offline = await phone.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
  }, documentUrl);
  expect(offline.status).toBe(200);
  expect(offline.bytes).toBeGreaterThan(10_000);
  await phone.context().setOffline(false);

  // Back at her desk, the consultant sees the version opened.
  await desk.reload();
  await expect(desk.getByText(/^Ouvert le /)).toBeVisible();

  // A stranger asking for it is told it does not exist.
  const stranger = await (await browser.newContext()).newPage();
  await signInAs(stranger, await seedUser(stranger.request, 'consultant'));
  expect((await stranger.request.get(documentUrl)).status()).toBe(404);
  expect((await stranger.request.get(`/api/clients/${clientId}/documents`)).status()).toBe(404);
});
