import type { MouseEvent, ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/web/components/ui/alert-dialog';

/** Asks before deleting something for good; stays open, busy, until the deletion has answered. */
export function ConfirmDeleteDialog({
  open,
  deleting,
  title,
  description,
  onOpenChange,
  onConfirm,
  confirmLabel = 'Supprimer',
  busyLabel = 'Suppression...',
  onCloseAutoFocus,
}: {
  open: boolean;
  deleting: boolean;
  title: string;
  description: ReactNode;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** The confirming button's words, and its words while the deletion runs. */
  confirmLabel?: string;
  busyLabel?: string;
  /** Where the focus goes once it closes (`event.preventDefault()` and focus it): the opener may be gone. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const confirm = (event: MouseEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleting && onOpenChange(next)}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Annuler</AlertDialogCancel>
          <AlertDialogAction disabled={deleting} onClick={confirm}>
            {deleting ? busyLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
