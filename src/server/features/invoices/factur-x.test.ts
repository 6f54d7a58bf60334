import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '~/domain/invoice-texts';
import { BUSINESS_BUYER, VAT_SELLER, invoiceFixture } from '../../test/invoices';
import { parsePdf } from '../../test/pdf';
import { amount, facturX, postalAddress } from './factur-x';
import { drawInvoice } from './invoice-pdf';

async function drawn(invoice: Invoice) {
  const chunks: Buffer[] = [];
  for await (const chunk of drawInvoice(invoice).doc as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The Factur-X PDF of `invoice`, as a reader opens it: its attachments, its XML, its XMP metadata, its text. */
async function facturXOf(invoice: Invoice) {
  const bytes = await facturX(invoice, await drawn(invoice));
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const attachments = [...((await pdf.getAttachments())?.keys() ?? [])];
  const xml = new TextDecoder().decode(
    (await pdf.getAttachmentContent('factur-x.xml')) as unknown as Uint8Array,
  );
  const xmp = (await pdf.getMetadata()).metadata?.getRaw() ?? '';
  await pdf.cleanup();
  const text = words((await parsePdf(bytes)).pages.map((page) => page.text).join(' '));
  return { bytes, attachments, xml, xmp, text };
}

/** Words between single spaces: pdf.js may give a no-break space as a space. */
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of every `<name>` element (any attributes), in document order. */
const values = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((match) => match[1]!);
/** An element's first occurrence, attributes included: '<ram:ID schemeID="0009">…</ram:ID>'. */
const element = (xml: string, name: string, attributes: string) =>
  xml.match(new RegExp(`<${name} ${attributes}>([^<]*)</${name}>`))?.[1];
const between = (xml: string, name: string) =>
  xml.match(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`))?.[1] ?? '';

const totals = (xml: string) => {
  const summation = between(xml, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  return {
    lines: values(summation, 'ram:LineTotalAmount')[0],
    basis: values(summation, 'ram:TaxBasisTotalAmount')[0],
    tax: element(summation, 'ram:TaxTotalAmount', 'currencyID="EUR"'),
    grand: values(summation, 'ram:GrandTotalAmount')[0],
    due: values(summation, 'ram:DuePayableAmount')[0],
  };
};

/** PDF/A-3, and the Factur-X extension naming its XML and its profile. */
function expectPdfA3FacturX(xmp: string) {
  expect(values(xmp, 'pdfaid:part')).toEqual(['3']);
  expect(values(xmp, 'pdfaid:conformance')).toEqual(['B']);
  expect(values(xmp, 'fx:DocumentFileName')).toEqual(['factur-x.xml']);
  expect(values(xmp, 'fx:DocumentType')).toEqual(['INVOICE']);
  expect(values(xmp, 'fx:ConformanceLevel')).toEqual(['EN 16931']);
}

const VAT_INVOICE = invoiceFixture({
  seller: { ...VAT_SELLER },
  buyer: BUSINESS_BUYER,
  serviceOn: '2026-11-20',
  lines: [
    { label: 'Atelier collectif «\u00A0Couleurs\u00A0» pour l’équipe', quantity: 2, unitCents: 15_000 },
    { label: 'Frais de déplacement', quantity: 1, unitCents: 10_000 },
  ],
});

describe('Factur-X, for a business buyer', () => {
  it('with VAT at 20 %: our pages, PDF/A-3, and factur-x.xml with the number, 380, the parties’ numbers, the totals and the IBAN', async () => {
    const { bytes, attachments, xml, xmp, text } = await facturXOf(VAT_INVOICE);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(attachments).toEqual(['factur-x.xml']);
    expectPdfA3FacturX(xmp);
    // The pages are ours, unchanged: the same text in the same font.
    expect(text).toContain(words('Facture n°\u00A02026-0007'));
    expect(text).toContain(words('Total TTC 480,00\u00A0€'));

    expect(values(xml, 'ram:ID')).toContain('urn:cen.eu:en16931:2017');
    expect(values(between(xml, 'rsm:ExchangedDocument'), 'ram:ID')).toEqual(['2026-0007']);
    expect(values(between(xml, 'rsm:ExchangedDocument'), 'ram:TypeCode')).toEqual(['380']);
    expect(element(xml, 'udt:DateTimeString', 'format="102"')).toBe('20261128');
    const seller = between(xml, 'ram:SellerTradeParty');
    expect(values(seller, 'ram:Name')[0]).toBe('Claire Martin EI');
    expect(element(seller, 'ram:ID', 'schemeID="0009"')).toBe('12345678900012');
    expect(element(seller, 'ram:ID', 'schemeID="VA"')).toBe('FR32123456789');
    expect(values(seller, 'ram:PostcodeCode')).toEqual(['69003']);
    expect(values(seller, 'ram:CityName')).toEqual(['Lyon']);
    expect(values(seller, 'ram:CountryID')).toEqual(['FR']);
    const buyer = between(xml, 'ram:BuyerTradeParty');
    expect(values(buyer, 'ram:Name')[0]).toBe('Maison Lin SAS');
    expect(element(buyer, 'ram:ID', 'schemeID="0002"')).toBe('987654321');
    expect(element(buyer, 'ram:ID', 'schemeID="VA"')).toBe('FR45987654321');

    expect(values(xml, 'ram:BilledQuantity')).toEqual(['2', '1']);
    expect(values(xml, 'ram:ChargeAmount')).toEqual(['150.00', '100.00']);
    expect(values(between(xml, 'ram:ApplicableHeaderTradeSettlement'), 'ram:CategoryCode')).toEqual(['S']);
    expect(values(between(xml, 'ram:ApplicableHeaderTradeSettlement'), 'ram:RateApplicablePercent')).toEqual([
      '20',
    ]);
    expect(values(between(xml, 'ram:ApplicableHeaderTradeSettlement'), 'ram:CalculatedAmount')).toEqual([
      '80.00',
    ]);
    expect(totals(xml)).toEqual({
      lines: '400.00',
      basis: '400.00',
      tax: '80.00',
      grand: '480.00',
      due: '480.00',
    });

    const payment = between(xml, 'ram:SpecifiedTradeSettlementPaymentMeans');
    expect(values(payment, 'ram:TypeCode')).toEqual(['58']);
    expect(values(payment, 'ram:IBANID')).toEqual(['FR7630006000011234567890189']);
    expect(values(between(xml, 'ram:SpecifiedTradePaymentTerms'), 'udt:DateTimeString')).toEqual([
      '20261228',
    ]);
    expect(values(between(xml, 'ram:ActualDeliverySupplyChainEvent'), 'udt:DateTimeString')).toEqual([
      '20261120',
    ]);
    expect(values(xml, 'ram:InvoiceCurrencyCode')).toEqual(['EUR']);
    // The mentions the law asks of an invoice between businesses, in one note.
    expect(values(xml, 'ram:Content')).toHaveLength(1);
    expect(values(xml, 'ram:Content')[0]).toContain('Indemnité forfaitaire pour frais de recouvrement');
  });

  it('under the VAT franchise: category E at 0 %, VATEX-FR-FRANCHISE and art. 293 B, her SIREN for want of a VAT number', async () => {
    const { attachments, xml, xmp, text } = await facturXOf(invoiceFixture({ buyer: BUSINESS_BUYER }));
    expect(attachments).toEqual(['factur-x.xml']);
    expectPdfA3FacturX(xmp);
    expect(text).toContain('TVA non applicable, art. 293 B du CGI.');

    expect(values(between(xml, 'rsm:ExchangedDocument'), 'ram:ID')).toEqual(['2026-0007']);
    expect(values(between(xml, 'rsm:ExchangedDocument'), 'ram:TypeCode')).toEqual(['380']);
    const tax = between(xml, 'ram:ApplicableHeaderTradeSettlement');
    expect(values(tax, 'ram:CategoryCode')).toEqual(['E']);
    expect(values(tax, 'ram:RateApplicablePercent')).toEqual(['0']);
    expect(values(tax, 'ram:ExemptionReasonCode')).toEqual(['VATEX-FR-FRANCHISE']);
    expect(values(tax, 'ram:ExemptionReason')).toEqual(['TVA non applicable, art. 293 B du CGI']);
    expect(values(xml, 'ram:CategoryCode')).toEqual(['E', 'E', 'E']);
    expect(totals(xml)).toEqual({
      lines: '209.00',
      basis: '209.00',
      tax: '0.00',
      grand: '209.00',
      due: '209.00',
    });
    // No service day given: the day of issue, so that the delivery part the Factur-X schema requires is there.
    expect(values(between(xml, 'ram:ActualDeliverySupplyChainEvent'), 'udt:DateTimeString')).toEqual([
      '20261128',
    ]);

    const seller = between(xml, 'ram:SellerTradeParty');
    expect(element(seller, 'ram:ID', 'schemeID="0009"')).toBe('12345678900012');
    expect(element(seller, 'ram:ID', 'schemeID="FC"')).toBe('123456789');
    expect(seller).not.toContain('schemeID="VA"');
    expect(element(between(xml, 'ram:BuyerTradeParty'), 'ram:ID', 'schemeID="0002"')).toBe('987654321');
  });

  it('a credit note: 381 with positive amounts, the invoice it cancels in its note, nothing to pay by transfer', async () => {
    const invoice = invoiceFixture({
      kind: 'credit',
      number: '2026-0008',
      seller: { ...VAT_SELLER },
      buyer: BUSINESS_BUYER,
      dueOn: '2026-11-28',
      credits: { id: '00000000-0000-4000-8000-000000000006', number: '2026-0006', issuedOn: '2026-11-02' },
      note: 'Séance annulée',
    });
    expect(invoice.totalCents).toBe(-25_080);
    const { attachments, xml, xmp, text } = await facturXOf(invoice);
    expect(attachments).toEqual(['factur-x.xml']);
    expectPdfA3FacturX(xmp);
    expect(text).toContain(words('Avoir n°\u00A02026-0008'));

    expect(values(between(xml, 'rsm:ExchangedDocument'), 'ram:ID')).toEqual(['2026-0008']);
    expect(values(between(xml, 'rsm:ExchangedDocument'), 'ram:TypeCode')).toEqual(['381']);
    expect(totals(xml)).toEqual({
      lines: '209.00',
      basis: '209.00',
      tax: '41.80',
      grand: '250.80',
      due: '250.80',
    });
    expect(xml).not.toMatch(/>-\d/);
    expect(values(xml, 'ram:Content')).toEqual([
      'Avoir annulant la facture n°\u00A02026-0006 du 02/11/2026.\nMotif\u00A0: Séance annulée',
    ]);
    expect(xml).not.toContain('SpecifiedTradeSettlementPaymentMeans');
    // The service was the cancelled invoice's.
    expect(values(between(xml, 'ram:ActualDeliverySupplyChainEvent'), 'udt:DateTimeString')).toEqual([
      '20261102',
    ]);
    expect(element(between(xml, 'ram:SellerTradeParty'), 'ram:ID', 'schemeID="0009"')).toBe('12345678900012');
    expect(element(between(xml, 'ram:BuyerTradeParty'), 'ram:ID', 'schemeID="0002"')).toBe('987654321');
  });

  it('a deposit invoice is a prepayment invoice (386)', async () => {
    const { xml } = await facturXOf({ ...VAT_INVOICE, kind: 'deposit' });
    expect(values(between(xml, 'rsm:ExchangedDocument'), 'ram:TypeCode')).toEqual(['386']);
  });

  it('a balance invoice’s deposit deducted: a negative quantity at a positive price (BR-27), the rest due', async () => {
    const lines = [
      ...VAT_INVOICE.lines,
      {
        label: 'Acompte déduit, facture d’acompte n°\u00A02026-0003 du 12/11/2026',
        quantity: 1,
        unitCents: -16_000,
      },
    ];
    const { xml } = await facturXOf(
      invoiceFixture({ seller: { ...VAT_SELLER }, buyer: BUSINESS_BUYER, lines }),
    );
    expect(values(xml, 'ram:BilledQuantity')).toEqual(['2', '1', '-1']);
    expect(values(xml, 'ram:ChargeAmount')).toEqual(['150.00', '100.00', '160.00']);
    expect(values(xml, 'ram:LineTotalAmount').slice(0, 3)).toEqual(['300.00', '100.00', '-160.00']);
    expect(totals(xml)).toMatchObject({ basis: '240.00', grand: '288.00', due: '288.00' });
  });

  it('the library validates what it is given: data its schema refuses makes no PDF, the error names the field', async () => {
    const pdf = await drawn(VAT_INVOICE);
    await expect(facturX({ ...VAT_INVOICE, issuedOn: '28/11/2026' }, pdf)).rejects.toThrow(
      /refused by the schema: \/ubl:Invoice\/cbc:IssueDate must match pattern/,
    );
    // Half a cent is no amount.
    await expect(
      facturX({ ...VAT_INVOICE, lines: [{ label: 'Demi-centime', quantity: 1, unitCents: 0.5 }] }, pdf),
    ).rejects.toThrow(/cac:InvoiceLine\/0\/cac:Price\/cbc:PriceAmount must match pattern/);
  });
});

describe('its parts', () => {
  it('amounts with a dot and two decimals, from cents', () => {
    expect(amount(40_000)).toBe('400.00');
    expect(amount(8_905)).toBe('89.05');
    expect(amount(7)).toBe('0.07');
    expect(amount(-25_080)).toBe('-250.80');
  });

  it('a French address: street lines, then the postcode and the city', () => {
    expect(postalAddress('12 rue des Lilas\n69003 Lyon')).toEqual({
      'cbc:StreetName': '12 rue des Lilas',
      'cbc:PostalZone': '69003',
      'cbc:CityName': 'Lyon',
      'cac:Country': { 'cbc:IdentificationCode': 'FR' },
    });
    expect(postalAddress('Bâtiment B\n3 allée des Tilleuls\nZA Nord\n75011 Paris')).toMatchObject({
      'cbc:StreetName': 'Bâtiment B',
      'cbc:AdditionalStreetName': '3 allée des Tilleuls',
      'cac:AddressLine': { 'cbc:Line': 'ZA Nord' },
      'cbc:PostalZone': '75011',
      'cbc:CityName': 'Paris',
    });
    expect(postalAddress('8 quai Saint-Vincent, 69001 Lyon')).toMatchObject({
      'cbc:StreetName': '8 quai Saint-Vincent',
      'cbc:PostalZone': '69001',
      'cbc:CityName': 'Lyon',
    });
    expect(postalAddress('Quelque part')).toEqual({
      'cbc:StreetName': 'Quelque part',
      'cac:Country': { 'cbc:IdentificationCode': 'FR' },
    });
  });
});
