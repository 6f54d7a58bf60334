import { useId } from 'react';
import { PrivacyLink } from '~/web/components/privacy-link';
import { CONSENT_TEXTS } from '~/domain/consent-texts';

/**
 * The client's consent to keep her measurements and photos: a box she ticks herself (never ticked for her), with
 * the privacy page a tap away. Used at onboarding and in Paramètres.
 */
export function ConsentCheckbox({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3 rounded-xl border border-gray-200 bg-white p-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          // 24 px: a box a finger can hit; the label widens the target further.
          className="mt-0.5 size-6 shrink-0 accent-brand-600"
        />
        <div className="text-sm leading-relaxed text-gray-700">
          <label htmlFor={id} className="font-medium text-gray-900">
            {CONSENT_TEXTS.label}
          </label>{' '}
          (
          <PrivacyLink />
          ).
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
