import { describe, expect, it } from 'vitest';
import type { Invoice } from '~/domain/invoice-texts';
import { BUSINESS_BUYER, VAT_SELLER, invoiceFixture } from '../../test/invoices';
import {
  INVOICES_CSV_COLUMNS,
  RECEIPTS_CSV_COLUMNS,
  csvAmount,
  invoicesCsv,
  receiptsCsv,
} from './invoice-csv';

const BOM = '\uFEFF';

/** RFC 4180 read back, with ';' between cells: only quoted cells may hold ';', '"' (doubled) and line breaks. */
function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const char = csv[i]!;
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      // As a spreadsheet reads it: any line break outside quotes ends the row.
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      if (char === '\r' && csv[i + 1] === '\n') i++;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The rows as objects by column, the BOM checked and dropped. */
function read(csv: string) {
  expect(csv.startsWith(BOM)).toBe(true);
  const [header, ...rows] = parseCsv(csv.slice(BOM.length));
  return {
    header: header!,
    rows: rows.map((cells) => {
      expect(cells).toHaveLength(header!.length);
      return Object.fromEntries(header!.map((name, i) => [name, cells[i]!]));
    }),
  };
}

/** '1234,50' and '-89,00' as cents. */
const cents = (amount: string) => {
  expect(amount).toMatch(/^-?\d+,\d\d$/);
  return Math.round(Number(amount.replace(',', '.')) * 100);
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A period's invoices: a paid VAT invoice to a business, a franchise one to a person, a deposit, a credit note. */
function period(): Invoice[] {
  const business = invoiceFixture({
    number: '2026-0003',
    issuedOn: '2026-11-03',
    dueOn: '2026-12-03',
    seller: VAT_SELLER,
    buyer: BUSINESS_BUYER,
    lines: [
      { label: 'Atelier collectif', quantity: 3, unitCents: 123_450 },
      { label: 'Frais de déplacement', quantity: 1, unitCents: 4_550 },
    ],
    payment: { paidOn: '2026-11-20', method: 'transfer', reference: 'VIR 118' },
  });
  const person = invoiceFixture({
    number: '2026-0001',
    issuedOn: '2026-11-01',
    dueOn: '2026-11-01',
    payment: { paidOn: '2026-11-20', method: 'card', reference: null },
  });
  const deposit = invoiceFixture({
    kind: 'deposit',
    number: '2026-0002',
    issuedOn: '2026-11-02',
    lines: [{ label: 'Acompte – accompagnement garde-robe', quantity: 1, unitCents: 15_000 }],
    payment: { paidOn: '2026-11-05', method: 'link', reference: 'pi_3Nx' },
  });
  const credit = invoiceFixture({
    kind: 'credit',
    number: '2026-0004',
    issuedOn: '2026-11-10',
    credits: { id: '00000000-0000-4000-8000-000000000002', number: '2026-0002', issuedOn: '2026-11-02' },
    lines: [{ label: 'Acompte – accompagnement garde-robe', quantity: 1, unitCents: 15_000 }],
  });
  const unpaid = invoiceFixture({ number: '2026-0005', issuedOn: '2026-11-12' });
  // Newest first, as the API lists them.
  return [unpaid, credit, business, deposit, person];
}

describe('the invoices’ export', () => {
  it('holds one row per invoice in the order of issue, its totals adding up to the period’s, a credit note negative', () => {
    const invoices = period();
    const { header, rows } = read(invoicesCsv(invoices));
    expect(header).toEqual([...INVOICES_CSV_COLUMNS]);
    expect(header.join(';')).toBe(
      'Numéro;Type;Date d’émission;Date d’échéance;Client;SIREN client;Total HT;TVA;Total TTC;Payée le;Mode de paiement;Référence du paiement;Annule la facture',
    );
    expect(rows.map((row) => row['Numéro'])).toEqual([
      '2026-0001',
      '2026-0002',
      '2026-0003',
      '2026-0004',
      '2026-0005',
    ]);
    for (const column of ['Total HT', 'TVA', 'Total TTC'] as const) {
      const field = { 'Total HT': 'totalExclCents', TVA: 'vatCents', 'Total TTC': 'totalCents' } as const;
      expect(sum(rows.map((row) => cents(row[column]!)))).toBe(
        sum(invoices.map((invoice) => invoice[field[column]])),
      );
    }
    expect(sum(rows.map((row) => cents(row['Total TTC']!)))).toBe(
      20_900 + 15_000 + 449_880 - 15_000 + 20_900,
    );
    expect(rows[2]).toEqual({
      Numéro: '2026-0003',
      Type: 'Facture',
      'Date d’émission': '03/11/2026',
      'Date d’échéance': '03/12/2026',
      Client: 'Maison Lin SAS',
      'SIREN client': '987654321',
      'Total HT': '3749,00',
      TVA: '749,80',
      'Total TTC': '4498,80',
      'Payée le': '20/11/2026',
      'Mode de paiement': 'Virement',
      'Référence du paiement': 'VIR 118',
      'Annule la facture': '',
    });
    expect(rows[1]).toMatchObject({ Type: 'Facture d’acompte', 'Mode de paiement': 'Lien de paiement' });
    expect(rows[3]).toMatchObject({
      Type: 'Avoir',
      'Date d’échéance': '',
      'SIREN client': '',
      'Total HT': '-150,00',
      TVA: '0,00',
      'Total TTC': '-150,00',
      'Payée le': '',
      'Annule la facture': '2026-0002',
    });
    expect(rows[4]).toMatchObject({ 'Payée le': '', 'Mode de paiement': '', 'Total TTC': '209,00' });
  });

  it('is only a header for an empty period', () => {
    expect(invoicesCsv([])).toBe(`${BOM}${INVOICES_CSV_COLUMNS.join(';')}\r\n`);
  });
});

describe('the receipts book', () => {
  it('lists the payments received by date then number, what was sold, the amount received', () => {
    const invoices = period();
    const { header, rows } = read(receiptsCsv(invoices));
    expect(header).toEqual([...RECEIPTS_CSV_COLUMNS]);
    expect(header.join(';')).toBe(
      'Date d’encaissement;Client;Nature de la prestation;Montant encaissé (TTC);Mode de règlement;Facture;Référence',
    );
    expect(rows).toEqual([
      {
        'Date d’encaissement': '05/11/2026',
        Client: 'Léa Œillet',
        'Nature de la prestation': 'Acompte – accompagnement garde-robe',
        'Montant encaissé (TTC)': '150,00',
        'Mode de règlement': 'Lien de paiement',
        Facture: '2026-0002',
        Référence: 'pi_3Nx',
      },
      {
        'Date d’encaissement': '20/11/2026',
        Client: 'Léa Œillet',
        'Nature de la prestation': 'Diagnostic couleurs et morphologie ; Séance de tri de garde-robe',
        'Montant encaissé (TTC)': '209,00',
        'Mode de règlement': 'Carte bancaire',
        Facture: '2026-0001',
        Référence: '',
      },
      {
        'Date d’encaissement': '20/11/2026',
        Client: 'Maison Lin SAS',
        'Nature de la prestation': 'Atelier collectif ; Frais de déplacement',
        'Montant encaissé (TTC)': '4498,80',
        'Mode de règlement': 'Virement',
        Facture: '2026-0003',
        Référence: 'VIR 118',
      },
    ]);
    const paid = invoices.filter((invoice) => invoice.payment);
    expect(sum(rows.map((row) => cents(row['Montant encaissé (TTC)']!)))).toBe(
      sum(paid.map((invoice) => invoice.totalCents)),
    );
  });
});

describe('both exports', () => {
  it('keep as text a cell a spreadsheet would run as a formula, but not a negative amount; quote what needs it', () => {
    const hostile = invoiceFixture({
      number: '2026-0011',
      buyer: {
        kind: 'business',
        name: '=HYPERLINK("https://evil.example";"Cliquez")',
        address: '1 rue du Piège',
        siren: '123456789',
        vatNumber: null,
      },
      lines: [
        { label: '+33 6 12 34 56 78', quantity: 1, unitCents: 1_000 },
        { label: '@SUM(A1:A9)', quantity: 1, unitCents: 1_000 },
      ],
      payment: { paidOn: '2026-11-30', method: 'cheque', reference: '-2+3' },
    });
    const tabbed = invoiceFixture({
      number: '2026-0012',
      buyer: { ...hostile.buyer, name: '\tTabulée', kind: 'person', siren: null },
      lines: [{ label: '\rRetour', quantity: 1, unitCents: 500 }],
      payment: { paidOn: '2026-11-30', method: 'transfer', reference: 'Ligne 1\nLigne 2' },
    });
    const credit = invoiceFixture({
      kind: 'credit',
      number: '2026-0013',
      credits: { id: hostile.id, number: '2026-0011', issuedOn: hostile.issuedOn },
    });

    const invoices = read(invoicesCsv([hostile, tabbed, credit])).rows;
    expect(invoices[0]).toMatchObject({
      Client: '\'=HYPERLINK("https://evil.example";"Cliquez")',
      'Référence du paiement': "'-2+3",
      'Total TTC': '20,00',
    });
    expect(invoices[1]).toMatchObject({ Client: "'\tTabulée", 'Référence du paiement': 'Ligne 1\nLigne 2' });
    expect(invoices[2]).toMatchObject({ 'Total HT': '-209,00', TVA: '0,00', 'Total TTC': '-209,00' });

    const receipts = read(receiptsCsv([hostile, tabbed, credit])).rows;
    expect(receipts).toHaveLength(2);
    expect(receipts[0]).toMatchObject({
      Client: '\'=HYPERLINK("https://evil.example";"Cliquez")',
      // The first label alone starts the cell: the joined labels are guarded once.
      'Nature de la prestation': "'+33 6 12 34 56 78 ; @SUM(A1:A9)",
      'Mode de règlement': 'Chèque',
      Référence: "'-2+3",
    });
    expect(receipts[1]).toMatchObject({ Client: "'\tTabulée", 'Nature de la prestation': "'\rRetour" });
  });

  it('write amounts as French decimals without a thousands separator', () => {
    expect(csvAmount(0)).toBe('0,00');
    expect(csvAmount(5)).toBe('0,05');
    expect(csvAmount(123_450)).toBe('1234,50');
    expect(csvAmount(10_000_000_00)).toBe('10000000,00');
    expect(csvAmount(-8_900)).toBe('-89,00');
    expect(csvAmount(-5)).toBe('-0,05');
  });
});
