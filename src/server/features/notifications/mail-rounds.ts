import { REMINDER_HOURS } from '~/domain/appointment-texts';
import { CATEGORY_LABELS } from '~/domain/notification-texts';
import { todayForFollowUp } from '~/domain/follow-up-day';
import { createAccess } from '../../access/access';
import type { AppDeps } from '../../deps';
import { jobQueue, type ClaimedJob } from '../../platform/jobs/job-queue';
import { presentAmong } from '../../platform/realtime/presence';
import { createJobRunner, type JobContext, type JobHandler } from '../../platform/jobs/job-runner';
import { renderMail } from './mail-layout';
import { categoryOfMail, idsToName, mailItems } from './mail-items';
import { createNotifier, MAIL_QUEUE, PUSH_QUEUE, type Notifier } from './notifier';
import { isPushServiceEndpoint, sendPush } from './push-sender';
import { notificationsRepository, type Channel, type MailMode, type NotificationRow } from './repository';
import { unsubscribeQuery } from './unsubscribe-token';

export const DIGEST_QUEUE = 'notification.digest';
export const DAILY_QUEUE = 'notification.daily';
/** The morning's round (follow-ups due, 'Quoi de neuf') starts at this hour in the product's time zone. */
export const DAILY_HOUR = 8;
/** How often an instance looks for sessions to remind of. */
const REMINDER_SCAN_MS = 60_000;

let hourInParis: Intl.DateTimeFormat | undefined;
const parisHour = (now: Date) => {
  hourInParis ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    hourCycle: 'h23',
  });
  return Number(hourInParis.format(now));
};

type RoundDeps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'logger'>;

/**
 * The jobs that send notifications (decision record 61): a person's mail round (everything due for her, one
 * mail), the morning's round (follow-ups due, then each person's 'Quoi de neuf'), and that summary.
 */
export function notificationJobs(deps: RoundDeps, notifier: Notifier) {
  const repo = notificationsRepository(deps.db);
  const queue = jobQueue(deps.db);
  const access = createAccess(deps.db);
  const baseUrl = deps.config.publicUrl;

  /** What she may still be told now: what she may read, and messages she has not read meanwhile. */
  async function stillNews(
    recipientId: string,
    rows: NotificationRow[],
    now: Date,
  ): Promise<NotificationRow[]> {
    const allowed = await access.mayBeTold(
      recipientId,
      rows.map((row) => ({ kind: row.kind as never, subject: row.subject })),
    );
    const visible = rows.filter((_, index) => allowed[index]);
    const messages = visible.filter((row) => row.kind === 'message.received');
    if (messages.length === 0) return visible;
    // She has the app open (its unread badge tells her): no mail, no push for a message.
    if ((await presentAmong(deps.db, [recipientId], now)).size > 0) {
      return visible.filter((row) => row.kind !== 'message.received');
    }
    const unread = await repo.unreadMessages(messages.map((row) => row.subject.messageId ?? ''));
    return visible.filter(
      (row) => row.kind !== 'message.received' || unread.has(row.subject.messageId ?? ''),
    );
  }

  /** The round's notifications marked sent (what it told) or skipped (the rest), and its job done, at once. */
  const settle = (channel: Channel, job: ClaimedJob, told: NotificationRow[], context: JobContext) =>
    deps.db.transaction(async (tx) => {
      await repo.settleJob(
        channel,
        job.id,
        told.map((row) => row.id),
        context.now,
        tx,
      );
      await context.complete(tx);
    });

  /** The job's notifications taken for its round, those still news, and their lines. */
  async function take(channel: Channel, job: ClaimedJob, mode: MailMode, now: Date) {
    const recipientId = String(job.payload.recipientId);
    const rows = await repo.takeForJob(channel, recipientId, job.id, mode, now);
    const news = await stillNews(recipientId, rows, now);
    return { recipientId, news, items: mailItems(news, await repo.names(idsToName(news)), baseUrl) };
  }

  async function sendRound(job: ClaimedJob, context: JobContext, mode: MailMode): Promise<void> {
    const person = await repo.person(String(job.payload.recipientId));
    if (!person) return settle('mail', job, [], context);
    const { recipientId, news, items } = await take('mail', job, mode, context.now);
    if (items.length > 0) {
      const category = categoryOfMail(news);
      const query = unsubscribeQuery(deps.config.sessionSecret, recipientId, category);
      const unsubscribeUrl = `${baseUrl}/api/notifications/unsubscribe?${query}`;
      const pageUrl = `${baseUrl}/notifications/desabonnement?${query}`;
      const mail = await renderMail({
        subject:
          mode === 'digest'
            ? 'Quoi de neuf sur Atelier Silhouette'
            : items.length === 1
              ? items[0]!.line
              : `Du nouveau sur Atelier Silhouette (${items.length})`,
        intro: `Bonjour ${person.firstName || ''},`.replace(' ,', ','),
        items,
        footer:
          category === 'all'
            ? 'Vous recevez cet e-mail selon vos préférences de notification.'
            : `Vous recevez cet e-mail pour « ${CATEGORY_LABELS[category].label} ».`,
        unsubscribe: {
          label:
            category === 'all'
              ? 'Ne plus recevoir ces e-mails'
              : `Ne plus recevoir « ${CATEGORY_LABELS[category].label} »`,
          url: pageUrl,
        },
        settingsUrl: `${baseUrl}/${person.role === 'consultant' ? 'consultant' : 'client'}/dashboard/settings`,
      });
      await deps.mailer.send({
        to: person.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<notification-${job.id}@atelier-silhouette>`,
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    }
    await settle('mail', job, news, context);
  }

  /**
   * Her devices' round: everything due for her in one notification (its first line, and how many more), opening
   * the first one's screen. No names beyond the mail's lines, no message text, no comment.
   */
  async function pushRound(job: ClaimedJob, context: JobContext): Promise<void> {
    const { recipientId, news, items } = await take('push', job, 'pending', context.now);
    const subscriptions =
      deps.config.vapid && items.length > 0 ? await repo.subscriptionsOf(recipientId) : [];
    const outcomes: string[] = [];
    for (const subscription of subscriptions) {
      if (!isPushServiceEndpoint(subscription.endpoint, deps.config.allowLocalPushEndpoints)) continue;
      const first = new URL(items[0]!.action.url);
      const outcome = await sendPush(
        subscription,
        {
          title: 'Atelier Silhouette',
          body:
            items.length === 1
              ? items[0]!.line
              : `${items[0]!.line} Et ${items.length - 1} autre(s) nouveauté(s).`,
          url: `${first.pathname}${first.search}`,
          tag: job.id,
        },
        { ...deps.config.vapid!, subject: `mailto:${deps.config.contactEmail}` },
      );
      if (outcome === 'gone') await repo.forgetSubscription(subscription.id);
      outcomes.push(outcome);
    }
    // No device took it (its push service down): tried again later, as a job. Once one has, never again.
    if (outcomes.includes('failed') && !outcomes.includes('sent')) {
      throw new Error('no push service accepted the notification');
    }
    await settle('push', job, news, context);
  }

  /** The morning: today's follow-ups are told, then everyone with news kept for the summary gets hers. */
  const dailyRound: JobHandler = async (job, context) => {
    const day = String(job.payload.day);
    const due = await repo.followUpsDue(day);
    await notifier.tell(
      due.map((link) => ({
        recipientId: link.consultantId,
        kind: 'followUp.due' as const,
        eventKey: `followUp:${link.clientId}:${day}`,
        subject: { clientId: link.clientId },
      })),
    );
    for (const recipientId of await repo.digestRecipients()) {
      await queue.enqueue({
        queue: DIGEST_QUEUE,
        key: `${recipientId}:${day}`,
        payload: { recipientId },
        runAt: context.now,
      });
    }
  };

  const handlers: Record<string, JobHandler> = {
    [MAIL_QUEUE]: (job, context) => sendRound(job, context, 'pending'),
    [PUSH_QUEUE]: pushRound,
    [DIGEST_QUEUE]: (job, context) => sendRound(job, context, 'digest'),
    [DAILY_QUEUE]: dailyRound,
  };

  /**
   * The day before a session, both are reminded of it (once per start: a session moved waits for its own). One
   * booked or moved within that day was just told with its time: it is marked without a second notice.
   */
  let remindersScannedAt = 0;
  async function remindAppointments(now: Date): Promise<void> {
    if (now.getTime() - remindersScannedAt < REMINDER_SCAN_MS) return;
    remindersScannedAt = now.getTime();
    const ahead = REMINDER_HOURS * 3_600_000;
    for (const item of await repo.appointmentsToRemind(now, new Date(now.getTime() + ahead))) {
      if (item.updatedAt.getTime() <= item.startsAt.getTime() - ahead) {
        const subject = {
          clientId: item.clientId,
          appointmentId: item.id,
          startsAt: item.startsAt.toISOString(),
        };
        const eventKey = `appointment.reminder:${item.id}:${subject.startsAt}`;
        await notifier.tell([
          {
            recipientId: item.clientId,
            kind: 'appointment.reminder',
            eventKey,
            subject: { ...subject, actorId: item.consultantId, recipientRole: 'client' },
          },
          {
            recipientId: item.consultantId,
            kind: 'appointment.reminder',
            eventKey,
            subject: { ...subject, actorId: item.clientId, recipientRole: 'consultant' },
          },
        ]);
      }
      await repo.markReminded(item.id, item.startsAt, now);
    }
  }

  /** Each instance offers the day's round once from the morning's hour on; its key lets it run once in all. */
  let offeredDay = '';
  async function onTick(now: Date): Promise<void> {
    await remindAppointments(now);
    if (parisHour(now) < DAILY_HOUR) return;
    const day = todayForFollowUp(now);
    if (day === offeredDay) return;
    await queue.enqueue({ queue: DAILY_QUEUE, key: day, payload: { day }, runAt: now });
    offeredDay = day;
  }

  return { handlers, onTick };
}

/** The job runner of this instance: notifications today, the next issues' reminders later. */
export function createNotificationRunner(
  deps: RoundDeps & Pick<AppDeps, 'now'> & Partial<Pick<AppDeps, 'realtime'>>,
) {
  const { handlers, onTick } = notificationJobs(deps, createNotifier(deps));
  return createJobRunner(deps, handlers, { onTick });
}
