import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containing, olderThan } from '../../db/queries';
import { clientNotes } from '../../db/schema';

export type ClientNoteRow = typeof clientNotes.$inferSelect;
type File = { consultantId: string; clientId: string };

/** Every query names both the consultant and the client: a note is only ever read from its own file. */
export function clientNotesRepository(db: Database) {
  const ofFile = ({ consultantId, clientId }: File) =>
    and(eq(clientNotes.consultantId, consultantId), eq(clientNotes.clientId, clientId));

  return {
    async list(file: File, options: { q?: string; after?: { at: Date; id: string }; limit: number }) {
      return db
        .select()
        .from(clientNotes)
        .where(
          and(
            ofFile(file),
            options.q ? ilike(clientNotes.body, containing(options.q)) : undefined,
            olderThan(clientNotes.createdAt, clientNotes.id, options.after),
          ),
        )
        .orderBy(desc(clientNotes.createdAt), desc(clientNotes.id))
        .limit(options.limit);
    },

    async create(file: File, body: string): Promise<ClientNoteRow> {
      const [row] = await db
        .insert(clientNotes)
        .values({ ...file, body })
        .returning();
      return row!;
    },

    async update(file: File, noteId: string, body: string): Promise<ClientNoteRow | null> {
      const [row] = await db
        .update(clientNotes)
        .set({ body, updatedAt: sql`now()` })
        .where(and(ofFile(file), eq(clientNotes.id, noteId)))
        .returning();
      return row ?? null;
    },

    async remove(file: File, noteId: string): Promise<boolean> {
      const removed = await db
        .delete(clientNotes)
        .where(and(ofFile(file), eq(clientNotes.id, noteId)))
        .returning({ id: clientNotes.id });
      return removed.length > 0;
    },
  };
}
