import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';
import { clientClothingItems, consultantClients, outfits } from './schema';

/**
 * What the consultant's portfolio card shows waiting for her, kept on the link row (consultant_clients) so a page
 * of the portfolio reads only its own rows, however many proposals and looks each client has.
 *
 * - The counts (answers awaited, looks to revise, news since her last visit) are recounted from their rows after
 *   anything that may change them: a proposal made, answered or deleted, a look revised, reacted to or deleted,
 *   a visit, a withdrawn consent.
 * - 'À traiter' (`needs_attention`): set when the client answers a proposal or reacts to an outfit, and kept after
 *   the consultant's visit only while one of her looks waits to be revised.
 */
const pair = (consultantId: string, clientId: string) =>
  and(eq(consultantClients.consultantId, consultantId), eq(consultantClients.clientId, clientId));

function counts(consultantId: string, clientId: string, seenAt: SQL | Date) {
  const seen = seenAt instanceof Date ? sql`${seenAt.toISOString()}::timestamptz` : seenAt;
  const since = sql`coalesce(${seen}, '-infinity'::timestamptz)`;
  const ofPair = (table: typeof outfits | typeof clientClothingItems) =>
    sql`${table.consultantId} = ${consultantId} and ${table.clientId} = ${clientId}`;
  const looksToRevise = sql<number>`(select count(*) from ${outfits}
    where ${ofPair(outfits)} and ${outfits.latest} and ${outfits.reaction} = 'revise')::int`;
  return {
    awaitingAnswers: sql<number>`(select count(*) from ${clientClothingItems}
      where ${ofPair(clientClothingItems)} and ${clientClothingItems.decision} is null)::int`,
    looksToRevise,
    news: sql<number>`(
      (select count(*) from ${outfits} where ${ofPair(outfits)} and ${outfits.reactedAt} > ${since})
      + (select count(*) from ${clientClothingItems}
          where ${ofPair(clientClothingItems)} and ${clientClothingItems.decidedAt} > ${since})
    )::int`,
    stillToRevise: sql<boolean>`${looksToRevise} > 0`,
  };
}

type Change = {
  /** The client answered or reacted: her card goes to 'À traiter'. */
  flag?: boolean;
  /** The consultant's visit, or a revision: 'À traiter' stays only while a look waits to be revised. */
  settle?: boolean;
  /** The consultant opened the file at this time: what came before is no longer news. */
  seenAt?: Date;
};

/**
 * Recounts the card of one consultant and client. The link row is locked first, so the recount that writes last
 * started after every change before it had committed, and two recounts never leave an older figure behind.
 */
export async function refreshCard(
  db: Database,
  consultantId: string,
  clientId: string,
  change: Change = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const [link] = await tx
      .select({ clientId: consultantClients.clientId })
      .from(consultantClients)
      .where(pair(consultantId, clientId))
      .for('update');
    if (!link) return;
    const { stillToRevise, ...recounted } = counts(
      consultantId,
      clientId,
      change.seenAt ?? sql`${consultantClients.lastSeenAt}`,
    );
    await tx
      .update(consultantClients)
      .set({
        ...recounted,
        ...(change.flag ? { needsAttention: true } : change.settle ? { needsAttention: stillToRevise } : {}),
        ...(change.seenAt ? { lastSeenAt: change.seenAt } : {}),
      })
      .where(pair(consultantId, clientId));
  });
}

/** Recounts the cards of every consultant following this client. */
export async function refreshCardsOfClient(db: Database, clientId: string): Promise<void> {
  const links = await db
    .select({ consultantId: consultantClients.consultantId })
    .from(consultantClients)
    .where(eq(consultantClients.clientId, clientId));
  for (const { consultantId } of links) await refreshCard(db, consultantId, clientId);
}
