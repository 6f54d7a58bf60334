import { z } from './zod';
import type { Role } from './roles';
import { MAX_MESSAGE_LENGTH, MESSAGING_TEXTS } from './messaging-texts';

export { MAX_MESSAGE_LENGTH, MESSAGING_TEXTS } from './messaging-texts';

export const MESSAGES_PAGE_SIZE = 50;
export const CONVERSATIONS_PAGE_SIZE = 30;

export const sendMessageSchema = z.object({
  content: z
    .string(MESSAGING_TEXTS.empty)
    .trim()
    .min(1, MESSAGING_TEXTS.empty)
    .max(MAX_MESSAGE_LENGTH, MESSAGING_TEXTS.tooLong),
});

export const startConversationSchema = z.object({ participantId: z.uuid(MESSAGING_TEXTS.notLinked) });

export const pageQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** Someone one can write to: a consultant's linked clients, a client's linked consultants. */
export type Contact = {
  id: string;
  firstName: string;
  lastName: string;
  role: Role;
  photoUrl: string | null;
};

export type Message = {
  id: string;
  conversationId: string;
  senderId: string;
  content: string;
  createdAt: string;
  readAt: string | null;
};

/** A row of the conversation list (§3 Conversation view). */
export type ConversationSummary = {
  id: string;
  other: Contact;
  lastMessage: Pick<Message, 'content' | 'senderId' | 'createdAt'> | null;
  unreadCount: number;
  updatedAt: string;
  /** The link between the two has ended: the client reads the history, nobody writes. */
  readOnly: boolean;
};

/** What the server pushes on `/api/realtime`, as JSON. */
export type RealtimeEvent =
  /** Sent once a socket is open: the client refetches what it may have missed while disconnected. */
  | { type: 'ready' }
  | { type: 'message.created'; message: Message }
  | { type: 'conversation.read'; conversationId: string; readerId: string }
  /** Something changed that did not fit in the event itself: refetch the conversation and the list. */
  | { type: 'conversation.updated'; conversationId: string }
  /** The link between a consultant and a client ended: both refetch what they see of each other. */
  | { type: 'link.ended'; consultantId: string; clientId: string }
  /** A client answered a proposal (to its consultant): her proposals and the portfolio refetch. */
  | { type: 'proposal.decided'; clientId: string; itemId: string }
  /** Her consultant edited or withdrew a proposal: her proposals and outfits refetch. */
  | { type: 'proposal.changed'; clientId: string; itemId: string; change: 'updated' | 'withdrawn' }
  /** An outfit of this client was shared, revised or reacted to: both sides refetch their outfits. */
  | { type: 'outfit.changed'; clientId: string; outfitId: string }
  /** Her consultant recorded measurements on her file: her open pages refetch her profile and diagnosis. */
  | { type: 'measurements.changed'; clientId: string }
  /** A decision was made (or undone) in a wardrobe sort, or the sort finished: its open screens refetch. */
  | { type: 'sort.changed'; sortId: string; clientId: string }
  /** Something was marked new for her, or she saw it on another device: her 'Nouveau' markers refetch. */
  | { type: 'news.changed' };
