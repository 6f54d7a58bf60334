import {
  DEFAULT_PUSH,
  DEFAULT_RHYTHM,
  NEWS_KINDS,
  NOTIFICATION_KINDS,
  type MailRhythm,
  type NotificationKind,
} from '~/domain/notifications';
import { createAccess } from '../../access/access';
import type { AppDeps } from '../../deps';
import { jobQueue } from '../../platform/jobs/job-queue';
import { notificationsRepository, type Channel } from './repository';

export const MAIL_QUEUE = 'notification.mail';
export const PUSH_QUEUE = 'notification.push';
/** A message is mailed only if still unread this long after it was sent. */
export const MESSAGE_GRACE_MS = 3 * 60_000;
/** Other events wait a minute, so a burst (five looks shared in a row) makes one mail. */
export const EVENT_GRACE_MS = 60_000;
/** At most one mail per conversation in this time. */
export const CONVERSATION_MAIL_GAP_MS = 15 * 60_000;

export type NotificationEvent = {
  recipientId: string;
  kind: NotificationKind;
  /** Names the event: telling it twice records it once. */
  eventKey: string;
  /** Ids of what it is about (never texts: the mail reads names when it goes). */
  subject: Record<string, string>;
};

export interface Notifier {
  /** Records each event for its recipient and plans her mail; never throws (a failure is logged). */
  tell(events: NotificationEvent | NotificationEvent[]): Promise<void>;
}

const nextMinute = (ms: number) => new Date(Math.ceil(ms / 60_000) * 60_000);
const groupOf = (event: NotificationEvent) =>
  event.kind === 'message.received' ? `conversation:${event.subject.conversationId}` : event.kind;

/**
 * Events become notifications (decision record 61): each recipient's preference for its category decides the mail:
 * planned within minutes ('immediate'), kept for the morning's summary ('daily'), or none ('never'; the in-app
 * marker stays). Everything due for one person at once goes in one mail (`MAIL_QUEUE`, one job per person and
 * minute); a conversation's messages wait `MESSAGE_GRACE_MS`, then join the conversation's planned mail, and at
 * most one goes per `CONVERSATION_MAIL_GAP_MS`.
 */
export function createNotifier(
  deps: Pick<AppDeps, 'db' | 'logger' | 'now'> & Partial<Pick<AppDeps, 'realtime'>>,
): Notifier {
  const repo = notificationsRepository(deps.db);
  const queue = jobQueue(deps.db);
  const access = createAccess(deps.db);

  /** When this channel's round for her goes: the planned one it joins, or after its grace (and gap). */
  async function dueAt(channel: Channel, event: NotificationEvent, on: typeof deps.db): Promise<Date> {
    const now = deps.now().getTime();
    if (event.kind !== 'message.received') {
      return (
        (await repo.plannedRound(channel, event.recipientId, undefined, on)) ??
        nextMinute(now + EVENT_GRACE_MS)
      );
    }
    const group = groupOf(event);
    const planned = await repo.plannedRound(channel, event.recipientId, group, on);
    if (planned) return planned;
    const last = await repo.lastTold(channel, event.recipientId, group, on);
    return nextMinute(Math.max(now + MESSAGE_GRACE_MS, (last?.getTime() ?? 0) + CONVERSATION_MAIL_GAP_MS));
  }

  /** True when recorded (not told before). */
  async function tellOne(event: NotificationEvent, rhythm: MailRhythm, push: boolean): Promise<boolean> {
    const [allowed] = await access.mayBeTold(event.recipientId, [event]);
    if (!allowed) return false;
    return deps.db.transaction(async (tx) => {
      const mailDueAt = rhythm === 'immediate' ? await dueAt('mail', event, tx) : null;
      // Pushed only to someone with a device that allowed it.
      const pushing = push && (await repo.hasDevices(event.recipientId, tx));
      const pushDueAt = pushing ? await dueAt('push', event, tx) : null;
      const recorded = await repo.record(
        {
          recipientId: event.recipientId,
          kind: event.kind,
          eventKey: event.eventKey,
          groupKey: groupOf(event),
          subject: event.subject,
          createdAt: deps.now(),
          mail: rhythm === 'immediate' ? 'pending' : rhythm === 'daily' ? 'digest' : 'skipped',
          mailDueAt,
          push: pushing ? 'pending' : null,
          pushDueAt,
        },
        tx,
      );
      if (!recorded) return false;
      const rounds: [string, Date | null][] = [
        [MAIL_QUEUE, mailDueAt],
        [PUSH_QUEUE, pushDueAt],
      ];
      for (const [name, due] of rounds) {
        if (!due) continue;
        await queue.enqueue(
          {
            queue: name,
            key: `${event.recipientId}:${due.toISOString()}`,
            payload: { recipientId: event.recipientId },
            runAt: due,
          },
          tx,
        );
      }
      return true;
    });
  }

  return {
    async tell(events) {
      const list = Array.isArray(events) ? events : [events];
      try {
        const chosen = await repo.preferencesOf([...new Set(list.map((event) => event.recipientId))]);
        const marked = new Set<string>();
        for (const event of list) {
          const category = NOTIFICATION_KINDS[event.kind];
          const preference = chosen.get(event.recipientId)?.get(category);
          const recorded = await tellOne(
            event,
            preference?.mail ?? DEFAULT_RHYTHM[category],
            preference?.push ?? DEFAULT_PUSH,
          );
          if (recorded && NEWS_KINDS.includes(event.kind)) marked.add(event.recipientId);
        }
        // Her open pages refetch their 'Nouveau' markers.
        for (const recipientId of marked)
          await deps.realtime?.publish([recipientId], { type: 'news.changed' });
      } catch (error) {
        deps.logger.warn({ err: error, kinds: list.map((event) => event.kind) }, 'notification not recorded');
      }
    },
  };
}
