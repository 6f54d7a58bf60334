import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { seedGarment } from './support/links';
import { garmentPhoto } from './support/photos';
import { seedUser, signInAs } from './support/users';

test.use({ viewport: { width: 390, height: 844 } });

/** The page never scrolls sideways on the phone. */
const fitsTheWidth = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('on her phone, the client asks for outfit ideas, keeps a piece and changes the rest, sets one aside and keeps one', async ({
  page,
}) => {
  test.slow();
  const client = await seedUser(page.request, 'client');
  const pieces: [string, string, string, 'tshirt' | 'jeans', string][] = [
    ['top', 'Chemise blanche', 'white', 'tshirt', '#f4f4f0'],
    ['top', 'Pull marine', 'blue', 'tshirt', '#1e3a8a'],
    ['top', 'Tee-shirt rose', 'pink', 'tshirt', '#d9708f'],
    ['bottom', 'Jean brut', 'blue', 'jeans', '#2b4a7a'],
    ['bottom', 'Pantalon beige', 'beige', 'jeans', '#d8c3a5'],
    ['shoes', 'Baskets blanches', 'white', 'tshirt', '#f4f4f0'],
    ['shoes', 'Bottines noires', 'black', 'tshirt', '#1c1c1e'],
  ];
  for (const [category, name, color, shape, hex] of pieces) {
    await seedGarment(client, { category, name, color, season: 'all' }, await garmentPhoto(shape, hex));
  }

  // From the menu.
  await signInAs(page, client);
  await page.goto('/client/dashboard');
  await page.getByRole('button', { name: /Ouvrir le menu/ }).click();
  await page.getByRole('link', { name: 'Idées de tenues' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard\/idees$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Idées de tenues' })).toBeVisible();

  // Complete looks: a top, a bottom, shoes; each explained.
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(3);
  const first = cards.first();
  await expect(first.getByRole('heading', { name: 'Idée 1' })).toBeVisible();
  await expect(first.getByRole('heading', { name: 'Pourquoi cette tenue' })).toBeVisible();
  await expect(
    first.getByRole('list', { name: 'Les pièces, de haut en bas' }).getByRole('listitem'),
  ).toHaveCount(3);
  expect(await fitsTheWidth(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // 'Garder cette pièce, changer le reste' on the jeans: every idea holds them now.
  const keepJeans = page
    .getByRole('button', { name: 'Garder cette pièce, changer le reste (Jean brut)' })
    .first();
  await keepJeans.click();
  await expect(page.getByText('Idées autour de\u00a0: Jean brut').first()).toBeVisible();
  await expect(cards.first().getByText('Pièce gardée')).toBeVisible();
  const kept = await cards.count();
  for (let i = 0; i < kept; i += 1) await expect(cards.nth(i).getByText('Jean brut').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // 'Pas pour moi': the card goes, the focus moves to the next one, a toast says for how long.
  const before = await cards.count();
  await cards.first().getByRole('button', { name: 'Pas pour moi' }).click();
  await expect(page.getByText(/Idée écartée/)).toBeVisible();
  await expect(cards).toHaveCount(before - 1);
  await expect(cards.first()).toBeFocused();

  // Back to all ideas, and other ones.
  await page.getByRole('button', { name: 'Toutes les idées' }).click();
  await expect(page.getByText('Pièce gardée')).toHaveCount(0);
  await page.getByRole('button', { name: 'D’autres idées' }).click();
  await expect(cards.first()).toBeVisible();

  // 'Garder cette tenue': one of her looks ('Mes Tenues').
  await cards.first().getByRole('button', { name: 'Garder cette tenue' }).click();
  await expect(page.getByText('Tenue gardée dans vos tenues.')).toBeVisible();
  await expect(cards.first().getByRole('status').filter({ hasText: 'Tenue gardée' })).toBeVisible();
  expect(await fitsTheWidth(page)).toBe(true);
  await page.waitForTimeout(600);
  expect(await seriousViolations(page)).toEqual([]);

  // She says the pink tee-shirt is for the weekend: the ideas for the office leave it out.
  await page.goto('/client/dashboard/wardrobe');
  const tee = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Tee-shirt rose' }) });
  await tee.getByRole('button', { name: 'Modifier' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier le vêtement' });
  const occasions = edit.getByRole('group', { name: 'Occasions' });
  // The chip is the label of a visually hidden box: she taps the chip.
  await occasions.getByText('Week-end', { exact: true }).click();
  await expect(occasions.getByRole('checkbox', { name: 'Week-end' })).toBeChecked();
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vêtement modifié avec succès')).toBeVisible();

  await page.goto('/client/dashboard/idees');
  await expect(cards.first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Occasion' }).selectOption({ label: 'Bureau' });
  await expect(page.getByRole('region', { name: 'Idées de tenues' })).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Tee-shirt rose' })).toHaveCount(0);
  expect(await fitsTheWidth(page)).toBe(true);
});

test('with too few pieces, the page says which are missing and leads to her wardrobe', async ({ page }) => {
  const client = await seedUser(page.request, 'client');
  await seedGarment(
    client,
    { category: 'top', name: 'Chemise blanche' },
    await garmentPhoto('tshirt', '#f4f4f0'),
  );
  await signInAs(page, client);
  await page.goto('/client/dashboard/idees');
  await expect(page.getByText('Pas encore assez de pièces')).toBeVisible();
  await expect(
    page.getByText(
      'Pour composer une tenue complète, ajoutez à votre garde-robe\u00a0: un bas, ou une pièce unique (robe, combinaison), puis des chaussures.',
    ),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Aller à ma garde-robe' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard\/wardrobe$/);
});

test.describe('at her desk', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the ideas sit side by side and answer the keyboard', async ({ page }) => {
    const client = await seedUser(page.request, 'client');
    for (const [category, name, color, shape, hex] of [
      ['top', 'Chemise blanche', 'white', 'tshirt', '#f4f4f0'],
      ['top', 'Pull marine', 'blue', 'tshirt', '#1e3a8a'],
      ['bottom', 'Jean brut', 'blue', 'jeans', '#2b4a7a'],
      ['bottom', 'Pantalon beige', 'beige', 'jeans', '#d8c3a5'],
      ['shoes', 'Bottines noires', 'black', 'tshirt', '#1c1c1e'],
    ] as const) {
      await seedGarment(client, { category, name, color }, await garmentPhoto(shape, hex));
    }
    await signInAs(page, client);
    await page.goto('/client/dashboard/idees');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(4);
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width);
    expect(await seriousViolations(page)).toEqual([]);

    // With the keyboard alone: to the first card's 'Pas pour moi', Enter; the focus lands on the next idea.
    const second = await cards.nth(1).getByRole('heading', { level: 2 }).innerText();
    await cards.nth(0).getByRole('button', { name: 'Garder cette tenue' }).focus();
    await page.keyboard.press('Tab');
    await expect(cards.nth(0).getByRole('button', { name: 'Pas pour moi' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole('article', { name: second })).toBeFocused();
  });
});
