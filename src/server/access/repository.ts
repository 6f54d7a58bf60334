import { and, eq, exists, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  appointments,
  capsules,
  clientPackages,
  clientClothingItems,
  clientDocuments,
  clientInvites,
  clothingItems,
  consultantClients,
  conversations,
  invoices,
  packages,
  quotes,
  outfits,
  profiles,
  styleQuestionnaires,
  wardrobeSorts,
} from '../db/schema';

/** The link between a consultant and a client exists now (not ended, not never). */
const liveLink = (consultantId: SQL, clientId: SQL) =>
  sql`exists (select 1 from ${consultantClients}
    where ${consultantClients.consultantId} = ${consultantId} and ${consultantClients.clientId} = ${clientId})`;

/** The two people are linked, whichever of them is the consultant. */
const linkedEitherWay = (a: SQL, b: SQL) => sql`(${liveLink(a, b)} or ${liveLink(b, a)})`;

/**
 * The garment is its owner's to act on: a client's own garment always; a garment a consultant proposed only while
 * she still follows every client she proposed it to (a client who left keeps it, her former consultant does not).
 */
const ownedAndLive = (viewerId: SQL) => sql`(${clothingItems.userId} = ${viewerId} and not exists (
    select 1 from ${clientClothingItems}
    where ${clientClothingItems.clothingItemId} = ${clothingItems.id}
      and ${clientClothingItems.consultantId} = ${clothingItems.userId}
      and not ${liveLink(sql`${clientClothingItems.consultantId}`, sql`${clientClothingItems.clientId}`)}))`;

/** The garment was proposed to this client (it stays in her proposals after her consultant has gone). */
const proposedTo = (viewerId: SQL) => sql`exists (select 1 from ${clientClothingItems}
    where ${clientClothingItems.clothingItemId} = ${clothingItems.id} and ${clientClothingItems.clientId} = ${viewerId})`;

/** The person asking: one viewer's placeholder, or each of several viewers' ids in turn (see `question`). */
type Rule = (viewer: SQL) => SQL | undefined;

/** A question of the access module: asked by one viewer of several ids, or of one id for several viewers. */
export type AccessQuestion = {
  /** The subset of `ids` that the viewer may reach. */
  ids(viewerId: string, ids: string[]): Promise<Set<string>>;
  /** The subset of `viewerIds` who may reach `id` (who may hear of it: `audience` in access.ts). */
  viewers(viewerIds: string[], id: string): Promise<Set<string>>;
};

/**
 * Who may reach what, one statement per question, each for a set of ids at once (or of viewers at once): every
 * answer is the subset that may be reached. Nothing here knows about HTTP or roles beyond the rows: a link is a
 * row of consultant_clients, and an ended link is its absence.
 */
export function accessRepository(db: Database) {
  /**
   * The question `name` prepared once in each of its two shapes (decision records 23 and 47: built on each call, a
   * statement cost more than the database took to answer it): the rows of `table` (`id` one of its columns) that
   * meet `rule`, the rule written once for both. Any number of ids, or of viewers, one statement.
   */
  function question(name: string, table: PgTable, id: PgColumn, rule: Rule): AccessQuestion {
    const byViewer = db
      .select({ id })
      .from(table)
      .where(
        and(sql`${id} = any(${sql.placeholder('ids')}::uuid[])`, rule(sql`${sql.placeholder('viewerId')}`)),
      )
      .prepare(`access_${name}`);
    const asking = sql`"asking"."id"`;
    const byId = db
      .select({ id: sql<string>`${asking}` })
      .from(sql`unnest(${sql.placeholder('viewerIds')}::uuid[]) as "asking"("id")`)
      .where(
        exists(
          db
            .select({ one: sql`1` })
            .from(table)
            .where(and(eq(id, sql.placeholder('id')), rule(asking))),
        ),
      )
      .prepare(`access_${name}_viewers`);
    return {
      async ids(viewerId, ids) {
        const rows = await byViewer.execute({ viewerId, ids });
        return new Set(rows.map((row) => row.id as string));
      },
      async viewers(viewerIds, id) {
        const rows = await byId.execute({ viewerIds, id });
        return new Set(rows.map((row) => row.id));
      },
    };
  }

  /** The clients that a consultant follows now. */
  const followedBy = question('followed_by', consultantClients, consultantClients.clientId, (viewer) =>
    eq(consultantClients.consultantId, viewer),
  );

  return {
    /** The client herself, or a consultant following her now. */
    clientFileRead: {
      async ids(viewerId, clientIds) {
        const allowed = await followedBy.ids(viewerId, clientIds);
        if (clientIds.includes(viewerId)) allowed.add(viewerId);
        return allowed;
      },
      async viewers(viewerIds, clientId) {
        const allowed = await followedBy.viewers(viewerIds, clientId);
        if (viewerIds.includes(clientId)) allowed.add(clientId);
        return allowed;
      },
    } satisfies AccessQuestion,

    /** Only a consultant following the client now writes in her file. */
    clientFileWrite: followedBy,

    /** Its owner (see `ownedAndLive`), a consultant following the owner, or a client it was proposed to. */
    garmentRead: question('garment_read', clothingItems, clothingItems.id, (viewer) =>
      or(ownedAndLive(viewer), liveLink(viewer, sql`${clothingItems.userId}`), proposedTo(viewer)),
    ),

    garmentUpdate: question('garment_update', clothingItems, clothingItems.id, ownedAndLive),

    /** Only the client a garment was proposed to answers it, whoever proposed it. */
    proposalDecide: question(
      'proposal_decide',
      clientClothingItems,
      clientClothingItems.clothingItemId,
      (viewer) => eq(clientClothingItems.clientId, viewer),
    ),

    /** Edited or withdrawn by the consultant who proposed it, while she follows the client. */
    proposalUpdate: question(
      'proposal_update',
      clientClothingItems,
      clientClothingItems.clothingItemId,
      (viewer) =>
        and(
          eq(clientClothingItems.consultantId, viewer),
          liveLink(viewer, sql`${clientClothingItems.clientId}`),
        ),
    ),

    /**
     * Its client, for good; the consultant who made it, while she follows the client; a look the client composed
     * herself, any consultant following her now.
     */
    outfitRead: question('outfit_read', outfits, outfits.id, (viewer) =>
      or(
        // A draft is the consultant's alone: to its client it is not there.
        and(eq(outfits.clientId, viewer), sql`${outfits.shared}`),
        and(eq(outfits.consultantId, viewer), liveLink(viewer, sql`${outfits.clientId}`)),
        and(isNull(outfits.consultantId), liveLink(viewer, sql`${outfits.clientId}`)),
      ),
    ),

    /**
     * Changed, revised or deleted by the consultant who made it, while she follows the client; a look the client
     * composed herself, by her alone.
     */
    outfitUpdate: question('outfit_update', outfits, outfits.id, (viewer) =>
      or(
        and(eq(outfits.consultantId, viewer), liveLink(viewer, sql`${outfits.clientId}`)),
        and(isNull(outfits.consultantId), eq(outfits.clientId, viewer)),
      ),
    ),

    /** Only a look composed for her is answered; her own ones are hers already. */
    outfitReact: question('outfit_react', outfits, outfits.id, (viewer) =>
      and(eq(outfits.clientId, viewer), sql`${outfits.shared}`, isNotNull(outfits.consultantId)),
    ),

    /** A consultant following the client comments on a look she composed herself. */
    outfitComment: question('outfit_comment', outfits, outfits.id, (viewer) =>
      and(isNull(outfits.consultantId), liveLink(viewer, sql`${outfits.clientId}`)),
    ),

    /** The client reads hers for good; the consultant while it is open (the link's end closes it). */
    conversationRead: question('conversation_read', conversations, conversations.id, (viewer) =>
      or(
        eq(conversations.clientId, viewer),
        and(eq(conversations.consultantId, viewer), isNull(conversations.closedAt)),
      ),
    ),

    conversationSend: question('conversation_send', conversations, conversations.id, (viewer) =>
      and(
        or(eq(conversations.clientId, viewer), eq(conversations.consultantId, viewer)),
        isNull(conversations.closedAt),
      ),
    ),

    /** Its client, and the consultants following her now (a former consultant sees none of her sorts). */
    sortRead: question('sort_read', wardrobeSorts, wardrobeSorts.id, (viewer) =>
      or(eq(wardrobeSorts.clientId, viewer), liveLink(viewer, sql`${wardrobeSorts.clientId}`)),
    ),

    /** The same people, while the sort is open. */
    sortDecide: question('sort_decide', wardrobeSorts, wardrobeSorts.id, (viewer) =>
      and(
        isNull(wardrobeSorts.finishedAt),
        or(eq(wardrobeSorts.clientId, viewer), liveLink(viewer, sql`${wardrobeSorts.clientId}`)),
      ),
    ),

    sortOwn: question('sort_own', wardrobeSorts, wardrobeSorts.id, (viewer) =>
      eq(wardrobeSorts.clientId, viewer),
    ),

    sortAdvise: question('sort_advise', wardrobeSorts, wardrobeSorts.id, (viewer) =>
      liveLink(viewer, sql`${wardrobeSorts.clientId}`),
    ),

    /** Its client, and the consultants following her now: who reads and builds a capsule or a travel case. */
    capsuleRead: question('capsule_read', capsules, capsules.id, (viewer) =>
      or(eq(capsules.clientId, viewer), liveLink(viewer, sql`${capsules.clientId}`)),
    ),

    /** Its client, for good; the consultant who sent it, while she follows the client. */
    documentRead: question('document_read', clientDocuments, clientDocuments.id, (viewer) =>
      or(
        eq(clientDocuments.clientId, viewer),
        and(eq(clientDocuments.consultantId, viewer), liveLink(viewer, sql`${clientDocuments.clientId}`)),
      ),
    ),

    questionnaireRead: question('questionnaire_read', styleQuestionnaires, styleQuestionnaires.id, (viewer) =>
      or(
        eq(styleQuestionnaires.clientId, viewer),
        and(
          eq(styleQuestionnaires.consultantId, viewer),
          liveLink(viewer, sql`${styleQuestionnaires.clientId}`),
        ),
      ),
    ),

    questionnaireAnswer: question(
      'questionnaire_answer',
      styleQuestionnaires,
      styleQuestionnaires.id,
      (viewer) => eq(styleQuestionnaires.clientId, viewer),
    ),

    /**
     * An invoice: the consultant who issued it, for good (she keeps her accounts whatever the link), and its
     * client, for good (decision record 77).
     */
    invoiceRead: question('invoice_read', invoices, invoices.id, (viewer) =>
      or(eq(invoices.consultantId, viewer), eq(invoices.clientId, viewer)),
    ),

    /** Recording its payment or cancelling it by a credit note: the consultant who issued it. */
    invoiceManage: question('invoice_manage', invoices, invoices.id, (viewer) =>
      eq(invoices.consultantId, viewer),
    ),

    /** Her packages: the consultant who made it. */
    packageManage: question('package_manage', packages, packages.id, (viewer) =>
      eq(packages.consultantId, viewer),
    ),

    /** A quote: the consultant who sent it and its client, for good (it is the contract they made). */
    quoteRead: question('quote_read', quotes, quotes.id, (viewer) =>
      or(eq(quotes.consultantId, viewer), eq(quotes.clientId, viewer)),
    ),

    /** Accepting or declining it: its client. */
    quoteAnswer: question('quote_answer', quotes, quotes.id, (viewer) => eq(quotes.clientId, viewer)),

    /** Its deposit invoice: the consultant who sent it, while she still follows the client. */
    quoteBill: question('quote_bill', quotes, quotes.id, (viewer) =>
      and(eq(quotes.consultantId, viewer), liveLink(viewer, sql`${quotes.clientId}`)),
    ),

    /** A client's package: she and its consultant, while linked, book its sessions. */
    clientPackageBook: question('client_package_book', clientPackages, clientPackages.id, (viewer) =>
      and(
        or(eq(clientPackages.clientId, viewer), eq(clientPackages.consultantId, viewer)),
        liveLink(sql`${clientPackages.consultantId}`, sql`${clientPackages.clientId}`),
      ),
    ),

    /** An appointment: its client for good (her own calendar), its consultant while she follows the client. */
    appointmentRead: question('appointment_read', appointments, appointments.id, (viewer) =>
      or(
        eq(appointments.clientId, viewer),
        and(eq(appointments.consultantId, viewer), liveLink(viewer, sql`${appointments.clientId}`)),
      ),
    ),

    /** Moving or cancelling it: either of them, while linked. */
    appointmentChange: question('appointment_change', appointments, appointments.id, (viewer) =>
      and(
        or(eq(appointments.clientId, viewer), eq(appointments.consultantId, viewer)),
        liveLink(sql`${appointments.consultantId}`, sql`${appointments.clientId}`),
      ),
    ),

    /** Giving a late cancellation's session back: its consultant, while she follows the client. */
    appointmentWaive: question('appointment_waive', appointments, appointments.id, (viewer) =>
      and(eq(appointments.consultantId, viewer), liveLink(viewer, sql`${appointments.clientId}`)),
    ),

    /** The consultant who sent the invitation. */
    inviteManage: question('invite_manage', clientInvites, clientInvites.id, (viewer) =>
      eq(clientInvites.consultantId, viewer),
    ),

    /** The person herself and nobody else: what only she decides (the keeping of her face photo). */
    herself: question('herself', profiles, profiles.id, (viewer) => eq(profiles.id, viewer)),

    /** The person herself, or someone linked to her now, either way round. */
    personRead: question('person_read', profiles, profiles.id, (viewer) =>
      or(eq(profiles.id, viewer), linkedEitherWay(viewer, sql`${profiles.id}`)),
    ),

    /**
     * Her own measurements and photos are kept only with a client's consent (given at onboarding, withdrawn in
     * Paramètres); consultants store theirs freely. Only the person herself stores her data.
     */
    personalDataStore: question('personal_data_store', profiles, profiles.id, (viewer) =>
      and(eq(profiles.id, viewer), or(sql`${profiles.role} <> 'client'`, isNotNull(profiles.consentedAt))),
    ),

    /** Someone linked to the viewer now: who she may write to. */
    personMessage: question('person_message', profiles, profiles.id, (viewer) =>
      linkedEitherWay(viewer, sql`${profiles.id}`),
    ),
  };
}

export type AccessRepository = ReturnType<typeof accessRepository>;
