import { and, asc, eq, exists, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  appointments,
  consultantAvailability,
  clientClothingItems,
  clientDiagnoses,
  carnetDrafts,
  clientDocuments,
  colourAnalyses,
  clientNotes,
  clientProfiles,
  clothingItems,
  consultantClients,
  conversations,
  garmentCaptures,
  measurementHistory,
  messages,
  notificationPreferences,
  notifications,
  outfitClothingItems,
  outfitIdeaRejections,
  outfits,
  profiles,
  pushSubscriptions,
  questionnaireInspirations,
  styleQuestionnaires,
  sortDecisions,
  wardrobeSorts,
  capsules,
  capsuleItems,
  capsuleDays,
  consultantBusinesses,
  calendarFeeds,
  garmentWears,
  outfitPlans,
  consultantInvoicing,
  invoices,
  packages,
  quotes,
  clientPackages,
} from '../../db/schema';

const person = { id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName };

/** Every read names the user: an export holds her rows, and of others only the names she already sees. */
export function dataExportRepository(db: Database) {
  const garmentsOfOutfits = async (outfitIds: string[]) =>
    outfitIds.length === 0
      ? []
      : db
          .select()
          .from(outfitClothingItems)
          .where(inArray(outfitClothingItems.outfitId, outfitIds))
          .orderBy(asc(outfitClothingItems.outfitId), asc(outfitClothingItems.clothingItemId));

  const messagesOf = async (conversationIds: string[]) =>
    conversationIds.length === 0
      ? []
      : db
          .select()
          .from(messages)
          .where(inArray(messages.conversationId, conversationIds))
          .orderBy(asc(messages.conversationId), asc(messages.createdAt), asc(messages.id));

  return {
    /** The style questionnaires sent to her, with her answers. */
    questionnaires(clientId: string) {
      return db
        .select()
        .from(styleQuestionnaires)
        .where(eq(styleQuestionnaires.clientId, clientId))
        .orderBy(asc(styleQuestionnaires.sentAt));
    },

    /** Her inspiration photos in those questionnaires, each questionnaire's in the order she added them. */
    questionnaireInspirations(clientId: string) {
      return db
        .select({ inspiration: questionnaireInspirations })
        .from(questionnaireInspirations)
        .innerJoin(styleQuestionnaires, eq(styleQuestionnaires.id, questionnaireInspirations.questionnaireId))
        .where(eq(styleQuestionnaires.clientId, clientId))
        .orderBy(
          asc(questionnaireInspirations.questionnaireId),
          asc(questionnaireInspirations.createdAt),
          asc(questionnaireInspirations.id),
        );
    },

    /** Her calendar ('Mon agenda'): the looks planned, her wear log, and whether her feed's address exists. */
    async agenda(clientId: string) {
      const [plans, wears, feeds] = await Promise.all([
        db.select().from(outfitPlans).where(eq(outfitPlans.clientId, clientId)).orderBy(asc(outfitPlans.day)),
        db
          .select()
          .from(garmentWears)
          .where(eq(garmentWears.clientId, clientId))
          .orderBy(asc(garmentWears.wornOn), asc(garmentWears.clothingItemId)),
        db
          .select({ createdAt: calendarFeeds.createdAt })
          .from(calendarFeeds)
          .where(eq(calendarFeeds.clientId, clientId)),
      ]);
      return { plans, wears, feed: feeds[0] ?? null };
    },

    /** The outfit ideas she rejected ('Pas pour moi') in the last 30 days (older ones are swept). */
    ideaRejections(clientId: string) {
      return db
        .select({ signature: outfitIdeaRejections.signature, rejectedAt: outfitIdeaRejections.rejectedAt })
        .from(outfitIdeaRejections)
        .where(eq(outfitIdeaRejections.clientId, clientId))
        .orderBy(asc(outfitIdeaRejections.signature));
    },

    /** Her capsules and travel cases, oldest first, with their pieces and days. */
    async capsules(clientId: string) {
      const rows = await db
        .select()
        .from(capsules)
        .where(eq(capsules.clientId, clientId))
        .orderBy(asc(capsules.createdAt), asc(capsules.id));
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) return { rows, items: [], days: [] };
      const [items, days] = await Promise.all([
        db
          .select()
          .from(capsuleItems)
          .where(inArray(capsuleItems.capsuleId, ids))
          .orderBy(asc(capsuleItems.capsuleId), asc(capsuleItems.addedAt), asc(capsuleItems.clothingItemId)),
        db
          .select()
          .from(capsuleDays)
          .where(inArray(capsuleDays.capsuleId, ids))
          .orderBy(asc(capsuleDays.capsuleId), asc(capsuleDays.day)),
      ]);
      return { rows, items, days };
    },

    /** Her colour analysis, when one was begun. */
    async colourAnalysis(clientId: string) {
      const [row] = await db.select().from(colourAnalyses).where(eq(colourAnalyses.clientId, clientId));
      return row ?? null;
    },

    /** The documents sent to her ('Mes documents'), oldest first. */
    documents(clientId: string) {
      return db
        .select()
        .from(clientDocuments)
        .where(eq(clientDocuments.clientId, clientId))
        .orderBy(asc(clientDocuments.createdAt), asc(clientDocuments.id));
    },

    /** The carnets de style she composes, one per client. */
    carnets(consultantId: string) {
      return db
        .select()
        .from(carnetDrafts)
        .where(eq(carnetDrafts.consultantId, consultantId))
        .orderBy(asc(carnetDrafts.updatedAt));
    },

    /** Her wardrobe sorts, oldest first, and each decision with who made it. */
    async sorts(clientId: string) {
      const sorts = await db
        .select()
        .from(wardrobeSorts)
        .where(eq(wardrobeSorts.clientId, clientId))
        .orderBy(asc(wardrobeSorts.createdAt), asc(wardrobeSorts.id));
      const decisions =
        sorts.length === 0
          ? []
          : await db
              .select({ decision: sortDecisions, by: person })
              .from(sortDecisions)
              .leftJoin(profiles, eq(profiles.id, sortDecisions.decidedBy))
              .where(
                inArray(
                  sortDecisions.sortId,
                  sorts.map((sort) => sort.id),
                ),
              )
              .orderBy(asc(sortDecisions.sortId), asc(sortDecisions.itemId));
      return { sorts, decisions };
    },

    /** Her notification choices, what she was told of (ids and dates, as kept) and her devices' subscriptions. */
    async notifications(userId: string) {
      const [preferences, told, devices] = await Promise.all([
        db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
        db
          .select()
          .from(notifications)
          .where(eq(notifications.recipientId, userId))
          .orderBy(notifications.createdAt, notifications.id),
        db
          .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId)),
      ]);
      return { preferences, told, devices };
    },

    async profile(userId: string) {
      const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
      return row ?? null;
    },

    async measurements(userId: string) {
      const [row] = await db.select().from(clientProfiles).where(eq(clientProfiles.userId, userId));
      return row ?? null;
    },

    async measurementHistory(clientId: string) {
      return db
        .select()
        .from(measurementHistory)
        .where(eq(measurementHistory.clientId, clientId))
        .orderBy(asc(measurementHistory.createdAt), asc(measurementHistory.id));
    },

    /** The garments the user owns: a client's wardrobe, a consultant's proposals. */
    async garments(userId: string) {
      return db
        .select()
        .from(clothingItems)
        .where(eq(clothingItems.userId, userId))
        .orderBy(asc(clothingItems.createdAt));
    },

    async diagnosis(clientId: string) {
      const [row] = await db.select().from(clientDiagnoses).where(eq(clientDiagnoses.clientId, clientId));
      return row ?? null;
    },

    async captures(userId: string) {
      return db
        .select()
        .from(garmentCaptures)
        .where(eq(garmentCaptures.userId, userId))
        .orderBy(asc(garmentCaptures.createdAt));
    },

    /** Proposals made to the client, with the garment and who proposed it. */
    async proposalsReceived(clientId: string) {
      return db
        .select({ proposal: clientClothingItems, garment: clothingItems, consultant: person })
        .from(clientClothingItems)
        .innerJoin(clothingItems, eq(clothingItems.id, clientClothingItems.clothingItemId))
        .innerJoin(profiles, eq(profiles.id, clientClothingItems.consultantId))
        .where(eq(clientClothingItems.clientId, clientId))
        .orderBy(asc(clientClothingItems.createdAt));
    },

    /** Which clients each of the consultant's proposals went to. */
    async proposalsMade(consultantId: string) {
      return db
        .select()
        .from(clientClothingItems)
        .where(eq(clientClothingItems.consultantId, consultantId))
        .orderBy(asc(clientClothingItems.createdAt));
    },

    async outfits(userId: string, role: 'client' | 'consultant') {
      const mine = role === 'client' ? outfits.clientId : outfits.consultantId;
      const other = role === 'client' ? outfits.consultantId : outfits.clientId;
      // A consultant's outfits for the clients she still follows: the others left with their link.
      const followed = exists(
        db
          .select({ one: consultantClients.clientId })
          .from(consultantClients)
          .where(
            and(
              eq(consultantClients.consultantId, outfits.consultantId),
              eq(consultantClients.clientId, outfits.clientId),
            ),
          ),
      );
      const rows = await db
        .select({ outfit: outfits, other: person })
        .from(outfits)
        // A look the client composed herself has no consultant.
        .leftJoin(profiles, eq(profiles.id, other))
        // The client's export holds the looks she was shared and her own; the consultant's, her drafts too.
        .where(and(eq(mine, userId), role === 'consultant' ? followed : eq(outfits.shared, true)))
        .orderBy(asc(outfits.createdAt));
      return { rows, garments: await garmentsOfOutfits(rows.map((row) => row.outfit.id)) };
    },

    /** A client's conversations, closed ones included; a consultant's, while the link lasts. */
    async conversations(userId: string, role: 'client' | 'consultant') {
      const mine = role === 'client' ? conversations.clientId : conversations.consultantId;
      const other = role === 'client' ? conversations.consultantId : conversations.clientId;
      const rows = await db
        .select({ conversation: conversations, other: person })
        .from(conversations)
        .innerJoin(profiles, eq(profiles.id, other))
        .where(and(eq(mine, userId), role === 'consultant' ? isNull(conversations.closedAt) : undefined))
        .orderBy(asc(conversations.createdAt));
      return { rows, messages: await messagesOf(rows.map((row) => row.conversation.id)) };
    },

    async business(consultantId: string) {
      const [row] = await db
        .select()
        .from(consultantBusinesses)
        .where(eq(consultantBusinesses.consultantId, consultantId));
      return row ?? null;
    },

    /** Her 'Facturation' details, when she filled them in. */
    async invoicing(consultantId: string) {
      const [row] = await db
        .select()
        .from(consultantInvoicing)
        .where(eq(consultantInvoicing.consultantId, consultantId));
      return row ?? null;
    },

    /**
     * Invoices, deposit invoices and credit notes: a client's, whoever issued them; a consultant's, every one she
     * issued, whatever became of the link or of the client's account (kept ten years, decision record 77).
     */
    invoices(userId: string, role: 'client' | 'consultant') {
      return role === 'client'
        ? db
            .select()
            .from(invoices)
            .where(eq(invoices.clientId, userId))
            .orderBy(asc(invoices.issuedOn), asc(invoices.createdAt), asc(invoices.id))
        : db
            .select()
            .from(invoices)
            .where(eq(invoices.consultantId, userId))
            .orderBy(asc(invoices.year), asc(invoices.number));
    },

    /** Quotes: a client's, whoever sent them; a consultant's, every one she sent. */
    quotes(userId: string, role: 'client' | 'consultant') {
      return db
        .select()
        .from(quotes)
        .where(role === 'client' ? eq(quotes.clientId, userId) : eq(quotes.consultantId, userId))
        .orderBy(asc(quotes.createdAt), asc(quotes.id));
    },

    /** The packages she offers (retired ones included) and those bought from her or by the client. */
    packages(consultantId: string) {
      return db
        .select()
        .from(packages)
        .where(eq(packages.consultantId, consultantId))
        .orderBy(asc(packages.createdAt));
    },

    appointments(userId: string, role: 'client' | 'consultant') {
      return db
        .select()
        .from(appointments)
        .where(role === 'client' ? eq(appointments.clientId, userId) : eq(appointments.consultantId, userId))
        .orderBy(asc(appointments.startsAt), asc(appointments.id));
    },

    async availability(consultantId: string) {
      const [row] = await db
        .select()
        .from(consultantAvailability)
        .where(eq(consultantAvailability.consultantId, consultantId));
      return row ?? null;
    },

    boughtPackages(userId: string, role: 'client' | 'consultant') {
      return db
        .select()
        .from(clientPackages)
        .where(
          role === 'client' ? eq(clientPackages.clientId, userId) : eq(clientPackages.consultantId, userId),
        )
        .orderBy(asc(clientPackages.createdAt));
    },

    async clients(consultantId: string) {
      return db
        .select({ link: consultantClients, client: { ...person, email: profiles.email } })
        .from(consultantClients)
        .innerJoin(profiles, eq(profiles.id, consultantClients.clientId))
        .where(eq(consultantClients.consultantId, consultantId))
        .orderBy(asc(consultantClients.createdAt));
    },

    async consultantsOf(clientId: string) {
      return db
        .select({ link: consultantClients, consultant: person })
        .from(consultantClients)
        .innerJoin(profiles, eq(profiles.id, consultantClients.consultantId))
        .where(eq(consultantClients.clientId, clientId))
        .orderBy(asc(consultantClients.createdAt));
    },

    async notes(consultantId: string) {
      return db
        .select()
        .from(clientNotes)
        .where(eq(clientNotes.consultantId, consultantId))
        .orderBy(asc(clientNotes.clientId), asc(clientNotes.createdAt));
    },

    /** Whether the consultant still follows each of these clients (a client's former consultants stay nameless). */
    async linkedConsultants(clientId: string, consultantIds: string[]) {
      if (consultantIds.length === 0) return new Set<string>();
      const rows = await db
        .select({ id: consultantClients.consultantId })
        .from(consultantClients)
        .where(
          and(
            eq(consultantClients.clientId, clientId),
            inArray(consultantClients.consultantId, consultantIds),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },
  };
}
