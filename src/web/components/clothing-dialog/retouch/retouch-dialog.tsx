import { lazy, Suspense } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
import { Spinner } from '~/web/components/ui/spinner';

/** The brush and its history load with the dialog: Ma Garde-robe and the capture page start without them. */
const RetouchEditor = lazy(async () => ({ default: (await import('./retouch-editor')).RetouchEditor }));

export type RetouchPicture = { originalUrl: string; cutoutUrl: string | null };

/** 'Retoucher le détourage' in a dialog, on a photo already stored; the caller saves the new cutout. */
export function RetouchDialog({
  picture,
  saving,
  onClose,
  onSave,
}: {
  picture: RetouchPicture | null;
  saving: boolean;
  onClose: () => void;
  onSave: (png: Blob) => void;
}) {
  return (
    <Dialog open={picture !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      {picture && (
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>Retoucher le détourage</DialogTitle>
            <DialogDescription>La photo reste la même : seul son détourage change.</DialogDescription>
          </DialogHeader>
          <Suspense
            fallback={
              <div className="flex justify-center py-16">
                <Spinner />
              </div>
            }
          >
            <RetouchEditor
              originalUrl={picture.originalUrl}
              cutoutUrl={picture.cutoutUrl}
              busy={saving}
              onCancel={onClose}
              onDone={onSave}
            />
          </Suspense>
        </DialogContent>
      )}
    </Dialog>
  );
}
