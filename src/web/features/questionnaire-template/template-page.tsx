import { AlignLeft, Camera, CircleDot, ListChecks, SlidersHorizontal } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { QUESTION_KINDS, type Question, type QuestionKind } from '~/domain/questionnaire-texts';
import {
  MAX_TEMPLATE_QUESTIONS,
  newQuestion,
  QUESTION_KIND_LABELS,
  QUESTIONNAIRE_TEMPLATE_MESSAGES as M,
  sameQuestions,
  type QuestionnaireTemplate,
} from '~/domain/questionnaire-template-texts';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { PageLoading } from '~/web/components/ui/spinner';
import { useDraft } from '~/web/lib/drafts';
import { formatDate } from '~/web/lib/format';
import { useQuestionnaireTemplate } from './api';
import { moveQuestion, newQuestionId, problemsOf, removeQuestion, replaceQuestion } from './editing';
import { QuestionCard } from './question-card';
import { SaveBar } from './save-bar';

const isNull = (value: unknown) => value === null;
const KIND_ICONS = {
  text: AlignLeft,
  single: CircleDot,
  multiple: ListChecks,
  scale: SlidersHorizontal,
  photo: Camera,
};

/**
 * 'Mes questions' (issue 37): the consultant's own questionnaire template, made from the profession's default: she
 * edits, reorders, removes and adds questions; each sending copies it.
 */
export function QuestionnaireTemplatePage() {
  const template = useQuestionnaireTemplate();
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{M.title}</h1>
        <p className="max-w-3xl text-gray-700">{M.intro}</p>
        {template.data && (
          <p className="text-sm text-gray-600">
            {template.data.updatedAt ? M.isOwn(formatDate(template.data.updatedAt)) : M.isDefault}
          </p>
        )}
      </header>
      {template.isPending ? (
        <PageLoading />
      ) : template.isError ? (
        <LoadFailure message={M.loadFailed} onRetry={() => void template.refetch()} />
      ) : (
        <TemplateEditor template={template.data} />
      )}
    </div>
  );
}

function TemplateEditor({ template }: { template: QuestionnaireTemplate }) {
  const base = useId();
  // What she changed and did not save yet is a draft: a reload or a closed tab finds it as she left it.
  const draft = useDraft<Question[] | null>('questionnaire-template', null, isNull);
  const questions = draft.value ?? template.questions;
  const dirty = draft.value !== null && !sameQuestions(draft.value, template.questions);
  const [showProblems, setShowProblems] = useState(false);
  const problems = problemsOf(questions);
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const announce = (text: string) => setAnnouncement((current) => ({ text, count: current.count + 1 }));

  // The field to focus once the change it follows is drawn (a new question, a choice added or removed).
  const pendingFocus = useRef<string | null>(null);
  const focusAfterRender = (id: string) => {
    pendingFocus.current = id;
  };
  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const update = (change: (current: Question[]) => Question[]) =>
    draft.setValue((current) => change(current ?? template.questions));

  const add = (kind: QuestionKind) => {
    const question = newQuestion(kind, newQuestionId(questions));
    update((current) => [...current, question]);
    focusAfterRender(`${base}-${question.id}-label`);
    announce(M.added(questions.length + 1));
  };

  const remove = (index: number) => {
    update((current) => removeQuestion(current, index));
    const next = questions[index + 1] ?? questions[index - 1];
    focusAfterRender(next ? `${base}-${next.id}-heading` : `${base}-add-${QUESTION_KINDS[0]}`);
    announce(M.removed(index + 1));
  };

  const full = questions.length >= MAX_TEMPLATE_QUESTIONS;
  return (
    <div className="space-y-6">
      {draft.restored && dirty && (
        <p className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {M.restored}
        </p>
      )}
      <p className="sr-only" role="status">
        <span key={announcement.count}>{announcement.text}</span>
      </p>

      {questions.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center text-gray-600">
          {M.empty}
        </p>
      ) : (
        <ol className="space-y-4" aria-label={M.count(questions.length)}>
          {questions.map((question, index) => (
            <QuestionCard
              key={question.id}
              base={base}
              question={question}
              index={index}
              count={questions.length}
              problems={showProblems ? (problems.byQuestion.get(question.id) ?? []) : []}
              onChange={(changed) => update((current) => replaceQuestion(current, index, changed))}
              onMove={(step) => {
                update((current) => moveQuestion(current, index, step));
                announce(M.moved(index + 1 + step, questions.length));
              }}
              onRemove={() => remove(index)}
              focusAfterRender={focusAfterRender}
            />
          ))}
        </ol>
      )}

      <section
        aria-labelledby={`${base}-add-title`}
        className="space-y-3 rounded-2xl border border-dashed border-gray-300 bg-white p-4 sm:p-5"
      >
        <h2 id={`${base}-add-title`} className="font-semibold text-gray-900">
          {M.addLegend}
        </h2>
        {full && <p className="text-sm text-gray-600">{M.limitReached}</p>}
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {QUESTION_KINDS.map((kind) => {
            const Icon = KIND_ICONS[kind];
            return (
              <Button
                key={kind}
                id={`${base}-add-${kind}`}
                variant="outline"
                className="min-h-11 sm:min-h-10"
                disabled={full}
                onClick={() => add(kind)}
              >
                <Icon aria-hidden />
                {QUESTION_KIND_LABELS[kind]}
              </Button>
            );
          })}
        </div>
      </section>

      <SaveBar
        base={base}
        template={template}
        questions={questions}
        dirty={dirty}
        listProblems={showProblems ? problems.list : []}
        onInvalid={() => setShowProblems(true)}
        onSaved={(sent) =>
          // What she changed while it saved stays a draft.
          draft.setValue((current) => (current && !sameQuestions(current, sent) ? current : null))
        }
        onDiscard={() => {
          draft.setValue(null);
          setShowProblems(false);
        }}
      />
    </div>
  );
}
