import {
  balanceOf,
  euros,
  frenchDate,
  type DepositDeducted,
  type InvoiceBuyer,
  type InvoiceLine,
  type InvoiceSeller,
  type InvoiceTotals,
} from './invoice-texts';

/**
 * Packages ('Forfaits') and quotes ('Devis'): what she sells, what she proposes to a client, and the client's
 * acceptance with her choice on the withdrawal period (issue 39, decision record 78). Zod-free: the web app imports it.
 */

export const MAX_PACKAGE_NAME = 80;
export const MAX_PACKAGE_DESCRIPTION = 1000;
export const MAX_PACKAGE_SESSIONS = 10;
export const MAX_SESSION_LABEL = 80;
/** A session lasts 15 minutes to 8 hours. */
export const MIN_SESSION_MINUTES = 15;
export const MAX_SESSION_MINUTES = 480;
export const MAX_SESSION_COUNT = 20;
export const MAX_PACKAGE_LOOKS = 100;
/** A year of support at most. */
export const MAX_SUPPORT_DAYS = 365;
/** Packages she keeps on offer. */
export const MAX_PACKAGES = 30;
/** A quote stays open 1 to 90 days; 30 when she does not say. */
export const MAX_QUOTE_VALID_DAYS = 90;
export const DEFAULT_QUOTE_VALID_DAYS = 30;
/** The withdrawal period of a contract concluded at a distance or off premises (art. L221-18 du Code de la consommation). */
export const WITHDRAWAL_DAYS = 14;
/** Rows her quote list shows, newest first. */
export const MAX_QUOTES_LISTED = 200;

/** A kind of session the package includes, and how many. */
export type PackageSession = { label: string; minutes: number; count: number };

/** What a package includes, beside its price. */
export type PackageContent = {
  name: string;
  description: string | null;
  sessions: PackageSession[];
  /** Looks she composes for the client. */
  looks: number;
  /** Whether the carnet de style is handed over. */
  carnet: boolean;
  /** Days of support (messages, questions) from the acceptance. */
  supportDays: number;
};

/** A package as she offers it ('Forfaits'). */
export type Package = PackageContent & { id: string; priceCents: number; createdAt: string };

/** A package bought through an accepted quote: what remains of it, as both of them see it. */
export type ClientPackage = PackageContent & {
  id: string;
  quoteId: string;
  quoteNumber: string;
  consultantId: string;
  clientId: string;
  /** Sessions included in all, and used so far. */
  sessionsIncluded: number;
  sessionsUsed: number;
  startsOn: string;
  /** The last day of support. */
  supportUntil: string;
  createdAt: string;
};

/** 'sent' until she answers; 'expired' once past its validity without an answer. */
export type QuoteStatus = 'sent' | 'accepted' | 'declined' | 'expired';

/** A quote as the API shows it. */
export type Quote = InvoiceTotals & {
  id: string;
  /** 'D2026-0003'. */
  number: string;
  consultantId: string;
  clientId: string | null;
  issuedOn: string;
  validUntil: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  vatRateBp: number;
  /** The package it sells, as it was when the quote was made. */
  package: (PackageContent & { id: string }) | null;
  /** Her terms of sale as they were when the quote was made: what the client accepts. */
  terms: string;
  /** Concluded at a distance or off premises: the client has 14 days to withdraw. */
  distance: boolean;
  depositPercent: number;
  /** The deposit asked once accepted: the share of the total, to the cent. */
  depositCents: number;
  status: QuoteStatus;
  acceptedAt: string | null;
  /**
   * Her choice on the withdrawal period, recorded with the acceptance: true when she asked expressly that the
   * service start before its end, false when she waits; null when no period applies or before she answers.
   */
  earlyStart: boolean | null;
  declinedAt: string | null;
  /** The deposit invoice drawn from it, once issued (and not cancelled by a credit note), as it was issued. */
  depositInvoice: (DepositDeducted & { id: string }) | null;
  /** Its balance invoice (the quote's lines less the deposit), once issued and not cancelled. */
  balanceInvoice: { id: string; number: string } | null;
  createdAt: string;
};

export const quoteNumber = (year: number, number: number) => `D${year}-${String(number).padStart(4, '0')}`;

export const depositOf = (totalCents: number, percent: number) => Math.round((totalCents * percent) / 100);

export const sessionsIncluded = (sessions: readonly PackageSession[]) =>
  sessions.reduce((sum, session) => sum + session.count, 0);

/** '1 h 30', '45 min'. */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest}\u00A0min`;
  return rest ? `${hours}\u00A0h\u00A0${String(rest).padStart(2, '0')}` : `${hours}\u00A0h`;
}

/** What the package includes, one line each: '2 × Analyse couleurs (1 h 30)', '3 tenues', 'Carnet de style'. */
export function packageIncludes(content: PackageContent): string[] {
  const lines = content.sessions.map(
    (session) => `${session.count}\u00A0× ${session.label} (${durationLabel(session.minutes)})`,
  );
  if (content.looks)
    lines.push(content.looks === 1 ? '1\u00A0tenue composée' : `${content.looks}\u00A0tenues composées`);
  if (content.carnet) lines.push('Carnet de style');
  if (content.supportDays) lines.push(`Suivi par messages pendant ${content.supportDays}\u00A0jours`);
  return lines;
}

/** The last day she may withdraw: 14 days from the acceptance's day. */
export const withdrawalEnds = (acceptedOn: string) => {
  const date = new Date(`${acceptedOn}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + WITHDRAWAL_DAYS);
  return date.toISOString().slice(0, 10);
};

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  sent: 'En attente de réponse',
  accepted: 'Accepté',
  declined: 'Refusé',
  expired: 'Expiré',
};

export const depositLine = (quote: Pick<Quote, 'number' | 'issuedOn' | 'depositPercent'>) =>
  `Acompte de ${quote.depositPercent}\u00A0% sur le devis n°\u00A0${quote.number} du ${frenchDate(quote.issuedOn)}`;

export const QUOTE_TEXTS = {
  title: 'Devis',
  packagesTitle: 'Forfaits',
  packagesDescription:
    'Ce que vous proposez : un prix, des séances, des tenues, le carnet de style et un suivi. Un devis part d’un forfait ou de lignes libres.',
  packagesEmpty: 'Aucun forfait pour l’instant.',
  packageSaved: 'Forfait enregistré',
  packageArchived: 'Forfait retiré de vos offres',
  sent: 'Devis envoyé',
  empty: 'Aucun devis pour l’instant.',
  clientEmpty: 'Aucun devis pour l’instant.',
  accepted: 'Devis accepté',
  declined: 'Devis refusé',
  termsAccept: 'J’ai lu et j’accepte les conditions générales de vente ci-dessus.',
  termsRequired: 'Cochez l’acceptation des conditions générales de vente.',
  withdrawalQuestion: `Vous disposez d’un délai de rétractation de ${WITHDRAWAL_DAYS}\u00A0jours à compter de votre acceptation. Souhaitez-vous que la prestation commence avant la fin de ce délai\u00A0?`,
  earlyStartYes:
    'Oui, je demande expressément que la prestation commence avant la fin du délai de rétractation. Si je me rétracte ensuite, je devrai la part des séances déjà réalisées.',
  earlyStartNo: 'Non, je préfère attendre la fin du délai de rétractation avant la première séance.',
  earlyStartRequired: 'Indiquez si la prestation peut commencer avant la fin du délai de rétractation.',
  distanceLabel: 'Contrat conclu à distance ou hors établissement (délai de rétractation de 14\u00A0jours)',
  nameRequired: 'Nommez le forfait.',
  sessionLabelRequired: 'Nommez la séance.',
  minutesInvalid: `Une durée entière de ${MIN_SESSION_MINUTES} à ${MAX_SESSION_MINUTES}\u00A0minutes.`,
  countInvalid: `Un nombre entier de séances, de 1 à ${MAX_SESSION_COUNT}.`,
  looksInvalid: `Un nombre entier de tenues, de 0 à ${MAX_PACKAGE_LOOKS}.`,
  supportDaysInvalid: `Un nombre entier de jours, de 0 à ${MAX_SUPPORT_DAYS}.`,
  tooManySessions: `${MAX_PACKAGE_SESSIONS} types de séance au maximum.`,
  tooManyPackages: `${MAX_PACKAGES} forfaits au maximum.`,
  validDaysInvalid: `Une validité entière de 1 à ${MAX_QUOTE_VALID_DAYS}\u00A0jours.`,
  notOpen: 'Ce devis n’attend plus de réponse.',
  expired: 'Ce devis a expiré : demandez-en un nouveau à votre conseillère.',
  notAccepted: 'Un acompte se demande sur un devis accepté.',
  depositAlready: 'L’acompte de ce devis est déjà facturé.',
  balanceAlready: 'Le solde de ce devis est déjà facturé : annulez sa facture par un avoir pour la refaire.',
  balanceNegative: 'L’acompte facturé dépasse le total du devis : il ne reste pas de solde à facturer.',
} as const;

export const quoteTotalLabel = (quote: Pick<Quote, 'totalCents'>) => euros(quote.totalCents);

/**
 * What the balance invoice of a quote asks as things stand (its lines at the quote's rate less the live deposit),
 * for 'Facturer le solde (…)'; the form shows it at her current rate, as the server issues it.
 */
export const balanceCentsOf = (quote: Pick<Quote, 'lines' | 'vatRateBp' | 'depositInvoice'>) =>
  balanceOf(quote.lines, quote.vatRateBp, quote.depositInvoice).totalCents;
