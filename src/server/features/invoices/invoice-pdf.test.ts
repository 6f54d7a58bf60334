import { describe, expect, it } from 'vitest';
import { depositDeductionLabel, type Invoice } from '~/domain/invoice-texts';
import { BUSINESS_BUYER, VAT_SELLER, invoiceFixture } from '../../test/invoices';
import { coloursOf, parsePdf, renderPdfPage } from '../../test/pdf';
import { drawInvoice } from './invoice-pdf';

async function pdfOf(invoice: Invoice) {
  const { doc, fileName } = drawInvoice(invoice);
  const chunks: Buffer[] = [];
  for await (const chunk of doc as AsyncIterable<Buffer>) chunks.push(chunk);
  const bytes = new Uint8Array(Buffer.concat(chunks));
  const pdf = await parsePdf(bytes);
  // pdf.js splits the lines into pieces and may give a no-break space as a space: the tests compare words.
  const pages = pdf.pages.map((page) => words(page.text));
  return { bytes, pdf, fileName, pages, text: pages.join(' ') };
}

/** Words between single spaces: what a page says, or what a test expects it to say. */
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

const LEGAL_FRANCHISE = 'TVA non applicable, art. 293 B du CGI.';
const NO_DISCOUNT = 'Pas d’escompte pour paiement anticipé.';
const INDEMNITY = 'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 €.';

describe('an invoice’s PDF', () => {
  it('under the VAT franchise, to a person: A4, her details and the mentions a person is owed, no VAT anywhere', async () => {
    const { pdf, pages, text, fileName, bytes } = await pdfOf(invoiceFixture());
    expect(fileName).toBe('Facture 2026-0007.pdf');
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]).toMatchObject({
      width: expect.closeTo(595.28, 0),
      height: expect.closeTo(841.89, 0),
    });
    expect(pdf.title).toBe('Facture n°\u00A02026-0007');
    expect(pdf.embeddedFonts.some((name) => name.endsWith('Inter-Regular'))).toBe(true);
    for (const expected of [
      'Facture n° 2026-0007',
      'Date d’émission : 28/11/2026',
      'Date d’échéance : 28/12/2026',
      'Atelier Claire – Conseil en image',
      'Claire Martin EI',
      '12 rue des Lilas 69003 Lyon',
      'SIRET : 12345678900012',
      'contact@atelier-claire.fr',
      '06 12 34 56 78',
      'Client',
      'Léa Œillet',
      '4 place Bellecour 69002 Lyon',
      'Désignation Qté Prix unitaire Total',
      'Diagnostic couleurs et morphologie 1 89,00 € 89,00 €',
      'Séance de tri de garde-robe 2 60,00 € 120,00 €',
      'Total 209,00 €',
      LEGAL_FRANCHISE,
      'Date d’échéance : 28/12/2026.',
      'En cas de retard de paiement, pénalités au taux d’intérêt légal.',
      'Virement (IBAN) : FR76 3000 6000 0112 3456 7890 189',
      'Paiement en ligne : https://pay.example/claire',
    ]) {
      expect(pages[0]).toContain(words(expected));
    }
    expect(pdf.pages[0]!.links).toEqual(['https://pay.example/claire']);
    // No VAT under the franchise: no 'HT', no 'TTC', no rate; and none of what only a business is owed.
    expect(text).not.toMatch(/\bHT\b|TTC|TVA \d|N° TVA/);
    expect(text).not.toContain(words(NO_DISCOUNT));
    expect(text).not.toContain(words('40 €'));
    expect(text).not.toContain(words('Payée'));
    // Her accent colour draws the title and the rules.
    expect(coloursOf(await renderPdfPage(bytes, 1, 2), 1)).toContain('#0f766e');
  });

  it('with VAT at 20 %, to a business: both VAT numbers, its SIREN, the totals with and without VAT, the 40 € indemnity', async () => {
    const invoice = invoiceFixture({
      seller: { ...VAT_SELLER, businessName: null, paymentLink: null },
      buyer: BUSINESS_BUYER,
      serviceOn: '2026-11-20',
      lines: [
        { label: 'Atelier collectif « Couleurs » pour l’équipe', quantity: 3, unitCents: 123_450 },
        { label: 'Frais de déplacement', quantity: 1, unitCents: 4_550 },
      ],
      payment: { paidOn: '2026-12-03', method: 'transfer', reference: 'VIR-2026-118' },
    });
    expect(invoice.totalCents).toBe(449_880);
    const { pages, text, pdf } = await pdfOf(invoice);
    expect(pdf.pages).toHaveLength(1);
    for (const expected of [
      'Facture n° 2026-0007',
      'Date de la prestation : 20/11/2026',
      'Date d’échéance : 28/12/2026',
      'SIRET : 12345678900012',
      'N° TVA : FR32123456789',
      'Maison Lin SAS',
      'SIREN : 987654321',
      'N° TVA : FR45987654321',
      'Désignation Qté Prix unitaire HT Total HT',
      'Atelier collectif « Couleurs » pour l’équipe 3 1 234,50 € 3 703,50 €',
      'Total HT 3 749,00 €',
      'TVA 20 % 749,80 €',
      'Total TTC 4 498,80 €',
      NO_DISCOUNT,
      'En cas de retard de paiement, pénalités au taux de trois fois le taux d’intérêt légal, exigibles sans rappel.',
      INDEMNITY,
      'Payée le 03/12/2026 par virement (référence : VIR-2026-118).',
      'Virement (IBAN) : FR76 3000 6000 0112 3456 7890 189',
    ]) {
      expect(pages[0]).toContain(words(expected));
    }
    expect(text).not.toContain(words('TVA non applicable'));
    expect(text).not.toContain(words('Paiement en ligne'));
    expect(pdf.pages[0]!.links).toEqual([]);
    // Without a trade name, her legal name is printed once, as the seller's name.
    expect(text.match(/Claire Martin EI/g)).toHaveLength(2); // The seller's block and the footer.
  });

  it('as a credit note: the invoice it cancels, its reason, every amount negative, nothing to pay', async () => {
    const credit = invoiceFixture({
      kind: 'credit',
      id: '00000000-0000-4000-8000-000000000008',
      number: '2026-0008',
      issuedOn: '2026-12-05',
      dueOn: '2026-12-05',
      credits: { id: '00000000-0000-4000-8000-000000000007', number: '2026-0007', issuedOn: '2026-11-28' },
      note: 'Séance annulée par la cliente',
    });
    expect(credit.totalCents).toBe(-20_900);
    const { pages, text, fileName, pdf } = await pdfOf(credit);
    expect(fileName).toBe('Avoir 2026-0008.pdf');
    expect(pdf.title).toBe('Avoir n°\u00A02026-0008');
    for (const expected of [
      'Avoir n° 2026-0008',
      'Date d’émission : 05/12/2026',
      'Motif : Séance annulée par la cliente',
      'Avoir annulant la facture n° 2026-0007 du 28/11/2026.',
      'Diagnostic couleurs et morphologie 1 -89,00 € -89,00 €',
      'Séance de tri de garde-robe 2 -60,00 € -120,00 €',
      'Total -209,00 €',
      LEGAL_FRANCHISE,
    ]) {
      expect(pages[0]).toContain(words(expected));
    }
    expect(text).not.toContain(words('Date d’échéance'));
    expect(text).not.toContain(words('IBAN'));
    expect(text).not.toContain(words('Paiement en ligne'));
    expect(text).not.toContain(words('pénalités'));
  });

  it('with VAT, as a credit note to a business: negative totals, no late-payment mentions', async () => {
    const credit = invoiceFixture({
      kind: 'credit',
      number: '2026-0009',
      seller: VAT_SELLER,
      buyer: BUSINESS_BUYER,
      credits: { id: '00000000-0000-4000-8000-000000000007', number: '2026-0007', issuedOn: '2026-11-28' },
    });
    const { text } = await pdfOf(credit);
    expect(text).toContain(words('Total HT -209,00 €'));
    expect(text).toContain(words('TVA 20 % -41,80 €'));
    expect(text).toContain(words('Total TTC -250,80 €'));
    expect(text).not.toContain(words(NO_DISCOUNT));
    expect(text).not.toContain(words(INDEMNITY));
  });

  it('a balance invoice under the franchise: the deposit deducted in its line, the total what is left to pay', async () => {
    const { text } = await pdfOf(
      invoiceFixture({
        lines: [
          { label: 'Forfait Essentiel couleurs', quantity: 1, unitCents: 32_000 },
          {
            label: depositDeductionLabel({ number: '2026-0003', issuedOn: '2026-11-12' }),
            quantity: 1,
            unitCents: -12_800,
          },
        ],
      }),
    );
    expect(text).toContain(
      words('Acompte déduit, facture d’acompte n° 2026-0003 du 12/11/2026 1 -128,00 € -128,00 €'),
    );
    expect(text).toContain(words('Net à payer 192,00 €'));
    expect(text).not.toContain(words('Total 192,00 €'));
  });

  it('names a deposit invoice as such', async () => {
    const { text, fileName } = await pdfOf(invoiceFixture({ kind: 'deposit', number: '2026-0010' }));
    expect(fileName).toBe('Facture d’acompte 2026-0010.pdf');
    expect(text).toContain(words('Facture d’acompte n° 2026-0010'));
  });

  it('flows 25 lines onto a second page, its table header repeated, long labels wrapped whole', async () => {
    const long =
      'Accompagnement personnalisé : analyse complète de la garde-robe existante, sélection des pièces à garder, à retoucher ou à donner, et liste d’achats hiérarchisée par priorité';
    const lines = Array.from({ length: 25 }, (_, i) => ({
      label: i === 3 ? long : `Séance de conseil n° ${i + 1}`,
      quantity: 1,
      unitCents: 5_000,
    }));
    const { pdf, pages, text } = await pdfOf(invoiceFixture({ lines }));
    expect(pdf.pages).toHaveLength(2);
    expect(pages[0]).toContain(words('Désignation Qté Prix unitaire Total'));
    expect(pages[1]).toContain(words('Désignation Qté Prix unitaire Total'));
    expect(pages[0]).toContain(words(`${long} 1 50,00 € 50,00 €`));
    expect(pages[0]).toContain(words('Séance de conseil n° 1 1 50,00 €'));
    expect(pages[1]).toContain(words('Séance de conseil n° 25 1 50,00 €'));
    for (let n = 1; n <= 25; n++) {
      if (n !== 4) expect(text.match(new RegExp(`Séance de conseil n° ${n} `, 'g'))).toHaveLength(1);
    }
    expect(pages[1]).toContain(words('Total 1 250,00 €'));
    expect(pages[1]).toContain(words(LEGAL_FRANCHISE));
    // Each page names the invoice at its foot, with its number.
    expect(pages[0]).toContain(words('Facture n° 2026-0007 · Claire Martin EI · SIRET : 12345678900012 1'));
    expect(pages[1]).toContain(words('Facture n° 2026-0007 · Claire Martin EI · SIRET : 12345678900012 2'));
  });
});
