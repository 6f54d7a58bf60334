import { cloneElement, useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { cn } from '~/web/lib/cn';
import { Label } from './ui/label';

type FieldChildProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/** A label, one control, a hint under the label and its error message, all read with the control. */
export function HintedField({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactElement<FieldChildProps>;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <p id={hintId} className="text-sm text-gray-600">
          {hint}
        </p>
      )}
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** Each option a whole row a finger can hit (44 px), its dot 20 px. */
const option =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 transition-colors hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-200';

/**
 * One answer among a few, as radio buttons in a fieldset; `input` is what each radio takes besides its value
 * (react-hook-form's `register(name)`, or `name`, `checked` and `onChange`).
 */
export function RadioChoices<T extends string>({
  legend,
  options,
  labels,
  input,
  checked,
  className,
}: {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  input: Omit<ComponentProps<'input'>, 'value' | 'type' | 'checked'>;
  /** When the radios are controlled: the chosen option. */
  checked?: T;
  className?: string;
}) {
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-gray-800">{legend}</legend>
      <div className={cn('grid gap-2 sm:grid-cols-2', className)}>
        {options.map((choice) => (
          <label key={choice} className={option}>
            <input
              type="radio"
              value={choice}
              {...input}
              {...(checked !== undefined && { checked: checked === choice })}
              className="size-5 shrink-0 accent-brand-600 focus-visible:outline-none"
            />
            {labels[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
