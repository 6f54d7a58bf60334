import { useRef } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';

/**
 * A form's submit handler that runs one submit at a time: a second submit while the first is being checked or
 * sent (a double tap) is dropped. The check is asynchronous (the schemas load on first use, a new password is
 * compared with the common ones), so the button's `disabled`, set by the request once it starts, comes too late.
 */
export function useSubmitOnce<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  onValid: SubmitHandler<Output>,
) {
  const inFlight = useRef(false);
  return async (event?: { preventDefault(): void }) => {
    if (inFlight.current) {
      event?.preventDefault();
      return;
    }
    inFlight.current = true;
    try {
      await form.handleSubmit(onValid)(event as Parameters<ReturnType<typeof form.handleSubmit>>[0]);
    } finally {
      inFlight.current = false;
    }
  };
}
