import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  request as playwrightRequest,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';
import { E2E_PORT } from './support/env';
import { latestMailTo, linkIn } from './support/mail';
import { seedGarment, seedLinkedClient, seedMessage, seedOutfit } from './support/links';
import { newUser, seedUser, signInAs, type E2EUser } from './support/users';

/**
 * Issue 33: no serious or critical axe violation on any screen of the product, at 390 and 1280 px, with
 * axe's experimental 'label-content-name-mismatch' rule on, dialogs open and toasts shown included.
 * One seeded world (a consultant, a linked client with garments, an outfit, a proposal and messages, a
 * pending invitation), one browser context per role; every violation is listed as screen, rule, target.
 */

const baseURL = `http://localhost:${E2E_PORT}`;
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

type World = {
  consultant: E2EUser;
  client: E2EUser;
  newcomer: E2EUser;
  clientId: string;
  inviteLink: string;
};

let world: World;

// The three sweeps need nothing one another does (a reaction sent, a reset link asked for): they run in parallel,
// each worker seeding a world of its own on its own server, so the longest file is not one worker's alone.
test.describe.configure({ mode: 'parallel' });
test.use({ actionTimeout: 15_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const api = await playwrightRequest.newContext({ baseURL });
  const consultant = await seedUser(api, 'consultant');
  const newcomer = await seedUser(api, 'client', newUser('client'), { onboarded: false });
  await api.dispose();
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);

  const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#1e3a8a' } })
    .jpeg()
    .toBuffer();
  const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#e7e5e4' } })
    .png()
    .toBuffer();
  const top = await seedGarment(
    client,
    { category: 'top', color: 'blue', name: 'Blouse en soie', price: '120', notes: 'Soie lavée' },
    photo,
  );
  await seedGarment(client, { category: 'bottom', color: 'black' }, photo);
  await seedOutfit(
    consultant,
    clientId,
    { name: 'Dîner en ville', comments: 'Talons bas', itemIds: [top] },
    picture,
  );
  await seedMessage(consultant, clientId, 'Bonjour Camille, voici votre première tenue.');

  // A proposal in the client's catalogue, and a pending invitation on the consultant's home.
  const desk = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signIn = await desk.post('/api/auth/sign-in/email', {
    data: { email: consultant.email, password: consultant.password },
  });
  expect(signIn.ok()).toBe(true);
  const proposal = await desk.post(`/api/clients/${clientId}/catalogue`, {
    multipart: {
      category: 'outerwear',
      name: 'Blazer en lin',
      price: '129.9',
      file: { name: 'blazer.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(proposal.ok(), await proposal.text()).toBe(true);
  const pending = newUser('client');
  const invite = await desk.post('/api/invites', { data: { email: pending.email } });
  expect(invite.ok()).toBe(true);
  await desk.dispose();
  const inviteLink = linkIn(await latestMailTo(pending.email), '/invite/');

  world = { consultant, client, newcomer, clientId, inviteLink };
});

/** Runs axe on the page (or a part of it) and records every serious or critical finding under `screen`. */
async function scan(page: Page, findings: string[], screen: string, include?: string) {
  let builder = new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  if (include) builder = builder.include(include);
  const started = Date.now();
  const results = await builder.analyze();
  if (process.env.AXE_TIMING) console.log(`${screen}: ${Date.now() - started} ms`);
  const width = page.viewportSize()?.width;
  for (const violation of results.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    for (const node of violation.nodes) {
      const why = node.failureSummary?.split('\n').slice(1).join(' ').trim();
      findings.push(
        `${screen} @${width}: ${violation.id} (${violation.impact}) → ${node.target.join(' ')} — ${why}`,
      );
    }
  }
}

/** Waits until the screen has nothing left loading, then lets fades and transitions end. */
async function settle(page: Page, ready?: Locator) {
  if (ready) await expect(ready.first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^Chargement/)).toHaveCount(0);
  await page.waitForTimeout(400);
}

async function visit(page: Page, findings: string[], screen: string, path: string, ready?: Locator) {
  await page.goto(path);
  await settle(page, ready);
  await scan(page, findings, screen);
}

/** A toast is shown: axe checks it (and only it) once it has faded in. */
async function scanToast(page: Page, findings: string[], screen: string, text: string | RegExp) {
  const toaster = page.locator('[data-sonner-toaster]');
  await expect(toaster.getByText(text).first()).toBeVisible();
  await page.waitForTimeout(600);
  await scan(page, findings, screen, '[data-sonner-toaster]');
}

async function openDialog(
  page: Page,
  findings: string[],
  screen: string,
  open: Locator,
  name?: string | RegExp,
  role: 'dialog' | 'alertdialog' = 'dialog',
) {
  await open.click();
  const dialog = name ? page.getByRole(role, { name }) : page.getByRole(role);
  await expect(dialog).toBeVisible();
  await settle(page);
  await scan(page, findings, screen);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** At 390 px the navigation is a menu: it is a screen of its own. */
async function scanMenu(page: Page, findings: string[], screen: string) {
  if (page.viewportSize()!.width >= 768) return;
  const button = page.getByRole('button', { name: /^Ouvrir le menu/ });
  if (!(await button.isVisible())) return;
  await openDialog(page, findings, screen, button, 'Menu');
}

function report(findings: string[]) {
  expect(findings, `Serious or critical axe violations:\n${findings.join('\n')}`).toEqual([]);
}

async function contextFor(
  browser: Browser,
  user?: E2EUser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR' });
  const page = await context.newPage();
  if (user) await signInAs(page, user);
  return { context, page };
}

test('public pages, the invitation, the 404 and the toasts pass axe at 390 and 1280', async ({ browser }) => {
  // Long sweeps: a slow machine (this one ran its journeys three times slower on 2026-11-27) must not fail them.
  test.setTimeout(360_000);
  const findings: string[] = [];
  const { context, page } = await contextFor(browser);
  const invitePath = new URL(world.inviteLink).pathname + new URL(world.inviteLink).search;
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await visit(page, findings, 'Accueil', '/', page.getByRole('heading', { level: 1 }));
    await scanMenu(page, findings, 'Accueil, menu');
    await visit(page, findings, 'Connexion', '/login', page.getByRole('button', { name: 'Se connecter' }));
    await visit(page, findings, 'Inscription client', '/register/client', page.getByRole('heading').first());
    await visit(
      page,
      findings,
      'Inscription conseillère',
      '/register/consultant',
      page.getByRole('heading').first(),
    );
    await visit(
      page,
      findings,
      'Nouveau mot de passe (lien absent)',
      '/password-reset',
      page.getByRole('heading').first(),
    );
    await visit(page, findings, 'Email confirmé', '/confirmation-email', page.getByRole('heading').first());
    await visit(page, findings, 'Confidentialité', '/confidentialite', page.getByRole('heading').first());
    await visit(
      page,
      findings,
      'Invitation',
      invitePath,
      page.getByRole('link', { name: 'Créer mon compte' }),
    );
    await visit(
      page,
      findings,
      'Invitation sans token',
      '/invite',
      page.getByText("Token d'invitation manquant"),
    );
    await visit(
      page,
      findings,
      'Page introuvable',
      '/cette/page/n-existe-pas',
      page.getByText('Oops! Page not found'),
    );

    // An error toast: a wrong password.
    await page.goto('/login');
    await settle(page, page.getByRole('button', { name: 'Se connecter' }));
    await page.getByLabel('Email').fill(world.client.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Mauvais-Mot-99');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await scanToast(page, findings, 'Toast erreur (connexion)', 'Erreur de connexion');
    await scan(page, findings, 'Connexion, toast affiché');

    // A success toast: a reset link asked for, from the login page's 'Mot de passe oublié ?'.
    await page.goto('/login');
    await settle(page, page.getByRole('button', { name: 'Se connecter' }));
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await settle(page, page.getByRole('button', { name: 'Envoyer le lien' }));
    await scan(page, findings, 'Mot de passe oublié (demande)');
    await page.getByLabel('Email').fill(world.client.email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await scanToast(page, findings, 'Toast succès (mot de passe oublié)', 'Email envoyé');
    await scan(page, findings, 'Mot de passe oublié, toast affiché');
  }
  await context.close();

  // A client not yet onboarded sees the questionnaire.
  const newcomer = await contextFor(browser, world.newcomer);
  for (const size of SIZES) {
    await newcomer.page.setViewportSize(size);
    await visit(
      newcomer.page,
      findings,
      'Questionnaire',
      '/client/onboarding',
      newcomer.page.getByRole('heading').first(),
    );
    const femme = newcomer.page.getByRole('radio', { name: 'Femme' });
    if (await femme.isVisible()) {
      await femme.click();
      await newcomer.page.getByRole('checkbox').first().check();
      await newcomer.page.getByRole('button', { name: 'Suivant' }).click();
      await settle(newcomer.page, newcomer.page.getByRole('button', { name: 'Précédent' }));
      await scan(newcomer.page, findings, 'Questionnaire, deuxième étape');
    }
  }
  await newcomer.context.close();
  report(findings);
});

test("the client's screens and dialogs pass axe at 390 and 1280", async ({ browser }) => {
  test.setTimeout(480_000);
  const findings: string[] = [];
  const { context, page } = await contextFor(browser, world.client);
  const conversations = (await (await page.request.get('/api/conversations')).json()) as
    { id: string }[] | { items: { id: string }[] };
  const conversationId = (Array.isArray(conversations) ? conversations : conversations.items)[0]!.id;

  for (const size of SIZES) {
    await page.setViewportSize(size);
    await visit(page, findings, 'Accueil client', '/client/dashboard', page.getByRole('main'));
    await scanMenu(page, findings, 'Menu client');

    await visit(
      page,
      findings,
      'Mes Tenues',
      '/client/dashboard/outfits',
      page.getByRole('article', { name: 'Dîner en ville' }),
    );
    await openDialog(
      page,
      findings,
      'Détails de la tenue',
      page.getByRole('article', { name: 'Dîner en ville' }).getByRole('button', { name: 'Voir les détails' }),
      'Détails de la tenue',
    );
    // A success toast shown over the open details: her reaction is sent.
    await page
      .getByRole('article', { name: 'Dîner en ville' })
      .getByRole('button', { name: 'Voir les détails' })
      .click();
    const details = page.getByRole('dialog', { name: 'Détails de la tenue' });
    await details.getByRole('button', { name: /Agrandir l'image/ }).click();
    await expect(page.getByRole('button', { name: "Fermer l'image" })).toBeVisible();
    await page.waitForTimeout(400);
    await scan(page, findings, 'Détails de la tenue, image agrandie');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: "Fermer l'image" })).toBeHidden();
    await details.getByRole('button', { name: 'Voir les notes' }).click();
    await expect(page.getByRole('dialog', { name: 'Notes du vêtement' })).toBeVisible();
    await page.waitForTimeout(400);
    await scan(page, findings, 'Détails de la tenue, notes du vêtement');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Notes du vêtement' })).toBeHidden();
    await details.getByRole('button', { name: size.width === 390 ? "J'adore" : 'Pas pour moi' }).click();
    await scanToast(
      page,
      findings,
      'Toast succès (réaction)',
      'Votre réaction est envoyée à votre conseillère',
    );
    // The toast was read above; the dialog is read once it has gone, never while it fades (axe would measure a
    // half-transparent text).
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await scan(page, findings, 'Détails de la tenue, après la réaction');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await visit(
      page,
      findings,
      'Mes Tenues, propositions',
      '/client/dashboard/outfits?vue=propositions',
      page.getByText('Blazer en lin'),
    );

    await visit(
      page,
      findings,
      'Ma Garde-robe',
      '/client/dashboard/wardrobe',
      page.getByRole('article').first(),
    );
    await openDialog(
      page,
      findings,
      'Ajouter un vêtement',
      page.getByRole('button', { name: 'Ajouter un vêtement' }).first(),
      'Ajouter un vêtement',
    );
    const modify = page.getByRole('article').first().getByRole('button', { name: 'Modifier' });
    if (await modify.isVisible())
      await openDialog(page, findings, 'Modifier le vêtement', modify, 'Modifier le vêtement');

    const more = page.getByRole('button', { name: /^Autres actions/ }).first();
    if (await more.isVisible()) {
      await more.click();
      await expect(page.getByRole('menu')).toBeVisible();
      await page.waitForTimeout(400);
      await scan(page, findings, 'Ma Garde-robe, menu d’une carte');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
    }
    await visit(
      page,
      findings,
      'Capture en série',
      '/client/dashboard/wardrobe/import',
      page.getByRole('main'),
    );
    await visit(page, findings, 'Mon diagnostic', '/client/dashboard/diagnostic', page.getByRole('main'));
    await visit(
      page,
      findings,
      'Idées de tenues',
      '/client/dashboard/idees',
      page.getByRole('article').or(page.getByText('Pas encore assez de pièces')).first(),
    );
    await visit(
      page,
      findings,
      'Mon agenda',
      '/client/dashboard/agenda',
      page.getByRole('region', { name: 'Mes statistiques' }),
    );
    await openDialog(
      page,
      findings,
      'Prévoir une tenue',
      page.getByRole('button', { name: /^Prévoir une tenue pour/ }).first(),
      'Prévoir une tenue',
    );
    await visit(
      page,
      findings,
      'Messages client',
      '/client/dashboard/messages',
      page.getByText('voici votre première tenue'),
    );
    await visit(
      page,
      findings,
      'Conversation client',
      `/client/dashboard/messages/${conversationId}`,
      page.getByText('voici votre première tenue'),
    );
    await visit(
      page,
      findings,
      'Mes rendez-vous',
      '/client/dashboard/rendez-vous',
      page.getByRole('heading', { level: 1, name: 'Mes rendez-vous' }),
    );
    await visit(page, findings, 'Paramètres client', '/client/dashboard/settings', page.getByRole('main'));
    await openDialog(
      page,
      findings,
      'Fin du suivi (cliente)',
      page.getByRole('button', { name: /^Mettre fin au suivi avec/ }),
      /^Mettre fin au suivi avec/,
      'alertdialog',
    );
    await openDialog(
      page,
      findings,
      'Photo de profil',
      page.getByRole('button', { name: 'Ajouter une photo' }),
      'Photo de profil',
    );
    await openDialog(
      page,
      findings,
      'Supprimer mon compte (cliente)',
      page.getByRole('button', { name: 'Supprimer mon compte' }),
      undefined,
      'alertdialog',
    );
  }
  await context.close();
  report(findings);
});

test("the consultant's screens, the editor and the dialogs pass axe at 390 and 1280", async ({ browser }) => {
  test.setTimeout(600_000);
  const findings: string[] = [];
  const { context, page } = await contextFor(browser, world.consultant);
  const conversations = (await (await page.request.get('/api/conversations')).json()) as
    { id: string }[] | { items: { id: string }[] };
  const conversationId = (Array.isArray(conversations) ? conversations : conversations.items)[0]!.id;
  const file = `/consultant/client/${world.clientId}`;

  for (const size of SIZES) {
    await page.setViewportSize(size);
    await visit(
      page,
      findings,
      'Portefeuille',
      '/consultant/dashboard',
      page.getByRole('list', { name: 'Invitations en cours' }),
    );
    await scanMenu(page, findings, 'Menu conseillère');
    await openDialog(
      page,
      findings,
      'Inviter un nouveau client',
      page.getByRole('button', { name: /Nouveau Client/ }),
      'Inviter un nouveau client',
    );

    await visit(
      page,
      findings,
      'Fiche : silhouette',
      file,
      page.getByRole('heading', { name: 'Fiche client détaillée' }),
    );
    await openDialog(
      page,
      findings,
      'Fin du suivi (conseillère)',
      page.getByRole('button', { name: 'Mettre fin au suivi' }),
      /^Mettre fin au suivi de/,
      'alertdialog',
    );
    await visit(page, findings, 'Fiche : garde-robe', `${file}/wardrobe`, page.getByRole('article').first());
    await openDialog(
      page,
      findings,
      'Notes du vêtement',
      page.getByRole('button', { name: 'Voir les notes' }).first(),
    );
    await visit(page, findings, 'Fiche : tenues', `${file}/outfits`, page.getByText('Dîner en ville'));
    await visit(page, findings, 'Fiche : propositions', `${file}/proposals`, page.getByText('Blazer en lin'));
    await openDialog(
      page,
      findings,
      'Proposer un vêtement',
      page.getByRole('button', { name: 'Proposer un vêtement' }),
      'Proposer un vêtement',
    );
    await visit(
      page,
      findings,
      'Fiche : diagnostic',
      `${file}/diagnostic`,
      page.getByRole('button', { name: 'Modifier le diagnostic' }),
    );
    await page.getByRole('button', { name: 'Modifier le diagnostic' }).click();
    await settle(page, page.getByRole('button', { name: 'Enregistrer le diagnostic' }));
    await scan(page, findings, 'Fiche : diagnostic en édition');
    await page.getByRole('button', { name: 'Annuler' }).click();
    await visit(page, findings, 'Fiche : notes', `${file}/notes`, page.getByLabel('Nouvelle note'));
    await visit(
      page,
      findings,
      'Éditeur de tenue',
      `${file}/outfits/create`,
      page.getByRole('heading', { name: 'Création de Tenue' }),
    );
    // A garment on the board, then the editor's catalogue of proposals.
    const blouse = page.getByRole('button', { name: /^Haut, bleu/ });
    if ((await blouse.getAttribute('aria-pressed')) !== 'true') await blouse.click();
    await expect(page.getByRole('button', { name: /sur la silhouette$/ }).first()).toBeAttached();
    await page.getByLabel('Nom de la tenue').fill('Brunch du dimanche');
    await settle(page);
    await scan(page, findings, 'Éditeur, un vêtement posé');
    await page.getByRole('tab', { name: 'Catalogue' }).click();
    await settle(page, page.getByRole('button', { name: /129,90/ }));
    await scan(page, findings, 'Éditeur, catalogue');

    await visit(
      page,
      findings,
      'Messages conseillère',
      '/consultant/dashboard/messages',
      page.getByText('voici votre première tenue'),
    );
    await openDialog(
      page,
      findings,
      'Nouveau message',
      page.getByRole('button', { name: 'Nouveau message' }),
      'Nouveau message',
    );
    await visit(
      page,
      findings,
      'Conversation conseillère',
      `/consultant/dashboard/messages/${conversationId}`,
      page.getByText('voici votre première tenue'),
    );
    await visit(
      page,
      findings,
      'Agenda',
      '/consultant/dashboard/agenda',
      page.getByRole('heading', { level: 1, name: 'Agenda' }),
    );
    await visit(
      page,
      findings,
      'Mes disponibilités',
      '/consultant/dashboard/agenda/disponibilites',
      page.getByRole('heading', { level: 1, name: 'Mes disponibilités' }),
    );
    await visit(
      page,
      findings,
      'Paramètres conseillère',
      '/consultant/dashboard/settings',
      page.getByRole('main'),
    );
    await openDialog(
      page,
      findings,
      'Supprimer mon compte (conseillère)',
      page.getByRole('button', { name: 'Supprimer mon compte' }),
      undefined,
      'alertdialog',
    );
  }
  await context.close();
  report(findings);
});
