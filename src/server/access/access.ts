import type { RealtimeEvent } from '~/domain/messages';
import type { NotificationKind } from '~/domain/notifications';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import type { RealtimeBus } from '../platform/realtime/bus';
import { PERMISSIONS, refusalFor, type Permission } from './permissions';
import { accessRepository } from './repository';

export type { Permission };
/**
 * The signed-in person asking; null when nobody is signed in. Her role is not needed: every rule reads rows
 * (a link is a row of consultant_clients, an ended link its absence).
 */
export type Viewer = { id: string } | null;

const asList = (ids: string | readonly string[]) => [...new Set(typeof ids === 'string' ? [ids] : ids)];

/**
 * Which events a person may receive: those about a resource she may read now. A consultant whose link ended
 * hears nothing more of that client; `link.ended` itself reaches both sides of the link that ended.
 */
function subjectOf(event: RealtimeEvent): [Permission, string] | null {
  switch (event.type) {
    case 'message.created':
      return ['conversation.read', event.message.conversationId];
    case 'conversation.read':
    case 'conversation.updated':
      return ['conversation.read', event.conversationId];
    case 'proposal.decided':
    case 'proposal.changed':
    case 'outfit.changed':
    case 'measurements.changed':
      return ['clientFile.read', event.clientId];
    case 'sort.changed':
      return ['sort.read', event.sortId];
    case 'link.ended':
    case 'ready':
    case 'news.changed':
      return null;
  }
}

/**
 * What a notification is about, as the access module checks it: someone is told only of what she may read, when
 * it is recorded and again when the mail goes (a link may have ended meanwhile). Her own diagnosis, and the end
 * of a link, concern her whatever the link.
 */
function notificationSubjectOf(
  kind: NotificationKind,
  subject: Record<string, string>,
): [Permission, string] | null {
  switch (kind) {
    case 'outfit.shared':
    case 'outfit.revised':
    case 'outfit.reacted':
    case 'outfit.commented':
      return ['outfit.read', subject.outfitId ?? ''];
    case 'proposal.made':
      return ['garment.read', subject.itemId ?? ''];
    case 'message.received':
      return ['conversation.read', subject.conversationId ?? ''];
    case 'document.sent':
      return ['document.read', subject.documentId ?? ''];
    case 'questionnaire.sent':
    case 'questionnaire.finished':
      return ['questionnaire.read', subject.questionnaireId ?? ''];
    case 'invoice.issued':
      return ['invoice.read', subject.invoiceId ?? ''];
    case 'quote.sent':
    case 'quote.answered':
      return ['quote.read', subject.quoteId ?? ''];
    case 'appointment.booked':
    case 'appointment.moved':
    case 'appointment.cancelled':
    case 'appointment.reminder':
      return ['appointment.read', subject.appointmentId ?? ''];
    case 'proposal.decided':
    case 'client.joined':
    case 'client.onboarded':
    case 'followUp.due':
      return ['clientFile.read', subject.clientId ?? ''];
    case 'diagnosis.changed':
    case 'link.ended':
      return null;
  }
}

/**
 * The one place that decides who may see or change another person's data (immich's access pattern). Every
 * service asks it first: `requireAccess(viewer, 'garment.update', id)` passes or throws the refusal the API
 * answers (404 for what the viewer may not know exists, 403 for what she sees but may not change).
 */
export function createAccess(db: Database) {
  const repo = accessRepository(db);

  /** The subset of `ids` the viewer may reach with this permission. */
  async function check(viewer: Viewer, permission: Permission, ids: string | readonly string[]) {
    const list = asList(ids);
    if (!viewer || list.length === 0) return new Set<string>();
    return repo[PERMISSIONS[permission].check].ids(viewer.id, list);
  }

  async function requireAccess(viewer: Viewer, permission: Permission, ids: string | readonly string[]) {
    if (!viewer) throw new AppError('UNAUTHENTICATED');
    const list = asList(ids);
    const allowed = await check(viewer, permission, list);
    const refusedIds = list.filter((id) => !allowed.has(id));
    if (refusedIds.length === 0) return;
    const readWith: Permission | undefined =
      'readWith' in PERMISSIONS[permission] ? (PERMISSIONS[permission].readWith as Permission) : undefined;
    const mayRead = readWith ? (await check(viewer, readWith, refusedIds)).size === refusedIds.length : false;
    throw refusalFor(permission, mayRead);
  }

  /** The recipients who may receive this event now (see `subjectOf`): one statement for all of them. */
  async function audience(recipients: readonly string[], event: RealtimeEvent): Promise<string[]> {
    const subject = subjectOf(event);
    if (!subject) return [...recipients];
    if (recipients.length === 0) return [];
    const [permission, id] = subject;
    const allowed = await repo[PERMISSIONS[permission].check].viewers(asList(recipients), id);
    return recipients.filter((recipientId) => allowed.has(recipientId));
  }

  /** Of these consultants, the ones the client is linked to now: the others read 'Ancien conseiller'. */
  async function currentConsultantsOf(clientId: string, consultantIds: readonly string[]) {
    return repo.personMessage.ids(clientId, asList(consultantIds));
  }

  /** Whether she may be told of each of these (see `notificationSubjectOf`): one statement per permission. */
  async function mayBeTold(
    recipientId: string,
    items: readonly { kind: NotificationKind; subject: Record<string, string> }[],
  ): Promise<boolean[]> {
    const subjects = items.map((item) => notificationSubjectOf(item.kind, item.subject));
    const idsBy = new Map<Permission, string[]>();
    for (const subject of subjects) {
      if (subject && subject[1] !== '') idsBy.set(subject[0], [...(idsBy.get(subject[0]) ?? []), subject[1]]);
    }
    const allowedBy = new Map(
      await Promise.all(
        [...idsBy].map(
          async ([permission, ids]) =>
            [permission, await check({ id: recipientId }, permission, ids)] as const,
        ),
      ),
    );
    return subjects.map(
      (subject) => !subject || (subject[1] !== '' && (allowedBy.get(subject[0])?.has(subject[1]) ?? false)),
    );
  }

  return { check, requireAccess, audience, currentConsultantsOf, mayBeTold };
}

export type Access = ReturnType<typeof createAccess>;

/** The bus the features publish on: each event reaches only those of its recipients who may receive it. */
export function accessCheckedBus(bus: RealtimeBus, access: Access): RealtimeBus {
  return {
    ...bus,
    async publish(userIds, event) {
      const recipients = await access.audience(userIds, event);
      if (recipients.length > 0) await bus.publish(recipients, event);
    },
  };
}
