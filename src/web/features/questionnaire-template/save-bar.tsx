import { RotateCcw, Save, Undo2 } from 'lucide-react';
import { useRef, useState, type MouseEvent } from 'react';
import type { Question } from '~/domain/questionnaire-texts';
import {
  QUESTIONNAIRE_TEMPLATE_MESSAGES as M,
  type QuestionnaireTemplate,
} from '~/domain/questionnaire-template-texts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '~/web/components/ui/alert-dialog';
import { Button } from '~/web/components/ui/button';
import { errorMessage } from '~/web/lib/error-message';
import { toast } from '~/web/lib/toast';
import { useResetQuestionnaireTemplate, useSaveQuestionnaireTemplate } from './api';
import { firstInvalidField, problemsOf } from './editing';

/**
 * Saving her questions, or leaving her changes, stuck to the bottom of the screen as she scrolls through them; below
 * it, 'Revenir aux questions par défaut' once she has her own.
 */
export function SaveBar({
  base,
  template,
  questions,
  dirty,
  listProblems,
  onInvalid,
  onSaved,
  onDiscard,
}: {
  base: string;
  template: QuestionnaireTemplate;
  questions: Question[];
  dirty: boolean;
  listProblems: string[];
  onInvalid: () => void;
  onSaved: (sent: Question[]) => void;
  onDiscard: () => void;
}) {
  const save = useSaveQuestionnaireTemplate();
  const saving = useRef(false);
  const saveButton = useRef<HTMLButtonElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = () => {
    // A second press waits for the first; the button is never disabled, so the focus stays on it.
    if (saving.current) return;
    const { byQuestion, list } = problemsOf(questions);
    if (byQuestion.size > 0 || list.length > 0) {
      onInvalid();
      setRefusal(M.fixFirst);
      const first = firstInvalidField(base, questions);
      if (first) document.getElementById(first)?.focus();
      return;
    }
    saving.current = true;
    setRefusal(null);
    const sent = questions;
    save.mutate(sent, {
      onSuccess: () => {
        toast.success(M.saved);
        onSaved(sent);
      },
      onError: (error) => setRefusal(errorMessage(error, M.saveFailed)),
      onSettled: () => {
        saving.current = false;
      },
    });
  };

  const problems = refusal ? [...listProblems, refusal] : listProblems;
  return (
    <>
      <div className="sticky bottom-0 z-10 -mx-4 space-y-2 border-t border-gray-200 bg-white/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:py-3">
        <div role="alert" className="text-sm text-red-700 empty:hidden">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
        <div className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1">
          <p role="status" className="min-w-0 basis-full text-sm text-amber-800 sm:flex-1 sm:basis-auto">
            {dirty && (
              <>
                <span className="font-medium">{M.unsaved}</span>
                <span className="hidden md:inline"> · {M.unsavedHint}</span>
              </>
            )}
          </p>
          {dirty && (
            <Button
              variant="ghost"
              className="min-h-11 min-w-11 shrink-0 sm:min-h-10"
              aria-label={M.discard}
              title={M.discard}
              disabled={save.isPending}
              onClick={() => {
                onDiscard();
                setRefusal(null);
                saveButton.current?.focus();
              }}
            >
              <Undo2 aria-hidden />
              <span aria-hidden className="hidden sm:inline">
                {M.discard}
              </span>
            </Button>
          )}
          <Button
            ref={saveButton}
            className="min-h-11 shrink-0 aria-disabled:opacity-60 sm:min-h-10"
            aria-disabled={save.isPending || undefined}
            onClick={submit}
          >
            <Save aria-hidden />
            {save.isPending ? M.saving : M.save}
          </Button>
        </div>
      </div>
      {!template.isDefault && (
        <ResetToDefault
          onReset={() => {
            onDiscard();
            setRefusal(null);
            // Its button goes with her template: the focus goes to the save button, after the dialog's.
            setTimeout(() => saveButton.current?.focus());
          }}
        />
      )}
    </>
  );
}

/** 'Revenir aux questions par défaut', once confirmed: her template goes (questionnaires sent keep theirs). */
function ResetToDefault({ onReset }: { onReset: () => void }) {
  const [open, setOpen] = useState(false);
  const reset = useResetQuestionnaireTemplate();
  const confirm = async (event: MouseEvent) => {
    // The dialog stays open, busy, until the server has answered.
    event.preventDefault();
    try {
      await reset.mutateAsync();
    } catch (error) {
      toast.error(M.resetFailed, { description: errorMessage(error) });
      return;
    }
    onReset();
    setOpen(false);
    toast.success(M.resetDone);
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !reset.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="min-h-11 sm:min-h-10">
          <RotateCcw aria-hidden />
          {M.reset}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{M.resetTitle}</AlertDialogTitle>
        <AlertDialogDescription>{M.resetDescription}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={reset.isPending}>{M.cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={reset.isPending}>
            {M.resetConfirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
