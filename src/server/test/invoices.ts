import { invoiceTotals, type Invoice, type InvoiceLine, type InvoiceSeller } from '~/domain/invoice-texts';

export type InvoiceOverrides = Omit<Partial<Invoice>, 'seller'> & { seller?: Partial<InvoiceSeller> };

/**
 * An invoice built by hand for the PDF's and the exports' tests: a franchise seller billing a person two lines by
 * default; its totals follow its lines (negative for a credit note) unless given.
 */
export function invoiceFixture(overrides: InvoiceOverrides = {}): Invoice {
  const lines: InvoiceLine[] = overrides.lines ?? [
    { label: 'Diagnostic couleurs et morphologie', quantity: 1, unitCents: 8900 },
    { label: 'Séance de tri de garde-robe', quantity: 2, unitCents: 6000 },
  ];
  const seller: InvoiceSeller = {
    legalName: 'Claire Martin EI',
    status: 'franchise',
    vatRateBp: 0,
    siret: '12345678900012',
    vatNumber: null,
    address: '12 rue des Lilas\n69003 Lyon',
    iban: 'FR7630006000011234567890189',
    paymentLink: 'https://pay.example/claire',
    paymentDays: 30,
    businessName: 'Atelier Claire – Conseil en image',
    email: 'contact@atelier-claire.fr',
    phone: '06 12 34 56 78',
    accentColor: '#0f766e',
    ...overrides.seller,
  };
  const vatRateBp = overrides.vatRateBp ?? seller.vatRateBp;
  const totals = invoiceTotals(lines, vatRateBp);
  const sign = overrides.kind === 'credit' ? -1 : 1;
  return {
    id: '00000000-0000-4000-8000-000000000007',
    kind: 'invoice',
    number: '2026-0007',
    clientId: '00000000-0000-4000-8000-000000000001',
    consultantId: '00000000-0000-4000-8000-000000000002',
    issuedOn: '2026-11-28',
    serviceOn: null,
    dueOn: '2026-12-28',
    buyer: {
      kind: 'person',
      name: 'Léa Œillet',
      address: '4 place Bellecour\n69002 Lyon',
      siren: null,
      vatNumber: null,
    },
    credits: null,
    note: null,
    payment: null,
    creditedBy: null,
    pdfUrl: '/api/invoices/00000000-0000-4000-8000-000000000007/pdf',
    createdAt: '2026-11-28T09:00:00.000Z',
    totalExclCents: sign * totals.totalExclCents,
    vatCents: sign * totals.vatCents,
    totalCents: sign * totals.totalCents,
    ...overrides,
    seller,
    lines,
    vatRateBp,
  };
}

/** Her details once she charges VAT at 20 %. */
export const VAT_SELLER = {
  status: 'vat' as const,
  vatRateBp: 2000,
  vatNumber: 'FR32123456789',
};

/** A business buyer, with its SIREN and VAT number. */
export const BUSINESS_BUYER = {
  kind: 'business' as const,
  name: 'Maison Lin SAS',
  address: '8 quai Saint-Vincent\n69001 Lyon',
  siren: '987654321',
  vatNumber: 'FR45987654321',
};

/** The 'Facturation' a test consultant saves (PUT /api/me/invoicing): a micro-entrepreneur under the franchise. */
export const TEST_INVOICING = {
  legalName: 'Inès Moreau EI',
  status: 'franchise',
  vatRateBp: 0,
  siret: '12345678900012',
  vatNumber: null,
  address: '12 rue des Lilas, 69003 Lyon',
  iban: 'FR7630006000011234567890189',
  paymentLink: null,
  terms: 'Conditions générales de vente',
  paymentDays: 0,
  cancellationHours: 48,
  depositPercent: 40,
};

/** What the issuing form sends (POST /api/clients/:clientId/invoices): a person billed one session. */
export const invoiceRequest = (overrides: Record<string, unknown> = {}) => ({
  requestId: crypto.randomUUID(),
  kind: 'invoice',
  buyer: { kind: 'person', name: 'Léa Petit', address: '3 place Bellecour, 69002 Lyon' },
  lines: [{ label: 'Séance de conseil', quantity: 1, unitCents: 9_000 }],
  ...overrides,
});

/** A package a test consultant adds (POST /api/me/packages): two kinds of session, three looks, the carnet. */
export const TEST_PACKAGE = {
  name: 'Essentiel couleurs',
  priceCents: 32_000,
  description: 'Pour commencer',
  sessions: [
    { label: 'Analyse couleurs', minutes: 90, count: 1 },
    { label: 'Tri de garde-robe', minutes: 120, count: 2 },
  ],
  looks: 3,
  carnet: true,
  supportDays: 30,
};

/** What the quote form sends (POST /api/clients/:clientId/quotes): a package at a distance, valid 30 days. */
export const quoteRequest = (overrides: Record<string, unknown> = {}) => ({
  requestId: crypto.randomUUID(),
  packageId: null,
  buyer: { kind: 'person', name: 'Léa Petit', address: '3 place Bellecour, 69002 Lyon' },
  lines: [{ label: 'Forfait Essentiel couleurs', quantity: 1, unitCents: 32_000 }],
  validDays: 30,
  distance: true,
  ...overrides,
});
