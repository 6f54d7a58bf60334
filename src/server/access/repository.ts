import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  clientClothingItems,
  clothingItems,
  consultantClients,
  conversations,
  outfits,
  profiles,
} from '../db/schema';

/** The link between a consultant and a client exists now (not ended, not never). */
const liveLink = (consultantId: SQL | string, clientId: SQL | string) =>
  sql`exists (select 1 from ${consultantClients}
    where ${consultantClients.consultantId} = ${consultantId} and ${consultantClients.clientId} = ${clientId})`;

/** The two people are linked, whichever of them is the consultant. */
const linkedEitherWay = (a: SQL | string, b: SQL | string) => sql`(${liveLink(a, b)} or ${liveLink(b, a)})`;

/**
 * The garment is its owner's to act on: a client's own garment always; a garment a consultant proposed only while
 * she still follows every client she proposed it to (a client who left keeps it, her former consultant does not).
 */
const ownedAndLive = (viewerId: string) => sql`(${clothingItems.userId} = ${viewerId} and not exists (
    select 1 from ${clientClothingItems}
    where ${clientClothingItems.clothingItemId} = ${clothingItems.id}
      and ${clientClothingItems.consultantId} = ${clothingItems.userId}
      and not ${liveLink(sql`${clientClothingItems.consultantId}`, sql`${clientClothingItems.clientId}`)}))`;

/** The garment was proposed to this client (it stays in her proposals after her consultant has gone). */
const proposedTo = (viewerId: string) => sql`exists (select 1 from ${clientClothingItems}
    where ${clientClothingItems.clothingItemId} = ${clothingItems.id} and ${clientClothingItems.clientId} = ${viewerId})`;

const idSet = (rows: { id: string }[]) => new Set(rows.map((row) => row.id));

/**
 * Who may reach what, one query per question, each for a set of ids at once: every answer is the subset of `ids`
 * that `viewerId` may reach. Nothing here knows about HTTP or roles beyond the rows: a link is a row of
 * consultant_clients, and an ended link is its absence.
 */
export function accessRepository(db: Database) {
  return {
    /** The client herself, or a consultant following her now. */
    async clientFileRead(viewerId: string, clientIds: string[]) {
      const rows = await db
        .select({ id: consultantClients.clientId })
        .from(consultantClients)
        .where(
          and(eq(consultantClients.consultantId, viewerId), inArray(consultantClients.clientId, clientIds)),
        );
      const allowed = idSet(rows);
      if (clientIds.includes(viewerId)) allowed.add(viewerId);
      return allowed;
    },

    /** Only a consultant following the client now writes in her file. */
    async clientFileWrite(viewerId: string, clientIds: string[]) {
      const rows = await db
        .select({ id: consultantClients.clientId })
        .from(consultantClients)
        .where(
          and(eq(consultantClients.consultantId, viewerId), inArray(consultantClients.clientId, clientIds)),
        );
      return idSet(rows);
    },

    /** Its owner (see `ownedAndLive`), a consultant following the owner, or a client it was proposed to. */
    async garmentRead(viewerId: string, garmentIds: string[]) {
      const rows = await db
        .select({ id: clothingItems.id })
        .from(clothingItems)
        .where(
          and(
            inArray(clothingItems.id, garmentIds),
            or(
              ownedAndLive(viewerId),
              liveLink(viewerId, sql`${clothingItems.userId}`),
              proposedTo(viewerId),
            ),
          ),
        );
      return idSet(rows);
    },

    async garmentUpdate(viewerId: string, garmentIds: string[]) {
      const rows = await db
        .select({ id: clothingItems.id })
        .from(clothingItems)
        .where(and(inArray(clothingItems.id, garmentIds), ownedAndLive(viewerId)));
      return idSet(rows);
    },

    /** Only the client a garment was proposed to answers it, whoever proposed it. */
    async proposalDecide(viewerId: string, garmentIds: string[]) {
      const rows = await db
        .select({ id: clientClothingItems.clothingItemId })
        .from(clientClothingItems)
        .where(
          and(
            eq(clientClothingItems.clientId, viewerId),
            inArray(clientClothingItems.clothingItemId, garmentIds),
          ),
        );
      return idSet(rows);
    },

    /** Its client, for good; the consultant who made it, while she follows the client. */
    async outfitRead(viewerId: string, outfitIds: string[]) {
      const rows = await db
        .select({ id: outfits.id })
        .from(outfits)
        .where(
          and(
            inArray(outfits.id, outfitIds),
            or(
              eq(outfits.clientId, viewerId),
              and(eq(outfits.consultantId, viewerId), liveLink(viewerId, sql`${outfits.clientId}`)),
            ),
          ),
        );
      return idSet(rows);
    },

    /** Changed, revised or deleted by the consultant who made it, while she follows the client. */
    async outfitUpdate(viewerId: string, outfitIds: string[]) {
      const rows = await db
        .select({ id: outfits.id })
        .from(outfits)
        .where(
          and(
            inArray(outfits.id, outfitIds),
            eq(outfits.consultantId, viewerId),
            liveLink(viewerId, sql`${outfits.clientId}`),
          ),
        );
      return idSet(rows);
    },

    async outfitReact(viewerId: string, outfitIds: string[]) {
      const rows = await db
        .select({ id: outfits.id })
        .from(outfits)
        .where(and(inArray(outfits.id, outfitIds), eq(outfits.clientId, viewerId)));
      return idSet(rows);
    },

    /** The client reads hers for good; the consultant while it is open (the link's end closes it). */
    async conversationRead(viewerId: string, conversationIds: string[]) {
      const rows = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(
            inArray(conversations.id, conversationIds),
            or(
              eq(conversations.clientId, viewerId),
              and(eq(conversations.consultantId, viewerId), isNull(conversations.closedAt)),
            ),
          ),
        );
      return idSet(rows);
    },

    async conversationSend(viewerId: string, conversationIds: string[]) {
      const rows = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(
            inArray(conversations.id, conversationIds),
            or(eq(conversations.clientId, viewerId), eq(conversations.consultantId, viewerId)),
            isNull(conversations.closedAt),
          ),
        );
      return idSet(rows);
    },

    /** The person herself, or someone linked to her now, either way round. */
    async personRead(viewerId: string, personIds: string[]) {
      const rows = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(
          and(
            inArray(profiles.id, personIds),
            or(eq(profiles.id, viewerId), linkedEitherWay(viewerId, sql`${profiles.id}`)),
          ),
        );
      return idSet(rows);
    },

    /**
     * Her own measurements and photos are kept only with a client's consent (given at onboarding, withdrawn in
     * Paramètres); consultants store theirs freely. Only the person herself stores her data.
     */
    async personalDataStore(viewerId: string, personIds: string[]) {
      const rows = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(
          and(
            inArray(profiles.id, personIds),
            eq(profiles.id, viewerId),
            or(sql`${profiles.role} <> 'client'`, isNotNull(profiles.consentedAt)),
          ),
        );
      return idSet(rows);
    },

    /** Someone linked to the viewer now: who she may write to. */
    async personMessage(viewerId: string, personIds: string[]) {
      const rows = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(inArray(profiles.id, personIds), linkedEitherWay(viewerId, sql`${profiles.id}`)));
      return idSet(rows);
    },
  };
}

export type AccessRepository = ReturnType<typeof accessRepository>;
