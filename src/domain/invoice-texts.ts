import { frenchEuros } from './french-numbers';

/**
 * Invoices ('Factures', 'Factures d'acompte', 'Avoirs') and what they must say in France (issue 39, decision
 * record 77). Amounts are whole cents; a credit note's are negative, so a period's totals are plain sums.
 * Zod-free: the web app imports it.
 */

/** 'franchise': VAT-exempt (micro-entrepreneur, art. 293 B du CGI); 'vat': she charges VAT at `vatRateBp`. */
export const VAT_STATUSES = ['franchise', 'vat'] as const;
export type VatStatus = (typeof VAT_STATUSES)[number];

export const INVOICE_KINDS = ['invoice', 'deposit', 'credit'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** How a payment reached her: traced by a bank or a provider. Never cash (decision record 77). */
export const PAYMENT_METHODS = ['transfer', 'link', 'card', 'cheque'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const BUYER_KINDS = ['person', 'business'] as const;
export type BuyerKind = (typeof BUYER_KINDS)[number];

export const MAX_INVOICE_LINES = 20;
export const MAX_LINE_LABEL = 200;
export const MAX_LINE_QUANTITY = 999;
/** 100 000 € a line. */
export const MAX_UNIT_CENTS = 10_000_000;
/** 1 000 000 € an invoice: its cents, and its VAT's, stay far inside the database's integers. */
export const MAX_INVOICE_TOTAL_CENTS = 100_000_000;
export const MAX_ADDRESS_LENGTH = 300;
export const MAX_TERMS_LENGTH = 4000;
export const MAX_PAYMENT_REFERENCE = 120;
export const MAX_CREDIT_REASON = 300;
/** Days between the issue and the due date she may give. */
export const MAX_PAYMENT_DAYS = 60;
/** Rows a period's list holds; the CSV exports carry the whole period. */
export const MAX_INVOICES_LISTED = 500;
/** French law: invoices are kept ten years (art. L123-22 du Code de commerce). */
export const INVOICE_RETENTION_YEARS = 10;

/** 'Facturation': what every invoice must say of her, kept once and copied onto each invoice when issued. */
export type InvoicingDetails = {
  /** Her name as registered, with 'EI' for an individual entrepreneur ('Claire Martin EI'). */
  legalName: string;
  status: VatStatus;
  /** Basis points: 2000 is 20 %; 0 under 'franchise'. */
  vatRateBp: number;
  siret: string;
  /** Her intra-community VAT number, when she has one. */
  vatNumber: string | null;
  address: string;
  iban: string | null;
  /** A payment page of her provider she pastes (https). */
  paymentLink: string | null;
  /** Her terms of sale, shown with her quotes and on request. */
  terms: string;
  /** Days between an invoice and its due date (0: on receipt). */
  paymentDays: number;
  /** How long before a session it can be moved or cancelled free of charge. */
  cancellationHours: number;
  /** The share of a package asked as a deposit. */
  depositPercent: number;
};

/** Her details as an invoice keeps them: what they were the day it was issued. */
export type InvoiceSeller = Omit<InvoicingDetails, 'terms' | 'cancellationHours' | 'depositPercent'> & {
  /** The trade name of 'Mon activité', printed above the legal one when it differs. */
  businessName: string | null;
  email: string | null;
  phone: string | null;
  accentColor: string;
};

export type InvoiceBuyer = {
  kind: BuyerKind;
  name: string;
  address: string;
  /** A business buyer's SIREN (9 digits): required on invoices between businesses from 2026. */
  siren: string | null;
  vatNumber: string | null;
};

export type InvoiceLine = { label: string; quantity: number; unitCents: number };

export type InvoiceTotals = { totalExclCents: number; vatCents: number; totalCents: number };

export type InvoicePayment = { paidOn: string; method: PaymentMethod; reference: string | null };

/** An invoice as the API shows it. */
export type Invoice = InvoiceTotals & {
  id: string;
  kind: InvoiceKind;
  /** '2026-0007'. */
  number: string;
  clientId: string | null;
  consultantId: string;
  issuedOn: string;
  /** The day the service was given, when it is not the day of issue. */
  serviceOn: string | null;
  dueOn: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  vatRateBp: number;
  /** For a credit note: the invoice it cancels. */
  credits: { id: string; number: string; issuedOn: string } | null;
  /** A credit note's reason. */
  note: string | null;
  payment: InvoicePayment | null;
  /** The credit note that cancels this invoice, once there is one. */
  creditedBy: { id: string; number: string } | null;
  pdfUrl: string;
  createdAt: string;
};

/** GET /api/me/invoicing: her details, and whether an invoice can be issued with them. */
export type InvoicingAnswer = { details: InvoicingDetails | null };

export const DEFAULT_TERMS =
  'Tarifs en euros. Les prestations sont payables selon les modalités indiquées sur le devis. Un acompte est demandé à la réservation ; le solde est dû au plus tard 48 heures avant la première séance. Une séance peut être reportée ou annulée sans frais jusqu’à 48 heures avant son début ; au-delà, elle est due. Pour un contrat conclu à distance ou hors établissement, vous disposez d’un délai de rétractation de 14 jours à compter de son acceptation.';

export const invoiceNumber = (year: number, number: number) => `${year}-${String(number).padStart(4, '0')}`;

/** Each line's amount, then the totals: VAT rounded once on the total, to the nearest cent. */
export const lineTotalCents = (line: InvoiceLine) => line.quantity * line.unitCents;

export function invoiceTotals(lines: readonly InvoiceLine[], vatRateBp: number): InvoiceTotals {
  const totalExclCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const vatCents = Math.round((totalExclCents * vatRateBp) / 10_000);
  return { totalExclCents, vatCents, totalCents: totalExclCents + vatCents };
}

export const euros = (cents: number) => frenchEuros(cents / 100, true);

/** The deposit invoice a balance invoice deducts, as it was issued. */
export type DepositDeducted = InvoiceTotals & { number: string; issuedOn: string };

/** 'Acompte déduit, facture d'acompte n° 2026-0003 du 12/11/2026': the balance invoice's one negative line. */
export const depositDeductionLabel = (deposit: Pick<DepositDeducted, 'number' | 'issuedOn'>) =>
  `Acompte déduit, facture d’acompte n°\u00A0${deposit.number} du ${frenchDate(deposit.issuedOn)}`;

/**
 * The balance invoice ('facture de solde') of an accepted quote: the quote's lines, then its live deposit invoice
 * deducted in one negative line (its amount before VAT). Its totals are the quote's lines' at `vatRateBp` less the
 * deposit's totals as they were invoiced (its VAT is deducted, not computed again), so the deposit and the balance
 * together ask exactly the quote's total. Without a deposit, the whole quote.
 */
export function balanceOf(
  lines: readonly InvoiceLine[],
  vatRateBp: number,
  deposit: DepositDeducted | null,
): InvoiceTotals & { lines: InvoiceLine[] } {
  const full = invoiceTotals(lines, vatRateBp);
  if (!deposit) return { lines: [...lines], ...full };
  const totalExclCents = full.totalExclCents - deposit.totalExclCents;
  const vatCents = full.vatCents - deposit.vatCents;
  return {
    lines: [
      ...lines,
      { label: depositDeductionLabel(deposit), quantity: 1, unitCents: -deposit.totalExclCents },
    ],
    totalExclCents,
    vatCents,
    totalCents: totalExclCents + vatCents,
  };
}

/** An invoice that deducts a deposit (the only kind of invoice with a negative line): its total is what is left to pay. */
export const deductsDeposit = (invoice: Pick<Invoice, 'kind' | 'lines'>) =>
  invoice.kind === 'invoice' && invoice.lines.some((line) => line.unitCents < 0);

/** The last total of an invoice deducting a deposit. */
export const AMOUNT_DUE_LABEL = 'Net à payer';

/** '20 %', '5,5 %'. */
export const vatRateLabel = (bp: number) => `${String(bp / 100).replace('.', ',')}\u00A0%`;

export const INVOICE_KIND_TITLES: Record<InvoiceKind, string> = {
  invoice: 'Facture',
  deposit: 'Facture d’acompte',
  credit: 'Avoir',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  transfer: 'Virement',
  link: 'Lien de paiement',
  card: 'Carte bancaire',
  cheque: 'Chèque',
};

/** '28/11/2026' from '2026-11-28'. */
export const frenchDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * The mentions French law asks of this invoice beyond its parties, lines and totals (art. 242 nonies A de l'annexe
 * II du CGI, art. L441-9 du Code de commerce; decision record 77), in the order the PDF prints them.
 */
export function invoiceMentions(
  invoice: Pick<Invoice, 'kind' | 'seller' | 'buyer' | 'dueOn' | 'issuedOn' | 'credits' | 'vatRateBp'>,
): string[] {
  const mentions: string[] = [];
  if (invoice.kind === 'credit' && invoice.credits) {
    mentions.push(
      `Avoir annulant la facture n°\u00A0${invoice.credits.number} du ${frenchDate(invoice.credits.issuedOn)}.`,
    );
  }
  if (invoice.seller.status === 'franchise') mentions.push('TVA non applicable, art. 293 B du CGI.');
  if (invoice.kind !== 'credit') {
    mentions.push(
      `Date d’échéance\u00A0: ${frenchDate(invoice.dueOn)}${invoice.dueOn === invoice.issuedOn ? ' (paiement à réception)' : ''}.`,
    );
    if (invoice.buyer.kind === 'business') {
      mentions.push(
        'Pas d’escompte pour paiement anticipé.',
        'En cas de retard de paiement, pénalités au taux de trois fois le taux d’intérêt légal, exigibles sans rappel.',
        'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement\u00A0: 40\u00A0€.',
      );
    } else {
      mentions.push('En cas de retard de paiement, pénalités au taux d’intérêt légal.');
    }
  }
  return mentions;
}

export const INVOICE_TEXTS = {
  title: 'Factures',
  settingsTitle: 'Facturation',
  settingsDescription:
    'Ce que vos factures doivent indiquer de vous. Chaque facture garde ces informations telles qu’elles étaient le jour où elle est émise.',
  saved: 'Facturation enregistrée',
  incomplete: 'Complétez d’abord votre facturation (Paramètres, « Facturation »).',
  issued: 'Facture émise',
  paid: 'Paiement enregistré',
  credited: 'Avoir émis',
  empty: 'Aucune facture sur cette période.',
  clientEmpty: 'Aucune facture pour l’instant.',
  immutable:
    'Une facture émise ne se modifie ni ne se supprime : pour la corriger, émettez un avoir puis une nouvelle facture.',
  noCash:
    'Les paiements en espèces ne sont pas enregistrés ici : un encaissement en espèces relève d’un logiciel de caisse certifié.',
  siretInvalid: 'Le SIRET compte 14 chiffres.',
  sirenInvalid: 'Le SIREN compte 9 chiffres.',
  vatNumberInvalid: 'Numéro de TVA invalide (FR suivi de 11 caractères).',
  vatNumberRequired: 'Assujettie à la TVA, indiquez votre numéro de TVA intracommunautaire.',
  ibanInvalid: 'IBAN invalide.',
  linkInvalid: 'Adresse de paiement invalide (https://...).',
  legalNameRequired: 'Indiquez votre nom ou votre raison sociale.',
  addressRequired: 'Indiquez une adresse.',
  vatRateInvalid: 'Taux de TVA entre 0,1 et 30\u00A0%.',
  paymentDaysInvalid: `Un nombre entier de jours, de 0 à ${MAX_PAYMENT_DAYS}.`,
  cancellationHoursInvalid: 'Un nombre entier d’heures, de 0 à 720.',
  depositPercentInvalid: 'Un pourcentage entier, de 0 à 100.',
  termsRequired: 'Indiquez vos conditions générales de vente.',
  buyerNameRequired: 'Indiquez le nom de la cliente.',
  clientRequired: 'Choisissez une cliente.',
  lineLabelRequired: 'Décrivez la prestation.',
  linesRequired: 'Ajoutez au moins une ligne.',
  tooManyLines: `${MAX_INVOICE_LINES} lignes au maximum.`,
  totalTooLarge: 'Le total d’une facture ne peut dépasser 1\u202F000\u202F000\u00A0€.',
  quantityInvalid: `Quantité entière entre 1 et ${MAX_LINE_QUANTITY}.`,
  priceInvalid: 'Prix invalide.',
  dueBeforeIssue: 'L’échéance ne peut précéder la date d’émission.',
  periodInvalid: 'Période invalide.',
  alreadyPaid: 'Cette facture est déjà réglée.',
  alreadyCredited: 'Cette facture est déjà annulée par un avoir.',
  creditNotPayable: 'Un avoir ne se règle pas.',
  creditOfCredit: 'Un avoir ne s’annule pas par un autre avoir.',
} as const;
