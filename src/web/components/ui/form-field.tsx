import { useId, type ReactElement, cloneElement } from 'react';
import { Label } from './label';

type FieldChildProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/** A label, one control and its error message, wired for screen readers. */
export function FormField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: ReactElement<FieldChildProps>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
