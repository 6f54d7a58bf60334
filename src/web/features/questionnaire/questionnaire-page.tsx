import { CheckCircle2, ClipboardList, CloudOff, Loader2, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  answeredCount,
  photosByQuestion,
  QUESTIONNAIRE_MESSAGES,
  type Questionnaire,
} from '~/domain/questionnaire-texts';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { PageLoading } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/error-message';
import { formatDate } from '~/web/lib/format';
import { useMe } from '~/web/lib/session';
import { useFinishQuestionnaire, useMyQuestionnaire } from './api';
import { InspirationsSection } from './inspirations-section';
import { PhotoQuestion } from './photo-question';
import { QuestionField } from './question-field';
import { useAnswerSaver, type SaveState } from './use-answer-saver';

/**
 * 'Questionnaire de style' (issue 37): the questions her consultant sent before their first session, answered at
 * her pace, on any of her devices, saved as she goes.
 */
export function QuestionnairePage() {
  const me = useMe();
  const userId = me.data?.id;
  const questionnaire = useMyQuestionnaire(userId);

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{QUESTIONNAIRE_MESSAGES.title}</h1>
      </header>
      {questionnaire.isPending ? (
        <PageLoading />
      ) : questionnaire.isError ? (
        <LoadFailure
          message={QUESTIONNAIRE_MESSAGES.loadFailed}
          onRetry={() => void questionnaire.refetch()}
        />
      ) : questionnaire.data === null ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
          <ClipboardList className="size-8 text-brand-600" aria-hidden />
          <p className="font-medium text-gray-900">{QUESTIONNAIRE_MESSAGES.notSentYet}</p>
          <p className="text-sm text-gray-600">{QUESTIONNAIRE_MESSAGES.notSentYetHint}</p>
        </div>
      ) : (
        <QuestionnaireForm questionnaire={questionnaire.data} userId={userId!} />
      )}
    </div>
  );
}

function QuestionnaireForm({ questionnaire, userId }: { questionnaire: Questionnaire; userId: string }) {
  const saver = useAnswerSaver(questionnaire, userId);
  const { answers } = saver;
  const { questions } = questionnaire;
  const progress = QUESTIONNAIRE_MESSAGES.progress(
    answeredCount(questions, answers, questionnaire.inspirations),
    questions.length,
  );
  const photos = photosByQuestion(questions, questionnaire.inspirations);

  const finish = useFinishQuestionnaire(userId);
  const finishing = useRef(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const onFinish = async () => {
    // A double tap finishes once.
    if (finishing.current) return;
    finishing.current = true;
    setFinishError(null);
    setFinished(false);
    try {
      if (!(await saver.flush())) {
        setFinishError(QUESTIONNAIRE_MESSAGES.finishFailed);
        return;
      }
      await finish.mutateAsync(questionnaire.id);
      setFinished(true);
    } catch (error) {
      setFinishError(errorMessage(error, QUESTIONNAIRE_MESSAGES.finishFailed));
    } finally {
      finishing.current = false;
    }
  };

  return (
    <>
      <div className="space-y-2 text-gray-700">
        <p>{QUESTIONNAIRE_MESSAGES.intro}</p>
        {questionnaire.sentBy && (
          <p className="text-sm text-gray-600">
            {QUESTIONNAIRE_MESSAGES.sentBy(questionnaire.sentBy.name, formatDate(questionnaire.sentAt))}
          </p>
        )}
        {questionnaire.finishedAt && (
          <p className="flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              <strong className="font-medium">
                {QUESTIONNAIRE_MESSAGES.finishedOn(formatDate(questionnaire.finishedAt))}
              </strong>
              . {QUESTIONNAIRE_MESSAGES.stillEditable}
            </span>
          </p>
        )}
      </div>

      <div className="space-y-4">
        {questions.map((question) =>
          question.kind === 'photo' ? (
            <PhotoQuestion
              key={question.id}
              question={question}
              questionnaireId={questionnaire.id}
              photos={photos.get(question.id) ?? []}
              userId={userId}
            />
          ) : (
            <QuestionField
              key={question.id}
              question={question}
              value={answers[question.id]}
              onChange={(answer, wait) => saver.change(question.id, answer, wait)}
              onLeave={() => void saver.flush()}
            />
          ),
        )}

        <InspirationsSection questionnaire={questionnaire} userId={userId} />

        <div className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
          <p className="font-medium text-gray-900">{progress}</p>
          <p className="text-sm text-gray-600">{QUESTIONNAIRE_MESSAGES.finishHint}</p>
          <Button
            size="lg"
            onClick={() => void onFinish()}
            className="min-h-11 w-full sm:w-auto"
            aria-disabled={finish.isPending || undefined}
          >
            {finish.isPending ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : (
              <CheckCircle2 aria-hidden />
            )}
            {QUESTIONNAIRE_MESSAGES.finish}
          </Button>
          <div aria-live="polite" className="text-sm">
            {finished && <p className="text-emerald-700">{QUESTIONNAIRE_MESSAGES.finished}</p>}
          </div>
          {finishError && (
            <p role="alert" className="text-sm text-red-700">
              {finishError}
            </p>
          )}
        </div>
      </div>

      <SaveBar
        progress={progress}
        state={saver.state}
        unsent={saver.unsent}
        onRetry={() => void saver.flush()}
      />
    </>
  );
}

/** The saving status, stuck to the bottom of the screen as she scrolls: discreet, and said to screen readers. */
function SaveBar({
  progress,
  state,
  unsent,
  onRetry,
}: {
  progress: string;
  state: SaveState;
  unsent: Record<string, unknown>;
  onRetry: () => void;
}) {
  const failed = state.kind === 'offline' || state.kind === 'refused';
  const waiting = !failed && (state.kind === 'saving' || Object.keys(unsent).length > 0);
  const status = failed
    ? state.kind === 'refused'
      ? state.message
      : QUESTIONNAIRE_MESSAGES.offline
    : waiting
      ? QUESTIONNAIRE_MESSAGES.saving
      : state.kind === 'saved'
        ? QUESTIONNAIRE_MESSAGES.saved
        : '';
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex min-h-12 flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-gray-200 bg-white/95 px-4 py-2 text-sm backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
      <p className="text-gray-700">{progress}</p>
      <div className="flex items-center gap-2">
        <p role="status" className={failed ? 'flex items-center gap-1.5 text-amber-800' : 'text-gray-600'}>
          {failed && <CloudOff className="size-4 shrink-0" aria-hidden />}
          {status}
        </p>
        {failed && (
          <Button variant="outline" size="sm" className="min-h-11 sm:min-h-9" onClick={onRetry}>
            <RotateCcw aria-hidden />
            {QUESTIONNAIRE_MESSAGES.retry}
          </Button>
        )}
      </div>
    </div>
  );
}
