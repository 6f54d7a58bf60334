import { ImagePlus, Loader2, RefreshCw } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type Ref } from 'react';
import { INSPIRATION_MESSAGES as T, type InspirationMark } from '~/domain/questionnaire-inspiration-texts';
import { Button, buttonVariants } from '~/web/components/ui/button';
import { cn } from '~/web/lib/cn';
import { errorMessage } from '~/web/lib/error-message';
import { preparePicture } from '~/web/lib/photo-file';
import { toast } from '~/web/lib/toast';
import { useAddInspiration } from './api';
import { CaptionField, MarkChoice } from './inspiration-fields';

/** What the server keeps of a photo: longer sides are reduced here first when the file must be drawn again anyway. */
const LONGEST_SIDE = 1280;

/** The file picker, as a button: the phone offers her gallery (and its camera) for `image/*`. */
function PhotoPicker({
  label,
  disabled,
  onFile,
  inputRef,
}: {
  label: string;
  disabled: boolean;
  onFile: (file: File) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        className="peer sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Choosing the same file again must fire a change too.
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant: 'outline' }),
          'min-h-11 w-full cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-50 sm:w-auto',
        )}
      >
        <ImagePlus aria-hidden />
        {label}
      </label>
    </div>
  );
}

/** A preview of the chosen file, from this browser's memory; given back when the file changes. */
function usePreview(file: File | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * 'Ajouter une photo': she picks a picture, says 'J’aime' or 'Pas moi', may write a caption, and sends it. A failed
 * sending (offline, refused) says why, beside the form and in a toast, and keeps everything she chose, to send
 * again. For a photo question (`questionId`), there is no mark to choose: its photo is kept as 'J’aime'.
 */
export function InspirationAddForm({
  userId,
  questionnaireId,
  questionId,
  onAddedLast,
}: {
  userId: string;
  questionnaireId: string;
  questionId?: string;
  /** Where the focus goes when the photo just added was the last one allowed, the form gone with the picker. */
  onAddedLast?: () => void;
}) {
  const add = useAddInspiration(userId, questionnaireId);
  const [file, setFile] = useState<File | null>(null);
  const [mark, setMark] = useState<InspirationMark | null>(null);
  const [caption, setCaption] = useState('');
  const [markError, setMarkError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const preview = usePreview(file);
  const pickerRef = useRef<HTMLInputElement>(null);
  const markRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A double tap sends once: the button's busy state comes a render late.
  const sending = useRef(false);
  const busy = preparing || add.isPending;

  const choose = async (chosen: File) => {
    setError(null);
    setPreparing(true);
    const prepared = await preparePicture(chosen, LONGEST_SIDE);
    setPreparing(false);
    if (!prepared.file) {
      setError(prepared.error);
      toast.error(prepared.error);
      return;
    }
    const first = file === null;
    setFile(prepared.file);
    // Next, her mark (or, for a question, her caption): the focus goes to it, once the choice is drawn.
    if (first)
      setTimeout(() =>
        (questionId
          ? formRef.current?.querySelector<HTMLElement>('textarea, input')
          : markRef.current
        )?.focus(),
      );
  };

  const reset = () => {
    setFile(null);
    setMark(null);
    setCaption('');
    setMarkError(null);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || sending.current) return;
    if (!mark && !questionId) {
      setMarkError(T.markRequired);
      markRef.current?.focus();
      return;
    }
    sending.current = true;
    setError(null);
    try {
      await add.mutateAsync({
        file,
        liked: questionId ? true : mark === 'liked',
        caption: caption.trim(),
        ...(questionId && { questionId }),
      });
      reset();
      toast.success(T.added);
      setTimeout(() => (pickerRef.current ? pickerRef.current.focus() : onAddedLast?.()));
    } catch (failure) {
      const message = errorMessage(failure, T.addFailed);
      setError(message);
      toast.error(message);
    } finally {
      sending.current = false;
    }
  };

  if (!file) {
    return (
      <div className="space-y-2">
        <PhotoPicker
          label={T.add}
          disabled={busy}
          onFile={(chosen) => void choose(chosen)}
          inputRef={pickerRef}
        />
        {preparing && <Loader2 className="size-5 animate-spin text-gray-500" aria-hidden />}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      aria-busy={add.isPending || undefined}
      className="space-y-4 rounded-xl border border-gray-200 bg-gray-50 p-3 sm:p-4"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {preview && (
          <img
            src={preview}
            alt={T.chosenPhoto}
            className="max-h-56 w-full rounded-lg bg-white object-contain sm:w-48"
          />
        )}
        <div className="flex-1 space-y-4">
          {!questionId && (
            <MarkChoice
              ref={markRef}
              value={mark}
              error={markError}
              disabled={add.isPending}
              onChange={(chosen) => {
                setMark(chosen);
                setMarkError(null);
              }}
            />
          )}
          <CaptionField value={caption} onChange={setCaption} disabled={add.isPending} />
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Button type="submit" className="min-h-11" aria-disabled={busy || undefined}>
          {add.isPending ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : error ? (
            <RefreshCw aria-hidden />
          ) : null}
          {questionId ? T.questionSend : T.send}
        </Button>
        <PhotoPicker label={T.chooseAnother} disabled={busy} onFile={(chosen) => void choose(chosen)} />
        <Button
          type="button"
          variant="ghost"
          className="min-h-11"
          disabled={add.isPending}
          onClick={() => {
            reset();
            setTimeout(() => pickerRef.current?.focus());
          }}
        >
          {T.cancel}
        </Button>
        <p role="status" className="text-sm text-gray-600">
          {add.isPending ? T.sending : ''}
        </p>
      </div>
    </form>
  );
}
