import { toast } from '~/web/lib/toast';
import type { ClothingItem } from '~/domain/wardrobe';
import { RetouchDialog } from '~/web/components/clothing-dialog/retouch/retouch-dialog';
import { useReplaceCutout } from './api/replace-cutout';

/** 'Retoucher' from a garment's card: the same brush as when adding it, on the photo that was saved. */
export function GarmentRetouchDialog({ item, onClose }: { item: ClothingItem | null; onClose: () => void }) {
  const replace = useReplaceCutout();
  return (
    <RetouchDialog
      picture={item && { originalUrl: item.originalUrl, cutoutUrl: item.enhancedUrl }}
      saving={replace.isPending}
      onClose={onClose}
      onSave={(png) =>
        item &&
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
  );
}
