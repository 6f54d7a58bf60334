import { toast } from 'sonner';
import type { ClothingItem } from '~/domain/wardrobe';
import { RetouchEditor } from '~/web/components/clothing-dialog/retouch/retouch-editor';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
import { useReplaceCutout } from './api/replace-cutout';

/** 'Retoucher' from a garment's card: the same brush as when adding it, on the photo that was saved. */
export function RetouchDialog({ item, onClose }: { item: ClothingItem | null; onClose: () => void }) {
  const replace = useReplaceCutout();
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && !replace.isPending && onClose()}>
      {item && (
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>Retoucher le détourage</DialogTitle>
            <DialogDescription>La photo reste la même : seul son détourage change.</DialogDescription>
          </DialogHeader>
          <RetouchEditor
            originalUrl={item.originalUrl}
            cutoutUrl={item.enhancedUrl}
            busy={replace.isPending}
            onCancel={onClose}
            onDone={(png) =>
              replace.mutate(
                { id: item.id, png },
                {
                  onSuccess: () => {
                    toast.success('Succès', { description: 'Détourage mis à jour' });
                    onClose();
                  },
                  onError: (error) => {
                    console.error(error);
                    toast.error('Erreur', { description: 'Impossible de retoucher le vêtement' });
                  },
                },
              )
            }
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
