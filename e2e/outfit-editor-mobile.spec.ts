import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seedGarment, seedLinkedClient } from './support/links';
import { newUser, seedUser, signInAs, type E2EUser } from './support/users';
import { touch } from './support/touch';

const RED = { r: 200, g: 30, b: 40 };
const BLUE = { r: 30, g: 60, b: 200 };
const GREEN = { r: 20, g: 160, b: 60 };

const photo = (color: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: color } })
    .jpeg({ quality: 95 })
    .toBuffer();

type Rgb = { r: number; g: number; b: number };

/** Where a colour shows on the board, in the 600 x 600 frame: its centre and extent, or null. */
async function region(page: Page, colour: Rgb) {
  return page.getByTestId('outfit-canvas').evaluate((element, target) => {
    const canvas = element.querySelector('canvas')!;
    const scale = canvas.width / 600;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let [minX, minY, maxX, maxY, count] = [Infinity, Infinity, -Infinity, -Infinity, 0];
    for (let y = 0; y < canvas.height; y += 1) {
      for (let x = 0; x < canvas.width; x += 1) {
        const i = (y * canvas.width + x) * 4;
        const distance =
          Math.abs(data[i]! - target.r) +
          Math.abs(data[i + 1]! - target.g) +
          Math.abs(data[i + 2]! - target.b);
        if (distance < 60) {
          [minX, minY, maxX, maxY] = [
            Math.min(minX, x),
            Math.min(minY, y),
            Math.max(maxX, x),
            Math.max(maxY, y),
          ];
          count += 1;
        }
      }
    }
    if (count < 20) return null;
    return {
      x: (minX + maxX) / 2 / scale,
      y: (minY + maxY) / 2 / scale,
      width: (maxX - minX) / scale,
      height: (maxY - minY) / scale,
    };
  }, colour);
}

/** Screen coordinates of a point of the 600 x 600 frame. */
async function onScreen(page: Page, x: number, y: number) {
  const box = (await page.getByTestId('outfit-canvas').boundingBox())!;
  return { x: box.x + (x * box.width) / 600, y: box.y + (y * box.height) / 600 };
}

const boardWidth = (page: Page) =>
  page.getByTestId('outfit-canvas').evaluate((element) => element.getBoundingClientRect().width);

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The board's width, sampled every second for ten seconds, never changes. */
async function expectStableBoard(page: Page) {
  const widths: number[] = [];
  for (let second = 0; second <= 10; second += 1) {
    widths.push(await boardWidth(page));
    if (second < 10) await page.waitForTimeout(1000);
  }
  expect(widths, `board widths: ${widths.join(', ')}`).toEqual(widths.map(() => widths[0]));
  return widths[0]!;
}

async function expectNoSeriousAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A consultant with a linked client owning a red top, blue shoes and green trousers. */
async function seedWardrobe(request: Parameters<typeof seedUser>[0]) {
  const consultant = await seedUser(request, 'consultant');
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);
  await seedGarment(client, { category: 'top', color: 'red' }, await photo(RED));
  await seedGarment(client, { category: 'shoes', color: 'blue' }, await photo(BLUE));
  await seedGarment(client, { category: 'bottom', color: 'green' }, await photo(GREEN));
  return { consultant, clientId };
}

async function openEditor(page: Page, consultant: E2EUser, clientId: string) {
  await signInAs(page, consultant);
  await page.goto(`/consultant/client/${clientId}/outfits/create`);
  await expect(page.getByRole('heading', { name: 'Création de Tenue' })).toBeVisible();
  // The server's page shows the editor at once, its form disabled until the app has replaced it.
  await expect(page.getByLabel('Nom de la tenue')).toBeEnabled();
}

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, backwards = false) {
  for (let i = 0; i < 80; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('the keyboard never reached the element');
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /./ }).last();

async function savedOutfits(page: Page, clientId: string) {
  const list = await page.request.get(`/api/clients/${clientId}/outfits`);
  return ((await list.json()) as { items: { name: string }[] }).items.map((item) => item.name);
}

test.describe('the board keeps its size', () => {
  for (const width of [390, 768, 1024]) {
    test(`at ${width} px the board's width stays constant for 10 s, without sideways scroll`, async ({
      page,
      request,
    }) => {
      const { consultant, clientId } = await seedWardrobe(request);
      await page.setViewportSize({ width, height: 900 });
      await openEditor(page, consultant, clientId);
      await page.getByRole('button', { name: 'Haut, rouge' }).click();
      const board = await expectStableBoard(page);
      expect(board).toBeGreaterThan(200);
      expect(board).toBeLessThanOrEqual(width);
      expect(await pageScrollsSideways(page)).toBe(false);
    });
  }
});

test.describe('on a phone, by touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a consultant adds garments, drags the top with one finger, removes the shoes and saves', async ({
    page,
    request,
  }) => {
    const { consultant, clientId } = await seedWardrobe(request);
    await openEditor(page, consultant, clientId);
    // The picker sits below the board.
    const boardBox = (await page.getByTestId('outfit-canvas').boundingBox())!;
    const tile = page.getByRole('button', { name: 'Haut, rouge' });
    await expect(tile).toBeVisible();
    expect((await tile.boundingBox())!.y).toBeGreaterThan(boardBox.y + boardBox.height);
    expect(boardBox.width).toBeGreaterThan(340);
    // The tip speaks of fingers, not of keys, on a touch screen.
    await expect(page.getByText(/Touchez un vêtement/)).toBeVisible();
    await expect(page.getByText(/Au clavier/)).toBeHidden();

    await page.getByRole('button', { name: 'Bas, vert' }).tap();
    await page.getByRole('button', { name: 'Chaussures, bleu' }).tap();
    await tile.tap();
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => region(page, RED)).not.toBeNull();
    const before = (await region(page, RED))!;
    // Back up to the board (the tiles are below it).
    await page.evaluate(() => window.scrollTo(0, 0));

    await touch(page).then(async (finger) =>
      finger.drag(
        await onScreen(page, before.x, before.y),
        await onScreen(page, before.x + 80, before.y + 40),
      ),
    );
    await expect.poll(async () => (await region(page, RED))!.x).toBeCloseTo(before.x + 80, -1);
    const after = (await region(page, RED))!;
    // The dragged top is selected, with handles a finger can take.
    await page.screenshot({ path: test.info().outputPath('outfit-editor-390.png'), fullPage: true });
    expect(Math.abs(after.y - (before.y + 40))).toBeLessThan(6);

    // The selected top goes one layer back, then to the front again, with the icon buttons.
    await page.getByRole('button', { name: 'Reculer le vêtement sélectionné' }).tap();
    await expect(status(page)).toHaveText('Haut reculé d’un plan');
    await page.getByRole('button', { name: 'Avancer le vêtement sélectionné' }).tap();
    await expect(status(page)).toHaveText('Haut passé au premier plan');

    // Nothing moves while nobody touches it, and the board keeps its width.
    await expectStableBoard(page);
    expect(await region(page, RED)).toEqual(after);
    expect(await pageScrollsSideways(page)).toBe(false);

    // A double tap removes the shoes.
    const shoes = (await region(page, BLUE))!;
    await touch(page).then(async (finger) => finger.doubleTap(await onScreen(page, shoes.x, shoes.y)));
    await expect(page.getByRole('button', { name: 'Chaussures, bleu' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(status(page)).toHaveText('Chaussures retirées');

    await page.getByLabel('Nom de la tenue').fill('Tenue du mardi');
    await page.getByRole('button', { name: 'Enregistrer et partager' }).tap();
    await expect(page.getByText('Tenue créée et partagée avec le client!')).toBeVisible();
    expect(await savedOutfits(page, clientId)).toEqual(['Tenue du mardi']);
  });
});

test('on a desktop, the whole outfit is composed by keyboard alone, within the consultant frame', async ({
  page,
  request,
}) => {
  const { consultant, clientId } = await seedWardrobe(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openEditor(page, consultant, clientId);
  // The consultant's frame: logo, sidebar with messages.
  await expect(page.getByRole('link', { name: 'Atelier Silhouette, accueil' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Messages' })).toBeVisible();
  // With a mouse and keyboard, the tip gives the keys.
  await expect(page.getByText(/Au clavier/)).toBeVisible();
  await expect(page.getByText(/Touchez un vêtement/)).toBeHidden();

  for (const name of ['Bas, vert', 'Chaussures, bleu', 'Haut, rouge']) {
    const tile = page.getByRole('button', { name });
    await tabTo(page, tile);
    await page.keyboard.press('Enter');
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(status(page)).toHaveText('Haut ajouté');
  await expect.poll(() => region(page, RED)).not.toBeNull();
  const start = (await region(page, RED))!;

  // Back to the top on the board.
  const topOnBoard = page.getByRole('button', { name: 'Haut sur la silhouette' });
  await tabTo(page, topOnBoard, true);
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(status(page)).toHaveText('Haut déplacé');
  await expect.poll(async () => (await region(page, RED))!.x).toBeCloseTo(start.x + 20, 0);
  expect((await region(page, RED))!.y).toBeCloseTo(start.y + 20, 0);

  await page.keyboard.press('+');
  await expect(status(page)).toHaveText('Haut agrandi');
  await expect.poll(async () => (await region(page, RED))!.width).toBeGreaterThan(start.width * 1.05);

  await page.keyboard.press('PageDown');
  await expect(status(page)).toHaveText('Haut reculé d’un plan');
  await page.keyboard.press('PageUp');
  await expect(status(page)).toHaveText('Haut passé au premier plan');
  await page.keyboard.press('Control+z');
  await expect(status(page)).toHaveText('Action annulée');
  await page.keyboard.press('Control+Shift+Z');
  await expect(status(page)).toHaveText('Action rétablie');

  const shoesOnBoard = page.getByRole('button', { name: 'Chaussures sur la silhouette' });
  await tabTo(page, shoesOnBoard);
  await page.keyboard.press('Delete');
  await expect(status(page)).toHaveText('Chaussures retirées');
  await expect(shoesOnBoard).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Chaussures, bleu' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  // The focus stays on the board, on another garment.
  await expect(page.getByRole('button', { name: 'Bas sur la silhouette' })).toBeFocused();

  // Back to the top (first in the list), then to the layer buttons just before the board.
  const back = page.getByRole('button', { name: 'Reculer le vêtement sélectionné' });
  const forward = page.getByRole('button', { name: 'Avancer le vêtement sélectionné' });
  await tabTo(page, topOnBoard, true);
  await expect(forward).toBeDisabled();
  await tabTo(page, back, true);
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Haut passé à l’arrière-plan');
  await tabTo(page, forward, true);
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Haut passé au premier plan');

  await expectNoSeriousAxeViolation(page);
  await page.getByRole('tab', { name: 'Catalogue' }).click();
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('tab', { name: 'Garde-robe du client' }).click();

  await tabTo(page, page.getByLabel('Nom de la tenue'));
  await page.keyboard.type('Tenue au clavier');
  await tabTo(page, page.getByRole('button', { name: 'Enregistrer et partager' }));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath('outfit-editor-1280.png') });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Tenue créée et partagée avec le client!')).toBeVisible();
  expect(await savedOutfits(page, clientId)).toEqual(['Tenue au clavier']);
});
