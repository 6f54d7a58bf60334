import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from './support/axe';
import { linkedPairAtDeskAndPhone } from './support/screens';
import { signInAs } from './support/users';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The saving status has caught up: everything she answered is on the server. */
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /^Enregistré$/ })).toBeVisible();

test('the consultant sends the style questionnaire from the client file; the client answers it on her phone at her pace, and the consultant reads her answers in the file', async ({
  browser,
}) => {
  test.slow();
  const { desk, phone, consultant, client, clientId } = await linkedPairAtDeskAndPhone(browser);
  // Both screens are taken over as the server drew them (decision record 51), a kept draft included.
  const redraws: string[] = [];
  for (const page of [desk, phone]) {
    page.on('console', (message) => {
      if (message.text().startsWith('Page redrawn after the server')) redraws.push(page.url());
    });
  }

  // At her desk: the first tab of the file offers to send it, once however fast she taps.
  await signInAs(desk, consultant);
  const sends: string[] = [];
  desk.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/questionnaire')) sends.push(request.url());
  });
  await desk.goto(`/consultant/client/${clientId}`);
  const profile = desk.getByRole('region', { name: 'Profil de style' });
  await expect(profile.getByText(/Envoyez-lui le questionnaire de style/)).toBeVisible();
  await profile.getByRole('button', { name: 'Envoyer le questionnaire' }).dblclick();
  await expect(toast(desk, 'Questionnaire envoyé à la cliente')).toBeVisible();
  await expect(profile.getByText(/En cours\s:\s0 question sur 18 répondue/)).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Renvoyer le questionnaire' })).toBeFocused();
  await expect(profile.getByText('Pas de réponse')).toHaveCount(18);
  expect(sends).toHaveLength(1);
  await desk.waitForTimeout(600);
  expect(await seriousViolations(desk)).toEqual([]);

  // On her phone, from her menu.
  await signInAs(phone, client);
  await phone.goto('/client/dashboard');
  await phone.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await phone.getByRole('link', { name: 'Questionnaire de style' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Questionnaire de style' })).toBeVisible();
  await expect(phone.getByText(`Envoyé par ${consultant.firstName} ${consultant.lastName} le`)).toBeVisible();
  await expect(phone.getByText('0 question sur 18 répondue').first()).toBeVisible();

  // A text (sent once she pauses), a single choice, a multiple choice and the scale (sent at once).
  const story = phone.getByLabel('Racontez-nous en quelques mots ce qui vous amène.');
  await story.fill('Un nouveau poste, et envie de me sentir à l’aise en rendez-vous.');
  await expect(phone.getByText('64 / 2000 caractères')).toBeVisible();
  const dressCode = phone.getByRole('group', { name: 'Le code vestimentaire de votre travail' });
  await dressCode.getByRole('radio', { name: 'Business casual' }).check();
  const occasions = phone.getByRole('group', { name: 'Vos occasions habituelles' });
  await occasions.getByRole('checkbox', { name: 'Bureau' }).check();
  await occasions.getByRole('checkbox', { name: 'Week-end' }).check();
  const comfort = phone.getByRole('group', { name: 'La place du confort dans vos choix' });
  await comfort.getByRole('radio', { name: '4' }).check();
  await saved(phone);
  await expect(phone.getByText('4 questions sur 18 répondues').first()).toBeVisible();
  await phone.waitForTimeout(600);
  expect(await seriousViolations(phone)).toEqual([]);
  await phone.screenshot({ path: test.info().outputPath('questionnaire-390.png'), fullPage: true });
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // A reload loses nothing: her answers come back from the server.
  await phone.reload();
  await expect(story).toHaveValue('Un nouveau poste, et envie de me sentir à l’aise en rendez-vous.');
  await expect(dressCode.getByRole('radio', { name: 'Business casual' })).toBeChecked();
  await expect(occasions.getByRole('checkbox', { name: 'Bureau' })).toBeChecked();
  await expect(occasions.getByRole('checkbox', { name: 'Week-end' })).toBeChecked();
  await expect(occasions.getByRole('checkbox', { name: 'Sport' })).not.toBeChecked();
  await expect(comfort.getByRole('radio', { name: '4' })).toBeChecked();

  // One more, typed then reloaded before the pause: kept in the phone, then sent.
  const budget = phone.getByLabel('Votre budget vêtements par saison, et par pièce si vous le savez');
  await budget.fill('300 € par saison');
  await phone.reload();
  await expect(budget).toHaveValue('300 € par saison');
  await saved(phone);
  await expect(phone.getByText('5 questions sur 18 répondues').first()).toBeVisible();

  // A single choice cleared, then chosen again.
  const heels = phone.getByRole('group', { name: 'La hauteur de talon qui vous convient' });
  await heels.getByRole('radio', { name: 'Plat' }).check();
  await saved(phone);
  await heels.getByRole('button', { name: /^Effacer ma réponse/ }).click();
  await expect(heels.getByRole('radio', { name: 'Plat' })).not.toBeChecked();
  await expect(heels.getByRole('radio', { name: 'Plat' })).toBeFocused();
  await saved(phone);
  await expect(phone.getByText('5 questions sur 18 répondues').first()).toBeVisible();

  await phone.getByRole('button', { name: 'J’ai terminé' }).click();
  await expect(phone.getByText('Questionnaire terminé : votre conseiller en est averti.')).toBeVisible();
  await phone.reload();
  await expect(phone.getByText(/^Terminé le /)).toBeVisible();
  await expect(budget).toBeEditable();
  await phone.waitForTimeout(600);
  expect(await seriousViolations(phone)).toEqual([]);

  // Back at her desk, the consultant reads her answers.
  await desk.reload();
  await expect(profile.getByText(/^Terminé le /)).toBeVisible();
  const answer = (question: string) =>
    profile.getByRole('term').filter({ hasText: question }).locator('xpath=following-sibling::dd[1]');
  await expect(answer('Racontez-nous en quelques mots ce qui vous amène.')).toHaveText(
    'Un nouveau poste, et envie de me sentir à l’aise en rendez-vous.',
  );
  await expect(answer('Le code vestimentaire de votre travail')).toHaveText('Business casual');
  await expect(answer('Vos occasions habituelles')).toHaveText('Bureau, Week-end');
  await expect(answer('La place du confort dans vos choix')).toHaveText('4 / 5');
  await expect(answer('Votre budget vêtements')).toHaveText('300 € par saison');
  await expect(answer('La hauteur de talon qui vous convient')).toHaveText('Pas de réponse');
  await expect(profile.getByText('Pas de réponse')).toHaveCount(13);
  await desk.waitForTimeout(600);
  expect(await seriousViolations(desk)).toEqual([]);
  await desk.screenshot({ path: test.info().outputPath('profil-de-style-1280.png'), fullPage: true });

  // Her words where the consultant works: beside the budget she sets, and in the outfit editor, closed until opened.
  await desk.goto(`/consultant/client/${clientId}/proposals`);
  await expect(desk.getByText(/^Sa réponse au questionnaire\s:\s«\s300\s€ par saison\s»$/)).toBeVisible();
  await expect(desk.getByLabel('Budget du client (€)')).toHaveAccessibleDescription(/300\s€ par saison/);
  expect(await seriousViolations(desk)).toEqual([]);
  await desk.screenshot({ path: test.info().outputPath('budget-1280.png') });
  await desk.goto(`/consultant/client/${clientId}/outfits/create`);
  const sheSaid = desk.locator('details').filter({ hasText: 'Ce qu’elle a dit' });
  await expect(sheSaid).toContainText('2 réponses');
  await expect(sheSaid.getByText('Business casual')).toBeHidden();
  await sheSaid.getByText('Ce qu’elle a dit').click();
  const said = (label: string) =>
    sheSaid.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(said('Code vestimentaire')).toHaveText('Business casual');
  await expect(said('Occasions')).toHaveText('Bureau, Week-end');
  for (const width of [1280, 390]) {
    await desk.setViewportSize({ width, height: width > 390 ? 900 : 844 });
    await sheSaid.scrollIntoViewIfNeeded();
    expect(await desk.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(desk)).toEqual([]);
    await desk.screenshot({ path: test.info().outputPath(`ce-qu-elle-a-dit-${width}.png`), fullPage: true });
  }
  expect(redraws).toEqual([]);
});

/**
 * Records, between every two tasks of the page, any answer shown and then gone without her touching it: the
 * moment a save comes back must never show the page without it (a tap in that moment would answer from it).
 */
async function watchForBlinks(page: Page) {
  await page.evaluate(() => {
    const seen = new Map<string, string>();
    const blinks: string[] = [];
    let touched = false;
    for (const type of ['pointerdown', 'click', 'input', 'keydown'])
      document.addEventListener(type, () => (touched = true), true);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'main input, main textarea',
      )) {
        const text = field instanceof HTMLTextAreaElement;
        const key = text ? field.id : `${field.name}=${field.value}`;
        const now = text ? field.value : String(field.checked);
        const before = seen.get(key);
        if (!touched && before !== undefined && before !== now && before !== '' && before !== 'false')
          blinks.push(`${key}: ${before} → ${now}`);
        seen.set(key, now);
      }
      touched = false;
      channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
    (window as unknown as { blinks: string[] }).blinks = blinks;
  });
  return () => page.evaluate(() => (window as unknown as { blinks: string[] }).blinks);
}

test('an answer stays shown while it is saved, and a tick just after a save keeps the ones before', async ({
  browser,
}) => {
  const { desk, phone, consultant, client, clientId } = await linkedPairAtDeskAndPhone(browser);
  await signInAs(desk, consultant);
  await desk.goto(`/consultant/client/${clientId}`);
  await desk
    .getByRole('region', { name: 'Profil de style' })
    .getByRole('button', { name: 'Envoyer le questionnaire' })
    .click();
  await expect(toast(desk, 'Questionnaire envoyé à la cliente')).toBeVisible();

  await signInAs(phone, client);
  await phone.goto('/client/dashboard/questionnaire');
  const occasions = phone.getByRole('group', { name: 'Vos occasions habituelles' });
  await expect(occasions).toBeVisible();
  const blinks = await watchForBlinks(phone);
  const story = phone.getByLabel('Racontez-nous en quelques mots ce qui vous amène.');
  await story.fill('Un nouveau poste.');
  const choices = ['Bureau', 'Télétravail', 'Rendez-vous clients', 'Week-end', 'Sorties le soir'];
  for (const choice of choices) {
    await occasions.getByRole('checkbox', { name: choice }).check();
    await saved(phone);
  }
  for (const choice of choices) await expect(occasions.getByRole('checkbox', { name: choice })).toBeChecked();
  await expect(story).toHaveValue('Un nouveau poste.');
  expect(await blinks()).toEqual([]);
});

test('the consultant makes the questions her own (a label changed, one of hers added, kept across a reload), sends them; the client answers them on her phone across a reload, and the consultant reads them in her file', async ({
  browser,
}) => {
  test.slow();
  const { desk, phone, consultant, client, clientId } = await linkedPairAtDeskAndPhone(browser);

  // From the client file's 'Profil de style', to her questions.
  await signInAs(desk, consultant);
  await desk.goto(`/consultant/client/${clientId}`);
  const profile = desk.getByRole('region', { name: 'Profil de style' });
  await profile.getByRole('link', { name: 'Modifier mes questions' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Mon questionnaire de style' })).toBeVisible();
  await expect(desk.getByText('Vous utilisez les questions par défaut.')).toBeVisible();
  const question = (position: number) =>
    desk.getByRole('region', { name: new RegExp(`^Question ${position}\\b`) });
  const wording = (position: number) => question(position).getByLabel('Question', { exact: true });

  // A label changed.
  await expect(wording(13)).toHaveValue('La hauteur de talon qui vous convient');
  await wording(13).fill('Vos talons préférés');

  // At the keyboard, the last question goes up one place: the focus stays on the button, the move is announced.
  await question(18).getByRole('button', { name: 'Monter la question 18' }).focus();
  await desk.keyboard.press('Enter');
  await expect(desk.getByRole('button', { name: 'Monter la question 17' })).toBeFocused();
  await expect(desk.getByText('Question déplacée en position 17 sur 18')).toBeAttached();
  await expect(wording(17)).toHaveValue('La place du confort dans vos choix');
  await desk.keyboard.press('Tab');
  await expect(desk.getByRole('button', { name: 'Descendre la question 17' })).toBeFocused();
  await desk.keyboard.press('Enter');
  await expect(desk.getByRole('button', { name: 'Monter la question 18' })).toBeFocused();
  await expect(wording(18)).toHaveValue('La place du confort dans vos choix');

  // One of her own: a multiple choice. Saved too soon, its empty choices are pointed out.
  await desk
    .getByRole('region', { name: 'Ajouter une question' })
    .getByRole('button', { name: 'Choix multiple' })
    .click();
  await expect(wording(19)).toBeFocused();
  await wording(19).fill('Vos parfums préférés');
  await desk.getByRole('button', { name: 'Enregistrer mes questions' }).click();
  await expect(desk.getByText('Corrigez les questions signalées avant d’enregistrer.')).toBeVisible();
  const choice = (n: number) => question(19).getByLabel(`Choix ${n}`, { exact: true });
  await expect(choice(1)).toBeFocused();
  await expect(question(19).getByText('Écrivez ce choix ou retirez-le.')).toHaveCount(2);
  await choice(1).fill('Floral');
  await choice(2).fill('Boisé');
  await question(19).getByRole('button', { name: 'Ajouter un choix' }).click();
  await expect(choice(3)).toBeFocused();
  await choice(3).fill('Hespéridé');

  // A reload before saving loses nothing: the draft comes back.
  await desk.reload();
  await expect(desk.getByText(/^Brouillon repris là où vous l’aviez laissé/)).toBeVisible();
  await expect(wording(13)).toHaveValue('Vos talons préférés');
  await expect(choice(3)).toHaveValue('Hespéridé');
  await desk.waitForTimeout(600);
  expect(await seriousViolations(desk)).toEqual([]);

  // At 390 px too, with the same session: nothing wider than the screen, and as clean.
  const small = await desk.context().newPage();
  await small.setViewportSize({ width: 390, height: 844 });
  await small.goto('/consultant/questionnaire');
  await expect(
    small.getByRole('region', { name: /^Question 19\b/ }).getByLabel('Choix 3', { exact: true }),
  ).toHaveValue('Hespéridé');
  expect(await small.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await small.waitForTimeout(600);
  expect(await seriousViolations(small)).toEqual([]);
  await small.screenshot({ path: test.info().outputPath('mes-questions-390.png'), fullPage: true });
  await small.close();

  await desk.getByRole('button', { name: 'Enregistrer mes questions' }).click();
  await expect(toast(desk, 'Questions enregistrées')).toBeVisible();
  await expect(desk.getByText(/^Vos questions, enregistrées le /)).toBeVisible();
  await expect(desk.getByText(/^Modifications non enregistrées/)).toHaveCount(0);
  await desk.screenshot({ path: test.info().outputPath('mes-questions-1280.png'), fullPage: true });

  // Sent from the client file: her questions go.
  await desk.goto(`/consultant/client/${clientId}`);
  await profile.getByRole('button', { name: 'Envoyer le questionnaire' }).click();
  await expect(toast(desk, 'Questionnaire envoyé à la cliente')).toBeVisible();
  await expect(profile.getByText(/En cours\s:\s0 question sur 19 répondue/)).toBeVisible();

  // On her phone: the changed label and the consultant's own question, answered across a reload.
  await signInAs(phone, client);
  await phone.goto('/client/dashboard/questionnaire');
  const heels = phone.getByRole('group', { name: 'Vos talons préférés' });
  const perfumes = phone.getByRole('group', { name: 'Vos parfums préférés' });
  await heels.getByRole('radio', { name: 'Plat' }).check();
  await perfumes.getByRole('checkbox', { name: 'Boisé' }).check();
  await saved(phone);
  await phone.reload();
  await expect(heels.getByRole('radio', { name: 'Plat' })).toBeChecked();
  await expect(perfumes.getByRole('checkbox', { name: 'Boisé' })).toBeChecked();
  await perfumes.getByRole('checkbox', { name: 'Hespéridé' }).check();
  await saved(phone);
  await expect(phone.getByText('2 questions sur 19 répondues').first()).toBeVisible();
  await phone.getByRole('button', { name: 'J’ai terminé' }).click();
  await expect(phone.getByText('Questionnaire terminé : votre conseiller en est averti.')).toBeVisible();

  // Her consultant reads them in 'Profil de style'.
  await desk.reload();
  await expect(profile.getByText(/^Terminé le /)).toBeVisible();
  const answer = (label: string) =>
    profile.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(answer('Vos talons préférés')).toHaveText('Plat');
  await expect(answer('Vos parfums préférés')).toHaveText('Boisé, Hespéridé');
  await expect(profile.getByText('La hauteur de talon qui vous convient')).toHaveCount(0);
});

/**
 * A picture she might have kept: a plain coloured photo (JPEG), or a striped screenshot saved as WebP (which the
 * page draws again as a JPEG before sending it).
 */
async function inspirationPicture(kind: 'photo' | 'screenshot') {
  if (kind === 'photo') {
    const buffer = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#b45309' } })
      .jpeg({ quality: 85 })
      .toBuffer();
    return { name: 'manteau-camel.jpg', mimeType: 'image/jpeg', buffer };
  }
  const stripes = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="0" y="${i * 200}" width="1170" height="100" fill="${i % 2 ? '#16a34a' : '#db2777'}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1170" height="2400"><rect width="1170" height="2400" fill="#fef3c7"/>${stripes}</svg>`;
  return {
    name: 'capture-imprime.webp',
    mimeType: 'image/webp',
    buffer: await sharp(Buffer.from(svg)).webp().toBuffer(),
  };
}

/** Every image of the page drawn from its file. */
const imagesLoaded = (page: Page, scope: string) =>
  expect
    .poll(() =>
      page.evaluate(
        (selector) =>
          [...document.querySelectorAll<HTMLImageElement>(selector)].every(
            (image) => image.complete && image.naturalWidth > 0,
          ),
        scope,
      ),
    )
    .toBe(true);

test('the client adds inspiration photos to her questionnaire on her phone, one ‘J’aime’ with a caption and one ‘Pas moi’; her consultant sees them in her ‘Profil de style’ and opens one larger', async ({
  browser,
}) => {
  test.slow();
  const { desk, phone, consultant, client, clientId } = await linkedPairAtDeskAndPhone(browser);
  await signInAs(desk, consultant);
  await desk.goto(`/consultant/client/${clientId}`);
  const profile = desk.getByRole('region', { name: 'Profil de style' });
  await profile.getByRole('button', { name: 'Envoyer le questionnaire' }).click();
  await expect(toast(desk, 'Questionnaire envoyé à la cliente')).toBeVisible();
  await expect(profile.getByText('Pas encore de photo d’inspiration.')).toBeVisible();

  // On her phone, at the end of her questionnaire.
  await signInAs(phone, client);
  await phone.goto('/client/dashboard/questionnaire');
  const section = phone.getByRole('region', { name: 'Vos inspirations' });
  await expect(section.getByText('0 photo sur 24 au maximum')).toBeVisible();
  const picker = section.getByLabel('Ajouter une photo');
  // Enabled once the app has taken over the page the server drew (decision record 51).
  await expect(picker).toBeEnabled();
  await picker.setInputFiles(await inspirationPicture('photo'));
  await expect(section.getByRole('img', { name: 'La photo choisie' })).toBeVisible();
  const mark = section.getByRole('group', { name: 'Cette photo, pour vous' });
  await expect(mark.getByRole('radio', { name: 'J’aime' })).toBeFocused();
  await section.screenshot({ path: test.info().outputPath('inspiration-form-390.png') });
  const send = section.getByRole('button', { name: 'Ajouter au questionnaire' });
  // Sent before she said: she is asked to.
  await send.click();
  await expect(section.getByRole('alert')).toHaveText(/^Choisissez\s«\sJ’aime\s»\sou\s«\sPas moi\s»\.$/);
  await mark.getByRole('radio', { name: 'J’aime' }).check();
  await section.getByLabel('Légende (facultative)').fill('Le manteau camel, sa longueur');
  await send.click();
  await expect(toast(phone, 'Photo ajoutée à votre questionnaire')).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await expect(picker).toBeFocused();

  // The second, a screenshot she does not like, without a caption.
  await picker.setInputFiles(await inspirationPicture('screenshot'));
  await mark.getByRole('radio', { name: 'Pas moi' }).check();
  await send.click();
  await expect(section.getByRole('listitem')).toHaveCount(2);
  await expect(section.getByText('2 photos sur 24 au maximum')).toBeVisible();
  const first = section.getByRole('listitem').nth(0);
  const second = section.getByRole('listitem').nth(1);
  await expect(first.getByRole('img', { name: /^Photo 1\s:\sLe manteau camel, sa longueur$/ })).toBeVisible();
  await expect(first.getByText('J’aime', { exact: true })).toBeVisible();
  await expect(second.getByRole('img', { name: 'Photo 2, sans légende' })).toBeVisible();
  await expect(second.getByText('Pas moi', { exact: true })).toBeVisible();
  await imagesLoaded(phone, 'main li img');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(toast(phone, 'Photo ajoutée à votre questionnaire').last()).toBeVisible();
  await phone.waitForTimeout(600);
  expect(await seriousViolations(phone)).toEqual([]);
  await section.screenshot({ path: test.info().outputPath('inspirations-390.png') });

  // A reload: both are there, from the server.
  await phone.reload();
  await expect(section.getByRole('listitem')).toHaveCount(2);
  await expect(first.getByRole('img', { name: /^Photo 1\s:\sLe manteau camel/ })).toBeVisible();
  await expect(second.getByText('Pas moi', { exact: true })).toBeVisible();
  await imagesLoaded(phone, 'main li img');

  // She words why the second is not her, and deletes a third she added by mistake.
  await second.getByRole('button', { name: 'Modifier la photo 2' }).click();
  const editing = phone.getByRole('dialog', { name: 'Modifier la photo' });
  await expect(editing.getByRole('radio', { name: 'Pas moi' })).toBeChecked();
  await editing.getByLabel('Légende (facultative)').fill('Trop chargé pour moi');
  await editing.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(editing).toBeHidden();
  await expect(toast(phone, 'Photo modifiée')).toBeVisible();
  await expect(second.getByText('Trop chargé pour moi')).toBeVisible();
  // Offline, the sending fails with the app's network message; her photo stays chosen, to send again.
  await picker.setInputFiles(await inspirationPicture('photo'));
  await mark.getByRole('radio', { name: 'J’aime' }).check();
  await phone.context().setOffline(true);
  await send.click();
  await expect(section.getByRole('alert')).toHaveText(
    'Connexion au serveur impossible. Vérifiez votre connexion internet.',
  );
  await expect(toast(phone, 'Connexion au serveur impossible.')).toBeVisible();
  await expect(section.getByRole('img', { name: 'La photo choisie' })).toBeVisible();
  await phone.context().setOffline(false);
  await send.click();
  await expect(section.getByRole('listitem')).toHaveCount(3);
  await section.getByRole('button', { name: 'Supprimer la photo 3' }).click();
  const confirm = phone.getByRole('alertdialog', { name: 'Supprimer cette photo ?' });
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(phone, 'Photo supprimée')).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(2);
  await expect(section.getByRole('heading', { name: 'Vos inspirations' })).toBeFocused();

  // At her desk, the consultant sees them in two groups, and opens the one she loves larger.
  await desk.reload();
  const liked = profile.getByRole('region', { name: 'J’aime (1)' });
  const disliked = profile.getByRole('region', { name: 'Pas moi (1)' });
  await expect(liked.getByText('Le manteau camel, sa longueur')).toBeVisible();
  await expect(disliked.getByText('Trop chargé pour moi')).toBeVisible();
  await expect(disliked.getByRole('listitem')).toHaveCount(1);
  await imagesLoaded(desk, '[aria-labelledby="style-profile-title"] li img');
  await liked.scrollIntoViewIfNeeded();
  await desk.screenshot({ path: test.info().outputPath('profil-de-style-inspirations-1280.png') });
  const thumbnail = liked.getByRole('button', { name: /^Agrandir la photo 1/ });
  await thumbnail.focus();
  await desk.keyboard.press('Enter');
  const dialog = desk.getByRole('dialog', { name: /^Inspiration\s«\sJ’aime\s»$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Le manteau camel, sa longueur')).toBeVisible();
  const large = dialog.getByRole('img', { name: /^Photo 1\s:\sLe manteau camel/ });
  await expect(large).toBeVisible();
  await imagesLoaded(desk, '[role="dialog"] img');
  expect(await large.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(900);
  await desk.waitForTimeout(600);
  expect(await seriousViolations(desk)).toEqual([]);
  await desk.screenshot({ path: test.info().outputPath('inspiration-1280.png') });
  await desk.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbnail).toBeFocused();
});

test('the consultant adds a ‘Photo’ question of her own; the client answers it with a photo on her phone, at the keyboard; the consultant sees it under the question and opens it larger', async ({
  browser,
}) => {
  test.slow();
  const { desk, phone, consultant, client, clientId } = await linkedPairAtDeskAndPhone(browser);

  // Her question: a photo, at most 2.
  await signInAs(desk, consultant);
  await desk.goto('/consultant/questionnaire');
  await desk
    .getByRole('region', { name: 'Ajouter une question' })
    .getByRole('button', { name: 'Photo', exact: true })
    .click();
  const question = desk.getByRole('region', { name: /^Question 19\b/ });
  await expect(question.getByLabel('Question', { exact: true })).toBeFocused();
  await question.getByLabel('Question', { exact: true }).fill('Votre tenue préférée');
  await expect(question.getByLabel('Nombre de photos au maximum')).toHaveValue('3');
  await question.getByLabel('Nombre de photos au maximum').selectOption('2');
  await desk.getByRole('button', { name: 'Enregistrer mes questions' }).click();
  await expect(toast(desk, 'Questions enregistrées')).toBeVisible();

  await desk.goto(`/consultant/client/${clientId}`);
  const profile = desk.getByRole('region', { name: 'Profil de style' });
  await profile.getByRole('button', { name: 'Envoyer le questionnaire' }).click();
  await expect(toast(desk, 'Questionnaire envoyé à la cliente')).toBeVisible();

  // On her phone: a card like the others, answered with one photo, at the keyboard.
  await signInAs(phone, client);
  await phone.goto('/client/dashboard/questionnaire');
  const card = phone.getByRole('region', { name: 'Votre tenue préférée' });
  await expect(card.getByText('0 photo sur 2 au maximum')).toBeVisible();
  const picker = card.getByLabel('Ajouter une photo');
  await expect(picker).toBeEnabled();
  await picker.setInputFiles(await inspirationPicture('photo'));
  await expect(card.getByRole('img', { name: 'La photo choisie' })).toBeVisible();
  // No 'J’aime' or 'Pas moi' for a question's photo: her caption comes next.
  await expect(card.getByRole('group', { name: 'Cette photo, pour vous' })).toHaveCount(0);
  const caption = card.getByLabel('Légende (facultative)');
  await expect(caption).toBeFocused();
  await phone.keyboard.type('Au bureau');
  await card.getByRole('button', { name: 'Ajouter à ma réponse' }).focus();
  await phone.keyboard.press('Enter');
  await expect(toast(phone, 'Photo ajoutée à votre questionnaire')).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveCount(1);
  await expect(
    card.getByRole('img', { name: /^Photo 1 pour\s«\sVotre tenue préférée\s»\s:\sAu bureau$/ }),
  ).toBeVisible();
  await expect(card.getByText('1 photo sur 2 au maximum')).toBeVisible();
  await expect(phone.getByText('1 question sur 19 répondue').first()).toBeVisible();
  // Not among her free inspirations.
  await expect(phone.getByRole('region', { name: 'Vos inspirations' }).getByRole('listitem')).toHaveCount(0);
  await imagesLoaded(phone, 'main li img');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await phone.waitForTimeout(600);
  expect(await seriousViolations(phone)).toEqual([]);
  await card.screenshot({ path: test.info().outputPath('photo-question-390.png') });

  // At her desk, the consultant sees it as the answer, and opens it larger.
  await desk.reload();
  await expect(profile.getByText(/En cours\s:\s1 question sur 19 répondue/)).toBeVisible();
  const answer = profile
    .getByRole('term')
    .filter({ hasText: 'Votre tenue préférée' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(answer.getByText('Au bureau')).toBeVisible();
  const thumbnail = answer.getByRole('button', {
    name: /^Agrandir la photo 1 pour\s«\sVotre tenue préférée\s»/,
  });
  await thumbnail.focus();
  await desk.keyboard.press('Enter');
  const dialog = desk.getByRole('dialog', { name: 'Votre tenue préférée' });
  await expect(dialog.getByRole('img', { name: /^Photo 1\s:\sAu bureau$/ })).toBeVisible();
  await imagesLoaded(desk, '[role="dialog"] img');
  await desk.waitForTimeout(600);
  expect(await seriousViolations(desk)).toEqual([]);
  await desk.keyboard.press('Escape');
  await expect(thumbnail).toBeFocused();
  await expect(profile.getByText('Pas encore de photo d’inspiration.')).toBeVisible();
});
