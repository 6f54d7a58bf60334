import type { Invoice as EInvoice, Logger } from '@e-invoice-eu/core';
import { invoiceMentions, lineTotalCents, type Invoice, type InvoiceKind } from '~/domain/invoice-texts';

/**
 * Factur-X (issue 39, decision record 77): a business buyer's invoice as a PDF/A-3 that carries its data as
 * CII XML ('factur-x.xml', profile EN 16931), so the buyer's software reads it without retyping. Built by
 * @e-invoice-eu/core from our own PDF: the library checks the data against its JSON schema (required business
 * terms, code lists, amounts and dates) before it writes the XML, embeds it and declares the document PDF/A-3
 * (XMP metadata, sRGB output intent). It does not run the EN 16931 business rules (Schematron): the mapping
 * below keeps to them by construction (totals from `invoiceTotals`, one VAT category, dates, identifiers).
 */
export const FACTUR_X_FORMAT = 'Factur-X-EN16931';

/** UNTDID 1001: commercial invoice, prepayment invoice, credit note. */
const TYPE_CODES = { invoice: '380', deposit: '386', credit: '381' } as const satisfies Record<
  InvoiceKind,
  string
>;

const CURRENCY = 'EUR';
/** UNTDID 4461: SEPA credit transfer. */
const SEPA_CREDIT_TRANSFER = '58';
/** ISO 6523: the SIRET's and the SIREN's schemes. */
const SIRET_SCHEME = '0009';
const SIREN_SCHEME = '0002';
/** UN/ECE rec. 20: one (a service, counted). */
const UNIT = 'C62';
const FRANCHISE_REASON = 'TVA non applicable, art. 293 B du CGI';
const FRANCHISE_REASON_CODE = 'VATEX-FR-FRANCHISE';

/** '400.00' from 40 000 cents: EN 16931 writes amounts with a dot, two decimals. */
export function amount(cents: number) {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '20', '5.5' from basis points. */
const percent = (bp: number) => String(bp / 100);

type InvoiceLineData = EInvoice['ubl:Invoice']['cac:InvoiceLine'][number];
type PostalAddress = EInvoice['ubl:Invoice']['cac:AccountingSupplierParty']['cac:Party']['cac:PostalAddress'];

/**
 * A French address as typed ('12 rue des Lilas\n69003 Lyon') in its parts: the street lines, then the postcode
 * and the city from the line that holds them ('69003 Lyon', '…, 69003 Lyon'). The parties are French (a SIRET,
 * a SIREN): the country is France.
 */
export function postalAddress(address: string): PostalAddress {
  const lines = address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const result: PostalAddress = { 'cac:Country': { 'cbc:IdentificationCode': 'FR' } };
  const last = lines.at(-1);
  const town = last?.match(/^(?:(.*?)[,\s]+)?(\d{5})\s+(.+)$/);
  if (town) {
    lines.pop();
    if (town[1]) lines.push(town[1]);
    result['cbc:PostalZone'] = town[2]!;
    result['cbc:CityName'] = town[3]!;
  }
  const [street, additional, ...rest] = lines;
  if (street) result['cbc:StreetName'] = street;
  if (additional) result['cbc:AdditionalStreetName'] = additional;
  if (rest.length) result['cac:AddressLine'] = { 'cbc:Line': rest.join(', ') };
  return result;
}

const serviceDay = (invoice: Invoice) =>
  invoice.serviceOn ?? (invoice.kind === 'credit' ? invoice.credits?.issuedOn : null) ?? invoice.issuedOn;

/** The library's input: our invoice in its UBL-shaped JSON, which it turns into CII. */
export function facturXData(invoice: Invoice): EInvoice {
  const { seller, buyer } = invoice;
  const credit = invoice.kind === 'credit';
  const franchise = seller.status === 'franchise';
  // EN 16931: a credit note (381) states what it credits as positive amounts; ours are stored negative.
  const money = (cents: number) => amount(credit ? -cents : cents);
  const category = franchise
    ? { 'cbc:ID': 'E' as const, 'cbc:Percent': '0' }
    : { 'cbc:ID': 'S' as const, 'cbc:Percent': percent(invoice.vatRateBp) };
  const vat = { 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
  const notes = [...invoiceMentions(invoice)];
  if (credit && invoice.note) notes.push(`Motif\u00A0: ${invoice.note}`);
  const iban = !credit && seller.iban ? seller.iban.replace(/\s+/g, '').toUpperCase() : null;
  const tradingName = seller.businessName?.trim();

  const data: EInvoice = {
    'ubl:Invoice': {
      'cbc:ID': invoice.number,
      'cbc:IssueDate': invoice.issuedOn,
      // A credit note is settled on the day it is issued (deducted or refunded): its 'due date' says so.
      'cbc:DueDate': invoice.dueOn,
      'cbc:InvoiceTypeCode': TYPE_CODES[invoice.kind],
      // One note: the library writes an array as several contents of one note, which the Factur-X schema refuses.
      'cbc:Note': [notes.join('\n')],
      'cbc:DocumentCurrencyCode': CURRENCY,
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          ...(seller.email ? { 'cbc:EndpointID': seller.email, 'cbc:EndpointID@schemeID': 'EM' } : {}),
          ...(tradingName && tradingName !== seller.legalName.trim()
            ? { 'cac:PartyName': { 'cbc:Name': tradingName } }
            : {}),
          'cac:PostalAddress': postalAddress(seller.address),
          // BT-31, her VAT number; without one (the franchise), BT-32 with her SIREN, as the French practice goes:
          // EN 16931 asks one or the other beside category E or S (BR-E-02, BR-S-02). The library writes any
          // scheme but 'VAT' as 'FC' (tax registration).
          'cac:PartyTaxScheme': [
            seller.vatNumber
              ? { 'cbc:CompanyID': seller.vatNumber, ...vat }
              : { 'cbc:CompanyID': seller.siret.slice(0, 9), 'cac:TaxScheme': { 'cbc:ID': 'LOC' } },
          ],
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': seller.legalName,
            'cbc:CompanyID': seller.siret,
            'cbc:CompanyID@schemeID': SIRET_SCHEME,
          },
          ...(seller.email || seller.phone
            ? {
                'cac:Contact': {
                  ...(seller.phone ? { 'cbc:Telephone': seller.phone } : {}),
                  ...(seller.email ? { 'cbc:ElectronicMail': seller.email } : {}),
                },
              }
            : {}),
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cac:PostalAddress': postalAddress(buyer.address),
          ...(buyer.vatNumber ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.vatNumber, ...vat } } : {}),
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': buyer.name,
            ...(buyer.siren ? { 'cbc:CompanyID': buyer.siren, 'cbc:CompanyID@schemeID': SIREN_SCHEME } : {}),
          },
        },
      },
      // BT-72. The XML needs its delivery part, which the library writes only around a date: the day of the
      // service, which is the day of issue unless she gave another (the cancelled invoice's, for a credit note).
      'cac:Delivery': { 'cbc:ActualDeliveryDate': serviceDay(invoice) },
      ...(iban
        ? {
            'cac:PaymentMeans': [
              {
                'cbc:PaymentMeansCode': SEPA_CREDIT_TRANSFER,
                'cbc:PaymentMeansCode@name': 'Virement SEPA',
                'cac:PayeeFinancialAccount': { 'cbc:ID': iban },
              },
            ],
          }
        : {}),
      // BT-25/BT-26, the invoice a credit note cancels. @e-invoice-eu/core 2.3.4 reads it from the wrong path and
      // leaves it out of the XML (it validates it, though): the first note says it in words meanwhile.
      ...(credit && invoice.credits
        ? {
            'cac:BillingReference': [
              {
                'cac:InvoiceDocumentReference': {
                  'cbc:ID': invoice.credits.number,
                  'cbc:IssueDate': invoice.credits.issuedOn,
                },
              },
            ],
          }
        : {}),
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': money(invoice.vatCents),
          'cbc:TaxAmount@currencyID': CURRENCY,
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': money(invoice.totalExclCents),
              'cbc:TaxableAmount@currencyID': CURRENCY,
              'cbc:TaxAmount': money(invoice.vatCents),
              'cbc:TaxAmount@currencyID': CURRENCY,
              'cac:TaxCategory': {
                ...category,
                ...(franchise
                  ? {
                      'cbc:TaxExemptionReasonCode': FRANCHISE_REASON_CODE,
                      'cbc:TaxExemptionReason': FRANCHISE_REASON,
                    }
                  : {}),
                ...vat,
              },
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': money(invoice.totalExclCents),
        'cbc:LineExtensionAmount@currencyID': CURRENCY,
        'cbc:TaxExclusiveAmount': money(invoice.totalExclCents),
        'cbc:TaxExclusiveAmount@currencyID': CURRENCY,
        'cbc:TaxInclusiveAmount': money(invoice.totalCents),
        'cbc:TaxInclusiveAmount@currencyID': CURRENCY,
        // The document as issued: a payment recorded later does not change what it asks.
        'cbc:PayableAmount': money(invoice.totalCents),
        'cbc:PayableAmount@currencyID': CURRENCY,
      },
      // At least one: an invoice has lines (and the library's schema refuses none).
      // A balance invoice's deposit deducted: EN 16931 refuses a negative price (BR-27), so its quantity is.
      'cac:InvoiceLine': invoice.lines.map<InvoiceLineData>((line, index) => ({
        'cbc:ID': String(index + 1),
        'cbc:InvoicedQuantity': String(line.unitCents < 0 ? -line.quantity : line.quantity),
        'cbc:InvoicedQuantity@unitCode': UNIT,
        'cbc:LineExtensionAmount': amount(lineTotalCents(line)),
        'cbc:LineExtensionAmount@currencyID': CURRENCY,
        'cac:Item': { 'cbc:Name': line.label, 'cac:ClassifiedTaxCategory': { ...category, ...vat } },
        'cac:Price': {
          'cbc:PriceAmount': amount(Math.abs(line.unitCents)),
          'cbc:PriceAmount@currencyID': CURRENCY,
        },
      })) as [InvoiceLineData, ...InvoiceLineData[]],
    },
  };
  return data;
}

/** The library's messages go nowhere: its error log would print the whole invoice (names, IBAN). */
const quiet: Logger = { log: () => {}, warn: () => {}, error: () => {} };

type SchemaError = { instancePath?: string; message?: string };

/**
 * Our PDF of `invoice` as Factur-X: the same pages, PDF/A-3, with 'factur-x.xml' embedded. Rejects, without
 * writing anything, when the library's schema refuses the data (the message names the failing paths).
 */
export async function facturX(invoice: Invoice, pdf: Buffer): Promise<Buffer> {
  // Imported on the first Factur-X, not when the server starts: the library and what it loads with it (pdf-lib,
  // a spreadsheet reader) take about a second and 70 MB.
  const { InvoiceService } = await import('@e-invoice-eu/core');
  let output: string | Uint8Array;
  try {
    output = await new InvoiceService(quiet).generate(facturXData(invoice), {
      format: FACTUR_X_FORMAT,
      lang: 'fr-fr',
      pdf: { buffer: new Uint8Array(pdf), filename: `${invoice.number}.pdf`, mimetype: 'application/pdf' },
      noWarnings: true,
    });
  } catch (error) {
    const errors = (error as { errors?: SchemaError[] }).errors;
    if (!Array.isArray(errors)) throw error;
    const details = errors.map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim()).join('; ');
    throw new Error(`Factur-X: invoice ${invoice.number} refused by the schema: ${details}`, {
      cause: error,
    });
  }
  if (typeof output === 'string') throw new Error('Factur-X: the library returned XML, not a PDF');
  return Buffer.from(output);
}
