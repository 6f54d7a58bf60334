import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  clientClothingItems,
  clientInvites,
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

/**
 * Who may reach what, one query per question, each for a set of ids at once: every answer is the subset of `ids`
 * that `viewerId` may reach. Nothing here knows about HTTP or roles beyond the rows: a link is a row of
 * consultant_clients, and an ended link is its absence.
 */
export function accessRepository(db: Database) {
  /** The ids among `ids` (values of `id`, a column of `table`) whose row meets `condition`. */
  async function subset(table: PgTable, id: PgColumn, ids: string[], condition: SQL | undefined) {
    const rows = await db
      .select({ id })
      .from(table)
      .where(and(inArray(id, ids), condition));
    return new Set(rows.map((row) => row.id as string));
  }

  /** The clients among `clientIds` that this consultant follows now. */
  const followedBy = (consultantId: string, clientIds: string[]) =>
    subset(
      consultantClients,
      consultantClients.clientId,
      clientIds,
      eq(consultantClients.consultantId, consultantId),
    );

  return {
    /** The client herself, or a consultant following her now. */
    async clientFileRead(viewerId: string, clientIds: string[]) {
      const allowed = await followedBy(viewerId, clientIds);
      if (clientIds.includes(viewerId)) allowed.add(viewerId);
      return allowed;
    },

    /** Only a consultant following the client now writes in her file. */
    clientFileWrite: followedBy,

    /** Its owner (see `ownedAndLive`), a consultant following the owner, or a client it was proposed to. */
    garmentRead: (viewerId: string, garmentIds: string[]) =>
      subset(
        clothingItems,
        clothingItems.id,
        garmentIds,
        or(ownedAndLive(viewerId), liveLink(viewerId, sql`${clothingItems.userId}`), proposedTo(viewerId)),
      ),

    garmentUpdate: (viewerId: string, garmentIds: string[]) =>
      subset(clothingItems, clothingItems.id, garmentIds, ownedAndLive(viewerId)),

    /** Only the client a garment was proposed to answers it, whoever proposed it. */
    proposalDecide: (viewerId: string, garmentIds: string[]) =>
      subset(
        clientClothingItems,
        clientClothingItems.clothingItemId,
        garmentIds,
        eq(clientClothingItems.clientId, viewerId),
      ),

    /** Edited or withdrawn by the consultant who proposed it, while she follows the client. */
    proposalUpdate: (viewerId: string, garmentIds: string[]) =>
      subset(
        clientClothingItems,
        clientClothingItems.clothingItemId,
        garmentIds,
        and(
          eq(clientClothingItems.consultantId, viewerId),
          liveLink(viewerId, sql`${clientClothingItems.clientId}`),
        ),
      ),

    /** Its client, for good; the consultant who made it, while she follows the client. */
    outfitRead: (viewerId: string, outfitIds: string[]) =>
      subset(
        outfits,
        outfits.id,
        outfitIds,
        or(
          // A draft is the consultant's alone: to its client it is not there.
          and(eq(outfits.clientId, viewerId), sql`${outfits.shared}`),
          and(eq(outfits.consultantId, viewerId), liveLink(viewerId, sql`${outfits.clientId}`)),
        ),
      ),

    /** Changed, revised or deleted by the consultant who made it, while she follows the client. */
    outfitUpdate: (viewerId: string, outfitIds: string[]) =>
      subset(
        outfits,
        outfits.id,
        outfitIds,
        and(eq(outfits.consultantId, viewerId), liveLink(viewerId, sql`${outfits.clientId}`)),
      ),

    outfitReact: (viewerId: string, outfitIds: string[]) =>
      subset(outfits, outfits.id, outfitIds, and(eq(outfits.clientId, viewerId), sql`${outfits.shared}`)),

    /** The client reads hers for good; the consultant while it is open (the link's end closes it). */
    conversationRead: (viewerId: string, conversationIds: string[]) =>
      subset(
        conversations,
        conversations.id,
        conversationIds,
        or(
          eq(conversations.clientId, viewerId),
          and(eq(conversations.consultantId, viewerId), isNull(conversations.closedAt)),
        ),
      ),

    conversationSend: (viewerId: string, conversationIds: string[]) =>
      subset(
        conversations,
        conversations.id,
        conversationIds,
        and(
          or(eq(conversations.clientId, viewerId), eq(conversations.consultantId, viewerId)),
          isNull(conversations.closedAt),
        ),
      ),

    /** The consultant who sent the invitation. */
    inviteManage: (viewerId: string, inviteIds: string[]) =>
      subset(clientInvites, clientInvites.id, inviteIds, eq(clientInvites.consultantId, viewerId)),

    /** The person herself, or someone linked to her now, either way round. */
    personRead: (viewerId: string, personIds: string[]) =>
      subset(
        profiles,
        profiles.id,
        personIds,
        or(eq(profiles.id, viewerId), linkedEitherWay(viewerId, sql`${profiles.id}`)),
      ),

    /**
     * Her own measurements and photos are kept only with a client's consent (given at onboarding, withdrawn in
     * Paramètres); consultants store theirs freely. Only the person herself stores her data.
     */
    personalDataStore: (viewerId: string, personIds: string[]) =>
      subset(
        profiles,
        profiles.id,
        personIds,
        and(
          eq(profiles.id, viewerId),
          or(sql`${profiles.role} <> 'client'`, isNotNull(profiles.consentedAt)),
        ),
      ),

    /** Someone linked to the viewer now: who she may write to. */
    personMessage: (viewerId: string, personIds: string[]) =>
      subset(profiles, profiles.id, personIds, linkedEitherWay(viewerId, sql`${profiles.id}`)),
  };
}

export type AccessRepository = ReturnType<typeof accessRepository>;
