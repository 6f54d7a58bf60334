import { ClipboardList, Loader2, Pencil, Send } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { INSPIRATION_MESSAGES } from '~/domain/questionnaire-inspiration-texts';
import {
  answeredCount,
  freeInspirations,
  photosByQuestion,
  QUESTIONNAIRE_MESSAGES,
  isAnswered,
  type Answer,
  type Question,
  type Questionnaire,
} from '~/domain/questionnaire-texts';
import { QUESTIONNAIRE_TEMPLATE_MESSAGES } from '~/domain/questionnaire-template-texts';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Spinner } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/error-message';
import { formatDate } from '~/web/lib/format';
import { toast } from '~/web/lib/toast';
import { useClientQuestionnaire, useSendQuestionnaire } from './api/questionnaire';
import { PhotoThumbnails, StyleProfileInspirations } from './style-profile-inspirations';

/** Whether an answer says something: a text with more than spaces, a choice, a step of the scale. */
/** An answer as read: several options joined, a scale's step out of its top. */
function answerText(question: Question, answer: Answer): string {
  if (Array.isArray(answer)) return answer.join(', ');
  if (typeof answer === 'number') return QUESTIONNAIRE_MESSAGES.scaleAnswer(answer, question.scale?.max ?? 5);
  return answer.trim();
}

const titleId = 'style-profile-title';

/**
 * 'Profil de style', on the client file's first tab: the style questionnaire to send her, then where she is and
 * her answers, question by question.
 */
export function StyleProfileCard({ clientId }: { clientId: string }) {
  const questionnaire = useClientQuestionnaire(clientId);
  const send = useSendQuestionnaire(clientId);
  // A double tap sends once: the button's `disabled` comes a render late.
  const sending = useRef(false);
  const resendButton = useRef<HTMLButtonElement>(null);
  const onSend = () => {
    if (sending.current) return;
    sending.current = true;
    const again = Boolean(questionnaire.data);
    send.mutate(undefined, {
      onSuccess: () => {
        toast.success(again ? QUESTIONNAIRE_MESSAGES.resentToClient : QUESTIONNAIRE_MESSAGES.sentToClient);
        // The first send's button makes way for the answers: focus goes to the one that sends it again.
        if (!again) setTimeout(() => resendButton.current?.focus());
      },
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle id={titleId}>{QUESTIONNAIRE_MESSAGES.profileTitle}</CardTitle>
          {questionnaire.data && <Summary questionnaire={questionnaire.data} />}
        </div>
        <div className="flex flex-wrap gap-2">
          <EditQuestionsLink />
          {questionnaire.data && (
            <Button
              ref={resendButton}
              variant="outline"
              size="sm"
              className="min-h-11 sm:min-h-9"
              onClick={onSend}
            >
              {send.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
              {QUESTIONNAIRE_MESSAGES.resend}
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent>
        {questionnaire.isPending ? (
          <Spinner />
        ) : questionnaire.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <p className="text-gray-900">{QUESTIONNAIRE_MESSAGES.profileLoadFailed}</p>
            <Button variant="outline" size="sm" onClick={() => void questionnaire.refetch()}>
              {QUESTIONNAIRE_MESSAGES.retry}
            </Button>
          </div>
        ) : questionnaire.data === null ? (
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
            <ClipboardList className="hidden size-6 shrink-0 text-brand-600 sm:block" aria-hidden />
            <p className="text-sm text-gray-600 sm:flex-1">{QUESTIONNAIRE_MESSAGES.profileIntro}</p>
            <Button className="min-h-11 sm:min-h-10" onClick={onSend} disabled={send.isPending}>
              {send.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
              {QUESTIONNAIRE_MESSAGES.send}
            </Button>
          </div>
        ) : (
          <>
            <Answers questionnaire={questionnaire.data} />
            <StyleProfileInspirations
              inspirations={freeInspirations(questionnaire.data.questions, questionnaire.data.inspirations)}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Her own questions, the ones each sending copies: edited on their page. */
function EditQuestionsLink() {
  return (
    <Button variant="ghost" size="sm" className="min-h-11 sm:min-h-9" asChild>
      <Link to="/consultant/questionnaire">
        <Pencil aria-hidden />
        {QUESTIONNAIRE_TEMPLATE_MESSAGES.edit}
      </Link>
    </Button>
  );
}

function Summary({ questionnaire }: { questionnaire: Questionnaire }) {
  const { questions, answers, inspirations } = questionnaire;
  const answered = answeredCount(questions, answers, inspirations);
  return (
    <CardDescription>
      {QUESTIONNAIRE_MESSAGES.sentOn(formatDate(questionnaire.sentAt))}
      {' · '}
      <span className={questionnaire.finishedAt ? 'font-medium text-emerald-700' : undefined}>
        {questionnaire.finishedAt
          ? QUESTIONNAIRE_MESSAGES.finishedOn(formatDate(questionnaire.finishedAt))
          : QUESTIONNAIRE_MESSAGES.inProgress(answered, questions.length)}
      </span>
    </CardDescription>
  );
}

function Answers({ questionnaire }: { questionnaire: Questionnaire }) {
  const photos = photosByQuestion(questionnaire.questions, questionnaire.inspirations);
  return (
    <dl className="grid gap-x-8 text-sm lg:grid-cols-2">
      {questionnaire.questions.map((question) => {
        const answer = questionnaire.answers[question.id];
        const itsPhotos = photos.get(question.id);
        const answered = itsPhotos ? itsPhotos.length > 0 : isAnswered(answer);
        return (
          <div key={question.id} className="border-t border-gray-100 py-2.5">
            <dt className="text-gray-600">{question.label}</dt>
            <dd
              className={
                answered
                  ? 'mt-0.5 whitespace-pre-line break-words font-medium text-gray-900'
                  : 'mt-0.5 italic text-gray-500'
              }
            >
              {!answered ? (
                QUESTIONNAIRE_MESSAGES.noAnswer
              ) : itsPhotos ? (
                <PhotoThumbnails
                  photos={itsPhotos}
                  className="mt-1 grid grid-cols-3 gap-2 whitespace-normal"
                  enlarge={(position, caption) =>
                    INSPIRATION_MESSAGES.enlargeAnswer(question.label, position, caption)
                  }
                  title={question.label}
                />
              ) : (
                answerText(question, answer!)
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
