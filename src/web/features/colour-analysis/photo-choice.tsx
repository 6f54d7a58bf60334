import type { Ref } from 'react';
import { COLOUR_PHOTO_TEXTS as T, type PhotoChoice } from '~/domain/colour-photo-texts';

const CHOICES: PhotoChoice[] = ['keep', 'coloursOnly'];

/** Each option a whole row a finger can hit, its dot 20 px. */
const option =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-gray-300 px-3 py-3 text-gray-900 transition-colors hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-200';

/**
 * Her explicit choice, apart from any other consent and before anything is sent: her photo kept for the draping
 * session, or the measured colours alone (the photo then never leaves the phone). Nothing is chosen for her.
 */
export function PhotoChoiceGroup({
  value,
  onChange,
  hasKeptPhoto,
  error,
  groupRef,
}: {
  value: PhotoChoice | null;
  onChange: (choice: PhotoChoice) => void;
  /** A photo is kept today: choosing the colours alone erases it. */
  hasKeptPhoto: boolean;
  error: string | null;
  groupRef?: Ref<HTMLFieldSetElement>;
}) {
  const errorId = 'photo-choice-error';
  return (
    <fieldset
      ref={groupRef}
      tabIndex={-1}
      className="min-w-0 scroll-mt-20 space-y-3 focus:outline-none"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-3 font-medium text-gray-900">{T.choiceLegend}</legend>
      {CHOICES.map((choice) => {
        const hintId = `photo-choice-${choice}-hint`;
        return (
          <label key={choice} className={option}>
            <input
              type="radio"
              name="photo-choice"
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              aria-describedby={hintId}
              className="mt-0.5 size-5 shrink-0 accent-brand-600 focus-visible:outline-none"
            />
            <span className="space-y-1">
              <span className="block font-medium">{T.choices[choice].label}</span>
              <span id={hintId} className="block text-sm text-gray-600">
                {T.choices[choice].hint}
                {choice === 'coloursOnly' && hasKeptPhoto && ` ${T.replacesKeptPhoto}`}
              </span>
            </span>
          </label>
        );
      })}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
