import { Heart, ThumbsDown } from 'lucide-react';
import { useId, type Ref } from 'react';
import {
  INSPIRATION_MARK_LABELS,
  INSPIRATION_MARKS,
  INSPIRATION_MESSAGES as T,
  MAX_INSPIRATION_CAPTION_LENGTH,
  type InspirationMark,
} from '~/domain/questionnaire-inspiration-texts';
import { Textarea } from '~/web/components/ui/input';
import { cn } from '~/web/lib/cn';

/** Each mark a whole box a finger can hit (44 px), its dot 20 px. */
const option =
  'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-900 transition-colors hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-200 has-disabled:cursor-not-allowed has-disabled:opacity-60';

export function MarkIcon({ mark, className }: { mark: InspirationMark; className?: string }) {
  const Icon = mark === 'liked' ? Heart : ThumbsDown;
  return <Icon className={cn('size-4 shrink-0', className)} aria-hidden />;
}

/**
 * 'J’aime' or 'Pas moi': two radios side by side, a row each on the smallest screens. The first radio takes the
 * ref, so a form can bring the focus back to the choice it asks for.
 */
export function MarkChoice({
  ref,
  value,
  onChange,
  error,
  disabled,
}: {
  ref?: Ref<HTMLInputElement>;
  value: InspirationMark | null;
  onChange: (mark: InspirationMark) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-1.5">
      <legend className="mb-1.5 text-sm font-medium text-gray-800">{T.markLegend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {INSPIRATION_MARKS.map((mark, index) => (
          <label key={mark} className={option}>
            <input
              ref={index === 0 ? ref : undefined}
              type="radio"
              name={name}
              value={mark}
              checked={value === mark}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(mark)}
              className="size-5 shrink-0 accent-brand-600 focus-visible:outline-none"
            />
            <MarkIcon mark={mark} className={mark === 'liked' ? 'text-rose-600' : 'text-gray-600'} />
            {INSPIRATION_MARK_LABELS[mark]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Her optional caption, with what is left of its 200 characters. */
export function CaptionField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (caption: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {T.caption}
      </label>
      <Textarea
        id={id}
        rows={2}
        maxLength={MAX_INSPIRATION_CAPTION_LENGTH}
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-hint ${id}-count`}
        onChange={(event) => onChange(event.currentTarget.value)}
        className="min-h-16 resize-y"
      />
      <div className="flex flex-wrap justify-between gap-x-3 text-xs text-gray-600">
        <p id={`${id}-hint`}>{T.captionHint}</p>
        <p id={`${id}-count`} className="ml-auto tabular-nums">
          {T.captionCount(value.length)}
        </p>
      </div>
    </div>
  );
}
