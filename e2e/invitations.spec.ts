import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './support/env';
import { latestMailTo, linkIn } from './support/mail';
import { confirmEmail, newUser, seedUser, signInAs } from './support/users';

const SHOTS = '/tmp/shots';

async function expectAccessible(page: Page, selector = 'main') {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

/** How many mails the server wrote for `to`. */
async function mailsTo(to: string) {
  const files = await readdir(join(E2E_DATA_DIR, 'mail')).catch(() => [] as string[]);
  return files.filter((file) => file.endsWith(`-${to}.eml`)).length;
}

/** The consultant invites `email` from her home, then closes the dialog. */
async function invite(page: Page, email: string) {
  await page.getByRole('button', { name: /Nouveau Client/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Inviter un nouveau client' });
  await dialog.getByLabel('Email du client').fill(email);
  await dialog.getByRole('button', { name: "Créer l'invitation" }).click();
  await expect(dialog.getByLabel("Lien d'invitation")).toBeVisible();
  await dialog.getByRole('button', { name: 'Terminé' }).click();
  await expect(dialog).toBeHidden();
}

const invitations = (page: Page) => page.getByRole('list', { name: 'Invitations en cours' });
const rowOf = (page: Page, email: string): Locator =>
  invitations(page).getByRole('listitem').filter({ hasText: email });

test('a consultant follows her invitations: sent, opened, account made without confirming, resent, revoked', async ({
  page,
  browser,
  request,
}) => {
  const consultant = await seedUser(request, 'consultant');
  await signInAs(page, consultant);
  await page.goto('/consultant/dashboard');
  const section = page.getByRole('region', { name: 'Invitations en cours' });
  await expect(section.getByText('Aucune invitation en cours.', { exact: false })).toBeVisible();

  const arriving = newUser('client');
  const waiting = newUser('client');
  await invite(page, arriving.email);
  await invite(page, waiting.email);
  await expect(rowOf(page, arriving.email)).toContainText('envoyée');
  await expect(rowOf(page, waiting.email)).toContainText('envoyée');
  await expect(rowOf(page, arriving.email)).toContainText(/Envoyée le \d{2} \p{L}+ \d{4}/u);
  await expect(rowOf(page, arriving.email)).toContainText(/Expire le \d{2} \p{L}+ \d{4}/u);
  // Nobody yet: the portfolio still says so, the invitations are listed above it.
  await expect(page.getByText('Aucun client dans votre portefeuille')).toBeVisible();

  // The client opens the mailed link on her own device: the consultant sees it opened.
  const mailed = linkIn(await latestMailTo(arriving.email), '/invite/');
  const mailsBefore = await mailsTo(arriving.email);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(mailed);
  await expect(visitor.getByRole('link', { name: 'Créer mon compte' })).toBeVisible();
  await page.reload();
  await expect(rowOf(page, arriving.email)).toContainText('ouverte');

  // She creates her account: the invitation proved her address, nothing to confirm.
  await visitor.getByRole('link', { name: 'Créer mon compte' }).click();
  await visitor.getByLabel('Prénom').fill(arriving.firstName);
  await visitor.getByLabel('Nom', { exact: true }).fill(arriving.lastName);
  await visitor.getByLabel('Mot de passe', { exact: true }).fill(arriving.password);
  await visitor.getByLabel('Confirmer le mot de passe').fill(arriving.password);
  await visitor.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(visitor.getByText('Invitation acceptée')).toBeVisible();
  await expect(visitor).toHaveURL(/\/client\/onboarding$/);
  await expect(visitor.getByText('Inscription réussie')).toBeVisible();
  await expect(visitor.getByText(/Vérifiez votre boîte mail|Confirmez votre adresse/)).toHaveCount(0);
  expect((await (await visitor.request.get('/api/me')).json()).emailVerified).toBe(true);
  expect(await mailsTo(arriving.email)).toBe(mailsBefore);
  await visitorContext.close();

  await page.reload();
  await expect(rowOf(page, arriving.email)).toContainText('questionnaire inachevé');
  await expect(rowOf(page, arriving.email).getByRole('button')).toHaveCount(0);
  await expect(
    page.getByRole('article', { name: `${arriving.firstName} ${arriving.lastName}` }),
  ).toBeVisible();

  // The other one: resent (a second mail), then revoked after a confirmation.
  const waitingLink = linkIn(await latestMailTo(waiting.email), '/invite/');
  expect(await mailsTo(waiting.email)).toBe(1);
  await rowOf(page, waiting.email)
    .getByRole('button', { name: /^Renvoyer/ })
    .click();
  await expect(page.getByText('Invitation renvoyée')).toBeVisible();
  await expect.poll(() => mailsTo(waiting.email)).toBe(2);
  expect(linkIn(await latestMailTo(waiting.email), '/invite/')).toBe(waitingLink);

  // With invitations on the page: accessible and laid out at both widths.
  await mkdir(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(rowOf(page, waiting.email)).toBeVisible();
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/invitations-${width}.png`, fullPage: true });
  }

  await rowOf(page, waiting.email)
    .getByRole('button', { name: /^Révoquer/ })
    .click();
  const confirm = page.getByRole('alertdialog', { name: "Révoquer l'invitation" });
  await expect(confirm).toContainText(waiting.email);
  await expectAccessible(page, '[role="alertdialog"]');
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(rowOf(page, waiting.email)).toBeVisible();
  await rowOf(page, waiting.email)
    .getByRole('button', { name: /^Révoquer/ })
    .click();
  await confirm.getByRole('button', { name: 'Révoquer' }).click();
  await expect(page.getByText('Invitation révoquée')).toBeVisible();
  await expect(rowOf(page, waiting.email)).toHaveCount(0);

  const late = await browser.newPage();
  await late.goto(waitingLink);
  await expect(late.getByRole('heading', { name: 'Invitation invalide' })).toBeVisible();
  await expect(late.getByText('Invitation invalide ou expirée')).toBeVisible();
  await late.close();
});

test('an address confirmed on another device unlocks the open dashboard without a reload', async ({
  page,
  request,
}) => {
  const consultant = await seedUser(request, 'consultant', newUser('consultant'), { confirmed: false });
  await signInAs(page, consultant);
  await page.goto('/consultant/dashboard');
  await page.getByRole('button', { name: /Nouveau Client/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Inviter un nouveau client' });
  await expect(dialog.getByText('Confirmez votre adresse email pour inviter des clients.')).toBeVisible();

  // Her phone's mail app follows the confirmation link; she comes back to the open tab.
  await confirmEmail(request, consultant);
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(dialog.getByLabel('Email du client')).toBeVisible();
});
