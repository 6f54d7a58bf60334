import { lazy, Suspense } from 'react';
import type { ClothingItem } from '~/domain/wardrobe';
import { Dialog } from '~/web/components/ui/dialog';
import type { ClothingFieldsOutput, ClothingImageFiles } from './clothing-form-types';
import type { Enhance } from './use-enhancement';

/**
 * The form (its schema, the photo's enhancement and retouching) loads when the dialog first opens: the pages
 * that offer it, the outfit editor among them, start without it.
 */
const ClothingDialogBody = lazy(async () => ({
  default: (await import('./clothing-dialog-body')).ClothingDialogBody,
}));

/** The garment being edited; a ClothingItem fits. */
export type ClothingDialogInitial = Pick<
  ClothingItem,
  | 'category'
  | 'color'
  | 'season'
  | 'occasions'
  | 'notes'
  | 'name'
  | 'brand'
  | 'size'
  | 'price'
  | 'purchaseDate'
  | 'displayUrl'
  | 'shop'
  | 'productUrl'
  | 'fitNote'
>;

export type ClothingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: 'create' | 'edit';
  /** Required in edit mode. */
  initial?: ClothingDialogInitial;
  title?: string;
  description?: string;
  /** A consultant's proposal: where it is sold, its link and how it fits are asked too. */
  proposal?: boolean;
  /**
   * Saves the garment (the dialog does not know where). `files` is null in edit mode. Resolve to let the
   * caller close the dialog; reject with an Error whose message the dialog shows under 'Erreur lors de la
   * sauvegarde'.
   */
  onSubmit: (fields: ClothingFieldsOutput, files: ClothingImageFiles | null) => Promise<unknown>;
  /** The enhancement call, replaceable by a caller with its own endpoint. */
  enhance?: Enhance;
};

/** §2 Clothing dialog, for adding (with automatic enhancement) and for editing (image locked). */
export function ClothingDialog({ open, onOpenChange, ...props }: ClothingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open, so each opening starts from a clean form and enhancement. */}
      {open && (
        // No dialog of its own while the form loads (a moment, once): a second dialog in between would take
        // the focus, which closing the form must give back to the button that opened it.
        <Suspense fallback={null}>
          <ClothingDialogBody {...props} onClose={() => onOpenChange(false)} />
        </Suspense>
      )}
    </Dialog>
  );
}
