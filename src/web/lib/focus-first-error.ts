import { useEffect, type RefObject } from 'react';

/** What marks a problem to go to: a field said invalid, or a message of its own (a day's ranges overlapping). */
const PROBLEM = '[aria-invalid="true"], [data-form-error]';

/**
 * After a refused submit, the focus goes to the form's first problem, in the page's order: a field (its message
 * is read with it) or a message standing alone (focusable with tabIndex -1). It is scrolled to the middle of the
 * screen, so that no sticky header hides it: the form seemed to do nothing when its message was out of sight.
 * The form's own `shouldFocusError` is to be off, as it knows only its registered fields.
 */
export function useFocusFirstError(
  form: RefObject<HTMLFormElement | null>,
  formState: { submitCount: number; isSubmitSuccessful: boolean },
) {
  const { submitCount, isSubmitSuccessful } = formState;
  useEffect(() => {
    if (submitCount === 0 || isSubmitSuccessful) return;
    const problem = form.current?.querySelector<HTMLElement>(PROBLEM);
    if (!problem) return;
    problem.focus({ preventScroll: true });
    problem.scrollIntoView({ block: 'center' });
  }, [form, submitCount, isSubmitSuccessful]);
}
