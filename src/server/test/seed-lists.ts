import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  appointments,
  clientClothingItems,
  clientInvites,
  clientNotes,
  measurementHistory,
  clientDiagnoses,
  clothingItems,
  consultantClients,
  conversations,
  messages,
  outfits,
  profiles,
} from '../db/schema';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
/** A calendar day `days` from today (negative: past). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Rows inserted a thousand at a time; the values are only what each table requires. */
async function insertMany<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

/**
 * Every list grown to `rows` rows around one consultant and one client (the list plans' test and bench/http):
 * the consultant's portfolio (with follow-up days) and conversations, the client's garments, conversations, outfits
 * and proposals (a rival consultant's too), both consultants' notes on her, her measurement history, the messages of
 * their conversation, and the consultant's invitations.
 */
export async function seedListRows(
  db: Database,
  ids: { consultantId: string; clientId: string; rivalId: string; rows: number },
): Promise<{ conversationId: string }> {
  const people = Array.from({ length: ids.rows }, (_, i) => ({
    id: randomUUID(),
    name: `Personne ${i}`,
    email: `personne-${i}-${randomUUID()}@example.fr`,
    role: i % 2 ? 'client' : 'consultant',
  }));
  await insertMany(people, (chunk) => db.insert(profiles).values(chunk));
  const otherClients = people.filter((p) => p.role === 'client');
  const otherConsultants = people.filter((p) => p.role === 'consultant');

  await insertMany(
    [{ id: ids.clientId }, ...otherClients].map((p, i) => ({
      consultantId: ids.consultantId,
      clientId: p.id,
      createdAt: minutesAgo(i),
      // One client in three has a follow-up day, past or to come.
      followUpOn: i % 3 ? null : dayFromToday((i % 2000) - 1000),
      // One in two is 'À traiter'.
      needsAttention: i % 2 === 0,
    })),
    (chunk) => db.insert(consultantClients).values(chunk),
  );
  await db.insert(consultantClients).values({ consultantId: ids.rivalId, clientId: ids.clientId });

  // The consultant talks with every client, the client with every consultant.
  const [main] = await db
    .insert(conversations)
    .values({ clientId: ids.clientId, consultantId: ids.consultantId })
    .returning();
  const conversationId = main!.id;
  await insertMany(
    [
      ...otherClients.map((p, i) => ({
        clientId: p.id,
        consultantId: ids.consultantId,
        updatedAt: minutesAgo(i),
      })),
      ...otherConsultants.map((p, i) => ({
        clientId: ids.clientId,
        consultantId: p.id,
        updatedAt: minutesAgo(i),
      })),
    ],
    (chunk) => db.insert(conversations).values(chunk),
  );
  await insertMany(
    Array.from({ length: ids.rows }, (_, i) => ({
      conversationId,
      senderId: i % 2 ? ids.clientId : ids.consultantId,
      content: `Message ${i}`,
      createdAt: minutesAgo(i),
    })),
    (chunk) => db.insert(messages).values(chunk),
  );
  // Inserted directly, so the pair's unread counters are set as `send` would have left them.
  await db
    .update(conversations)
    .set({ clientUnread: Math.ceil(ids.rows / 2), consultantUnread: Math.floor(ids.rows / 2) })
    .where(eq(conversations.id, conversationId));

  const garment = (userId: string, i: number) => ({
    id: randomUUID(),
    userId,
    category: ['top', 'bottom', 'shoes'][i % 3]!,
    paletteMatch: (['in', 'near', 'out'] as const)[i % 3],
    imageKey: `users/${userId}/clothing/${i}/original.jpg`,
    createdAt: minutesAgo(i),
  });
  // One of her garments in ten has left her wardrobe ('Sortis de la garde-robe').
  const ownGarment = (i: number) =>
    i % 10 === 9
      ? { ...garment(ids.clientId, i), archivedAt: minutesAgo(i), archiveReason: 'given' }
      : garment(ids.clientId, i);
  await insertMany(
    Array.from({ length: ids.rows }, (_, i) => ownGarment(i)),
    (chunk) => db.insert(clothingItems).values(chunk),
  );
  for (const proposerId of [ids.consultantId, ids.rivalId]) {
    const proposals = Array.from({ length: ids.rows / 2 }, (_, i) => garment(proposerId, i));
    await insertMany(proposals, (chunk) => db.insert(clothingItems).values(chunk));
    await insertMany(
      proposals.map((p) => ({
        clientId: ids.clientId,
        clothingItemId: p.id,
        consultantId: proposerId,
        createdAt: p.createdAt,
      })),
      (chunk) => db.insert(clientClothingItems).values(chunk),
    );
    await insertMany(
      Array.from({ length: ids.rows / 2 }, (_, i) => {
        const id = randomUUID();
        return {
          id,
          rootId: id,
          name: `Tenue ${i}`,
          imageKey: `users/${proposerId}/outfits/${i}.png`,
          clientId: ids.clientId,
          consultantId: proposerId,
          createdAt: minutesAgo(i),
        };
      }),
      (chunk) => db.insert(outfits).values(chunk),
    );
  }
  for (const consultantId of [ids.consultantId, ids.rivalId]) {
    await insertMany(
      Array.from({ length: ids.rows / 2 }, (_, i) => ({
        consultantId,
        clientId: ids.clientId,
        body: `Note ${i}`,
        createdAt: minutesAgo(i),
      })),
      (chunk) => db.insert(clientNotes).values(chunk),
    );
  }
  await insertMany(
    Array.from({ length: ids.rows }, (_, i) => ({
      clientId: ids.clientId,
      changedBy: ids.clientId,
      weight: 50 + (i % 40),
      createdAt: minutesAgo(i),
    })),
    (chunk) => db.insert(measurementHistory).values(chunk),
  );
  // The consultant's invitations, half of them expired, two in three opened.
  await insertMany(
    Array.from({ length: ids.rows }, (_, i) => ({
      email: `invitee-${i}-${randomUUID()}@example.fr`,
      consultantId: ids.consultantId,
      token: randomUUID(),
      expiresAt: new Date(Date.now() + (i % 2 ? 1 : -1) * 86_400_000),
      openedAt: i % 3 ? minutesAgo(i) : null,
      createdAt: minutesAgo(i),
    })),
    (chunk) => db.insert(clientInvites).values(chunk),
  );
  // Her appointments, one an hour from a year back to a year ahead, with her clients (the client among them).
  await insertMany(
    Array.from({ length: ids.rows }, (_, i) => {
      const startsAt = new Date(Date.now() + (i - ids.rows / 2) * 3_600_000);
      return {
        consultantId: ids.consultantId,
        clientId: i % 10 === 0 ? ids.clientId : otherClients[i % otherClients.length]!.id,
        sessionLabel: `Séance ${i}`,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
        bookedBy: 'consultant',
        requestId: randomUUID(),
        ...(i % 7 === 0 ? { status: 'cancelled', cancelledAt: startsAt, cancelledBy: 'consultant' } : {}),
      };
    }),
    (chunk) => db.insert(appointments).values(chunk),
  );
  // A palette, so that her proposals are judged against it and count only the garments of hers that suit her.
  await db.insert(clientDiagnoses).values({ clientId: ids.clientId, palette: 'automne_profond' });
  return { conversationId };
}
