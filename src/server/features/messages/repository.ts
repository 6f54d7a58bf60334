import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  FOREIGN_KEY_VIOLATION,
  keysetValues,
  olderThan,
  olderThanPlaceholders,
  preparedPerShape,
  sqlState,
  tableStatement,
  textStatement,
} from '../../db/queries';
import { consultantClients, conversations, messages, profiles, unreadCounts } from '../../db/schema';

/**
 * The send statement's text, `returning` naming the message's columns: the message, the conversation's activity
 * time and the recipient's unread count in one statement (below). bench/realtime's bare baseline sends it too.
 */
export const messageSendSql = (returning: string) => `with sent as (
  insert into messages (conversation_id, sender_id, content, created_at) values ($1, $2, $3, $4)
  returning ${returning}
), counted as (
  update conversations set updated_at = $4,
    client_unread = client_unread + case when client_id = $2 then 0 else 1 end,
    consultant_unread = consultant_unread + case when client_id = $2 then 1 else 0 end
  where id = $1
  returning client_id, consultant_id
)
select sent.*, counted.client_id, counted.consultant_id from sent, counted`;

type Keyset = { at: Date; id: string };
export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

const contactColumns = (person: typeof profiles) => ({
  id: person.id,
  firstName: person.firstName,
  lastName: person.lastName,
  role: person.role,
  profilePhotoKey: person.profilePhotoKey,
});

/** Every query is scoped to a participant; the service checks participation before anything else. */
export function messagesRepository(db: Database) {
  const conversationList = preparedPerShape(
    'conversations',
    (has: (filter: 'asConsultant' | 'one' | 'after') => boolean, name) => {
      const other = alias(profiles, 'other');
      const userId = sql.placeholder('userId');
      return db
        .select({
          conversation: conversations,
          other: {
            id: other.id,
            firstName: other.firstName,
            lastName: other.lastName,
            role: other.role,
            profilePhotoKey: other.profilePhotoKey,
          },
          unread: has('asConsultant') ? conversations.consultantUnread : conversations.clientUnread,
          last: sql<{
            content: string;
            senderId: string;
            createdAt: string;
          } | null>`(select json_build_object('content', m.content, 'senderId', m.sender_id, 'createdAt', m.created_at) from ${messages} m where m.conversation_id = ${conversations.id} order by m.created_at desc, m.id desc limit 1)`,
        })
        .from(conversations)
        .innerJoin(
          other,
          eq(other.id, has('asConsultant') ? conversations.clientId : conversations.consultantId),
        )
        .where(
          and(
            // One side per role, so each role's list reads its own index in order; the consultant's holds only
            // the conversations still open (a client keeps hers after the link ended, read-only).
            ...(has('asConsultant')
              ? [eq(conversations.consultantId, userId), isNull(conversations.closedAt)]
              : [eq(conversations.clientId, userId)]),
            has('one') ? eq(conversations.id, sql.placeholder('conversationId')) : undefined,
            has('after') ? olderThanPlaceholders(conversations.updatedAt, conversations.id) : undefined,
          ),
        )
        .orderBy(desc(conversations.updatedAt), desc(conversations.id))
        .limit(sql.placeholder('limit'))
        .prepare(name);
    },
  );

  // The message, the conversation's activity time and the recipient's unread count in one prepared statement: a
  // single statement is atomic, and it takes one round trip where a transaction took four (decision record 47). It
  // returns the conversation's two participants too, whom the message is published to: no second read.
  const sendStatement = textStatement(db, messages, 'message_send', messageSendSql, {
    clientId: conversations.clientId,
    consultantId: conversations.consultantId,
  });

  // Read on every message sent and every conversation opened, after the access check (decision record 47).
  const conversationById = tableStatement(
    db,
    conversations,
    'conversation_by_id',
    db
      .select()
      .from(conversations)
      .where(eq(conversations.id, sql.placeholder('id'))),
  );

  return {
    /** A consultant's linked clients, or a client's linked consultants. */
    async contacts(userId: string, role: string) {
      const [mine, theirs] =
        role === 'consultant'
          ? [consultantClients.consultantId, consultantClients.clientId]
          : [consultantClients.clientId, consultantClients.consultantId];
      return db
        .select(contactColumns(profiles))
        .from(consultantClients)
        .innerJoin(profiles, eq(profiles.id, theirs))
        .where(eq(mine, userId))
        .orderBy(profiles.firstName, profiles.lastName);
    },

    /**
     * One conversation per pair: a concurrent start finds the row the other one inserted. A linked pair's
     * conversation closed by an earlier end of their link opens again.
     */
    async findOrCreate(pair: { clientId: string; consultantId: string }): Promise<ConversationRow> {
      await db
        .insert(conversations)
        .values(pair)
        .onConflictDoUpdate({
          target: [conversations.clientId, conversations.consultantId],
          set: { closedAt: null },
        });
      const [row] = await db
        .select()
        .from(conversations)
        .where(
          and(eq(conversations.clientId, pair.clientId), eq(conversations.consultantId, pair.consultantId)),
        );
      return row!;
    },

    async find(id: string): Promise<ConversationRow | null> {
      const [row] = await conversationById.execute({ id });
      return row ?? null;
    },

    /** The user's conversations by last activity, with the other person, the last message and the unread count. */
    async list(
      userId: string,
      role: string,
      options: { after?: Keyset; limit: number; conversationId?: string },
    ) {
      const { after, conversationId } = options;
      return conversationList({ asConsultant: role === 'consultant', one: conversationId, after }).execute({
        userId,
        conversationId,
        limit: options.limit,
        ...keysetValues(after),
      });
    },

    /** Newest first; the caller reverses a page for display. */
    async messages(conversationId: string, options: { before?: Keyset; limit: number }) {
      const { before } = options;
      return db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            olderThan(messages.createdAt, messages.id, before),
          ),
        )
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(options.limit);
    },

    /**
     * The message, the conversation's activity time and the recipient's unread count, together, with the
     * conversation's participants. The update locks the conversation's row, so a concurrent `markRead` of the same
     * conversation runs wholly before or after. Null when the conversation is gone, though the access check
     * found it a moment earlier (deleted with an account meanwhile).
     */
    async send(conversationId: string, senderId: string, content: string, now: Date) {
      let rows;
      try {
        rows = await sendStatement.execute([conversationId, senderId, content, now.toISOString()]);
      } catch (error) {
        if (sqlState(error) === FOREIGN_KEY_VIOLATION) return null;
        throw error;
      }
      const [row] = rows;
      if (!row) return null;
      const { clientId, consultantId, ...message } = row;
      return { message, participants: [clientId, consultantId] };
    },

    /**
     * Marks what the other person sent as read and sets the reader's unread count to zero; returns how many
     * messages changed. The conversation's row is locked first: a message sent meanwhile waits, then counts.
     */
    async markRead(conversationId: string, readerId: string, now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const isClient = sql`${conversations.clientId} = ${readerId}`;
        await tx
          .update(conversations)
          .set({
            clientUnread: sql`case when ${isClient} then 0 else ${conversations.clientUnread} end`,
            consultantUnread: sql`case when ${isClient} then ${conversations.consultantUnread} else 0 end`,
          })
          .where(eq(conversations.id, conversationId));
        const rows = await tx
          .update(messages)
          .set({ readAt: now })
          .where(
            and(
              eq(messages.conversationId, conversationId),
              ne(messages.senderId, readerId),
              isNull(messages.readAt),
            ),
          )
          .returning({ id: messages.id });
        return rows.length;
      });
    },

    /**
     * Unread messages over all the user's conversations (a consultant's open ones): one row, kept by the database
     * from the conversations' counters in the transaction of each change (migration kept_counts, decision record 49).
     */
    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: unreadCounts.messages })
        .from(unreadCounts)
        .where(eq(unreadCounts.userId, userId));
      return row?.count ?? 0;
    },
  };
}
