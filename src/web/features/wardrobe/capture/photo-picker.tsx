import { ImagePlus } from 'lucide-react';
import { ImageDropZone } from '~/web/components/clothing-dialog/image-drop-zone';
import { CameraButton, ShootingTip } from '~/web/components/clothing-dialog/shooting-help';

/** Choose or drop many photos at once; on a phone, shoot them one after the other. */
export function PhotoPicker({
  room,
  onFiles,
  preparing,
}: {
  /** Photos that can still be added. */
  room: number;
  onFiles: (files: File[]) => void;
  /** Large photos are being reduced before they are sent. */
  preparing: boolean;
}) {
  const full = room === 0 || preparing;
  return (
    <div className="space-y-3">
      <ImageDropZone label="Choisir des photos de vêtements" onFiles={onFiles} disabled={full}>
        <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <ImagePlus className="size-6" aria-hidden />
          </span>
          <span className="font-medium text-gray-900">Glissez-déposez vos photos ici</span>
          <span className="text-sm text-gray-500">ou cliquez pour en choisir plusieurs</span>
          <span className="text-xs text-gray-500">
            JPEG ou PNG, réduites au-delà de 5 MB · encore {room} photo{room > 1 ? 's' : ''} possible
            {room > 1 ? 's' : ''}
          </span>
        </div>
      </ImageDropZone>
      <ShootingTip />
      <CameraButton disabled={full} onFile={(file) => onFiles([file])} />
    </div>
  );
}
