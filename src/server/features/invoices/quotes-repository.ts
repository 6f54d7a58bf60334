import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PackageContent } from '~/domain/quote-texts';
import type { PackageInput } from '~/domain/quotes';
import type { Database } from '../../db/client';
import { clientPackages, packages, profiles, quoteSequences, quotes } from '../../db/schema';

export type PackageRow = typeof packages.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;
export type ClientPackageRow = typeof clientPackages.$inferSelect;
export type NewQuote = Omit<typeof quotes.$inferInsert, 'id' | 'year' | 'number' | 'createdAt'>;
/** An invoice drawn from a quote, as the quote shows it. */
type DrawnInvoice = {
  id: string;
  year: number;
  number: number;
  issuedOn: string;
  totalExclCents: number;
  vatCents: number;
  totalCents: number;
};
/** A quote with its deposit and balance invoices (the last of each not cancelled by a credit note). */
export type QuoteWithDeposit = {
  quote: QuoteRow;
  deposit: DrawnInvoice | null;
  balance: DrawnInvoice | null;
};

/** Thrown inside a sending transaction to give its number back: the quote the request made already. */
class AlreadySent extends Error {
  constructor(readonly existing: QuoteRow) {
    super('already sent');
  }
}

/** Its deposit ('deposit') or balance ('invoice') invoice, unless a credit note cancelled it. */
const drawnOf = (kind: 'deposit' | 'invoice') => sql<DrawnInvoice | null>`(
  select json_build_object('id', d.id, 'year', d.year, 'number', d.number, 'issuedOn', d.issued_on,
    'totalExclCents', d.total_excl_cents, 'vatCents', d.vat_cents, 'totalCents', d.total_cents)
  from "invoices" as d
  where d.quote_id = "quotes"."id" and d.kind = ${kind}
    and not exists (select 1 from "invoices" as c where c.credits_invoice_id = d.id)
  order by d.created_at desc limit 1)`;

export function quotesRepository(db: Database) {
  const withDeposit = () =>
    db.select({ quote: quotes, deposit: drawnOf('deposit'), balance: drawnOf('invoice') }).from(quotes);

  return {
    /** Her packages on offer, oldest first (packages_consultant_created_idx). */
    listPackages(consultantId: string) {
      return db
        .select()
        .from(packages)
        .where(and(eq(packages.consultantId, consultantId), isNull(packages.archivedAt)))
        .orderBy(packages.createdAt, packages.id);
    },

    async findPackage(id: string): Promise<PackageRow | null> {
      const [row] = await db.select().from(packages).where(eq(packages.id, id));
      return row ?? null;
    },

    /** Adds a package unless she has `max` on offer already (counted under her profile row's lock). */
    async addPackage(consultantId: string, input: PackageInput, max: number): Promise<PackageRow | null> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(eq(profiles.id, consultantId))
          .for('update');
        const [{ count }] = (await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(packages)
          .where(and(eq(packages.consultantId, consultantId), isNull(packages.archivedAt)))) as [
          { count: number },
        ];
        if (count >= max) return null;
        const [row] = await tx
          .insert(packages)
          .values({ consultantId, ...input })
          .returning();
        return row!;
      });
    },

    async updatePackage(id: string, input: PackageInput, at: Date): Promise<PackageRow | null> {
      const [row] = await db
        .update(packages)
        .set({ ...input, updatedAt: at })
        .where(and(eq(packages.id, id), isNull(packages.archivedAt)))
        .returning();
      return row ?? null;
    },

    async archivePackage(id: string, at: Date) {
      await db
        .update(packages)
        .set({ archivedAt: at })
        .where(and(eq(packages.id, id), isNull(packages.archivedAt)));
    },

    /**
     * Sends a quote with the next number of its year, taken under the sequence row's lock as an invoice's is; the
     * same `requestId` twice gives back the first quote.
     */
    async send(values: NewQuote, year: number): Promise<{ quote: QuoteRow; created: boolean }> {
      try {
        const quote = await db.transaction(async (tx) => {
          const [sequence] = await tx
            .insert(quoteSequences)
            .values({ consultantId: values.consultantId, year, lastNumber: 1 })
            .onConflictDoUpdate({
              target: [quoteSequences.consultantId, quoteSequences.year],
              set: { lastNumber: sql`${quoteSequences.lastNumber} + 1` },
            })
            .returning({ number: quoteSequences.lastNumber });
          const [existing] = await tx
            .select()
            .from(quotes)
            .where(and(eq(quotes.consultantId, values.consultantId), eq(quotes.requestId, values.requestId)));
          if (existing) throw new AlreadySent(existing);
          const [row] = await tx
            .insert(quotes)
            .values({ ...values, year, number: sequence!.number })
            .returning();
          return row!;
        });
        return { quote, created: true };
      } catch (error) {
        if (error instanceof AlreadySent) return { quote: error.existing, created: false };
        throw error;
      }
    },

    async find(id: string): Promise<QuoteWithDeposit | null> {
      const [row] = await withDeposit().where(eq(quotes.id, id));
      return row ?? null;
    },

    /** Hers, newest first (quotes_consultant_created_idx read backwards). */
    listSent(consultantId: string, limit: number) {
      return withDeposit()
        .where(eq(quotes.consultantId, consultantId))
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(limit);
    },

    /** A client's from every consultant, newest first (quotes_client_created_idx). */
    listOfClient(clientId: string, limit: number) {
      return withDeposit()
        .where(eq(quotes.clientId, clientId))
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(limit);
    },

    /** Those one consultant sent a client, newest first (quotes_consultant_client_created_idx). */
    listSentTo(consultantId: string, clientId: string, limit: number) {
      return withDeposit()
        .where(and(eq(quotes.consultantId, consultantId), eq(quotes.clientId, clientId)))
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(limit);
    },

    /**
     * Records her acceptance and, for a quote selling a package, the package she now has, in one transaction:
     * false when the quote was answered meanwhile (or its validity ended).
     */
    async accept(
      id: string,
      answer: { at: Date; earlyStart: boolean | null; today: string },
      bought: { content: PackageContent; supportUntil: string } | null,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(quotes)
          .set({ acceptedAt: answer.at, earlyStart: answer.earlyStart })
          .where(
            and(
              eq(quotes.id, id),
              isNull(quotes.acceptedAt),
              isNull(quotes.declinedAt),
              sql`${quotes.validUntil} >= ${answer.today}`,
            ),
          )
          .returning();
        if (!row) return false;
        if (bought && row.clientId) {
          await tx.insert(clientPackages).values({
            quoteId: row.id,
            consultantId: row.consultantId,
            clientId: row.clientId,
            content: bought.content,
            startsOn: answer.today,
            supportUntil: bought.supportUntil,
          });
        }
        return true;
      });
    },

    async decline(id: string, at: Date): Promise<boolean> {
      const [row] = await db
        .update(quotes)
        .set({ declinedAt: at })
        .where(and(eq(quotes.id, id), isNull(quotes.acceptedAt), isNull(quotes.declinedAt)))
        .returning({ id: quotes.id });
      return Boolean(row);
    },

    /** A client's packages, newest first: all of hers, or those one consultant sold her. */
    clientPackages(clientId: string, consultantId: string | null) {
      return db
        .select({ item: clientPackages, year: quotes.year, number: quotes.number })
        .from(clientPackages)
        .innerJoin(quotes, eq(quotes.id, clientPackages.quoteId))
        .where(
          consultantId
            ? and(eq(clientPackages.consultantId, consultantId), eq(clientPackages.clientId, clientId))
            : eq(clientPackages.clientId, clientId),
        )
        .orderBy(desc(clientPackages.createdAt), desc(clientPackages.id))
        .limit(50);
    },
  };
}
