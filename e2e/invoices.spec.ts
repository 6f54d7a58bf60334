import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { seriousViolations } from './support/axe';
import { linkedPairAtDeskAndPhone } from './support/screens';
import { signInAs } from './support/users';

test('the consultant gives her invoicing details, issues a deposit invoice and records its payment; the client downloads it on her phone', async ({
  browser,
}) => {
  test.slow();
  const { desk, phone, consultant, client } = await linkedPairAtDeskAndPhone(browser);
  const number = `${new Date().getFullYear()}-0001`;
  const title = `Facture d’acompte n°\u00a0${number}`;
  const clientName = `${client.firstName} ${client.lastName}`;

  // At her desk, 'Facturation' first: a micro-entreprise, VAT-exempt.
  await signInAs(desk, consultant);
  await desk.goto('/consultant/dashboard/factures');
  await expect(desk.getByRole('heading', { level: 1, name: 'Factures' })).toBeVisible();
  await expect(desk.getByText('Complétez d’abord votre facturation')).toBeVisible();
  await expect(desk.getByRole('link', { name: 'Nouvelle facture' })).toHaveCount(0);
  await expect(desk.getByText('Aucune facture sur cette période.')).toBeVisible();
  expect(await seriousViolations(desk)).toEqual([]);

  await desk.getByRole('link', { name: 'Ouvrir les paramètres' }).click();
  const invoicing = desk.getByRole('form', { name: 'Facturation' });
  await expect(invoicing.getByLabel('Nom ou raison sociale')).toBeVisible();
  await invoicing.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(invoicing.getByText('Indiquez votre nom ou votre raison sociale.')).toBeVisible();
  await expect(invoicing.getByText('Le SIRET compte 14 chiffres.')).toBeVisible();
  await invoicing
    .getByLabel('Nom ou raison sociale')
    .fill(`${consultant.firstName} ${consultant.lastName} EI`);
  await invoicing.getByLabel('Micro-entreprise, TVA non applicable (franchise en base)').check();
  await expect(invoicing.getByLabel('Taux de TVA (%)')).toHaveCount(0);
  await invoicing.getByLabel('SIRET').fill('732 829 320 00074');
  await invoicing.getByLabel('Adresse', { exact: true }).fill('12 rue des Lilas\n75011 Paris');
  await invoicing.getByLabel('Délai de paiement (jours)').fill('15');
  await expect(invoicing.getByLabel('Conditions générales de vente')).toHaveValue(/^Tarifs en euros/);
  expect(await seriousViolations(desk)).toEqual([]);
  await invoicing.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(desk.getByText('Facturation enregistrée')).toBeVisible();

  // A deposit invoice to her client.
  await desk.getByRole('link', { name: 'Factures', exact: true }).click();
  await desk.getByRole('link', { name: 'Nouvelle facture' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Nouvelle facture' })).toBeVisible();
  await desk.getByLabel('Cliente', { exact: true }).selectOption({ label: clientName });
  await expect(desk.getByLabel('Nom', { exact: true })).toHaveValue(clientName);
  await desk.getByLabel('Facture d’acompte').check();
  await desk.getByLabel('Adresse de facturation').fill('3 place du Marché\n69002 Lyon');
  await desk.getByLabel('Prestation', { exact: true }).fill('Acompte accompagnement garde-robe');
  await desk.getByLabel('Prix unitaire (€)').fill('120,00');
  const totals = desk.getByRole('region', { name: 'Totaux' });
  await expect(totals.getByText('120,00\u00a0€')).toBeVisible();
  await expect(totals.getByText('TVA non applicable, art. 293 B du CGI')).toBeVisible();
  // Kept in the browser across a reload.
  await desk.reload();
  await expect(desk.getByLabel('Prestation', { exact: true })).toHaveValue(
    'Acompte accompagnement garde-robe',
  );
  await expect(desk.getByLabel('Facture d’acompte')).toBeChecked();
  await expect(desk.getByLabel('Cliente', { exact: true })).toHaveValue(/.+/);
  expect(await seriousViolations(desk)).toEqual([]);

  await desk.getByRole('button', { name: 'Émettre la facture' }).click();
  const confirm = desk.getByRole('alertdialog', { name: 'Émettre la facture\u00a0?' });
  await expect(confirm.getByText('Une facture émise ne se modifie ni ne se supprime')).toBeVisible();
  expect(await seriousViolations(desk)).toEqual([]);
  await confirm.getByRole('button', { name: 'Émettre la facture' }).click();
  await expect(desk.getByText('Facture émise')).toBeVisible();
  await expect(desk).toHaveURL(/\/consultant\/dashboard\/factures$/);
  const row = desk.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText(clientName);
  await expect(row).toContainText('120,00\u00a0€');
  await expect(row).toContainText('À régler avant le');
  await expect(desk.getByRole('definition').first()).toHaveText('120,00\u00a0€');
  expect(await seriousViolations(desk)).toEqual([]);

  // Paid by transfer.
  await row.getByRole('button', { name: /^Enregistrer le paiement/ }).click();
  const payment = desk.getByRole('dialog', { name: 'Enregistrer le paiement' });
  await expect(payment.getByText('Les paiements en espèces ne sont pas enregistrés ici')).toBeVisible();
  await payment.getByLabel('Moyen de paiement').selectOption({ label: 'Virement' });
  await payment.getByLabel('Référence (facultatif)').fill('VIR-ACOMPTE-0001');
  expect(await seriousViolations(desk)).toEqual([]);
  await payment.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(desk.getByText('Paiement enregistré')).toBeVisible();
  await expect(payment).toBeHidden();
  await expect(row).toContainText(/Payée le \d{2} \S+ \d{4}/);
  await expect(row.getByRole('button', { name: /^Enregistrer le paiement/ })).toHaveCount(0);
  expect(await seriousViolations(desk)).toEqual([]);

  const downloading = desk.waitForEvent('download');
  await desk.getByRole('link', { name: 'Livre des recettes (CSV)' }).click();
  const receipts = await readFile((await (await downloading).path())!, 'utf8');
  expect(receipts).toContain('120,00');
  expect(receipts).toContain('VIR-ACOMPTE-0001');
  expect(receipts).toContain(clientName);
  expect(receipts).toContain(number);
  // The draft went with the invoice: a new one starts blank.
  await desk.getByRole('link', { name: 'Nouvelle facture' }).click();
  await expect(desk.getByLabel('Prestation', { exact: true })).toHaveValue('');
  await expect(desk.getByLabel('Cliente', { exact: true })).toHaveValue('');

  // On her phone, the client finds it in 'Mes documents' and downloads it.
  await signInAs(phone, client);
  await phone.goto('/client/dashboard/documents');
  const mine = phone.getByRole('region', { name: 'Mes factures' });
  await expect(mine.getByRole('paragraph').filter({ hasText: title })).toBeVisible();
  await expect(mine.getByText(/Payée le/)).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);
  const kept = phone.waitForEvent('download');
  await mine.getByRole('link', { name: /^Télécharger/ }).click();
  const pdf = await kept;
  expect(pdf.suggestedFilename()).toBe(`Facture d’acompte ${number}.pdf`);
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
});
