import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { seedLinkedClient } from './support/links';
import { newUser, seedUser, signInAs } from './support/users';

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('the consultant types the measurements taken in session and the morphology is computed; the client sees them at once', async ({
  browser,
}) => {
  const consultantContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const consultantPage = await consultantContext.newPage();
  const consultant = await seedUser(consultantPage.request, 'consultant');
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);

  // The client keeps her home open on her phone during the session.
  const clientContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const clientPage = await clientContext.newPage();
  await signInAs(clientPage, client);
  await clientPage.goto('/client/dashboard');
  const info = clientPage.locator('section', {
    has: clientPage.getByRole('heading', { name: 'Mes Informations' }),
  });
  const clientValue = (label: string) => info.locator(`dt:text-is("${label}") + dd`);
  await expect(clientValue('Tour de taille')).toHaveText('Non renseigné');

  await signInAs(consultantPage, consultant);
  await consultantPage.goto(`/consultant/client/${clientId}/diagnostic`);
  await expect(consultantPage.getByText('Morphologie à compléter')).toBeVisible();

  await consultantPage.goto(`/consultant/client/${clientId}`);
  await consultantPage.getByRole('button', { name: 'Saisir les mesures' }).click();
  const form = consultantPage.getByRole('form', { name: 'Mesures prises en séance' });
  await expect(form.getByLabel('Taille (cm)', { exact: true })).toHaveValue('168');
  await expect(form.getByLabel('Tour de poitrine (cm)', { exact: true })).toHaveValue('90');
  await expectAccessible(consultantPage);
  await consultantPage.screenshot({
    path: test.info().outputPath('measurements-form-1280.png'),
    fullPage: true,
  });

  // The client form's ranges and words.
  await form.getByLabel('Tour de taille (cm)', { exact: true }).fill('39');
  await form.getByRole('button', { name: 'Enregistrer les mesures' }).click();
  await expect(form.getByText('Le tour de taille doit être compris entre 40 et 150 cm')).toBeVisible();

  await form.getByLabel("Largeur d'épaules (cm)", { exact: true }).fill('36');
  await form.getByLabel('Tour de taille (cm)', { exact: true }).fill('70');
  await form.getByLabel('Tour de hanches (cm)', { exact: true }).fill('98');
  await form.getByRole('button', { name: 'Enregistrer les mesures' }).click();
  await expect(consultantPage.getByText('Mesures enregistrées.')).toBeVisible();
  await expect(form).toBeHidden();

  // The history says the consultant took them.
  const history = consultantPage.getByRole('region', { name: "Tableau de l'historique des mensurations" });
  await expect(history.getByRole('table').locator('tbody tr').first().locator('td').first()).toHaveText(
    'Conseiller',
  );

  // The client's open page follows without a reload.
  await expect(clientValue('Tour de taille')).toHaveText('70 cm');
  await expect(clientValue('Tour de hanches')).toHaveText('98 cm');

  // The morphology is computed now, and the choice offers the femme letters only.
  await consultantPage.getByRole('link', { name: 'Diagnostic' }).click();
  await expect(consultantPage.getByText('Morphologie en X').first()).toBeVisible();
  await expect(consultantPage.getByText('Morphologie à compléter')).toHaveCount(0);
  await consultantPage.getByRole('button', { name: 'Modifier le diagnostic' }).click();
  const morphology = consultantPage.getByRole('combobox', { name: 'Morphologie retenue' });
  await expect(morphology.getByRole('option', { name: 'Calculée : Morphologie en X' })).toBeAttached();
  await expect(morphology.getByRole('option', { name: 'Morphologie en A' })).toBeAttached();
  await expect(morphology.getByRole('option')).toHaveCount(7);
  await expect(morphology.getByRole('option', { name: 'Triangle' })).toHaveCount(0);

  // On a phone, the form fits and stays accessible.
  await consultantPage.setViewportSize({ width: 390, height: 844 });
  await consultantPage.goto(`/consultant/client/${clientId}`);
  await consultantPage.getByRole('button', { name: 'Saisir les mesures' }).click();
  await expect(form.getByLabel('Tour de hanches (cm)', { exact: true })).toHaveValue('98');
  expect(await pageWidth(consultantPage)).toBeLessThanOrEqual(390);
  await expectAccessible(consultantPage);
  await form.scrollIntoViewIfNeeded();
  await form.screenshot({ path: test.info().outputPath('measurements-form-390.png') });
  await form.getByRole('button', { name: 'Annuler' }).click();
  await expect(form).toBeHidden();
  await expect(consultantPage.getByRole('button', { name: 'Saisir les mesures' })).toBeFocused();

  await consultantContext.close();
  await clientContext.close();
});

test('on a phone, onboarding offers shoulders, waist and hips as optional steps with a drawing of where to measure', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await seedUser(request, 'client', newUser('client'), { onboarded: false });
  await signInAs(page, user);
  await page.goto('/client/onboarding');
  const next = page.getByRole('button', { name: 'Suivant' });
  await page.getByRole('radio', { name: 'Femme' }).click();
  await page.getByRole('checkbox', { name: /J'accepte/ }).check();
  for (const [label, value] of [
    ['Âge', '31'],
    ['Taille', '164'],
    ['Poids', '57'],
    ['Tour de poitrine', '90'],
  ] as const) {
    await next.click();
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await next.click();

  await expect(page.getByText('Mesure facultative 1 sur 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: /largeur d’épaules/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Où mesurer.*d’une pointe d’épaule à l’autre/ })).toBeVisible();
  // Optional: 'Suivant' is open with nothing typed, closed while the value is out of range.
  await expect(next).toBeEnabled();
  await page.getByLabel("Largeur d'épaules").fill('70');
  await expect(page.getByText("La largeur d'épaules doit être comprise entre 30 et 60 cm")).toBeVisible();
  await expect(next).toBeDisabled();
  await expectAccessible(page);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('onboarding-shoulders-390.png'), fullPage: true });
  await page.getByLabel("Largeur d'épaules").fill('36');
  await next.click();

  await expect(page.getByText('Mesure facultative 2 sur 3')).toBeVisible();
  await expect(page.getByRole('img', { name: /Où mesurer.*taille/ })).toBeVisible();
  await page.getByLabel('Tour de taille').fill('71');
  await page.getByRole('button', { name: 'Passer' }).click();

  await expect(page.getByText('Mesure facultative 3 sur 3')).toBeVisible();
  await expect(page.getByRole('img', { name: /Où mesurer.*hanches/ })).toBeVisible();
  await page.getByLabel('Tour de hanches').fill('97');
  await expectAccessible(page);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  // A reload resumes here, with the answers.
  await page.reload();
  await expect(page.getByText('Mesure facultative 3 sur 3')).toBeVisible();
  await expect(page.getByLabel('Tour de hanches')).toHaveValue('97');
  await page.getByRole('button', { name: 'Précédent' }).click();
  await expect(page.getByLabel('Tour de taille')).toHaveValue('');
  await next.click();
  await page.getByRole('button', { name: 'Terminer' }).click();

  await expect(page.getByText('Profil créé')).toBeVisible();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  const info = page.locator('section', { has: page.getByRole('heading', { name: 'Mes Informations' }) });
  const value = (label: string) => info.locator(`dt:text-is("${label}") + dd`);
  await expect(value("Largeur d'épaules")).toHaveText('36 cm');
  await expect(value('Tour de taille')).toHaveText('Non renseigné');
  await expect(value('Tour de hanches')).toHaveText('97 cm');
});
