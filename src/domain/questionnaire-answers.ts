import {
  ANSWER_SHORT_LABELS,
  QUESTIONNAIRE_ANSWERS_MESSAGES,
  type DefaultQuestionId,
} from './questionnaire-answers-texts';
import { isAnswered, QUESTIONNAIRE_MESSAGES, type Answer, type Question } from './questionnaire-texts';

export * from './questionnaire-answers-texts';

/** What is read of a questionnaire: the questions as sent and her answers by question id. */
export type AnsweredQuestionnaire = { questions: readonly Question[]; answers: Record<string, Answer> };

/** One answer as listed: its question's short label and her answer as read. */
export type ShownAnswer = { id: DefaultQuestionId; label: string; text: string };

/**
 * Her answer to a default question, when the questionnaire asked it and she answered; otherwise undefined (no
 * questionnaire, a template without that question, an answer left blank).
 */
export function answerTo(
  questionnaire: AnsweredQuestionnaire | null | undefined,
  id: DefaultQuestionId,
): { question: Question; answer: Answer } | undefined {
  const question = questionnaire?.questions.find((candidate) => candidate.id === id);
  const answer = question ? questionnaire!.answers[id] : undefined;
  return question && isAnswered(answer) ? { question, answer } : undefined;
}

/** An answer as read: several options joined, a scale's step out of its top, a text without its outer spaces. */
export function answerText(question: Question, answer: Answer): string {
  if (Array.isArray(answer)) return answer.join(', ');
  if (typeof answer === 'number')
    return question.scale ? QUESTIONNAIRE_MESSAGES.scaleAnswer(answer, question.scale.max) : String(answer);
  return answer.trim();
}

/** Her answers to these default questions, in their order, with their short labels: only those asked and answered. */
export function answersToShow(
  questionnaire: AnsweredQuestionnaire | null | undefined,
  ids: readonly DefaultQuestionId[],
): ShownAnswer[] {
  return ids.flatMap((id) => {
    const found = answerTo(questionnaire, id);
    return found
      ? [{ id, label: ANSWER_SHORT_LABELS[id], text: answerText(found.question, found.answer) }]
      : [];
  });
}

/** A part of the carnet's cover in her words: a title, the options she chose (a list), and a paragraph. */
export type CoverAnswers = { title: string; choices: string[]; text: string | null };

const choicesOf = (answer: Answer | undefined): string[] =>
  answer === undefined
    ? []
    : Array.isArray(answer)
      ? answer.map((choice) => choice.trim()).filter(Boolean)
      : typeof answer === 'string'
        ? [answer.trim()]
        : [];

/**
 * The carnet's cover: her objectives (the ones she ticked, then what brings her, in her words) and the words of
 * the style she likes; a part she did not answer is left out.
 */
export function coverAnswers(questionnaire: AnsweredQuestionnaire | null | undefined): CoverAnswers[] {
  const objectives = choicesOf(answerTo(questionnaire, 'objectives')?.answer);
  const story = answerTo(questionnaire, 'objectivesText');
  const styleWords = choicesOf(answerTo(questionnaire, 'styleWords')?.answer);
  const parts: CoverAnswers[] = [];
  if (objectives.length > 0 || story)
    parts.push({
      title: QUESTIONNAIRE_ANSWERS_MESSAGES.objectivesTitle,
      choices: objectives,
      text: story ? answerText(story.question, story.answer) : null,
    });
  if (styleWords.length > 0)
    parts.push({
      title: QUESTIONNAIRE_ANSWERS_MESSAGES.styleWordsTitle,
      choices: [],
      text: styleWords.join(', '),
    });
  return parts;
}
