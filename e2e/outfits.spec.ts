import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seedGarment, seedLinkedClient } from './support/links';
import { newUser, seedUser, signInAs } from './support/users';

const RED = { r: 200, g: 30, b: 40 };
const BLUE = { r: 30, g: 60, b: 200 };
const GREEN = { r: 20, g: 160, b: 60 };

const photo = (color: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 500, height: 500, channels: 3, background: color } })
    .jpeg({ quality: 95 })
    .toBuffer();

/** A green scarf laid on an off-white table, as a consultant would photograph it. */
const scarfPhoto = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
      <rect width="600" height="600" fill="#f4f1ea"/>
      <rect x="120" y="120" width="360" height="360" rx="30" fill="rgb(${GREEN.r},${GREEN.g},${GREEN.b})"/>
    </svg>`),
  )
    .jpeg({ quality: 95 })
    .toBuffer();

type Rgb = { r: number; g: number; b: number };
const near = (actual: Rgb, expected: Rgb) =>
  Math.abs(actual.r - expected.r) + Math.abs(actual.g - expected.g) + Math.abs(actual.b - expected.b) < 60;

/** The colour on the live canvas at a point of the 600 x 600 outfit frame. */
async function canvasColour(page: Page, x: number, y: number): Promise<Rgb> {
  // The board draws on a canvas once Konva's chunk, asked for with the first garment, has loaded.
  await page.getByTestId('outfit-canvas').locator('canvas').first().waitFor({ state: 'attached' });
  return page.getByTestId('outfit-canvas').evaluate(
    (element, point) => {
      const canvas = element.querySelector('canvas')!;
      const scale = canvas.width / 600;
      const [r, g, b] = canvas.getContext('2d')!.getImageData(point.x * scale, point.y * scale, 1, 1).data;
      return { r: r!, g: g!, b: b! };
    },
    { x, y },
  );
}

/** Screen coordinates of a point of the 600 x 600 frame. */
async function onScreen(page: Page, x: number, y: number) {
  const box = (await page.getByTestId('outfit-canvas').boundingBox())!;
  return { x: box.x + (x * box.width) / 600, y: box.y + (y * box.height) / 600 };
}

async function drag(page: Page, from: [number, number], to: [number, number]) {
  const start = await onScreen(page, ...from);
  const end = await onScreen(page, ...to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move((start.x + end.x) / 2, (start.y + end.y) / 2, { steps: 5 });
  await page.mouse.move(end.x, end.y, { steps: 5 });
  await page.mouse.up();
}

test('the editor comes drawn for her client: the page names her, the app does not ask again, the drawing loads with the first garment', async ({
  page,
  request,
}) => {
  const consultant = await seedUser(request, 'consultant');
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);
  await seedGarment(client, { category: 'top', color: 'red' }, await photo(RED));
  await signInAs(page, consultant);
  const path = `/consultant/client/${clientId}/outfits/create`;

  // The page as the server sends it, before any script: her name, her address, her silhouette on the board.
  const html = await (await page.request.get(path)).text();
  expect(html).toContain(`${client.firstName} ${client.lastName}`);
  expect(html).toContain(client.email);
  expect(html).toContain('data:image/svg+xml');
  // No stand-in left unfilled ('…-slot'); a chunk's name may say 'slots'.
  expect(html).not.toMatch(/\w-slot\b/);

  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/me' || pathname === `/api/clients/${clientId}`) asked.push(pathname);
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Création de Tenue' })).toBeVisible();
  const top = page.getByRole('button', { name: 'Haut, rouge' });
  await expect(top).toBeVisible();
  expect(asked).toEqual([]);
  const board = page.getByTestId('outfit-canvas');
  await expect(board.locator('img')).toHaveCount(1);
  await expect(board.locator('canvas')).toHaveCount(0);

  await top.click();
  await expect(board.locator('canvas').first()).toBeVisible();
  await expect.poll(() => canvasColour(page, 300, 200).then((c) => near(c, RED))).toBe(true);
});

test('a garment dragged from the picker onto the silhouette is placed on it', async ({ page, request }) => {
  const consultant = await seedUser(request, 'consultant');
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);
  await seedGarment(client, { category: 'top', color: 'red' }, await photo(RED));
  await signInAs(page, consultant);
  await page.goto(`/consultant/client/${clientId}/outfits/create`);
  const top = page.getByRole('button', { name: 'Haut, rouge' });
  const board = page.getByTestId('outfit-canvas');

  // The page comes drawn by the server: the picker takes a drag once the app has taken it over.
  await expect(top).toBeEnabled();
  await top.dragTo(board);
  await expect(top).toHaveAttribute('aria-pressed', 'true');
  await expect(board.getByRole('button', { name: 'Haut sur la silhouette' })).toBeAttached();
  await expect.poll(() => canvasColour(page, 300, 200).then((c) => near(c, RED))).toBe(true);
  // Once on the board it is no longer dragged from the picker: a click takes it off, as before.
  await expect(top).toHaveAttribute('draggable', 'false');
  await top.click();
  await expect(board.getByRole('button', { name: 'Haut sur la silhouette' })).toHaveCount(0);
});

test('a consultant composes an outfit on the silhouette and the client finds it', async ({
  page,
  browser,
  request,
}) => {
  const consultant = await seedUser(request, 'consultant');
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);
  await seedGarment(client, { category: 'top', color: 'red' }, await photo(RED));
  await seedGarment(client, { category: 'shoes', color: 'blue', notes: 'Cuir verni' }, await photo(BLUE));

  await signInAs(page, consultant);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(`/consultant/client/${clientId}/outfits/create`);
  await expect(page.getByRole('heading', { name: 'Création de Tenue' })).toBeVisible();
  await expect(page.getByText('Sélectionnez des vêtements pour les ajouter à la silhouette')).toBeVisible();
  const save = page.getByRole('button', { name: 'Enregistrer et partager' });
  await expect(save).toBeDisabled();

  // Two garments from the client's wardrobe land on her measured body: the top from the shoulder line
  // (y 151 for 168 cm, 60 kg) towards the hips, the shoes on the soles (y 588).
  await page.getByRole('button', { name: 'Haut, rouge' }).click();
  await page.getByRole('button', { name: 'Chaussures, bleu' }).click();
  await expect(page.getByRole('button', { name: 'Haut, rouge' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => canvasColour(page, 300, 200).then((c) => near(c, RED))).toBe(true);
  await expect.poll(() => canvasColour(page, 300, 570).then((c) => near(c, BLUE))).toBe(true);
  expect(near(await canvasColour(page, 300, 140), RED)).toBe(false);
  expect(near(await canvasColour(page, 300, 500), BLUE)).toBe(false);

  // Drag the top 100 to the right, then enlarge it by its bottom-right corner (at 487, 320).
  await drag(page, [300, 200], [400, 200]);
  await expect.poll(() => canvasColour(page, 400, 200).then((c) => near(c, RED))).toBe(true);
  expect(near(await canvasColour(page, 300, 200), RED)).toBe(false);
  await drag(page, [487, 320], [527, 360]);
  await expect.poll(() => canvasColour(page, 510, 340).then((c) => near(c, RED))).toBe(true);
  // Undo the resize: the top is back to its fitted size, still moved.
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await expect.poll(() => canvasColour(page, 510, 340).then((c) => near(c, RED))).toBe(false);
  expect(near(await canvasColour(page, 400, 200), RED)).toBe(true);
  await page.getByRole('button', { name: 'Rétablir' }).click();
  await expect.poll(() => canvasColour(page, 510, 340).then((c) => near(c, RED))).toBe(true);
  await page.getByTestId('outfit-canvas').press('Control+z');
  await expect.poll(() => canvasColour(page, 510, 340).then((c) => near(c, RED))).toBe(false);

  // A proposal added to the catalogue goes onto the silhouette too.
  await page.getByRole('tab', { name: 'Catalogue' }).click();
  await page.getByRole('button', { name: 'Ajouter un vêtement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Proposer un vêtement' });
  await dialog.getByLabel('Photo du vêtement').setInputFiles({
    name: 'foulard.jpg',
    mimeType: 'image/jpeg',
    buffer: await scarfPhoto(),
  });
  await expect(dialog.getByText('✓ Image améliorée avec succès')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Accessoire' });
  // Its colour is measured on the cutout.
  await expect(dialog.getByRole('combobox', { name: 'Couleur' }).locator('option:checked')).toHaveText(
    'Vert',
  );
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vêtement ajouté au catalogue et lié au client')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accessoire, vert' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByLabel('Nom de la tenue').fill('Rendez-vous client');
  await page.getByLabel('Commentaires').fill('Chaussures vernies pour la touche de couleur');
  await page.screenshot({ path: test.info().outputPath('outfit-editor-1280.png') });
  await save.click();
  await expect(page.getByText('Tenue créée et partagée avec le client!')).toBeVisible();
  await expect(page.getByLabel('Nom de la tenue')).toHaveValue('');
  await expect(page.getByText('Sélectionnez des vêtements pour les ajouter à la silhouette')).toBeVisible();
  // The editor stays ready for the next outfit; the notice leads to the client's Tenues tab, which lists it.
  await page.getByRole('button', { name: 'Voir les tenues' }).click();
  await expect(page).toHaveURL(new RegExp(`/consultant/client/${clientId}/outfits$`));
  await expect(page.getByRole('article', { name: 'Rendez-vous client' })).toBeVisible();

  // The stored picture: 1200 x 1200 on #e5e7eb, with the garments where they were placed.
  const list = await page.request.get(`/api/clients/${clientId}/outfits`);
  const [outfit] = ((await list.json()) as { items: { imageUrl: string; name: string }[] }).items;
  expect(outfit!.name).toBe('Rendez-vous client');
  const png = Buffer.from(await (await page.request.get(outfit!.imageUrl)).body());
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(1200);
  const at = (x: number, y: number): Rgb => {
    const i = (y * 2 * info.width + x * 2) * 3;
    return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
  };
  expect(at(5, 5)).toEqual({ r: 0xe5, g: 0xe7, b: 0xeb });
  expect(near(at(400, 200), RED)).toBe(true);
  expect(near(at(300, 250), RED)).toBe(false);
  expect(near(at(300, 570), BLUE)).toBe(true);
  // The scarf hangs at the base of the neck (y 136).
  expect(near(at(300, 170), GREEN)).toBe(true);

  // The client finds it by search and opens the details.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signInAs(clientPage, client);
  await clientPage.goto('/client/dashboard/outfits');
  await expect(clientPage.getByText('Découvrez vos tenues créées par votre conseiller')).toBeVisible();
  const search = clientPage.getByRole('searchbox', { name: 'Rechercher une tenue ou un conseiller' });
  await search.fill('zzz');
  await expect(clientPage.getByText('Aucune tenue trouvée pour cette recherche')).toBeVisible();
  await search.fill(consultant.lastName);
  const card = clientPage.getByRole('article', { name: 'Rendez-vous client' });
  await expect(card).toContainText(`par ${consultant.firstName} ${consultant.lastName}`);
  await card.getByRole('button', { name: 'Voir les détails' }).click();
  const details = clientPage.getByRole('dialog', { name: 'Détails de la tenue' });
  await expect(details.getByText('Chaussures vernies pour la touche de couleur')).toBeVisible();
  const own = details.getByRole('region', { name: 'Votre garde-robe' });
  await expect(own.getByText('Haut')).toBeVisible();
  await expect(own.getByText('Chaussures')).toBeVisible();
  await expect(
    details.getByRole('region', { name: 'Propositions du consultant' }).getByText('Accessoire'),
  ).toBeVisible();
  await own.getByRole('button', { name: 'Voir les notes' }).click();
  await expect(clientPage.getByText('Cuir verni')).toBeVisible();
  await clientPage.keyboard.press('Escape');
  await expect(clientPage.getByText('Cuir verni')).toBeHidden();
  await expect(details).toBeVisible();

  // The full-screen picture closes first, then the dialog.
  await details.getByRole('button', { name: /Agrandir l'image/ }).click();
  await expect(clientPage.getByRole('button', { name: "Fermer l'image" })).toBeVisible();
  await clientPage.keyboard.press('Escape');
  await expect(clientPage.getByRole('button', { name: "Fermer l'image" })).toBeHidden();
  await expect(details).toBeVisible();
  // On a phone, the full-screen picture enlarges at a tap, well past the screen, and back at another.
  await clientPage.setViewportSize({ width: 390, height: 844 });
  await details.getByRole('button', { name: /Agrandir l'image/ }).click();
  const zoomed = clientPage.getByRole('dialog', { name: 'Rendez-vous client' }).getByRole('img');
  const fitted = (await zoomed.boundingBox())!.width;
  expect(fitted).toBeLessThanOrEqual(390);
  await zoomed.click();
  await expect.poll(async () => (await zoomed.boundingBox())!.width).toBeGreaterThan(2 * fitted);
  await clientPage.screenshot({ path: test.info().outputPath('outfit-zoom-390.png') });
  await clientPage.getByRole('button', { name: 'Réduire' }).click();
  await expect.poll(async () => (await zoomed.boundingBox())!.width).toBe(fitted);
  await clientPage.keyboard.press('Escape');
  await expect(clientPage.getByRole('button', { name: "Fermer l'image" })).toBeHidden();
  await clientPage.setViewportSize({ width: 1280, height: 720 });
  await details.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(details).toBeHidden();
  await clientContext.close();
});
