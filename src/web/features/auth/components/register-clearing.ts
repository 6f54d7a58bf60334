import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * `register` whose field loses its error as soon as it is edited (§5); the form checks again on submit,
 * so use it with `reValidateMode: 'onSubmit'`.
 */
export function registerClearing<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'clearErrors'>,
) {
  return (name: Path<T>) => {
    const field = form.register(name);
    return {
      ...field,
      onChange: (event: { target: unknown; type?: unknown }) => {
        form.clearErrors(name);
        return field.onChange(event);
      },
    };
  };
}
