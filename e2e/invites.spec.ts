import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { latestMailTo, linkIn } from './support/mail';
import { newUser, seedUser, signInAs } from './support/users';

async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

/** The consultant invites `email` from the portfolio and returns the link the dialog shows. */
async function inviteFromPortfolio(page: Page, email: string) {
  await page.getByRole('button', { name: /Nouveau Client/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Inviter un nouveau client' });
  await dialog.getByRole('button', { name: "Créer l'invitation" }).click();
  await expect(dialog.getByText('Veuillez entrer une adresse email')).toBeVisible();
  await dialog.getByLabel('Email du client').fill(email);
  await dialog.getByRole('button', { name: "Créer l'invitation" }).click();
  const link = dialog.getByLabel("Lien d'invitation");
  await expect(link).toHaveValue(/\/invite\/[A-Za-z0-9_-]{40,}$/);
  return { dialog, url: await link.inputValue() };
}

test('a consultant invites a new client by link; the client signs up and appears in the portfolio', async ({
  page,
  browser,
  request,
}) => {
  const consultant = await seedUser(request, 'consultant');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, consultant);
  await page.goto('/consultant/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon espace personnel' })).toBeVisible();
  await expect(page.getByText('Aucun client dans votre portefeuille')).toBeVisible();

  const client = newUser('client');
  const { dialog, url } = await inviteFromPortfolio(page, client.email);
  await expect(page.getByText('Invitation créée')).toBeVisible();
  await dialog.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(page.getByText('Copié', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const mailto = await dialog.getByRole('link', { name: 'Envoyer par email' }).getAttribute('href');
  expect(decodeURIComponent(mailto!)).toContain('7 jours');
  expect(decodeURIComponent(mailto!)).toContain(url);
  await expectAccessible(page, '[role="dialog"]');
  // The server also mailed the link to the invited person, with the proof that they received it.
  const mailed = linkIn(await latestMailTo(client.email), '/invite/');
  expect(mailed).toMatch(new RegExp(`^${url}\\?proof=[A-Za-z0-9_-]{43}$`));

  // Inviting the same email again prolongs the invitation instead of making another.
  await dialog.getByRole('button', { name: 'Inviter un autre client' }).click();
  await dialog.getByLabel('Email du client').fill(client.email);
  await dialog.getByRole('button', { name: "Créer l'invitation" }).click();
  await expect(page.getByText("L'invitation existante a été prolongée de 7 jours")).toBeVisible();
  await expect(dialog.getByLabel("Lien d'invitation")).toHaveValue(url);
  await dialog.getByRole('button', { name: 'Terminé' }).click();

  // The invited person opens the mailed link in their own browser.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(mailed);
  await expect(visitor.getByRole('link', { name: "J'ai déjà un compte : me connecter" })).toBeVisible();
  await visitor.getByRole('link', { name: 'Créer mon compte' }).click();
  await expect(visitor).toHaveURL(/\/register\/client\?inviteToken=/);
  await expect(
    visitor.getByText(`Vous avez été invité(e) par ${consultant.firstName} ${consultant.lastName}`),
  ).toBeVisible();
  await expect(visitor.getByRole('tab')).toHaveCount(0);
  const email = visitor.getByLabel('Email');
  await expect(email).toHaveValue(client.email);
  await expect(email).toHaveAttribute('readonly', '');
  await visitor.getByLabel('Prénom').fill(client.firstName);
  await visitor.getByLabel('Nom', { exact: true }).fill(client.lastName);
  await visitor.getByLabel('Mot de passe', { exact: true }).fill(client.password);
  await visitor.getByLabel('Confirmer le mot de passe').fill(client.password);
  await visitor.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(visitor.getByText('Invitation acceptée')).toBeVisible();
  await expect(visitor).toHaveURL(/\/client\/onboarding$/);
  await visitorContext.close();

  // The link is now used.
  const late = await browser.newPage();
  await late.goto(url);
  await expect(late.getByRole('heading', { name: 'Invitation invalide' })).toBeVisible();
  await expect(late.getByText('Invitation invalide ou expirée')).toBeVisible();
  await late.close();

  await page.reload();
  const card = page.getByRole('article', { name: `${client.firstName} ${client.lastName}` });
  await expect(card).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Rechercher un client' });
  await search.fill(client.lastName.toUpperCase());
  await expect(page.getByRole('article')).toHaveCount(1);
  await search.fill('personne-de-ce-nom');
  await expect(page.getByText('Aucun client trouvé pour cette recherche')).toBeVisible();
  await search.fill('');
  await card.getByRole('link', { name: /Détails/ }).click();
  await expect(page).toHaveURL(/\/consultant\/client\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Fiche client détaillée' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/consultant/dashboard');
  await expect(card).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('portfolio-390.png'), fullPage: true });
  await expectAccessible(page, 'main');
});

test('an existing client signs in through an invitation and is linked', async ({
  page,
  browser,
  request,
}) => {
  const consultant = await seedUser(request, 'consultant');
  const client = await seedUser(request, 'client');
  await signInAs(page, consultant);
  await page.goto('/consultant/dashboard');
  await inviteFromPortfolio(page, client.email);
  const mailed = linkIn(await latestMailTo(client.email), '/invite/');

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(mailed);
  await expect(visitor.getByRole('link', { name: 'Créer mon compte' })).toBeVisible();
  await visitor.getByRole('link', { name: "J'ai déjà un compte : me connecter" }).click();
  await expect(visitor).toHaveURL(/\/login\?inviteToken=/);
  await expect(visitor.getByText('Vous avez été invité(e) par')).toBeVisible();
  await expect(visitor.getByLabel('Email')).toHaveValue(client.email);
  await expect(visitor.getByLabel('Email')).toHaveAttribute('readonly', '');
  await visitor.getByRole('textbox', { name: 'Mot de passe' }).fill(client.password);
  await visitor.getByRole('button', { name: 'Se connecter' }).click();
  await expect(visitor.getByText('Invitation acceptée')).toBeVisible();
  await expect(visitor).toHaveURL(/\/client\/dashboard$/);
  await visitorContext.close();

  await page.reload();
  await expect(page.getByRole('article', { name: `${client.firstName} ${client.lastName}` })).toBeVisible();
});

test('an invitation link without its token says so', async ({ page }) => {
  await page.goto('/invite');
  await expect(page.getByRole('heading', { name: 'Invitation invalide' })).toBeVisible();
  await expect(page.getByText("Token d'invitation manquant")).toBeVisible();
});

test('an unknown invitation shows the invalid card with a way home', async ({ page }) => {
  await page.goto('/invite/ceci-n-est-pas-un-jeton-valide-0000');
  await expect(page.getByRole('heading', { name: 'Invitation invalide' })).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a malformed invitation token reads as invalid, not as a failed check', async ({ page }) => {
  await page.goto('/invite/abc');
  await expect(page.getByRole('heading', { name: 'Invitation invalide' })).toBeVisible();
  await expect(page.getByText('Invitation invalide ou expirée')).toBeVisible();
});

test('when the invitation cannot be checked, each screen says so and the forms stay usable', async ({
  page,
}) => {
  await page.route('**/api/invites/*', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Erreur interne' } } }),
  );
  const token = 'a'.repeat(43);
  await page.goto(`/invite/${token}`);
  await expect(page.getByRole('heading', { name: 'Invitation invalide' })).toBeVisible();
  await expect(page.getByText("Erreur lors de la vérification de l'invitation")).toBeVisible();

  await page.goto(`/login?inviteToken=${token}`);
  await expect(page.getByText("Impossible de charger les informations d'invitation")).toBeVisible();
  await expect(page.getByLabel('Email')).not.toHaveAttribute('readonly');
  await expect(page.getByRole('tab')).toHaveCount(0);

  await page.goto(`/register/client?inviteToken=${token}`);
  await expect(page.getByText("Impossible de charger les informations d'invitation")).toBeVisible();
  await expect(page.getByLabel('Email')).not.toHaveAttribute('readonly');
});

test("a refused acceptance shows the server's reason and still lands on the dashboard", async ({
  page,
  browser,
  request,
}) => {
  const consultant = await seedUser(request, 'consultant');
  const otherConsultant = await seedUser(request, 'consultant');
  await signInAs(page, consultant);
  await page.goto('/consultant/dashboard');
  const { url } = await inviteFromPortfolio(page, otherConsultant.email);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(url);
  await visitor.getByRole('link', { name: "J'ai déjà un compte : me connecter" }).click();
  await expect(visitor).toHaveURL(/\/login\?inviteToken=/);
  await expect(visitor.getByLabel('Email')).toHaveValue(otherConsultant.email);
  await visitor.getByRole('textbox', { name: 'Mot de passe' }).fill(otherConsultant.password);
  await visitor.getByRole('button', { name: 'Se connecter' }).click();
  await expect(visitor.getByText("Impossible d'accepter l'invitation")).toBeVisible();
  await expect(
    visitor.getByText('Un compte conseiller ne peut pas accepter une invitation client.'),
  ).toBeVisible();
  await expect(visitor).toHaveURL(/\/consultant\/dashboard$/);
  await visitorContext.close();
});

test('a copied invitation link asks for the confirmation mail first, then links once it is followed', async ({
  page,
  browser,
  request,
}) => {
  const consultant = await seedUser(request, 'consultant');
  await signInAs(page, consultant);
  await page.goto('/consultant/dashboard');
  const client = newUser('client');
  const { url } = await inviteFromPortfolio(page, client.email);

  // The link was copied and passed on: opening it proves nothing about who reads the address.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(url);
  await visitor.getByRole('link', { name: 'Créer mon compte' }).click();
  await expect(visitor).toHaveURL(/\/register\/client\?inviteToken=/);
  await visitor.getByLabel('Prénom').fill(client.firstName);
  await visitor.getByLabel('Nom', { exact: true }).fill(client.lastName);
  await visitor.getByLabel('Mot de passe', { exact: true }).fill(client.password);
  await visitor.getByLabel('Confirmer le mot de passe').fill(client.password);
  await visitor.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(visitor.getByRole('heading', { name: 'Confirmez votre adresse email' })).toBeVisible();
  await expect(visitor.getByText(client.email)).toBeVisible();
  await expect(visitor.getByText(`${consultant.firstName} ${consultant.lastName}`)).toBeVisible();
  await visitor.screenshot({ path: test.info().outputPath('confirm-email-390.png'), fullPage: true });
  await expectAccessible(visitor, 'main');
  await page.reload();
  await expect(page.getByText('Aucun client dans votre portefeuille')).toBeVisible();

  await visitor.getByRole('button', { name: "Renvoyer l'email de confirmation" }).click();
  await expect(visitor.getByText('Email de confirmation envoyé')).toBeVisible();
  const confirmation = linkIn(await latestMailTo(client.email), '/api/auth/verify-email');
  await visitor.goto(confirmation);
  await expect(visitor.getByText('Invitation acceptée')).toBeVisible();
  await expect(visitor).toHaveURL(/\/client\/onboarding$/);
  await visitorContext.close();

  await page.reload();
  await expect(page.getByRole('article', { name: `${client.firstName} ${client.lastName}` })).toBeVisible();
});

test('a consultant whose email is not confirmed is told why the invitation waits, and can get the mail again', async ({
  page,
  request,
}) => {
  const consultant = await seedUser(request, 'consultant', newUser('consultant'), { confirmed: false });
  await signInAs(page, consultant);
  await page.goto('/consultant/dashboard');
  await page.getByRole('button', { name: /Nouveau Client/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Inviter un nouveau client' });
  await expect(dialog.getByText('Confirmez votre adresse email pour inviter des clients.')).toBeVisible();
  await expect(dialog.getByLabel('Email du client')).toHaveCount(0);
  // Closing gives focus back to the button that opened the dialog.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Nouveau Client/ })).toBeFocused();
  await page.getByRole('button', { name: /Nouveau Client/ }).click();
  await dialog.getByRole('button', { name: "Renvoyer l'email de confirmation" }).click();
  await expect(page.getByText('Email de confirmation envoyé', { exact: true })).toBeVisible();

  // A link that does not work says so, and offers a new one.
  await page.goto('/api/auth/verify-email?token=abimé&callbackURL=/confirmation-email');
  await expect(page.getByRole('heading', { name: 'Lien de confirmation invalide ou expiré' })).toBeVisible();
  await expect(page.getByRole('button', { name: "Renvoyer l'email de confirmation" })).toBeVisible();

  // Following the mail says the address is confirmed, leads to her space, and lets her invite.
  await page.goto(linkIn(await latestMailTo(consultant.email), '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/confirmation-email$/);
  await expect(page.getByRole('heading', { name: 'Adresse email confirmée' })).toBeVisible();
  await expect(page.getByText(consultant.email)).toBeVisible();
  await page.getByRole('link', { name: 'Accéder à mon espace' }).click();
  await expect(page).toHaveURL(/\/consultant\/dashboard$/);
  await page.getByRole('button', { name: /Nouveau Client/ }).click();
  await expect(dialog.getByLabel('Email du client')).toBeVisible();
});
