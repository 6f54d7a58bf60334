import {
  DEFAULT_QUESTIONS,
  QUESTIONNAIRE_MESSAGES,
  type Answer,
  type Answers,
  type Question,
  type Questionnaire,
} from '~/domain/questionnaire';
import { createAccess } from '../../access/access';
import type { FeatureDeps } from '../../deps';
import { AppError } from '../../errors';
import { questionnairesRepository, type QuestionnaireRow } from './repository';

type Viewer = { id: string; role: string };

function toQuestionnaire(row: QuestionnaireRow): Questionnaire {
  return {
    id: row.id,
    clientId: row.clientId,
    sentBy:
      row.consultantId && row.sentByFirstName !== null
        ? { id: row.consultantId, name: `${row.sentByFirstName} ${row.sentByLastName ?? ''}`.trim() }
        : null,
    questions: row.questions,
    answers: row.answers,
    sentAt: row.sentAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Whether the answer fits its question: a text, one of its options, some of them, a step of its scale. */
function fits(question: Question, answer: Answer): boolean {
  const options = new Set(question.options ?? []);
  switch (question.kind) {
    case 'text':
      return typeof answer === 'string';
    case 'single':
      return typeof answer === 'string' && (answer === '' || options.has(answer));
    case 'multiple':
      return (
        Array.isArray(answer) && new Set(answer).size === answer.length && answer.every((o) => options.has(o))
      );
    case 'scale':
      return typeof answer === 'number' && answer >= 1 && answer <= (question.scale?.max ?? 5);
  }
}

/**
 * The 'Questionnaire de style' (issue 37): sent by a consultant following the client, answered by the client alone,
 * saved as she goes, read by both. Every call asks the access module first.
 */
export function questionnairesService(deps: FeatureDeps) {
  const repo = questionnairesRepository(deps.db);
  const access = createAccess(deps.db);

  async function byId(id: string) {
    const row = await repo.find(id);
    if (!row) throw new AppError('NOT_FOUND', { resource: 'questionnaire' });
    return row;
  }

  return {
    /** Sends the profession's questions (her own template comes next); her earlier answers to them stay. */
    async send(consultant: Viewer, clientId: string): Promise<Questionnaire> {
      await access.requireAccess(consultant, 'clientFile.write', clientId);
      const id = await repo.send(consultant.id, clientId, DEFAULT_QUESTIONS, deps.now());
      return toQuestionnaire(await byId(id));
    },

    /** For the client the newest sent to her; for a consultant following her, the one she sent. */
    async forClient(viewer: Viewer, clientId: string): Promise<Questionnaire> {
      await access.requireAccess(viewer, 'clientFile.read', clientId);
      const row = await repo.findFor(clientId, viewer.id === clientId ? null : viewer.id);
      if (!row) throw new AppError('NOT_FOUND', { resource: 'questionnaire' });
      return toQuestionnaire(row);
    },

    async answer(client: Viewer, id: string, given: Answers): Promise<Questionnaire> {
      await access.requireAccess(client, 'questionnaire.answer', id);
      const row = await byId(id);
      const questions = new Map(row.questions.map((question) => [question.id, question]));
      for (const [questionId, answer] of Object.entries(given)) {
        const question = questions.get(questionId);
        if (!question)
          throw new AppError('INVALID_INPUT', { message: QUESTIONNAIRE_MESSAGES.unknownQuestion });
        if (!fits(question, answer))
          throw new AppError('INVALID_INPUT', { message: QUESTIONNAIRE_MESSAGES.wrongAnswer });
      }
      await repo.saveAnswers(id, given, deps.now());
      return toQuestionnaire(await byId(id));
    },

    async finish(client: Viewer, id: string): Promise<Questionnaire> {
      await access.requireAccess(client, 'questionnaire.answer', id);
      await repo.finish(id, deps.now());
      return toQuestionnaire(await byId(id));
    },
  };
}
