import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from './support/env';
import { latestMailTo, linkIn } from './support/mail';
import { newUser, seedUser, signInAs, type E2EUser } from './support/users';

const origin = { origin: `http://localhost:${E2E_PORT}` };

async function fillRegisterForm(page: Page, user: E2EUser, confirmation = user.password) {
  await page.getByLabel('Prénom').fill(user.firstName);
  await page.getByLabel('Nom', { exact: true }).fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByLabel('Confirmer le mot de passe').fill(confirmation);
}

async function signInThroughForm(page: Page, email: string, password: string, tab?: 'Client' | 'Consultant') {
  await page.goto('/login');
  if (tab) await page.getByRole('tab', { name: tab }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

async function signOutThroughApi(page: Page) {
  const response = await page.request.post('/api/auth/sign-out', { data: {}, headers: origin });
  expect(response.ok()).toBe(true);
}

/** The newest mail to `email` that carries a reset link (a confirmation mail may come first). */
async function resetLinkFor(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      try {
        link = linkIn(await latestMailTo(email), '/password-reset');
        return true;
      } catch {
        return false;
      }
    })
    .toBe(true);
  return link;
}

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('registration', () => {
  test('a consultant registers through the form, lands on the dashboard, then signs in again', async ({
    page,
  }) => {
    const consultant = newUser('consultant');
    await page.goto('/register/consultant');
    await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte conseiller' })).toBeVisible();
    await fillRegisterForm(page, consultant);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByText('Inscription réussie')).toBeVisible();
    await expect(page).toHaveURL(/\/consultant\/dashboard$/);
    await expect(page.getByText(`Bonjour, ${consultant.firstName}`)).toBeVisible();

    await signOutThroughApi(page);
    await signInThroughForm(page, consultant.email, consultant.password, 'Consultant');
    await expect(page.getByText('Connexion réussie')).toBeVisible();
    await expect(page).toHaveURL(/\/consultant\/dashboard$/);
  });

  test('a client registers through the form and starts the onboarding', async ({ page }) => {
    const client = newUser('client');
    await page.goto('/register/client');
    await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte client' })).toBeVisible();
    await fillRegisterForm(page, client);
    await page.getByLabel('Confirmer le mot de passe').press('Enter');
    await expect(page).toHaveURL(/\/client\/onboarding$/);
    await expect(page.getByRole('heading', { name: 'Vous êtes...' })).toBeVisible();
  });

  test('a double tap on « Créer mon compte » sends one sign-up and says only that it worked', async ({
    page,
  }) => {
    const client = newUser('client');
    const signUps: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/sign-up/email') {
        signUps.push(request.url());
      }
    });
    await page.goto('/register/client');
    await fillRegisterForm(page, client);
    await page.getByRole('button', { name: 'Créer mon compte' }).dblclick();
    await expect(page).toHaveURL(/\/client\/onboarding$/);
    await expect(page.getByText('Inscription réussie')).toBeVisible();
    await expect(page.getByText("Erreur d'inscription")).toHaveCount(0);
    expect(signUps).toHaveLength(1);
  });

  test('shows the validation messages and clears each one when its field is edited', async ({ page }) => {
    await page.goto('/register/client');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    for (const message of [
      'Le prénom est requis',
      'Le nom est requis',
      "L'email est requis",
      'Le mot de passe est requis',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Prénom')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Prénom').fill('C');
    await expect(page.getByText('Le prénom est requis')).toBeHidden();
    await expect(page.getByLabel('Prénom')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Le nom est requis')).toBeVisible();

    await page.getByLabel('Nom', { exact: true }).fill('Durand');
    await page.getByLabel('Email').fill('pas-un-email');
    await page.getByLabel('Mot de passe', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByText('Adresse email invalide')).toBeVisible();
    await expect(page.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();
    await page.getByLabel('Email').fill('camille@example.fr');
    await expect(page.getByText('Adresse email invalide')).toBeHidden();
    await expect(page.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();

    await page.getByLabel('Mot de passe', { exact: true }).fill('Velours-Indigo-42');
    await page.getByLabel('Confirmer le mot de passe').fill('autre-chose');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await page.getByLabel('Confirmer le mot de passe').fill('Velours-Indigo-42');
    await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeHidden();
    await expect(page).toHaveURL(/\/register\/client$/);

    // The server's rule on new passwords, said by the form before anything is sent.
    let signUps = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/sign-up')) signUps += 1;
    });
    for (const [password, message] of [
      ['Azerty123', 'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.'],
      ['durand-Velours-42', 'Le mot de passe ne doit pas contenir votre nom ou votre adresse email.'],
    ]) {
      await page.getByLabel('Mot de passe', { exact: true }).fill(password!);
      await page.getByLabel('Confirmer le mot de passe').fill(password!);
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await expect(page.getByText(message!)).toBeVisible();
    }
    expect(signUps).toBe(0);
    await expect(page).toHaveURL(/\/register\/client$/);
  });

  test("says 'Compte existant' for an email that already has an account", async ({ page }) => {
    const existing = await seedUser(page.request, 'client');
    await page.goto('/register/consultant');
    await fillRegisterForm(page, { ...existing, password: 'unautremdp' });
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByText('Compte existant')).toBeVisible();
    await expect(
      page.getByText('Un compte avec cette adresse email existe déjà. Essayez de vous connecter.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/register\/consultant$/);
    await expect(page.getByRole('button', { name: 'Créer mon compte' })).toBeEnabled();
  });

  test('any role other than client or consultant goes back home', async ({ page }) => {
    await page.goto('/register/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Je suis client' }).first()).toBeVisible();
  });

  test('links to the login page and has no serious accessibility violations', async ({ page }) => {
    await page.goto('/register/client');
    await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('login', () => {
  test('a client signs in with Enter through the Client tab', async ({ page }) => {
    const client = await seedUser(page.request, 'client');
    await page.goto('/login');
    await expect(page.getByRole('tab', { name: 'Client' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Email').fill(client.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(client.password);
    await page.getByLabel('Mot de passe', { exact: true }).press('Enter');
    await expect(page.getByText('Connexion réussie')).toBeVisible();
    await expect(page).toHaveURL(/\/client\/dashboard$/);
  });

  test('the tabs follow the keyboard: arrows, Home and End choose a tab and only it is in the Tab order', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.locator('fieldset[role="none"]')).toBeEnabled();
    const client = page.getByRole('tab', { name: 'Client' });
    const consultant = page.getByRole('tab', { name: 'Consultant' });
    // Right as the app takes the page over, a focus() now and then does not hold (with Radix's tabs as well).
    await expect(async () => {
      await client.focus();
      await expect(client).toBeFocused({ timeout: 500 });
    }).toPass();
    await page.keyboard.press('ArrowRight');
    await expect(consultant).toBeFocused();
    await expect(consultant).toHaveAttribute('aria-selected', 'true');
    await expect(client).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Consultant');
    await page.keyboard.press('ArrowRight');
    await expect(client).toBeFocused();
    await expect(client).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(consultant).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(client).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
  });

  test('the page shows before the app has loaded, its form held until the app takes over', async ({
    page,
  }) => {
    const client = await seedUser(page.request, 'client');
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    // The app's entry script waits: what shows meanwhile is the page the server drew.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    // Not 'domcontentloaded': that waits for the module scripts.
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeDisabled();

    releaseApp();
    await expect(page.getByLabel('Email')).toBeEnabled();
    await page.getByLabel('Email').fill(client.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(client.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/client\/dashboard$/);
  });

  test('the profile role wins over the tab used', async ({ page }) => {
    const client = await seedUser(page.request, 'client');
    await signInThroughForm(page, client.email, client.password, 'Consultant');
    await expect(page).toHaveURL(/\/client\/dashboard$/);
  });

  test("a wrong password gives 'Erreur de connexion' with the server's message", async ({ page }) => {
    const consultant = await seedUser(page.request, 'consultant');
    await signInThroughForm(page, consultant.email, 'mauvais-mdp', 'Consultant');
    await expect(page.getByText('Erreur de connexion')).toBeVisible();
    await expect(page.getByText('Email ou mot de passe incorrect.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  });

  test('asks for both fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('camille@example.fr');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Veuillez remplir tous les champs' }),
    ).toBeVisible();
    await page.getByLabel('Mot de passe', { exact: true }).fill('x');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Veuillez remplir tous les champs' }),
    ).toBeHidden();
  });

  test('hides the tabs when the visitor comes with an invitation', async ({ page }) => {
    await page.goto('/login?inviteToken=abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
  });

  test('sends a visitor who is already signed in to their dashboard', async ({ page }) => {
    const consultant = await seedUser(page.request, 'consultant');
    await signInAs(page, consultant);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/consultant\/dashboard$/);
    await page.goto('/register/client');
    await expect(page).toHaveURL(/\/consultant\/dashboard$/);
  });

  test('links to both registrations and has no serious accessibility violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Je suis client' })).toHaveAttribute(
      'href',
      '/register/client',
    );
    await expect(page.getByRole('link', { name: 'Je suis conseiller' })).toHaveAttribute(
      'href',
      '/register/consultant',
    );
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('forgotten password', () => {
  test('a reset link sets a new password once, then reads as expired', async ({ page }) => {
    const client = await seedUser(page.request, 'client');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();

    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(
      page.getByText('Veuillez entrer votre adresse email', { exact: true }).first(),
    ).toBeVisible();

    await page.getByLabel('Email').fill(client.email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByText('Email envoyé')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();

    const link = await resetLinkFor(client.email);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeVisible();
    await page.getByLabel('Nouveau mot de passe').fill('nouveau-mdp');
    await page.getByLabel('Confirmer le mot de passe').fill('autre-mdp');
    await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
    await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await page.getByLabel('Nouveau mot de passe').fill('azerty');
    await page.getByLabel('Confirmer le mot de passe').fill('azerty');
    await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
    await expect(
      page.getByText('Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.'),
    ).toBeVisible();
    await page.getByLabel('Nouveau mot de passe').fill('nouveau-mdp');
    await page.getByLabel('Confirmer le mot de passe').fill('nouveau-mdp');
    await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
    await expect(page.getByText('Mot de passe mis à jour')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await signInThroughForm(page, client.email, 'nouveau-mdp');
    await expect(page).toHaveURL(/\/client\/dashboard$/);

    await signOutThroughApi(page);
    await page.goto(link);
    await expect(page.getByText('Lien expiré')).toBeVisible();
    await expect(
      page.getByText('Le lien de réinitialisation a expiré. Veuillez en demander un nouveau.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the back button returns to the login view', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('camille@example.fr');
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('camille@example.fr');
    await page.getByRole('button', { name: 'Retour à la connexion' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  });

  test('a reset page without a token sends the visitor to the login page', async ({ page }) => {
    await page.goto('/password-reset');
    await expect(page.getByText('Lien expiré')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
