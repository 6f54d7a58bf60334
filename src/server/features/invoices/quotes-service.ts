import { invoiceNumber, invoiceTotals } from '~/domain/invoice-texts';
import {
  depositOf,
  MAX_PACKAGES,
  MAX_QUOTES_LISTED,
  QUOTE_TEXTS,
  quoteNumber,
  sessionsIncluded,
  type ClientPackage,
  type Package,
  type PackageContent,
  type Quote,
  type QuoteStatus,
} from '~/domain/quote-texts';
import type { AcceptQuoteInput, PackageInput, SendQuoteInput } from '~/domain/quotes';
import { DEFAULT_TIME_ZONE } from '~/domain/time-zone';
import { addDays, todayIn } from '~/domain/wear-calendar-texts';
import { createAccess } from '../../access/access';
import type { FeatureDeps } from '../../deps';
import { AppError } from '../../errors';
import { invoicesRepository } from './repository';
import { sellerOf } from './service';
import {
  quotesRepository,
  type ClientPackageRow,
  type PackageRow,
  type QuoteWithDeposit,
} from './quotes-repository';

type Viewer = { id: string };

const contentOf = (row: PackageRow): PackageContent => ({
  name: row.name,
  description: row.description,
  sessions: row.sessions,
  looks: row.looks,
  carnet: row.carnet,
  supportDays: row.supportDays,
});

const toPackage = (row: PackageRow): Package => ({
  id: row.id,
  priceCents: row.priceCents,
  ...contentOf(row),
  createdAt: row.createdAt.toISOString(),
});

function statusOf(row: QuoteWithDeposit['quote'], today: string): QuoteStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.declinedAt) return 'declined';
  return row.validUntil < today ? 'expired' : 'sent';
}

function toQuote({ quote, deposit, balance }: QuoteWithDeposit, today: string): Quote {
  return {
    id: quote.id,
    number: quoteNumber(quote.year, quote.number),
    consultantId: quote.consultantId,
    clientId: quote.clientId,
    issuedOn: quote.issuedOn,
    validUntil: quote.validUntil,
    seller: quote.seller,
    buyer: quote.buyer,
    lines: quote.lines,
    vatRateBp: quote.vatRateBp,
    totalExclCents: quote.totalExclCents,
    vatCents: quote.vatCents,
    totalCents: quote.totalCents,
    package: quote.package,
    terms: quote.terms,
    distance: quote.distance,
    depositPercent: quote.depositPercent,
    depositCents: depositOf(quote.totalCents, quote.depositPercent),
    status: statusOf(quote, today),
    acceptedAt: quote.acceptedAt?.toISOString() ?? null,
    earlyStart: quote.earlyStart,
    declinedAt: quote.declinedAt?.toISOString() ?? null,
    depositInvoice: deposit && {
      id: deposit.id,
      number: invoiceNumber(deposit.year, deposit.number),
      issuedOn: deposit.issuedOn,
      totalExclCents: deposit.totalExclCents,
      vatCents: deposit.vatCents,
      totalCents: deposit.totalCents,
    },
    balanceInvoice: balance && { id: balance.id, number: invoiceNumber(balance.year, balance.number) },
    createdAt: quote.createdAt.toISOString(),
  };
}

const toClientPackage = ({
  item,
  year,
  number,
}: {
  item: ClientPackageRow;
  year: number;
  number: number;
}): ClientPackage => ({
  id: item.id,
  quoteId: item.quoteId,
  quoteNumber: quoteNumber(year, number),
  consultantId: item.consultantId,
  clientId: item.clientId,
  ...item.content,
  sessionsIncluded: sessionsIncluded(item.content.sessions),
  sessionsUsed: item.sessionsUsed,
  startsOn: item.startsOn,
  supportUntil: item.supportUntil,
  createdAt: item.createdAt.toISOString(),
});

/** What an accepted quote's package gives the client from `day`: its content as sold, and the end of support. */
const packageBought = ({ id: _id, ...content }: PackageContent & { id: string }, day: string) => ({
  content,
  supportUntil: addDays(day, content.supportDays),
});

/**
 * Packages ('Forfaits') and quotes ('Devis', issue 39, decision record 78). She sends a client a quote, from a
 * package or free lines, with her terms of sale as they are that day; the client accepts it once (with, for a
 * contract at a distance, her choice on the withdrawal period) or declines it. An accepted quote that sells a
 * package gives the client that package; its deposit invoice is drawn from it on the invoices' side.
 */
export function quotesService(deps: FeatureDeps) {
  const access = createAccess(deps.db);
  const repo = quotesRepository(deps.db);
  const invoicing = invoicesRepository(deps.db);
  const today = () => todayIn(DEFAULT_TIME_ZONE, deps.now());

  async function read(id: string): Promise<Quote> {
    const row = await repo.find(id);
    if (!row) throw new AppError('NOT_FOUND', { resource: 'quote' });
    return toQuote(row, today());
  }

  return {
    async packages(consultant: Viewer): Promise<{ packages: Package[] }> {
      return { packages: (await repo.listPackages(consultant.id)).map(toPackage) };
    },

    async addPackage(consultant: Viewer, input: PackageInput): Promise<Package> {
      const row = await repo.addPackage(consultant.id, input, MAX_PACKAGES);
      if (!row) throw new AppError('TOO_MANY_PACKAGES');
      return toPackage(row);
    },

    async updatePackage(consultant: Viewer, id: string, input: PackageInput): Promise<Package> {
      await access.requireAccess(consultant, 'package.manage', id);
      const row = await repo.updatePackage(id, input, deps.now());
      if (!row) throw new AppError('NOT_FOUND', { resource: 'package' });
      return toPackage(row);
    },

    async archivePackage(consultant: Viewer, id: string): Promise<void> {
      await access.requireAccess(consultant, 'package.manage', id);
      await repo.archivePackage(id, deps.now());
    },

    /** Sends it now, numbered; the same request twice answers the same quote (`created` false). */
    async send(consultant: Viewer, clientId: string, input: SendQuoteInput) {
      await access.requireAccess(consultant, 'quote.issue', clientId);
      let sold: (PackageContent & { id: string }) | null = null;
      if (input.packageId) {
        await access.requireAccess(consultant, 'package.manage', input.packageId);
        const row = await repo.findPackage(input.packageId);
        if (!row || row.archivedAt) throw new AppError('NOT_FOUND', { resource: 'package' });
        sold = { id: row.id, ...contentOf(row) };
      }
      const found = await invoicing.details(consultant.id);
      if (!found) throw new AppError('INVOICING_INCOMPLETE');
      const issuedOn = today();
      const { quote, created } = await repo.send(
        {
          consultantId: consultant.id,
          clientId,
          requestId: input.requestId,
          issuedOn,
          validUntil: addDays(issuedOn, input.validDays),
          seller: sellerOf(found),
          buyer: input.buyer,
          lines: input.lines,
          vatRateBp: found.invoicing.vatRateBp,
          ...invoiceTotals(input.lines, found.invoicing.vatRateBp),
          package: sold,
          terms: found.invoicing.terms,
          distance: input.distance,
          depositPercent: found.invoicing.depositPercent,
        },
        Number(issuedOn.slice(0, 4)),
      );
      if (created) {
        await deps.notifier.tell({
          recipientId: clientId,
          kind: 'quote.sent',
          eventKey: `quote.sent:${quote.id}`,
          subject: { actorId: consultant.id, quoteId: quote.id },
        });
      }
      return { quote: await read(quote.id), created };
    },

    async get(viewer: Viewer, id: string): Promise<Quote> {
      await access.requireAccess(viewer, 'quote.read', id);
      return read(id);
    },

    /** Hers, newest first. */
    async listSent(consultant: Viewer): Promise<{ quotes: Quote[] }> {
      const day = today();
      return {
        quotes: (await repo.listSent(consultant.id, MAX_QUOTES_LISTED)).map((row) => toQuote(row, day)),
      };
    },

    /** A client's from every consultant (hers), or those a consultant following her sent her. */
    async listOfClient(viewer: Viewer, clientId: string): Promise<{ quotes: Quote[] }> {
      await access.requireAccess(viewer, 'clientFile.read', clientId);
      const day = today();
      const rows =
        viewer.id === clientId
          ? await repo.listOfClient(clientId, MAX_QUOTES_LISTED)
          : await repo.listSentTo(viewer.id, clientId, MAX_QUOTES_LISTED);
      return { quotes: rows.map((row) => toQuote(row, day)) };
    },

    /** Her packages (all of them for her; those the consultant sold her otherwise), with what remains. */
    async clientPackages(viewer: Viewer, clientId: string): Promise<{ packages: ClientPackage[] }> {
      await access.requireAccess(viewer, 'clientFile.read', clientId);
      const rows = await repo.clientPackages(clientId, viewer.id === clientId ? null : viewer.id);
      return { packages: rows.map(toClientPackage) };
    },

    /**
     * Her acceptance, once: with the terms accepted and, for a contract at a distance, her choice on the
     * withdrawal period recorded with its date. The same answer twice is the same acceptance.
     */
    async accept(client: Viewer, id: string, input: AcceptQuoteInput): Promise<Quote> {
      await access.requireAccess(client, 'quote.answer', id);
      const before = await read(id);
      if (before.distance && (input.earlyStart === null || input.earlyStart === undefined)) {
        throw new AppError('INVALID_INPUT', { message: QUOTE_TEXTS.earlyStartRequired });
      }
      const earlyStart = before.distance ? input.earlyStart! : null;
      if (before.status === 'accepted' && before.earlyStart === earlyStart) return before;
      if (before.status === 'expired') throw new AppError('QUOTE_EXPIRED');
      if (before.status !== 'sent') throw new AppError('QUOTE_NOT_OPEN');
      const day = today();
      const bought = before.package && packageBought(before.package, day);
      if (!(await repo.accept(id, { at: deps.now(), earlyStart, today: day }, bought))) {
        const after = await read(id);
        if (after.status === 'accepted' && after.earlyStart === earlyStart) return after;
        throw new AppError(after.status === 'expired' ? 'QUOTE_EXPIRED' : 'QUOTE_NOT_OPEN');
      }
      await deps.notifier.tell({
        recipientId: before.consultantId,
        kind: 'quote.answered',
        eventKey: `quote.answered:${id}`,
        subject: { actorId: client.id, clientId: client.id, quoteId: id, answer: 'accepted' },
      });
      return read(id);
    },

    async decline(client: Viewer, id: string): Promise<Quote> {
      await access.requireAccess(client, 'quote.answer', id);
      const before = await read(id);
      if (before.status === 'declined') return before;
      if (before.status !== 'sent' && before.status !== 'expired') throw new AppError('QUOTE_NOT_OPEN');
      if (!(await repo.decline(id, deps.now()))) {
        const after = await read(id);
        if (after.status === 'declined') return after;
        throw new AppError('QUOTE_NOT_OPEN');
      }
      await deps.notifier.tell({
        recipientId: before.consultantId,
        kind: 'quote.answered',
        eventKey: `quote.answered:${id}`,
        subject: { actorId: client.id, clientId: client.id, quoteId: id, answer: 'declined' },
      });
      return read(id);
    },
  };
}
