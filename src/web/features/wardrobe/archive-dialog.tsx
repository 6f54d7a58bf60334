import { ARCHIVE_REASONS, ARCHIVE_REASON_LABELS, type ArchiveReason } from '~/domain/clothing';
import type { ClothingItem } from '~/domain/wardrobe';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/web/components/ui/alert-dialog';
import { Button } from '~/web/components/ui/button';
import { garmentTitle } from '~/web/lib/garment-text';

/** 'Sortir de la garde-robe': one tap on what became of it (given, sold, thrown away) takes it out. */
export function ArchiveDialog({
  item,
  busy,
  onClose,
  onArchive,
}: {
  item: ClothingItem | null;
  busy: boolean;
  onClose: () => void;
  onArchive: (item: ClothingItem, reason: ArchiveReason) => void;
}) {
  return (
    <AlertDialog open={item !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>Sortir de la garde-robe</AlertDialogTitle>
        <AlertDialogDescription>
          {item && `« ${garmentTitle(item)} » `}quitte votre garde-robe et le choix des tenues. Vous le
          retrouvez dans « Sortis de la garde-robe », d’où il peut revenir. Qu’est-il devenu ?
        </AlertDialogDescription>
        <div role="group" aria-label="Ce qu’il est devenu" className="grid grid-cols-3 gap-2">
          {ARCHIVE_REASONS.map((reason) => (
            <Button
              key={reason}
              variant="outline"
              className="min-h-11"
              disabled={busy}
              onClick={() => item && onArchive(item, reason)}
            >
              {ARCHIVE_REASON_LABELS[reason]}
            </Button>
          ))}
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Annuler</AlertDialogCancel>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
