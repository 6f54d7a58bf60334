import {
  DEFAULT_QUESTIONS,
  QUESTIONNAIRE_MESSAGES,
  type Answer,
  type Answers,
  type Question,
  type Questionnaire,
  type QuestionnaireTemplateChoice,
} from '~/domain/questionnaire';
import type { Inspiration } from '~/domain/questionnaire-inspiration-texts';
import type { QuestionnaireTemplate } from '~/domain/questionnaire-template-texts';
import { createAccess } from '../../access/access';
import type { FeatureDeps } from '../../deps';
import { AppError } from '../../errors';
import { inspirationsRepository } from './inspirations-repository';
import { toInspiration } from './inspiration-files';
import { questionnairesRepository, type QuestionnaireRow } from './repository';

type Viewer = { id: string };

function toQuestionnaire(row: QuestionnaireRow, inspirations: Inspiration[]): Questionnaire {
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
    inspirations,
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
    case 'photo':
      // Its answer is the photos attached to it, not a value of `answers`.
      return false;
  }
}

/**
 * The 'Questionnaire de style' (issue 37): sent by a consultant following the client, answered by the client alone,
 * saved as she goes, read by both. Every call asks the access module first.
 */
export function questionnairesService(deps: FeatureDeps) {
  const repo = questionnairesRepository(deps.db);
  const access = createAccess(deps.db);
  const inspirations = inspirationsRepository(deps.db);

  /** The questionnaire with her inspiration photos: read once the access module has answered for it. */
  const withInspirations = async (row: QuestionnaireRow) =>
    toQuestionnaire(row, (await inspirations.list(row.id)).map(toInspiration));

  async function byId(id: string) {
    const row = await repo.find(id);
    if (!row) throw new AppError('NOT_FOUND', { resource: 'questionnaire' });
    return row;
  }

  async function templateOf(consultantId: string): Promise<QuestionnaireTemplate> {
    const row = await repo.template(consultantId);
    return row
      ? { questions: row.questions, isDefault: false, updatedAt: row.updatedAt.toISOString() }
      : { questions: DEFAULT_QUESTIONS, isDefault: true, updatedAt: null };
  }

  return {
    /**
     * Sends her questions as they are now (her template, or the profession's while she has none or asks for them);
     * her earlier answers to the questions still asked stay. The client is told.
     */
    async send(
      consultant: Viewer,
      clientId: string,
      choice: QuestionnaireTemplateChoice = 'mine',
    ): Promise<Questionnaire> {
      await access.requireAccess(consultant, 'clientFile.write', clientId);
      const questions = choice === 'mine' ? (await templateOf(consultant.id)).questions : DEFAULT_QUESTIONS;
      const at = deps.now();
      const id = await repo.send(consultant.id, clientId, questions, at);
      await deps.notifier.tell({
        recipientId: clientId,
        kind: 'questionnaire.sent',
        eventKey: `questionnaire.sent:${id}:${at.toISOString()}`,
        subject: { actorId: consultant.id, questionnaireId: id },
      });
      return withInspirations(await byId(id));
    },

    /** Her own questions, or the profession's while she has none. */
    async template(consultant: Viewer): Promise<QuestionnaireTemplate> {
      return templateOf(consultant.id);
    },

    /** Her whole list, checked by the domain schema; questionnaires already sent keep theirs. */
    async saveTemplate(consultant: Viewer, questions: Question[]): Promise<QuestionnaireTemplate> {
      await repo.saveTemplate(consultant.id, questions, deps.now());
      return templateOf(consultant.id);
    },

    /** 'Revenir aux questions par défaut'. */
    async resetTemplate(consultant: Viewer): Promise<QuestionnaireTemplate> {
      await repo.removeTemplate(consultant.id);
      return templateOf(consultant.id);
    },

    /** For the client the newest sent to her; for a consultant following her, the one she sent. */
    async forClient(viewer: Viewer, clientId: string): Promise<Questionnaire> {
      await access.requireAccess(viewer, 'clientFile.read', clientId);
      const row = await repo.findFor(clientId, viewer.id === clientId ? null : viewer.id);
      if (!row) throw new AppError('NOT_FOUND', { resource: 'questionnaire' });
      return withInspirations(row);
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
      return withInspirations(await byId(id));
    },

    /** Her 'J'ai terminé': the consultant who sent it is told, once for each sending. */
    async finish(client: Viewer, id: string): Promise<Questionnaire> {
      await access.requireAccess(client, 'questionnaire.answer', id);
      const first = await repo.finish(id, deps.now());
      const row = await byId(id);
      if (first && row.consultantId) {
        await deps.notifier.tell({
          recipientId: row.consultantId,
          kind: 'questionnaire.finished',
          eventKey: `questionnaire.finished:${id}:${row.sentAt.toISOString()}`,
          subject: { clientId: row.clientId, questionnaireId: id },
        });
      }
      return withInspirations(row);
    },
  };
}
