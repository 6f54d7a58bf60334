import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { seriousViolations } from './support/axe';
import { E2E_PORT } from './support/env';
import { linkedPairAtDeskAndPhone } from './support/screens';
import { signInAs } from './support/users';

test('the consultant offers a package and sends a quote; the client accepts it on her phone, asking for an early start; the deposit is invoiced, paid and downloaded', async ({
  browser,
}) => {
  test.slow();
  const { desk, phone, consultant, client } = await linkedPairAtDeskAndPhone(browser);
  const year = new Date().getFullYear();
  const quoteTitle = `Devis n°\u00a0D${year}-0001`;
  const invoiceTitle = `Facture d’acompte n°\u00a0${year}-0001`;
  const clientName = `${client.firstName} ${client.lastName}`;

  // Her 'Facturation' given beforehand (the settings' own journey is invoices.spec.ts): VAT-exempt, 30 % deposit.
  await signInAs(desk, consultant);
  const invoicing = await desk.request.put('/api/me/invoicing', {
    headers: { origin: `http://localhost:${E2E_PORT}` },
    data: {
      legalName: `${consultant.firstName} ${consultant.lastName} EI`,
      status: 'franchise',
      vatRateBp: 0,
      siret: '73282932000074',
      vatNumber: null,
      address: '12 rue des Lilas\n75011 Paris',
      iban: null,
      paymentLink: null,
      terms: 'Tarifs en euros. Un acompte est demandé à l’acceptation du devis.',
      paymentDays: 15,
      cancellationHours: 48,
      depositPercent: 30,
    },
  });
  expect(invoicing.status()).toBe(200);

  // 'Devis' in her menu: no package yet.
  await desk.goto('/consultant/dashboard');
  await desk.getByRole('link', { name: 'Devis', exact: true }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Devis' })).toBeVisible();
  await expect(desk.getByText('Aucun forfait pour l’instant.')).toBeVisible();
  await expect(desk.getByText('Aucun devis pour l’instant.')).toBeVisible();
  expect(await seriousViolations(desk)).toEqual([]);

  // A package: two kinds of session, three looks, the carnet and a month of support.
  await desk.getByRole('button', { name: 'Nouveau forfait' }).click();
  const packageForm = desk.getByRole('dialog', { name: 'Nouveau forfait' });
  await packageForm.getByRole('button', { name: 'Enregistrer le forfait' }).click();
  await expect(packageForm.getByText('Nommez le forfait.')).toBeVisible();
  await packageForm.getByLabel('Nom du forfait').fill('Relooking complet');
  await packageForm.getByLabel('Prix (€)').fill('450,00');
  const first = packageForm.getByRole('group', { name: 'Séance 1' });
  await first.getByLabel('Intitulé').fill('Analyse couleurs');
  await first.getByLabel('Durée (min)').fill('90');
  await packageForm.getByRole('button', { name: 'Ajouter une séance' }).click();
  const second = packageForm.getByRole('group', { name: 'Séance 2' });
  await second.getByLabel('Intitulé').fill('Séance shopping');
  await second.getByLabel('Durée (min)').fill('120');
  await second.getByLabel('Nombre').fill('2');
  await packageForm.getByLabel('Tenues composées').fill('3');
  await packageForm.getByLabel('Carnet de style remis').check();
  await packageForm.getByLabel('Suivi par messages (jours)').fill('30');
  expect(await seriousViolations(desk)).toEqual([]);
  await packageForm.getByRole('button', { name: 'Enregistrer le forfait' }).click();
  await expect(desk.getByText('Forfait enregistré')).toBeVisible();
  await expect(packageForm).toBeHidden();
  const offered = desk.getByRole('region', { name: 'Forfaits' }).getByRole('listitem').first();
  await expect(offered).toContainText('Relooking complet');
  await expect(offered).toContainText('450,00\u00a0€');
  await expect(offered).toContainText('2\u00a0× Séance shopping (2\u00a0h)');
  await expect(offered).toContainText('Carnet de style');
  expect(await seriousViolations(desk)).toEqual([]);

  // A quote from it, to her client.
  await desk.getByRole('link', { name: 'Nouveau devis' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Nouveau devis' })).toBeVisible();
  await desk.getByLabel('Cliente', { exact: true }).selectOption({ label: clientName });
  await expect(desk.getByLabel('Nom', { exact: true })).toHaveValue(clientName);
  await desk.getByLabel('Forfait (facultatif)').selectOption({ label: 'Relooking complet (450,00\u00a0€)' });
  await expect(desk.getByLabel('Prestation', { exact: true })).toHaveValue('Forfait Relooking complet');
  await expect(desk.getByLabel('Prix unitaire (€)')).toHaveValue('450,00');
  await desk.getByLabel('Adresse de facturation').fill('3 place du Marché\n69002 Lyon');
  await expect(desk.getByLabel(/^Contrat conclu à distance/)).toBeChecked();
  await expect(desk.getByLabel('Validité du devis (jours)')).toHaveValue('30');
  const totals = desk.getByRole('region', { name: 'Totaux' });
  await expect(totals.getByText('450,00\u00a0€')).toBeVisible();
  await expect(
    desk.getByText('Acompte demandé à l’acceptation\u00a0: 30\u00a0% (135,00\u00a0€)'),
  ).toBeVisible();
  // Kept in the browser across a reload.
  await desk.reload();
  await expect(desk.getByLabel('Prestation', { exact: true })).toHaveValue('Forfait Relooking complet');
  await expect(desk.getByLabel('Adresse de facturation')).toHaveValue('3 place du Marché\n69002 Lyon');
  expect(await seriousViolations(desk)).toEqual([]);
  await desk.getByRole('button', { name: 'Envoyer le devis' }).click();
  await expect(desk.getByText('Devis envoyé', { exact: true })).toBeVisible();
  await expect(desk).toHaveURL(/\/consultant\/dashboard\/devis$/);
  const sent = desk
    .getByRole('region', { name: 'Mes devis' })
    .getByRole('listitem')
    .filter({ hasText: quoteTitle });
  await expect(sent).toContainText(clientName);
  await expect(sent).toContainText('450,00\u00a0€');
  await expect(sent).toContainText('En attente de réponse');
  await expect(sent.getByRole('link', { name: /^Facturer l’acompte/ })).toHaveCount(0);

  // On her phone, the client reads it, its terms, and accepts it, asking for an early start.
  await signInAs(phone, client);
  await phone.goto('/client/dashboard/documents');
  const quotes = phone.getByRole('region', { name: 'Mes devis' });
  await expect(quotes.getByRole('paragraph').filter({ hasText: quoteTitle })).toBeVisible();
  await expect(quotes.getByText('En attente de réponse', { exact: false })).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);
  await quotes.getByRole('button', { name: /^Voir le devis/ }).click();
  const quote = phone.getByRole('dialog', { name: quoteTitle });
  await expect(quote.getByText('TVA non applicable, art. 293 B du CGI')).toBeVisible();
  await expect(quote.getByText(/^Valable jusqu’au/)).toBeVisible();
  await expect(quote.getByText('2\u00a0× Séance shopping (2\u00a0h)')).toBeVisible();
  await expect(quote.getByText('135,00\u00a0€')).toBeVisible();
  await expect(quote.getByRole('region', { name: 'Conditions générales de vente' })).toContainText(
    'Un acompte est demandé',
  );
  await quote.getByRole('button', { name: 'Accepter le devis' }).click();
  await expect(quote.getByText('Cochez l’acceptation des conditions générales de vente.')).toBeVisible();
  await expect(quote.getByText(/^Indiquez si la prestation peut commencer/)).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);
  await quote.getByLabel(/^J’ai lu et j’accepte/).check();
  await quote.getByLabel(/^Oui, je demande expressément/).check();
  await quote.getByRole('button', { name: 'Accepter le devis' }).click();
  await expect(phone.getByText('Devis accepté')).toBeVisible();
  await expect(quote.getByText(/^Accepté le/)).toBeVisible();
  await expect(quote.getByText('Début avant la fin du délai de rétractation demandé')).toBeVisible();
  await expect(quote.getByRole('button', { name: 'Accepter le devis' })).toHaveCount(0);
  expect(await seriousViolations(phone)).toEqual([]);
  await quote.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(quote).toBeHidden();
  const bought = phone.getByRole('region', { name: 'Mon forfait' });
  await expect(bought).toContainText('Relooking complet');
  await expect(bought).toContainText('Séances\u00a0: 0 / 3');
  await expect(bought).toContainText('Suivi jusqu’au');

  // At her desk, the answer and the deposit to invoice.
  await desk.reload();
  await expect(sent).toContainText(/Accepté le/);
  await expect(sent).toContainText('Début avant la fin du délai de rétractation demandé');
  expect(await seriousViolations(desk)).toEqual([]);
  await sent.getByRole('link', { name: /^Facturer l’acompte \(135,00\s€\)/ }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Nouvelle facture' })).toBeVisible();
  await expect(desk.getByLabel('Facture d’acompte')).toBeChecked();
  await expect(desk.getByLabel('Nom', { exact: true })).toHaveValue(clientName);
  await expect(desk.getByLabel('Prestation', { exact: true })).toHaveValue(
    new RegExp(`^Acompte de 30\u00a0% sur le devis n°\u00a0D${year}-0001 du `),
  );
  await expect(desk.getByLabel('Prix unitaire (€)')).toHaveValue('135,00');
  await desk.getByRole('button', { name: 'Émettre la facture' }).click();
  await desk
    .getByRole('alertdialog', { name: 'Émettre la facture\u00a0?' })
    .getByRole('button', { name: 'Émettre la facture' })
    .click();
  await expect(desk.getByText('Facture émise')).toBeVisible();
  await expect(desk).toHaveURL(/\/consultant\/dashboard\/factures$/);
  const row = desk.getByRole('listitem').filter({ hasText: invoiceTitle });
  await expect(row).toContainText('135,00\u00a0€');
  await row.getByRole('button', { name: /^Enregistrer le paiement/ }).click();
  const payment = desk.getByRole('dialog', { name: 'Enregistrer le paiement' });
  await payment.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(desk.getByText('Paiement enregistré')).toBeVisible();
  await expect(row).toContainText(/Payée le/);

  // The quote says its deposit is invoiced, and offers it no more.
  await desk.getByRole('link', { name: 'Devis', exact: true }).click();
  await expect(sent).toContainText(`Acompte facturé\u00a0: n°\u00a0${year}-0001`);
  await expect(sent.getByRole('link', { name: /^Facturer l’acompte/ })).toHaveCount(0);
  expect(await seriousViolations(desk)).toEqual([]);

  // After the sessions, the balance: the quote's lines, the deposit deducted, what is left to pay.
  await sent.getByRole('link', { name: /^Facturer le solde \(315,00\s€\)/ }).click();
  const balance = desk.getByRole('region', { name: `Prestations du devis n°\u00a0D${year}-0001` });
  await expect(balance).toContainText(`Acompte déduit, facture d’acompte n°\u00a0${year}-0001`);
  await expect(balance.getByRole('definition').last()).toHaveText('315,00\u00a0€');
  await expect(balance).toContainText('Net à payer');
  expect(await seriousViolations(desk)).toEqual([]);
  await desk.getByRole('button', { name: 'Émettre la facture' }).click();
  await desk
    .getByRole('alertdialog', { name: 'Émettre la facture\u00a0?' })
    .getByRole('button', { name: 'Émettre la facture' })
    .click();
  await expect(desk.getByText('Facture émise')).toBeVisible();
  await expect(desk.getByRole('listitem').filter({ hasText: `${year}-0002` })).toContainText('315,00\u00a0€');
  await desk.getByRole('link', { name: 'Devis', exact: true }).click();
  await expect(sent).toContainText(`Solde facturé\u00a0: n°\u00a0${year}-0002`);
  await expect(sent.getByRole('link', { name: /^Facturer le solde/ })).toHaveCount(0);

  // Her pages hold at 390 px too: the lists, the package dialog and the quote form.
  await desk.setViewportSize({ width: 390, height: 844 });
  const overflows = () =>
    desk.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  await expect(sent).toContainText('Acompte facturé');
  expect(await overflows()).toBe(false);
  await desk
    .getByRole('region', { name: 'Forfaits' })
    .getByRole('button', { name: /^Modifier/ })
    .click();
  const editing = desk.getByRole('dialog', { name: 'Modifier le forfait' });
  await expect(editing.getByLabel('Nom du forfait')).toHaveValue('Relooking complet');
  expect(await seriousViolations(desk)).toEqual([]);
  await editing.getByRole('button', { name: 'Annuler' }).click();
  await desk.goto('/consultant/dashboard/devis/nouveau');
  await expect(desk.getByRole('heading', { level: 1, name: 'Nouveau devis' })).toBeVisible();
  expect(await overflows()).toBe(false);
  expect(await seriousViolations(desk)).toEqual([]);

  // On her phone, the deposit invoice, paid, to download.
  await phone.reload();
  const invoices = phone.getByRole('region', { name: 'Mes factures' });
  await expect(invoices.getByRole('paragraph').filter({ hasText: invoiceTitle })).toBeVisible();
  await expect(invoices.getByText(/Payée le/)).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);
  const kept = phone.waitForEvent('download');
  await invoices.getByRole('link', { name: /^Télécharger Facture d’acompte/ }).click();
  const pdf = await kept;
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
});
