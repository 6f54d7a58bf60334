import { and, eq, sql } from 'drizzle-orm';
import type { Answers, Question } from '~/domain/questionnaire-texts';
import type { Database } from '../../db/client';
import { profiles, questionnaireTemplates, styleQuestionnaires } from '../../db/schema';

export type QuestionnaireRow = typeof styleQuestionnaires.$inferSelect & {
  sentByFirstName: string | null;
  sentByLastName: string | null;
};

export function questionnairesRepository(db: Database) {
  const selection = {
    questionnaire: styleQuestionnaires,
    sentByFirstName: profiles.firstName,
    sentByLastName: profiles.lastName,
  };
  const toRow = (row: {
    questionnaire: typeof styleQuestionnaires.$inferSelect;
    sentByFirstName: string | null;
    sentByLastName: string | null;
  }): QuestionnaireRow => ({
    ...row.questionnaire,
    sentByFirstName: row.sentByFirstName,
    sentByLastName: row.sentByLastName,
  });

  return {
    /**
     * Sends her the questions (again): a new questionnaire, or the same one with these questions, keeping the
     * answers to those still asked and open again until she finishes it.
     */
    async send(consultantId: string, clientId: string, questions: Question[], at: Date) {
      const ids = questions.map((question) => question.id);
      const [row] = await db
        .insert(styleQuestionnaires)
        .values({ consultantId, clientId, questions, answers: {}, sentAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: [styleQuestionnaires.clientId, styleQuestionnaires.consultantId],
          set: {
            questions,
            answers: sql`coalesce((select jsonb_object_agg(key, value) from jsonb_each(${styleQuestionnaires.answers})
              where key = any(${sql.param(ids)}::text[])), '{}'::jsonb)`,
            sentAt: at,
            updatedAt: at,
            finishedAt: null,
          },
        })
        .returning({ id: styleQuestionnaires.id });
      return row!.id;
    },

    async find(id: string): Promise<QuestionnaireRow | null> {
      const [row] = await db
        .select(selection)
        .from(styleQuestionnaires)
        .leftJoin(profiles, eq(profiles.id, styleQuestionnaires.consultantId))
        .where(eq(styleQuestionnaires.id, id));
      return row ? toRow(row) : null;
    },

    /** Hers from this consultant, or for the client the newest sent to her. */
    async findFor(clientId: string, consultantId: string | null): Promise<QuestionnaireRow | null> {
      const [row] = await db
        .select(selection)
        .from(styleQuestionnaires)
        .leftJoin(profiles, eq(profiles.id, styleQuestionnaires.consultantId))
        .where(
          and(
            eq(styleQuestionnaires.clientId, clientId),
            consultantId ? eq(styleQuestionnaires.consultantId, consultantId) : undefined,
          ),
        )
        .orderBy(sql`${styleQuestionnaires.sentAt} desc`)
        .limit(1);
      return row ? toRow(row) : null;
    },

    /**
     * Merges the answers given into those kept, in one statement (two saves at once each keep theirs); an empty
     * text or list removes its answer.
     */
    async saveAnswers(id: string, given: Answers, at: Date) {
      const cleared = Object.entries(given)
        .filter(([, answer]) => answer === '' || (Array.isArray(answer) && answer.length === 0))
        .map(([questionId]) => questionId);
      const kept = Object.fromEntries(
        Object.entries(given).filter(([questionId]) => !cleared.includes(questionId)),
      );
      await db
        .update(styleQuestionnaires)
        .set({
          answers: sql`(${styleQuestionnaires.answers} || ${JSON.stringify(kept)}::jsonb) - ${sql.param(cleared)}::text[]`,
          updatedAt: at,
        })
        .where(eq(styleQuestionnaires.id, id));
    },

    /** The consultant's own template, if she made one. */
    async template(consultantId: string) {
      const [row] = await db
        .select({ questions: questionnaireTemplates.questions, updatedAt: questionnaireTemplates.updatedAt })
        .from(questionnaireTemplates)
        .where(eq(questionnaireTemplates.consultantId, consultantId));
      return row ?? null;
    },

    /** Her whole list, in her order, in place of the one she had. */
    async saveTemplate(consultantId: string, questions: Question[], at: Date) {
      await db
        .insert(questionnaireTemplates)
        .values({ consultantId, questions, updatedAt: at })
        .onConflictDoUpdate({
          target: questionnaireTemplates.consultantId,
          set: { questions, updatedAt: at },
        });
    },

    /** 'Revenir aux questions par défaut': hers goes, the default applies again. */
    async removeTemplate(consultantId: string) {
      await db.delete(questionnaireTemplates).where(eq(questionnaireTemplates.consultantId, consultantId));
    },

    /** Her 'J'ai terminé': true the first time only, so her consultant is told once. */
    async finish(id: string, at: Date) {
      const rows = await db
        .update(styleQuestionnaires)
        .set({ finishedAt: at, updatedAt: at })
        .where(and(eq(styleQuestionnaires.id, id), sql`${styleQuestionnaires.finishedAt} is null`))
        .returning({ id: styleQuestionnaires.id });
      return rows.length > 0;
    },
  };
}
