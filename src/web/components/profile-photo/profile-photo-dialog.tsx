import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { toast } from '~/web/lib/toast';
import type { Me } from '~/domain/profile';
import { Avatar } from '~/web/components/ui/avatar';
import { Button, buttonVariants } from '~/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/web/components/ui/dialog';
import { cn } from '~/web/lib/cn';
import { errorMessage } from '~/web/lib/error-message';
import { useRemovePhoto, useUploadPhoto } from '~/web/lib/profile-photo';
import { ACCEPTED_PHOTO_TYPES, preparePhoto } from '~/web/lib/photo-file';
import { renderCroppedPhoto } from './crop-photo';
import { ProfilePhotoTrigger } from './profile-photo-button';

const START_CROP: Point = { x: 0, y: 0 };

/**
 * §2 'Photo de profil': choose a JPEG or PNG, crop it to a circle, send a 200x200 JPEG. Loaded by its button
 * (profile-photo-button.tsx) when first pressed, and then opens at once.
 */
export function ProfilePhotoDialog({ me, initiallyOpen = false }: { me: Me; initiallyOpen?: boolean }) {
  const inputId = useId();
  const [open, setOpen] = useState(initiallyOpen);
  const [source, setSource] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [crop, setCrop] = useState<Point>(START_CROP);
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [sending, setSending] = useState(false);
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const busy = sending || remove.isPending;

  // Each object URL is released once it is replaced or the dialog goes away.
  useEffect(() => {
    if (!source) return;
    return () => URL.revokeObjectURL(source);
  }, [source]);

  const discardFile = () => {
    setSource(null);
    setCrop(START_CROP);
    setZoom(1);
    setArea(null);
  };

  const changeOpen = (next: boolean) => {
    if (busy) return;
    if (!next) {
      discardFile();
      setFileError(null);
    }
    setOpen(next);
  };

  const [preparing, setPreparing] = useState(false);
  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Lets the same file be chosen again after 'Annuler'.
    event.target.value = '';
    if (!chosen) return;
    setPreparing(true);
    const { file, error } = await preparePhoto(chosen);
    setPreparing(false);
    setFileError(error);
    if (!file) return;
    discardFile();
    setSource(URL.createObjectURL(file));
  };

  const confirm = async () => {
    if (!source || !area) return;
    setSending(true);
    try {
      await upload.mutateAsync(await renderCroppedPhoto(source, area));
      discardFile();
      setOpen(false);
    } catch (error) {
      console.error('Profile photo upload failed', error);
      toast.error('Erreur', { description: errorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  const removeCurrent = async () => {
    try {
      await remove.mutateAsync();
      setOpen(false);
    } catch (error) {
      console.error('Profile photo removal failed', error);
      toast.error('Erreur', { description: errorMessage(error) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <ProfilePhotoTrigger me={me} />
      </DialogTrigger>
      <DialogContent onInteractOutside={(event) => busy && event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Photo de profil</DialogTitle>
          <DialogDescription>
            {source
              ? "Déplacez et zoomez l'image pour cadrer votre visage dans le cercle."
              : 'Choisissez une image JPEG ou PNG : au-delà de 5 MB, elle est réduite.'}
          </DialogDescription>
        </DialogHeader>

        {source ? (
          <div className="space-y-4">
            <div className="relative h-72 overflow-hidden rounded-xl bg-gray-900 sm:h-80">
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={1}
                cropShape="round"
                showGrid={false}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_percentages, pixels) => setArea(pixels)}
              />
            </div>
            <label className="flex items-center gap-3 text-sm font-medium text-gray-700">
              Zoom
              <input
                type="range"
                min={1}
                max={3}
                step={0.05}
                value={zoom}
                onChange={(event) => setZoom(Number(event.target.value))}
                className="h-2 flex-1 cursor-pointer accent-brand-600"
              />
            </label>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-5 py-2">
            <Avatar person={me} src={me.photoUrl} className="size-32 text-3xl ring-4 ring-brand-50" />
            <div className="flex flex-col items-center gap-2">
              <input
                id={inputId}
                type="file"
                accept={ACCEPTED_PHOTO_TYPES}
                className="peer sr-only"
                onChange={(event) => void chooseFile(event)}
                disabled={busy || preparing}
              />
              <label
                htmlFor={inputId}
                className={cn(
                  buttonVariants({ variant: 'secondary' }),
                  'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2',
                )}
              >
                <ImageUp aria-hidden />
                Choisir une image
              </label>
              {preparing && (
                <p role="status" className="text-center text-sm text-gray-600">
                  Réduction de la photo…
                </p>
              )}
              {fileError && (
                <p role="alert" className="text-center text-sm text-red-600">
                  {fileError}
                </p>
              )}
            </div>
          </div>
        )}

        {source ? (
          <DialogFooter>
            <Button variant="outline" onClick={discardFile} disabled={sending}>
              Annuler
            </Button>
            <Button onClick={confirm} disabled={sending || !area}>
              {sending ? 'Envoi...' : 'Confirmer'}
            </Button>
          </DialogFooter>
        ) : (
          <DialogFooter>
            {me.photoUrl && (
              <Button
                variant="outline"
                className="border-red-200 text-red-700 hover:bg-red-50 sm:mr-auto"
                onClick={removeCurrent}
                disabled={busy}
              >
                <Trash2 aria-hidden />
                {remove.isPending ? 'Suppression...' : 'Supprimer la photo'}
              </Button>
            )}
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                Annuler
              </Button>
            </DialogClose>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
