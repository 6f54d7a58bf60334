import { MAX_ANSWER_LENGTH, type Answer, type Question } from '~/domain/questionnaire-texts';

/** No answer yet, in the question's own shape: an empty text or list. A scale has none. */
export function emptyAnswer(question: Question): Answer | undefined {
  if (question.kind === 'multiple') return [];
  if (question.kind === 'scale') return undefined;
  return '';
}

/** Whether an answer says something: a text with more than spaces, a choice, a step of the scale. */
export function sameAnswer(a: Answer | undefined, b: Answer | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

/**
 * Whether the server takes this answer to this question (its own check, in src/server/features/questionnaires):
 * an answer kept from an older visit that no longer fits is dropped rather than refused again and again.
 */
export function fits(question: Question | undefined, answer: Answer): boolean {
  if (!question) return false;
  const options = new Set(question.options ?? []);
  switch (question.kind) {
    case 'text':
      return typeof answer === 'string' && answer.length <= MAX_ANSWER_LENGTH;
    case 'single':
      return typeof answer === 'string' && (answer === '' || options.has(answer));
    case 'multiple':
      return (
        Array.isArray(answer) &&
        new Set(answer).size === answer.length &&
        answer.every((option) => options.has(option))
      );
    case 'scale':
      return (
        typeof answer === 'number' &&
        Number.isInteger(answer) &&
        answer >= 1 &&
        answer <= (question.scale?.max ?? 5)
      );
    case 'photo':
      return false;
  }
}
