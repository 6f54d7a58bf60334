import type { z } from 'zod';
import {
  MESSAGES_PAGE_SIZE,
  type Contact,
  type ConversationSummary,
  type Message,
  type pageQuerySchema,
} from '~/domain/messages';
import { LINK_TEXTS } from '~/domain/links';
import { isRole } from '~/domain/roles';
import type { Page } from '~/domain/wardrobe';
import type { AppDeps, FeatureDeps } from '../../deps';
import { createAccess } from '../../access/access';
import { AppError } from '../../errors';
import { decodeCursor, toPage } from '../../http/keyset-cursor';
import { photoUrl } from '../../http/photo-url';
import { messagesRepository, type ConversationRow, type MessageRow } from './repository';

type Viewer = { id: string; role: string };
type PageQuery = z.output<typeof pageQuerySchema>;
type PersonRow = {
  id: string;
  firstName: string;
  lastName: string;
  role: string;
  profilePhotoKey: string | null;
};

const toContact = (row: PersonRow): Contact => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  role: isRole(row.role) ? row.role : 'client',
  photoUrl: photoUrl(row.id, row.profilePhotoKey),
});

const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  conversationId: row.conversationId,
  senderId: row.senderId,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** A consultant the client is no longer linked to: no name, no photo, where she cannot be reached. */
const formerConsultant = (id: string): Contact => ({
  id,
  firstName: LINK_TEXTS.formerConsultant,
  lastName: '',
  role: 'consultant',
  photoUrl: null,
});

const participants = (conversation: ConversationRow) => [conversation.clientId, conversation.consultantId];

export function messagesService(deps: FeatureDeps) {
  const repo = messagesRepository(deps.db);
  const access = createAccess(deps.db);

  /**
   * Only the two participants see a conversation, and the consultant only while the link lasts; everyone else
   * gets 'Conversation introuvable'.
   */
  async function findWith(
    viewer: Viewer,
    permission: 'conversation.read' | 'conversation.send',
    id: string,
  ): Promise<ConversationRow> {
    await access.requireAccess(viewer, permission, id);
    const conversation = await repo.find(id);
    if (!conversation) throw new AppError('NOT_FOUND', { resource: 'conversation' });
    return conversation;
  }

  async function summary(viewer: Viewer, conversationId: string): Promise<ConversationSummary> {
    const [row] = await repo.list(viewer.id, viewer.role, { limit: 1, conversationId });
    if (!row) throw new AppError('NOT_FOUND', { resource: 'conversation' });
    return toSummary(row);
  }

  function toSummary(row: Awaited<ReturnType<typeof repo.list>>[number]): ConversationSummary {
    const readOnly = row.conversation.closedAt !== null;
    return {
      id: row.conversation.id,
      other: readOnly ? formerConsultant(row.other.id) : toContact(row.other),
      lastMessage: row.last && { ...row.last, createdAt: new Date(row.last.createdAt).toISOString() },
      unreadCount: row.unread,
      updatedAt: row.conversation.updatedAt.toISOString(),
      readOnly,
    };
  }

  /** Realtime is best effort: a failed publish never fails the request (clients refetch on reconnect). */
  function publish(userIds: string[], event: Parameters<AppDeps['realtime']['publish']>[1]) {
    deps.realtime
      .publish(userIds, event)
      .catch((error) => deps.logger.warn({ err: error }, 'realtime publish failed'));
  }

  return {
    async contacts(viewer: Viewer): Promise<Contact[]> {
      return (await repo.contacts(viewer.id, viewer.role)).map(toContact);
    },

    async list(viewer: Viewer, query: PageQuery): Promise<Page<ConversationSummary>> {
      const limit = query.limit ?? 30;
      const rows = await repo.list(viewer.id, viewer.role, {
        after: decodeCursor(query.cursor),
        limit: limit + 1,
      });
      return toPage(
        rows,
        limit,
        (row) => ({ at: row.conversation.updatedAt, id: row.conversation.id }),
        toSummary,
      );
    },

    /** Only a linked consultant-client pair; the existing conversation when there is one. */
    async start(viewer: Viewer, participantId: string): Promise<ConversationSummary> {
      await access.requireAccess(viewer, 'person.message', participantId);
      const conversation = await repo.findOrCreate(
        viewer.role === 'consultant'
          ? { consultantId: viewer.id, clientId: participantId }
          : { consultantId: participantId, clientId: viewer.id },
      );
      return summary(viewer, conversation.id);
    },

    async get(viewer: Viewer, id: string): Promise<ConversationSummary> {
      await findWith(viewer, 'conversation.read', id);
      return summary(viewer, id);
    },

    /** The latest page first; `cursor` reads older ones. Each page is oldest to newest, for display. */
    async messages(viewer: Viewer, id: string, query: PageQuery): Promise<Page<Message>> {
      await findWith(viewer, 'conversation.read', id);
      const limit = query.limit ?? MESSAGES_PAGE_SIZE;
      const rows = await repo.messages(id, { before: decodeCursor(query.cursor), limit: limit + 1 });
      const page = toPage(rows, limit, (row) => ({ at: row.createdAt, id: row.id }), toMessage);
      return { ...page, items: page.items.reverse() };
    },

    /** The send statement returns the conversation's participants: no read of it after the access check. */
    async send(viewer: Viewer, id: string, content: string): Promise<Message> {
      await access.requireAccess(viewer, 'conversation.send', id);
      const sent = await repo.send(id, viewer.id, content, deps.now());
      if (!sent) throw new AppError('NOT_FOUND', { resource: 'conversation' });
      const message = toMessage(sent.message);
      publish(sent.participants, { type: 'message.created', message });
      await deps.notifier.tell(
        sent.participants
          .filter((participant) => participant !== viewer.id)
          .map((recipientId) => ({
            recipientId,
            kind: 'message.received' as const,
            eventKey: `message:${message.id}`,
            subject: {
              actorId: viewer.id,
              conversationId: id,
              messageId: message.id,
              recipientRole: viewer.role === 'client' ? 'consultant' : 'client',
            },
          })),
      );
      return message;
    },

    async markRead(viewer: Viewer, id: string): Promise<{ updated: number }> {
      const conversation = await findWith(viewer, 'conversation.read', id);
      const updated = await repo.markRead(id, viewer.id, deps.now());
      if (updated > 0)
        publish(participants(conversation), {
          type: 'conversation.read',
          conversationId: id,
          readerId: viewer.id,
        });
      return { updated };
    },

    async unreadCount(viewer: Viewer): Promise<{ count: number }> {
      return { count: await repo.unreadCount(viewer.id) };
    },
  };
}
