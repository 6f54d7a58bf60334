import type { Question } from '~/domain/questionnaire-texts';
import {
  questionProblems,
  templateProblems,
  type QuestionField,
  type QuestionProblem,
} from '~/domain/questionnaire-template-texts';

/** The list with the question at `index` moved one place up (-1) or down (+1); the same list at either end. */
export function moveQuestion(questions: readonly Question[], index: number, step: -1 | 1): Question[] {
  const target = index + step;
  if (index < 0 || target < 0 || target >= questions.length) return [...questions];
  const next = [...questions];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export const replaceQuestion = (questions: readonly Question[], index: number, question: Question) =>
  questions.map((current, at) => (at === index ? question : current));

export const removeQuestion = (questions: readonly Question[], index: number) =>
  questions.filter((_, at) => at !== index);

/** A new question's id: 'q-' and eight random letters or digits, none of the list's (the server checks it too). */
export function newQuestionId(questions: readonly Question[], random: () => number = Math.random): string {
  const taken = new Set(questions.map((question) => question.id));
  for (;;) {
    let id = 'q-';
    for (let i = 0; i < 8; i++) id += '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 36)];
    if (!taken.has(id)) return id;
  }
}

/** The element id of a question's field, for its label, its error and the focus. */
export const fieldId = (base: string, questionId: string, field: QuestionField | 'addOption') =>
  `${base}-${questionId}-${field.replace('.', '-')}`;

/** What stands in the way of saving: each question's problems by id, and the list's own. */
export function problemsOf(questions: readonly Question[]) {
  const byQuestion = new Map<string, QuestionProblem[]>();
  for (const question of questions) {
    const problems = questionProblems(question);
    if (problems.length > 0) byQuestion.set(question.id, problems);
  }
  return { byQuestion, list: templateProblems(questions) };
}

/** The field to focus first when saving is refused: the first question's first problem (in the page's order). */
export function firstInvalidField(base: string, questions: readonly Question[]): string | null {
  for (const question of questions) {
    const [first] = questionProblems(question);
    if (first) return fieldId(base, question.id, first.field === 'options' ? 'addOption' : first.field);
  }
  return null;
}
