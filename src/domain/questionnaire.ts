import {
  MAX_ANSWER_LENGTH,
  MAX_QUESTIONS,
  QUESTIONNAIRE_MESSAGES,
  QUESTIONNAIRE_TEMPLATES,
} from './questionnaire-texts';
import { z } from './zod';

export * from './questionnaire-texts';

const answerSchema = z.union([
  z.string().trim().max(MAX_ANSWER_LENGTH, QUESTIONNAIRE_MESSAGES.answerTooLong),
  z.array(z.string().max(200)).max(30),
  z.number().int().min(1).max(10),
]);

/**
 * PATCH /api/questionnaires/:id/answers: the answers given since the last save, by question id; an empty text or
 * list clears one. Each is checked against its question by the service.
 */
export const answersPatchSchema = z.object({
  answers: z
    .record(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/), answerSchema)
    .refine((answers) => Object.keys(answers).length > 0 && Object.keys(answers).length <= MAX_QUESTIONS),
});
export type AnswersPatch = z.output<typeof answersPatchSchema>;

/** POST /api/clients/:clientId/questionnaire: which questions to send, hers (when she has some) unless told. */
export const sendQuestionnaireSchema = z.object({
  template: z.enum(QUESTIONNAIRE_TEMPLATES),
});
