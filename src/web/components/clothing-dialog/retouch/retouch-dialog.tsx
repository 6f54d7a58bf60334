import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
import { RetouchEditor } from './retouch-editor';

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
          <RetouchEditor
            originalUrl={picture.originalUrl}
            cutoutUrl={picture.cutoutUrl}
            busy={saving}
            onCancel={onClose}
            onDone={onSave}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
