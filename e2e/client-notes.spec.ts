import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { todayForFollowUp } from '../src/domain/client-notes';
import { E2E_PORT } from './support/env';
import { seedLinkedClient } from './support/links';
import { newUser, seedUser, signInAs, type E2EUser } from './support/users';

async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A calendar day 'YYYY-MM-DD' in the product's time zone, `offset` days from today. */
const parisDay = (offset = 0) => todayForFollowUp(new Date(Date.now() + offset * 24 * 60 * 60 * 1000));

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

const noteCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

/** Sets a client's follow-up day through the API, as the consultant signed in on `page`. */
async function setFollowUp(page: Page, clientId: string, followUpOn: string | null) {
  const response = await page.request.put(`/api/clients/${clientId}/follow-up`, {
    data: { followUpOn },
    headers: { origin: `http://localhost:${E2E_PORT}` },
  });
  expect(response.status()).toBe(200);
}

async function openNotes(page: Page, consultant: E2EUser, clientId: string) {
  await signInAs(page, consultant);
  await page.goto(`/consultant/client/${clientId}`);
  await expect(page.getByRole('heading', { name: 'Fiche client détaillée' })).toBeVisible();
  await page.getByRole('link', { name: 'Notes', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Notes', exact: true })).toBeVisible();
}

test.describe('the consultant’s working file on a client', () => {
  test.describe.configure({ timeout: 120_000 });

  test('at 1280 px: notes written, edited, searched and deleted; a follow-up reaches the portfolio', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const consultant = await seedUser(request, 'consultant');
    const client = newUser('client');
    const late = newUser('client');
    const clientId = await seedLinkedClient(consultant, client);
    const lateId = await seedLinkedClient(consultant, late);

    // A list that cannot load says so, and 'Réessayer' brings it.
    const listUrl = new RegExp(`/api/clients/${clientId}/notes\\?`);
    await page.route(listUrl, (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Erreur serveur' } } }),
    );
    await openNotes(page, consultant, clientId);
    await expect(page.getByText('Impossible de charger les notes.')).toBeVisible();
    await page.unroute(listUrl);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByText('Visibles par vous seule : votre client ne les voit jamais.')).toBeVisible();
    await expect(page.getByText('Aucune note pour le moment.')).toBeVisible();
    const field = page.getByLabel('Nouvelle note');
    const add = page.getByRole('button', { name: 'Ajouter la note' });
    await expect(add).toBeDisabled();
    await expect(page.getByText('0 / 5 000 caractères')).toBeVisible();

    // A failed save keeps the text and says so in French.
    await page.route(`**/api/clients/${clientId}/notes`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Erreur serveur' } } })
        : route.fallback(),
    );
    const first = 'Préfère les couleurs chaudes, éviter le noir.';
    await field.fill(first);
    await expect(page.getByText(`${first.length} / 5 000 caractères`)).toBeVisible();
    await add.click();
    await expect(page.getByText("La note n'a pas pu être enregistrée.")).toBeVisible();
    await expect(field).toHaveValue(first);
    await page.unroute(`**/api/clients/${clientId}/notes`);

    await add.click();
    await expect(noteCard(page, first)).toBeVisible();
    await expect(field).toHaveValue('');
    const second = 'Rendez-vous shopping prévu au printemps.';
    await field.fill(second);
    await add.click();
    await expect(noteCard(page, second)).toBeVisible();
    const notes = page.getByRole('list', { name: "Notes, les plus récentes d'abord" }).getByRole('article');
    await expect(notes).toHaveCount(2);
    await expect(notes.first()).toContainText(second);
    await expect(notes.first()).toContainText(format(new Date(), "d MMMM yyyy 'à'", { locale: fr }));

    // Inline edit, then focus goes back to 'Modifier'.
    const edited = 'Préfère les couleurs chaudes et le bleu marine.';
    const firstNote = noteCard(page, first);
    await firstNote.getByRole('button', { name: 'Modifier' }).click();
    const editor = page.getByRole('textbox', { name: 'Modifier la note' });
    await expect(editor).toBeFocused();
    await editor.fill(edited);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const editedNote = noteCard(page, edited);
    await expect(editedNote).toContainText('modifiée');
    await expect(editedNote.getByRole('button', { name: 'Modifier' })).toBeFocused();
    // 'Annuler' leaves the text as it was.
    await editedNote.getByRole('button', { name: 'Modifier' }).click();
    await page.getByRole('textbox', { name: 'Modifier la note' }).fill('Brouillon abandonné');
    await page.getByRole('button', { name: 'Annuler' }).click();
    await expect(editedNote).toContainText(edited);
    await expect(page.getByText('Brouillon abandonné')).toHaveCount(0);

    const search = page.getByRole('searchbox', { name: 'Rechercher dans les notes' });
    await search.fill('MARINE');
    await expect(notes).toHaveCount(1);
    await expect(notes.first()).toContainText(edited);
    await search.fill('introuvable');
    await expect(page.getByText('Aucune note ne correspond à cette recherche.')).toBeVisible();
    await search.fill('');
    await expect(notes).toHaveCount(2);

    // Deleting asks first; 'Annuler' gives focus back to 'Supprimer'.
    const remove = noteCard(page, second).getByRole('button', { name: 'Supprimer' });
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer la note' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, '[role="alertdialog"]');
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(remove).toBeFocused();
    await remove.click();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(confirm).toBeHidden();
    await expect(notes).toHaveCount(1);
    await expect(page.getByText(second)).toHaveCount(0);
    await expectAccessible(page, 'main');

    // The follow-up, by keyboard: open, type the day, Entrée; focus comes back to the button. The popover's code is
    // slow to come (it loads on first use): the Enter pressed before it opens the popover once it is here.
    const today = parisDay();
    const schedule = page.getByRole('button', { name: 'Programmer une relance' });
    await page.route('**/assets/popover-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await schedule.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: 'Relance' });
    const date = popover.getByLabel('Date de relance');
    await expect(date).toBeFocused();
    await expectAccessible(page, '[role="dialog"]');
    await date.fill(today);
    await page.keyboard.press('Enter');
    await expect(popover).toBeHidden();
    const due = page.getByText(`À relancer le ${format(parseISO(today), 'd MMMM', { locale: fr })}`);
    await expect(due).toBeVisible();
    await expect(due).toContainText("aujourd'hui");
    await expect(page.getByRole('button', { name: 'Modifier la relance' })).toBeFocused();
    await expectAccessible(page, 'main');
    await page.screenshot({ path: test.info().outputPath('client-file-notes-1280.png') });

    // Another client was due yesterday: oldest day first.
    await setFollowUp(page, lateId, parisDay(-1));
    await page.getByRole('link', { name: 'Retour' }).click();
    const dueList = page.getByRole('region', { name: 'À relancer' });
    await expect(dueList.getByRole('link')).toHaveCount(2);
    await expect(dueList.getByRole('link').first()).toContainText(`${late.firstName} ${late.lastName}`);
    await expect(dueList.getByRole('link').first()).toContainText('Relance en retard');
    await expect(dueList.getByRole('link').nth(1)).toContainText(`${client.firstName} ${client.lastName}`);
    await expect(dueList.getByRole('link').nth(1)).toContainText("À relancer aujourd'hui");
    const card = page.getByRole('article', { name: `${client.firstName} ${client.lastName}` });
    await expect(card).toContainText("À relancer aujourd'hui");
    await expect(page.getByRole('article', { name: `${late.firstName} ${late.lastName}` })).toContainText(
      'Relance en retard',
    );
    await page.screenshot({ path: test.info().outputPath('portfolio-1280.png') });
    await expectAccessible(page, 'main');

    // From the list into the file; 'Retirer la relance' takes the client off it.
    await dueList.getByRole('link').nth(1).click();
    await page.getByRole('button', { name: 'Modifier la relance' }).click();
    await page
      .getByRole('dialog', { name: 'Relance' })
      .getByRole('button', { name: 'Retirer la relance' })
      .click();
    await expect(page.getByRole('button', { name: 'Programmer une relance' })).toBeFocused();
    await expect(page.getByText('À relancer le')).toHaveCount(0);
    await page.getByRole('link', { name: 'Retour' }).click();
    await expect(dueList.getByRole('link')).toHaveCount(1);
    await expect(card).not.toContainText('relancer');
  });
});

test.describe('at 390 px by touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test.describe.configure({ timeout: 120_000 });

  test('a note is added by touch and the file and the portfolio fit the screen', async ({
    page,
    request,
  }) => {
    const consultant = await seedUser(request, 'consultant');
    const client = newUser('client');
    const clientId = await seedLinkedClient(consultant, client);
    await openNotes(page, consultant, clientId);

    // The nine sections on one row that fits the screen and scrolls sideways, the open one in view.
    const row = page.getByRole('navigation', { name: 'Sections de la fiche client' });
    await expect(row.getByRole('link')).toHaveCount(9);
    const rowBox = (await row.boundingBox())!;
    expect(rowBox.x).toBeGreaterThanOrEqual(0);
    expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(390);
    const open = (await row.getByRole('link', { name: 'Notes' }).boundingBox())!;
    expect(open.x).toBeGreaterThanOrEqual(rowBox.x);
    expect(open.x + open.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
    const capsules = row.getByRole('link', { name: 'Capsules' });
    await capsules.scrollIntoViewIfNeeded();
    const last = (await capsules.boundingBox())!;
    expect(last.x + last.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 1);

    await page.getByLabel('Nouvelle note').tap();
    await page.keyboard.insertText('Essayage jeudi : prévoir des ballerines.');
    await page.getByRole('button', { name: 'Ajouter la note' }).tap();
    await expect(noteCard(page, 'Essayage jeudi')).toBeVisible();
    await expect(page.getByLabel('Nouvelle note')).toHaveValue('');
    expect(await pageScrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'main');

    await page.getByRole('button', { name: 'Programmer une relance' }).tap();
    const popover = page.getByRole('dialog', { name: 'Relance' });
    await popover.getByLabel('Date de relance').fill(parisDay(10));
    await popover.getByRole('button', { name: 'Enregistrer' }).tap();
    await expect(popover).toBeHidden();
    await expect(page.getByText(/^À relancer le /)).toBeVisible();
    expect(await pageScrollsSideways(page)).toBe(false);
    await page.screenshot({ path: test.info().outputPath('client-file-notes-390.png'), fullPage: true });

    await page.getByRole('link', { name: 'Retour' }).tap();
    const card = page.getByRole('article', { name: `${client.firstName} ${client.lastName}` });
    await expect(card).toContainText(/À relancer le \d+ \S+/);
    // Not due yet: no 'À relancer' section.
    await expect(page.getByRole('region', { name: 'À relancer' })).toHaveCount(0);
    expect(await pageScrollsSideways(page)).toBe(false);
    const cardBox = (await card.boundingBox())!;
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('portfolio-390.png'), fullPage: true });
    await expectAccessible(page, 'main');
  });
});
