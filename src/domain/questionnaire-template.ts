import { frenchTypography } from './french-typography';
import { QUESTION_KINDS } from './questionnaire-texts';
import {
  QUESTIONNAIRE_TEMPLATE_MESSAGES,
  questionProblems,
  templateProblems,
  tidyQuestion,
} from './questionnaire-template-texts';
import { z } from './zod';

export * from './questionnaire-template-texts';

/** Generous bounds on the shape; the exact limits are `questionProblems`' and `templateProblems`', in French. */
const text = () => z.string().max(2000);

const questionSchema = z.object({
  id: z.string().max(100),
  kind: z.enum(QUESTION_KINDS, { error: QUESTIONNAIRE_TEMPLATE_MESSAGES.kindUnknown }),
  label: text(),
  hint: text().optional(),
  options: z.array(text()).max(100).optional(),
  scale: z.object({ max: z.number().int(), low: text(), high: text() }).optional(),
  maxPhotos: z.number().int().optional(),
});

/**
 * PUT /api/me/questionnaire-template: the whole list, in her order. Refused with the first problem, named by the
 * question's number ('Question 3 : Écrivez la question.'); kept trimmed, with French typography, each question with
 * its kind's fields only.
 */
export const questionnaireTemplateSchema = z
  .object({ questions: z.array(questionSchema).max(100) })
  .superRefine(({ questions }, ctx) => {
    for (const message of templateProblems(questions)) ctx.addIssue({ code: 'custom', message });
    questions.forEach((question, index) => {
      for (const problem of questionProblems(question)) {
        ctx.addIssue({
          code: 'custom',
          path: ['questions', index, problem.field],
          message: QUESTIONNAIRE_TEMPLATE_MESSAGES.questionNumber(index + 1, problem.message),
        });
      }
    });
  })
  .transform(({ questions }) => ({
    questions: questions.map((question) => tidyQuestion(question, frenchTypography)),
  }));
export type QuestionnaireTemplateInput = z.output<typeof questionnaireTemplateSchema>;
