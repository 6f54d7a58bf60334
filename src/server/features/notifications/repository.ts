import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, min, sql } from 'drizzle-orm';
import { NEWS_KINDS, type MailRhythm, type NotificationCategory } from '~/domain/notifications';
import type { Database } from '../../db/client';
import {
  appointments,
  clothingItems,
  consultantClients,
  messages,
  notificationPreferences,
  notifications,
  outfits,
  profiles,
  pushSubscriptions,
} from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
export type MailMode = 'pending' | 'digest';
/** The two ways she is told, each with its own columns: mails and her devices' push notifications. */
export type Channel = 'mail' | 'push';

const COLUMNS = {
  mail: {
    state: notifications.mail,
    dueAt: notifications.mailDueAt,
    jobId: notifications.mailJobId,
    doneAt: notifications.mailedAt,
  },
  push: {
    state: notifications.push,
    dueAt: notifications.pushDueAt,
    jobId: notifications.pushJobId,
    doneAt: notifications.pushedAt,
  },
} as const;

type Chosen = { mail: MailRhythm; push: boolean };

export function notificationsRepository(db: Database) {
  return {
    /** The rhythms people chose, by person and category (a category not chosen is absent: its default holds). */
    async preferencesOf(userIds: readonly string[]): Promise<Map<string, Map<string, Chosen>>> {
      const byUser = new Map<string, Map<string, Chosen>>();
      if (userIds.length === 0) return byUser;
      const rows = await db
        .select()
        .from(notificationPreferences)
        .where(inArray(notificationPreferences.userId, [...userIds]));
      for (const row of rows) {
        const chosen = byUser.get(row.userId) ?? new Map<string, Chosen>();
        chosen.set(row.category, { mail: row.mail as MailRhythm, push: row.push });
        byUser.set(row.userId, chosen);
      }
      return byUser;
    },

    async setPreferences(
      userId: string,
      preferences: { category: NotificationCategory; mail: MailRhythm; push: boolean }[],
      now: Date,
    ): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values(
          preferences.map((p) => ({
            userId,
            category: p.category,
            mail: p.mail,
            push: p.push,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.category],
          set: { mail: sql`excluded.mail`, push: sql`excluded.push`, updatedAt: now },
        });
    },

    /** Records the notification once per event (false when it was already recorded). */
    async record(row: NewNotification, on: Database = db): Promise<boolean> {
      const added = await on
        .insert(notifications)
        .values(row)
        .onConflictDoNothing({ target: [notifications.recipientId, notifications.eventKey] })
        .returning({ id: notifications.id });
      return added.length > 0;
    },

    /**
     * When the next round already planned for her on this channel (for this group) goes, if one is: later events
     * join it.
     */
    async plannedRound(
      channel: Channel,
      recipientId: string,
      groupKey?: string,
      on: Database = db,
    ): Promise<Date | null> {
      const c = COLUMNS[channel];
      const [row] = await on
        .select({ at: min(c.dueAt) })
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, recipientId),
            eq(c.state, 'pending'),
            isNull(c.jobId),
            groupKey === undefined ? undefined : eq(notifications.groupKey, groupKey),
          ),
        );
      return row?.at ?? null;
    },

    /** When she was last told about this group (a conversation) on this channel: the next waits from then. */
    async lastTold(
      channel: Channel,
      recipientId: string,
      groupKey: string,
      on: Database = db,
    ): Promise<Date | null> {
      const c = COLUMNS[channel];
      const [row] = await on
        .select({ at: c.doneAt })
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, recipientId),
            eq(notifications.groupKey, groupKey),
            isNotNull(c.doneAt),
          ),
        )
        .orderBy(desc(c.doneAt))
        .limit(1);
      return row?.at ?? null;
    },

    /**
     * The notifications this mail job sends: those it took on a first attempt (a retry sends exactly the same, so
     * a mail sent before a crash is sent again identical, under the same Message-ID), else what is due now.
     */
    async takeForJob(
      channel: Channel,
      recipientId: string,
      jobId: string,
      mode: MailMode,
      now: Date,
    ): Promise<NotificationRow[]> {
      const c = COLUMNS[channel];
      return db.transaction(async (tx) => {
        await tx
          .update(notifications)
          .set(channel === 'mail' ? { mailJobId: jobId } : { pushJobId: jobId })
          .where(
            and(
              eq(notifications.recipientId, recipientId),
              eq(c.state, mode),
              isNull(c.jobId),
              mode === 'pending' ? lte(c.dueAt, now) : undefined,
            ),
          );
        return tx
          .select()
          .from(notifications)
          .where(and(eq(c.jobId, jobId), eq(c.state, mode)))
          .orderBy(notifications.createdAt, notifications.id);
      });
    },

    /** The round went (or had nothing left to say): its notifications are sent or skipped, with the job done. */
    async settleJob(
      channel: Channel,
      jobId: string,
      sentIds: string[],
      now: Date,
      on: Database,
    ): Promise<void> {
      const c = COLUMNS[channel];
      if (sentIds.length > 0) {
        await on
          .update(notifications)
          .set(channel === 'mail' ? { mail: 'sent', mailedAt: now } : { push: 'sent', pushedAt: now })
          .where(and(eq(c.jobId, jobId), inArray(notifications.id, sentIds)));
      }
      await on
        .update(notifications)
        .set(channel === 'mail' ? { mail: 'skipped' } : { push: 'skipped' })
        .where(and(eq(c.jobId, jobId), inArray(c.state, ['pending', 'digest'])));
    },

    async hasDevices(userId: string, on: Database = db): Promise<boolean> {
      const [row] = await on
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .limit(1);
      return row !== undefined;
    },

    /** Her devices' push subscriptions. */
    subscriptionsOf(userId: string) {
      return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },

    /** A device subscribed (again): the endpoint is the device's, so a new owner takes it over. */
    async subscribe(userId: string, subscription: { endpoint: string; p256dh: string; auth: string }) {
      await db
        .insert(pushSubscriptions)
        .values({ userId, ...subscription })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: subscription.p256dh, auth: subscription.auth },
        });
    },

    async unsubscribeDevice(userId: string, endpoint: string) {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** A subscription its push service says is gone (404, 410). */
    async forgetSubscription(id: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    /** Who has notifications waiting for the morning's summary. */
    /** Her notifications not yet seen of the kinds the app marks, newest first (notifications_unseen_idx). */
    unseen(recipientId: string, limit: number) {
      return db
        .select({ kind: notifications.kind, subject: notifications.subject })
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, recipientId),
            isNull(notifications.seenAt),
            inArray(notifications.kind, [...NEWS_KINDS]),
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    /** Marks her unseen notifications of these kinds seen: all of them, or those naming one of `ids` as `idOf`. */
    async markSeen(
      recipientId: string,
      kinds: readonly string[],
      target: { idOf: string; ids: readonly string[] } | null,
      now: Date,
    ): Promise<number> {
      const seen = await db
        .update(notifications)
        .set({ seenAt: now })
        .where(
          and(
            eq(notifications.recipientId, recipientId),
            isNull(notifications.seenAt),
            inArray(notifications.kind, [...kinds]),
            target ? inArray(sql`${notifications.subject} ->> ${target.idOf}`, [...target.ids]) : undefined,
          ),
        )
        .returning({ id: notifications.id });
      return seen.length;
    },

    async digestRecipients(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: notifications.recipientId })
        .from(notifications)
        .where(and(eq(notifications.mail, 'digest'), isNull(notifications.mailJobId)));
      return rows.map((row) => row.id);
    },

    /** The consultants' follow-ups due today (the day's round records them once each). */
    /** Booked sessions starting by `until` whose reminder has not gone (appointments_to_remind_idx). */
    appointmentsToRemind(now: Date, until: Date) {
      return db
        .select({
          id: appointments.id,
          consultantId: appointments.consultantId,
          clientId: appointments.clientId,
          startsAt: appointments.startsAt,
          updatedAt: appointments.updatedAt,
        })
        .from(appointments)
        .where(
          and(
            eq(appointments.status, 'booked'),
            isNull(appointments.remindedAt),
            lte(appointments.startsAt, until),
            gt(appointments.startsAt, now),
          ),
        )
        .orderBy(asc(appointments.startsAt))
        .limit(100);
    },

    /** Its reminder gone for this start (a session moved meanwhile waits for its own). */
    async markReminded(id: string, startsAt: Date, at: Date) {
      await db
        .update(appointments)
        .set({ remindedAt: at })
        .where(and(eq(appointments.id, id), eq(appointments.startsAt, startsAt)));
    },

    followUpsDue(day: string) {
      return db
        .select({ consultantId: consultantClients.consultantId, clientId: consultantClients.clientId })
        .from(consultantClients)
        .where(eq(consultantClients.followUpOn, day));
    },

    /** Of these messages, those still unread. */
    async unreadMessages(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(inArray(messages.id, [...ids]), isNull(messages.readAt)));
      return new Set(rows.map((row) => row.id));
    },

    async person(id: string) {
      const [row] = await db
        .select({
          email: profiles.email,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          role: profiles.role,
        })
        .from(profiles)
        .where(eq(profiles.id, id));
      return row ?? null;
    },

    /** Names the mail shows, read as it goes: people, looks (with her reaction), garments; what is gone is absent. */
    async names(ids: { people: string[]; outfits: string[]; garments: string[] }) {
      const [people, looks, garments] = await Promise.all([
        ids.people.length
          ? db
              .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName })
              .from(profiles)
              .where(inArray(profiles.id, ids.people))
          : [],
        ids.outfits.length
          ? db
              .select({
                id: outfits.id,
                name: outfits.name,
                reaction: outfits.reaction,
                reactionComment: outfits.reactionComment,
              })
              .from(outfits)
              .where(inArray(outfits.id, ids.outfits))
          : [],
        ids.garments.length
          ? db
              .select({ id: clothingItems.id, name: clothingItems.name })
              .from(clothingItems)
              .where(inArray(clothingItems.id, ids.garments))
          : [],
      ]);
      return {
        people: new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()])),
        outfits: new Map(looks.map((o) => [o.id, o])),
        garments: new Map(garments.map((g) => [g.id, g.name ?? ''])),
      };
    },
  };
}
