import type { MouseEvent } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/web/components/ui/alert-dialog';

/** Asked before the garment dialog closes on a chosen photo: 'Continuer' goes back to it, 'Abandonner' drops it. */
export function AbandonGarmentDialog({
  open,
  onContinue,
  onAbandon,
}: {
  open: boolean;
  onContinue: () => void;
  onAbandon: () => void;
}) {
  const abandon = (event: MouseEvent) => {
    // The garment dialog closes, and this one with it.
    event.preventDefault();
    onAbandon();
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onContinue()}>
      <AlertDialogContent>
        <AlertDialogTitle>Abandonner ce vêtement{'\u00a0'}?</AlertDialogTitle>
        <AlertDialogDescription>
          La photo choisie et son détourage seront perdus. Continuez pour l’enregistrer.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Continuer</AlertDialogCancel>
          <AlertDialogAction onClick={abandon}>Abandonner</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
