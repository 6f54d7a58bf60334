import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { consultantClients, outfits } from './schema';

/**
 * 'À traiter' on the consultant's portfolio: a client's card is flagged when she answers a proposal or reacts to
 * an outfit, and stays flagged after the consultant's visit while one of her looks waits to be revised.
 */
const pair = (consultantId: string, clientId: string) =>
  and(eq(consultantClients.consultantId, consultantId), eq(consultantClients.clientId, clientId));

/** The client answered or reacted: her consultant's card says so. */
export async function flagForConsultant(db: Database, consultantId: string, clientId: string): Promise<void> {
  await db.update(consultantClients).set({ needsAttention: true }).where(pair(consultantId, clientId));
}

/**
 * After the consultant's visit (`seenAt`) or a revision: the flag stays only while a latest look of hers for
 * this client is marked 'À revoir'.
 */
export async function settleAttention(
  db: Database,
  consultantId: string,
  clientId: string,
  seenAt?: Date,
): Promise<void> {
  const toRevise = sql<boolean>`exists (
    select 1 from ${outfits}
    where ${outfits.consultantId} = ${consultantId} and ${outfits.clientId} = ${clientId}
      and ${outfits.latest} and ${outfits.reaction} = 'revise'
  )`;
  await db
    .update(consultantClients)
    .set({ needsAttention: toRevise, ...(seenAt ? { lastSeenAt: seenAt } : {}) })
    .where(pair(consultantId, clientId));
}
