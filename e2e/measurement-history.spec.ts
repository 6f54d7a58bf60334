import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { settled } from './support/axe';
import { E2E_PORT } from './support/env';
import { seedLinkedClient } from './support/links';
import { DEFAULT_MEASUREMENTS, newUser, seedUser, signInAs, type E2EUser } from './support/users';

const baseURL = `http://localhost:${E2E_PORT}`;

/** Saves the client's measurements through the API, as her profile form does (every field present). */
async function saveMeasurements(client: E2EUser, changes: Record<string, number | null>) {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signIn = await api.post('/api/auth/sign-in/email', {
    data: { email: client.email, password: client.password },
  });
  expect(signIn.ok()).toBe(true);
  const body = { shoulderWidth: null, waistSize: null, hipSize: null, ...DEFAULT_MEASUREMENTS, ...changes };
  const response = await api.put('/api/me/client-profile', { data: body });
  expect(response.ok(), await response.text()).toBe(true);
  await api.dispose();
}

async function expectAccessible(page: Page) {
  await settled(page);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

test("the consultant reads how the client's measurements moved and compares today's silhouette with an earlier one", async ({
  page,
  request,
}) => {
  test.slow();
  const consultant = await seedUser(request, 'consultant');
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);
  await saveMeasurements(client, { weight: 62, waistSize: 70 });
  await saveMeasurements(client, { weight: 58, waistSize: 70 });

  await signInAs(page, consultant);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/consultant/client/${clientId}`);

  const history = page.getByRole('region', { name: "Tableau de l'historique des mensurations" });
  const rows = history.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  const weightColumn = await history.getByRole('columnheader').allTextContents();
  const weight = weightColumn.indexOf('Poids');
  expect(weight).toBeGreaterThan(0);
  // Newest first: 58 kg (down 4 from 62), 62 kg (up 2 from 60), then the sign-up's 60 kg, unmarked.
  const weightCell = (row: number) => rows.nth(row).locator('th, td').nth(weight);
  await expect(weightCell(0)).toContainText('58 kg');
  await expect(weightCell(0)).toContainText('\u22124');
  await expect(weightCell(0)).toContainText('en baisse de 4 kg');
  await expect(weightCell(1)).toContainText('+2');
  await expect(weightCell(1)).toContainText('en hausse de 2 kg');
  await expect(weightCell(2)).toHaveText('60 kg');
  await expect(rows.nth(0).locator('td').first()).toHaveText('Cliente');
  await expect(page.getByText("Aucun changement depuis l'inscription.")).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Voir plus' })).toHaveCount(0);

  const compare = page.getByRole('combobox', { name: 'Comparer avec une date antérieure' });
  const options = compare.getByRole('option');
  await expect(options).toHaveText(['Choisir une date', /\d/, /\d/]);
  // By place, not by label: a label gains its time or a '(2)' when the history is read again with another entry
  // of the same day, and a label read a moment before would then never match.
  await compare.selectOption({ index: 2 });
  const figures = page.getByRole('figure');
  await expect(figures).toHaveCount(2);
  await expect(async () => {
    const earliest = await compare.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]!.label);
    expect(earliest).toMatch(/\d/);
    await expect(figures.nth(0).locator('figcaption')).toHaveText(`Le ${earliest}`, { timeout: 1000 });
  }).toPass();
  await expect(figures.nth(0).getByRole('img', { name: 'Silhouette femme, 168 cm, 60 kg' })).toBeVisible();
  await expect(figures.nth(1).locator('figcaption')).toHaveText("Aujourd'hui");
  await expect(figures.nth(1).getByRole('img', { name: 'Silhouette femme, 168 cm, 58 kg' })).toBeVisible();
  const [before, today] = await Promise.all([figures.nth(0).boundingBox(), figures.nth(1).boundingBox()]);
  expect(Math.abs(before!.y - today!.y)).toBeLessThan(2);
  expect(today!.x).toBeGreaterThan(before!.x + before!.width - 1);
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(figures).toHaveCount(2);
  await expect(rows).toHaveCount(3);
  // Polled: figures sized from their container catch up with the new width a frame or two later.
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
    )
    .toBe(false);
  // The table scrolls inside its own frame, which the keyboard reaches.
  expect(await history.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await history.focus();
  await expect(history).toBeFocused();
  await expectAccessible(page);
});
