import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { questionnaireInspirations, styleQuestionnaires } from '../../db/schema';

export type InspirationRow = typeof questionnaireInspirations.$inferSelect;

const inQuestionnaire = (questionnaireId: string, id: string) =>
  and(eq(questionnaireInspirations.id, id), eq(questionnaireInspirations.questionnaireId, questionnaireId));

/** Her inspiration photos: rows of one questionnaire, read in the order she added them. */
export function inspirationsRepository(db: Database) {
  return {
    /** Oldest first, in the index's order (questionnaire_id, created_at, id). */
    list(questionnaireId: string): Promise<InspirationRow[]> {
      return db
        .select()
        .from(questionnaireInspirations)
        .where(eq(questionnaireInspirations.questionnaireId, questionnaireId))
        .orderBy(asc(questionnaireInspirations.createdAt), asc(questionnaireInspirations.id));
    },

    /** Those of several questionnaires at once (her export), each questionnaire's oldest first. */
    listOf(questionnaireIds: string[]): Promise<InspirationRow[]> {
      if (questionnaireIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(questionnaireInspirations)
        .where(inArray(questionnaireInspirations.questionnaireId, questionnaireIds))
        .orderBy(
          asc(questionnaireInspirations.questionnaireId),
          asc(questionnaireInspirations.createdAt),
          asc(questionnaireInspirations.id),
        );
    },

    /** How many she added: her free ones, or those of one photo question. */
    async count(questionnaireId: string, questionId: string | null): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(questionnaireInspirations)
        .where(
          and(
            eq(questionnaireInspirations.questionnaireId, questionnaireId),
            questionId
              ? eq(questionnaireInspirations.questionId, questionId)
              : isNull(questionnaireInspirations.questionId),
          ),
        );
      return row?.n ?? 0;
    },

    async find(questionnaireId: string, id: string): Promise<InspirationRow | null> {
      const [row] = await db
        .select()
        .from(questionnaireInspirations)
        .where(inQuestionnaire(questionnaireId, id));
      return row ?? null;
    },

    /**
     * Adds a photo unless the questionnaire already holds `max` free ones, or, for a photo question's, unless that
     * question already holds its `questionMax`; the refusal says which. The questionnaire's row is locked meanwhile
     * (FOR UPDATE), so two uploads at once (a double tap) count one after the other and cannot both take the last
     * place.
     */
    async insertWithin(
      row: typeof questionnaireInspirations.$inferInsert,
      max: number,
      questionMax: number,
    ): Promise<InspirationRow | 'full' | 'questionFull' | null> {
      return db.transaction(async (tx) => {
        const [questionnaire] = await tx
          .select({ id: styleQuestionnaires.id })
          .from(styleQuestionnaires)
          .where(eq(styleQuestionnaires.id, row.questionnaireId))
          .for('update');
        if (!questionnaire) return null;
        const [held] = await tx
          .select({ n: count() })
          .from(questionnaireInspirations)
          .where(
            and(
              eq(questionnaireInspirations.questionnaireId, row.questionnaireId),
              row.questionId
                ? eq(questionnaireInspirations.questionId, row.questionId)
                : isNull(questionnaireInspirations.questionId),
            ),
          );
        if ((held?.n ?? 0) >= (row.questionId ? questionMax : max))
          return row.questionId ? 'questionFull' : 'full';
        const [created] = await tx.insert(questionnaireInspirations).values(row).returning();
        return created!;
      });
    },

    async update(
      questionnaireId: string,
      id: string,
      patch: { liked?: boolean; caption?: string | null },
    ): Promise<InspirationRow | null> {
      const [row] = await db
        .update(questionnaireInspirations)
        .set(patch)
        .where(inQuestionnaire(questionnaireId, id))
        .returning();
      return row ?? null;
    },

    /** The row goes; its file's key is returned, to be removed once it is gone. */
    async remove(questionnaireId: string, id: string): Promise<string | null> {
      const [row] = await db
        .delete(questionnaireInspirations)
        .where(inQuestionnaire(questionnaireId, id))
        .returning({ imageKey: questionnaireInspirations.imageKey });
      return row?.imageKey ?? null;
    },
  };
}
