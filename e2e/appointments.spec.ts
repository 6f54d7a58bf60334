import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { seriousViolations } from './support/axe';
import { E2E_PORT } from './support/env';
import { seedLinkedClient } from './support/links';
import { newUser, seedUser, signInAs } from './support/users';

const WEEKDAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
const headers = { origin: `http://localhost:${E2E_PORT}` };

/** Monday is 0: today's weekday in Paris, where her hours are kept. */
function parisWeekday(): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', weekday: 'short' }).format(
    new Date(),
  );
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name);
}

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The calendar file a link downloads, as text. */
async function downloaded(page: Page, link: Locator) {
  const download = page.waitForEvent('download');
  await link.click();
  return readFile((await (await download).path())!, 'utf8');
}

test('the consultant opens her hours; the client books a session of her package on her phone, adds it to her calendar and moves it; the consultant sees it and cancels it', async ({
  browser,
}) => {
  test.slow();
  // Both in Paris, where her hours are kept, so the times shown are those she gave.
  const desk = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Paris' })
  ).newPage();
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'Europe/Paris' })
  ).newPage();
  const consultant = await seedUser(desk.request, 'consultant');
  const client = newUser('client');
  const clientId = await seedLinkedClient(consultant, client);
  const clientName = `${client.firstName} ${client.lastName}`;
  const consultantName = `${consultant.firstName} ${consultant.lastName}`;
  // Four days ahead: past her notice (24 h) and her cancellation limit (48 h).
  const weekday = WEEKDAYS[(parisWeekday() + 4) % 7]!;

  // Beforehand, through the API (the quotes' own journey is quotes.spec.ts): her invoicing with a 48 h limit, a
  // package with one colour analysis of 90 minutes, a quote for it that the client accepts.
  await signInAs(desk, consultant);
  const invoicing = await desk.request.put('/api/me/invoicing', {
    headers,
    data: {
      legalName: `${consultantName} EI`,
      status: 'franchise',
      vatRateBp: 0,
      siret: '73282932000074',
      vatNumber: null,
      address: '12 rue des Lilas\n75011 Paris',
      iban: null,
      paymentLink: null,
      terms: 'Tarifs en euros.',
      paymentDays: 15,
      cancellationHours: 48,
      depositPercent: 0,
    },
  });
  expect(invoicing.status()).toBe(200);
  const offered = await desk.request.post('/api/me/packages', {
    headers,
    data: {
      name: 'Colorimétrie',
      priceCents: 18000,
      description: null,
      sessions: [{ label: 'Analyse couleurs', minutes: 90, count: 1 }],
      looks: 0,
      carnet: false,
      supportDays: 0,
    },
  });
  expect(offered.status()).toBe(201);
  const packageId = ((await offered.json()) as { id: string }).id;
  const sent = await desk.request.post(`/api/clients/${clientId}/quotes`, {
    headers,
    data: {
      requestId: crypto.randomUUID(),
      packageId,
      buyer: {
        kind: 'person',
        name: clientName,
        address: '3 place du Marché\n69002 Lyon',
        siren: null,
        vatNumber: null,
      },
      lines: [{ label: 'Forfait Colorimétrie', quantity: 1, unitCents: 18000 }],
      validDays: 30,
      distance: false,
    },
  });
  expect(sent.status()).toBe(201);
  const quoteId = ((await sent.json()) as { id: string }).id;
  await signInAs(phone, client);
  const accepted = await phone.request.post(`/api/quotes/${quoteId}/acceptance`, {
    headers,
    data: { termsAccepted: true, earlyStart: null },
  });
  expect(accepted.status()).toBe(200);

  // 'Agenda' in her menu: nothing yet.
  await desk.goto('/consultant/dashboard');
  await desk.getByRole('link', { name: 'Agenda', exact: true }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await expect(desk.getByText(/^Aucun rendez-vous à venir/)).toBeVisible();
  expect(await seriousViolations(desk)).toEqual([]);

  // Her hours: a morning on one weekday, a wrong range first.
  await desk.getByRole('link', { name: 'Mes disponibilités' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Mes disponibilités' })).toBeVisible();
  await expect(desk.getByText(/^Annulation sans frais jusqu’à 48\sh avant/)).toBeVisible();
  const day = desk.getByRole('group', { name: weekday, exact: true });
  await expect(day.getByText('Fermé')).toBeVisible();
  await day.getByRole('button', { name: /^Ajouter une plage/ }).click();
  const range = desk.getByRole('group', { name: `${weekday}, plage 1` });
  await range.getByLabel('Début').fill('12:00');
  await range.getByLabel('Fin').fill('09:00');
  await desk.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(range.getByText(/^Indiquez des horaires valides/)).toBeVisible();
  expect(await seriousViolations(desk)).toEqual([]);
  await range.getByLabel('Début').fill('09:00');
  await range.getByLabel('Fin').fill('12:00');
  await desk.getByLabel('Délai de prévenance (heures)').fill('24');
  await desk.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(desk.getByText('Disponibilités enregistrées')).toBeVisible();
  await desk.reload();
  await expect(desk.getByRole('group', { name: `${weekday}, plage 1` }).getByLabel('Début')).toHaveValue(
    '09:00',
  );

  // On her phone, the client books her colour analysis in the first free slot.
  await phone.goto('/client/dashboard/rendez-vous');
  await expect(phone.getByRole('heading', { level: 1, name: 'Mes rendez-vous' })).toBeVisible();
  const sessions = phone.getByRole('region', { name: 'Séances de mon forfait' });
  await expect(sessions).toContainText('Analyse couleurs (1\u00a0h\u00a030)\u00a0: 0 réservée sur 1');
  expect(await seriousViolations(phone)).toEqual([]);
  await sessions.getByRole('button', { name: /^Réserver/ }).click();
  const booking = phone.getByRole('dialog', { name: 'Réserver une séance' });
  await booking.getByRole('button', { name: 'Réserver', exact: true }).click();
  await expect(booking.getByText('Choisissez un créneau.')).toBeVisible();
  // Two weeks at a time: none before today, the next fortnight further on, and back.
  await expect(booking.getByRole('button', { name: 'Plus tôt' })).toBeDisabled();
  await booking.getByRole('button', { name: 'Plus tard' }).click();
  await expect(booking.getByRole('button', { name: 'Plus tôt' })).toBeEnabled();
  await booking.getByRole('button', { name: 'Plus tôt' }).click();
  await expect(booking.getByRole('button', { name: 'Plus tôt' })).toBeDisabled();
  const nine = booking.getByRole('radio', { name: '09:00' });
  await expect(nine).toHaveCount(1);
  const tile = booking.locator('label').filter({ hasText: '09:00' });
  // Back from the next fortnight, the tiles are drawn again: measured once they are there.
  await expect(tile).toBeVisible();
  const box = (await tile.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(44);
  await expect(booking.getByRole('radio', { name: '10:30' })).toHaveCount(1);
  expect(await seriousViolations(phone)).toEqual([]);
  await tile.click();
  await expect(nine).toBeChecked();
  await booking.getByRole('button', { name: 'Réserver', exact: true }).click();
  await expect(phone.getByText('Rendez-vous réservé')).toBeVisible();
  await expect(booking).toBeHidden();
  await expect(sessions).toContainText('Analyse couleurs (1\u00a0h\u00a030)\u00a0: 1 réservée sur 1');
  await expect(sessions.getByRole('button', { name: /^Réserver/ })).toHaveCount(0);
  const upcoming = phone.getByRole('region', { name: 'Rendez-vous à venir' });
  const mine = upcoming.getByRole('listitem').filter({ hasText: 'Analyse couleurs' });
  await expect(mine).toContainText('09:00 – 10:30');
  await expect(mine).toContainText(`Avec votre conseillère ${consultantName}`);
  await expect(upcoming.getByRole('heading', { level: 3 })).toHaveText(
    new RegExp(`^${weekday.toLowerCase()} `),
  );
  expect(await overflows(phone)).toBe(false);
  expect(await seriousViolations(phone)).toEqual([]);

  // Her calendar file.
  const clientIcs = await downloaded(
    phone,
    mine.getByRole('link', { name: /^Ajouter à mon agenda \(\.ics\)/ }),
  );
  expect(clientIcs).toContain('BEGIN:VEVENT');
  expect(clientIcs).toContain('Analyse couleurs');

  // At her desk, the consultant sees it in her agenda and downloads it too.
  await desk.goto('/consultant/dashboard/agenda');
  const agenda = desk.getByRole('region', { name: 'Rendez-vous à venir' });
  const booked = agenda.getByRole('listitem').filter({ hasText: 'Analyse couleurs' });
  await expect(booked).toContainText('09:00 – 10:30');
  await expect(booked).toContainText(`Avec ${clientName}`);
  expect(await seriousViolations(desk)).toEqual([]);
  const consultantIcs = await downloaded(
    desk,
    booked.getByRole('link', { name: /^Ajouter à mon agenda \(\.ics\)/ }),
  );
  expect(consultantIcs).toContain('BEGIN:VEVENT');
  expect(consultantIcs).toContain('Analyse couleurs');

  // The client postpones it to the slot left that morning.
  await mine.getByRole('button', { name: /^Déplacer/ }).click();
  const moving = phone.getByRole('dialog', { name: 'Déplacer le rendez-vous' });
  await expect(moving.getByRole('radio', { name: '10:30' })).toHaveCount(1);
  await expect(moving.getByRole('radio', { name: '09:00' })).toHaveCount(0);
  expect(await seriousViolations(phone)).toEqual([]);
  await moving.locator('label').filter({ hasText: '10:30' }).first().click();
  await moving.getByRole('button', { name: 'Déplacer', exact: true }).click();
  await expect(phone.getByText('Rendez-vous déplacé')).toBeVisible();
  await expect(moving).toBeHidden();
  await expect(mine).toContainText('10:30 – 12:00');

  // The client file says it, and offers to propose another.
  await desk.goto(`/consultant/client/${clientId}`);
  const card = desk.getByRole('region', { name: 'Rendez-vous', exact: true });
  await expect(card).toContainText('10:30 – 12:00 · Analyse couleurs');
  await expect(card.getByRole('link', { name: 'Fixer un rendez-vous' })).toHaveAttribute(
    'href',
    `/consultant/dashboard/agenda?client=${clientId}`,
  );
  expect(await seriousViolations(desk)).toEqual([]);

  // From there she proposes a follow-up call outside the package, in the morning's free half hours.
  await card.getByRole('link', { name: 'Fixer un rendez-vous' }).click();
  const proposing = desk.getByRole('dialog', { name: 'Fixer un rendez-vous' });
  await expect(proposing.getByLabel('Cliente')).toHaveValue(clientId);
  await proposing.getByLabel('Séance').selectOption({ label: 'Autre séance (hors forfait)' });
  await proposing.getByRole('button', { name: 'Fixer le rendez-vous' }).click();
  await expect(proposing.getByText('Indiquez l’objet du rendez-vous.')).toBeVisible();
  await expect(proposing.getByText('Choisissez un créneau.')).toBeVisible();
  await proposing.getByLabel('Objet du rendez-vous').fill('Point de suivi');
  await proposing.getByLabel('Durée (min)').fill('30');
  await expect(proposing.getByRole('radio', { name: '10:00' })).toHaveCount(1);
  await expect(proposing.getByRole('radio', { name: '10:30' })).toHaveCount(0);
  await proposing.getByLabel('Lieu (facultatif)').fill('Visio');
  expect(await seriousViolations(desk)).toEqual([]);
  await proposing.locator('label').filter({ hasText: '10:00' }).click();
  await proposing.getByRole('button', { name: 'Fixer le rendez-vous' }).click();
  await expect(desk.getByText('Rendez-vous fixé')).toBeVisible();
  await expect(proposing).toBeHidden();
  const call = desk
    .getByRole('region', { name: 'Rendez-vous à venir' })
    .getByRole('listitem')
    .filter({ hasText: 'Point de suivi' });
  await expect(call).toContainText('10:00 – 10:30');
  await expect(call).toContainText('Visio');

  // She cancels the colour analysis from her agenda: the session goes back to the package.
  await expect(booked).toContainText('10:30 – 12:00');
  await booked.getByRole('button', { name: /^Annuler/ }).click();
  const cancelling = desk.getByRole('alertdialog', { name: 'Annuler le rendez-vous\u00a0?' });
  await expect(cancelling).toContainText('La séance est rendue au forfait de la cliente');
  expect(await seriousViolations(desk)).toEqual([]);
  await cancelling.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
  await expect(desk.getByText('Rendez-vous annulé')).toBeVisible();
  await expect(booked).toContainText('Annulé par vous');
  await expect(booked.getByRole('button', { name: /^Déplacer/ })).toHaveCount(0);
  expect(await seriousViolations(desk)).toEqual([]);

  // Her pages hold at 390 px too.
  await desk.setViewportSize({ width: 390, height: 844 });
  await expect(booked).toContainText('Annulé par vous');
  expect(await overflows(desk)).toBe(false);
  await desk.goto('/consultant/dashboard/agenda/disponibilites');
  await expect(desk.getByRole('group', { name: `${weekday}, plage 1` }).getByLabel('Début')).toHaveValue(
    '09:00',
  );
  expect(await overflows(desk)).toBe(false);
  expect(await seriousViolations(desk)).toEqual([]);

  // On her phone, the client sees it cancelled and her session to book again.
  await phone.reload();
  await expect(mine).toContainText('Annulé par votre conseillère');
  await expect(sessions).toContainText('Analyse couleurs (1\u00a0h\u00a030)\u00a0: 0 réservée sur 1');
  await expect(sessions.getByRole('button', { name: /^Réserver/ })).toBeVisible();
  await expect(upcoming.getByRole('listitem').filter({ hasText: 'Point de suivi' })).toContainText('Visio');
  expect(await seriousViolations(phone)).toEqual([]);

  // The follow-up call, outside the package, is billed on its own: the invoice form starts from it.
  await desk.goto('/consultant/dashboard/agenda');
  await call.getByRole('link', { name: /^Facturer/ }).click();
  await expect(desk.getByRole('heading', { name: 'Nouvelle facture' })).toBeVisible();
  await expect(desk.getByLabel('Prestation').first()).toHaveValue(/^Point de suivi du \d\d\/\d\d\/\d{4}$/);
  await expect(desk.getByLabel('Nom', { exact: true })).not.toHaveValue('');
  await desk.getByLabel('Prix unitaire (€)').first().fill('45');
  await desk.getByRole('button', { name: 'Émettre la facture' }).click();
  await desk
    .getByRole('alertdialog', { name: 'Émettre la facture\u00a0?' })
    .getByRole('button', { name: 'Émettre la facture' })
    .click();
  await expect(desk.getByText('Facture émise')).toBeVisible();

  // Billed: the agenda says by which invoice, and offers no second one.
  await desk.goto('/consultant/dashboard/agenda');
  await expect(call).toContainText(/Facturé\u00a0: facture n°\u00a0\d{4}-\d{4}/);
  await expect(call.getByRole('link', { name: /^Facturer/ })).toHaveCount(0);
});
