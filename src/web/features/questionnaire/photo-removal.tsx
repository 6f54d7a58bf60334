import { useRef, useState, type RefObject } from 'react';
import { INSPIRATION_MESSAGES as T } from '~/domain/questionnaire-inspiration-texts';
import { ConfirmDeleteDialog } from '~/web/components/confirm-delete-dialog';
import { errorMessage } from '~/web/lib/error-message';
import { toast } from '~/web/lib/toast';
import { useRemoveInspiration } from './api';

/**
 * Deleting one of her photos (an inspiration, or a photo question's answer), confirmed first: `ask(id)` opens the
 * confirmation, `dialog` is to render. Its card gone with it, a deleted photo's button cannot take the focus back:
 * `title` (the section's or the question's) does.
 */
export function usePhotoRemoval(
  userId: string,
  questionnaireId: string,
  title: RefObject<HTMLHeadingElement | null>,
) {
  const remove = useRemoveInspiration(userId, questionnaireId);
  const [removing, setRemoving] = useState<string | null>(null);
  const removed = useRef(false);

  const confirm = () => {
    if (!removing || remove.isPending) return;
    remove.mutate(removing, {
      onSuccess: () => {
        removed.current = true;
        setRemoving(null);
        toast.success(T.removed);
      },
      onError: (error) => toast.error(errorMessage(error, T.removeFailed)),
    });
  };

  const dialog = (
    <ConfirmDeleteDialog
      open={removing !== null}
      deleting={remove.isPending}
      title={T.removeTitle}
      description={T.removeDescription}
      onOpenChange={(open) => !open && setRemoving(null)}
      onConfirm={confirm}
      onCloseAutoFocus={(event) => {
        if (!removed.current) return;
        removed.current = false;
        event.preventDefault();
        title.current?.focus();
      }}
    />
  );
  return { ask: setRemoving, dialog };
}
