import { ChevronDown, MessageSquareQuote } from 'lucide-react';
import {
  answersToShow,
  EDITOR_ANSWER_IDS,
  QUESTIONNAIRE_ANSWERS_MESSAGES,
} from '~/domain/questionnaire-answers';
import { useClientQuestionnaire } from '../api/questionnaire';

/**
 * 'Ce qu'elle a dit': what the client answered to the style questionnaire that matters while composing a look
 * (occasions, dress code, style, colours and pieces loved and refused, what she avoids, fit, heels, metals, what to
 * highlight or balance), closed until opened. Nothing while she answered none of it.
 */
export function SheSaidPanel({ clientId }: { clientId: string }) {
  const questionnaire = useClientQuestionnaire(clientId);
  const shown = answersToShow(questionnaire.data, EDITOR_ANSWER_IDS);
  if (shown.length === 0) return null;
  return (
    <details className="group rounded-xl border border-gray-200 bg-white text-sm">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-2.5 text-gray-900 hover:bg-gray-50 [&::-webkit-details-marker]:hidden">
        <MessageSquareQuote className="size-4 shrink-0 text-brand-600" aria-hidden />
        <span className="font-semibold">{QUESTIONNAIRE_ANSWERS_MESSAGES.sheSaid}</span>
        <span className="text-gray-600">· {QUESTIONNAIRE_ANSWERS_MESSAGES.sheSaidCount(shown.length)}</span>
        <ChevronDown
          className="ml-auto size-4 shrink-0 text-gray-500 transition-transform group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <div className="border-t border-gray-100 px-4 pt-2 pb-3">
        <p className="text-xs text-gray-600">{QUESTIONNAIRE_ANSWERS_MESSAGES.sheSaidHint}</p>
        <dl className="divide-y divide-gray-100">
          {shown.map((answer) => (
            <div key={answer.id} className="py-2">
              <dt className="text-xs font-medium text-gray-600">{answer.label}</dt>
              <dd className="mt-0.5 break-words whitespace-pre-line text-gray-900">{answer.text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </details>
  );
}
