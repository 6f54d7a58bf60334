import { CheckCircle2, ImageOff, Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { COLOUR_PHOTO_TEXTS as T } from '~/domain/colour-photo-texts';
import type { ColourAnalysis } from '~/domain/draping-texts';
import { ConfirmDeleteDialog } from '~/web/components/confirm-delete-dialog';
import { Button } from '~/web/components/ui/button';
import { useEraseColourAnalysis, usePhotoConsent } from '~/web/lib/colour-analysis';
import { errorMessage } from '~/web/lib/error-message';
import { formatDate } from '~/web/lib/format';
import { toast } from '~/web/lib/toast';
import { MeasuredColours } from './photo-result';

/** Whether anything of her analysis is kept: the measured colours, a photo, or her consent to keep one. */
export const hasAnything = (analysis: ColourAnalysis) =>
  Boolean(analysis.measurements || analysis.photoUrl || analysis.photoConsentAt);

/**
 * What her consultant has today (photo kept or colours only, since when), with 'Retirer ma photo' (the photo
 * goes, the colours stay) and 'Tout effacer' (everything, once confirmed).
 */
export function PhotoCurrent({ analysis, clientId }: { analysis: ColourAnalysis; clientId: string }) {
  const withdraw = usePhotoConsent(clientId);
  const erase = useEraseColourAnalysis(clientId);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onWithdraw = async () => {
    setFailure(null);
    try {
      await withdraw.mutateAsync(false);
      toast.success(T.withdrawn);
    } catch (error) {
      const message = errorMessage(error, T.withdrawFailed);
      setFailure(message);
      toast.error(message);
    }
  };

  const onErase = async () => {
    setFailure(null);
    try {
      await erase.mutateAsync();
      setConfirming(false);
      toast.success(T.erased);
      // The buttons go with what they erased: focus goes back to the top of the page.
      document.querySelector<HTMLElement>('main h1')?.focus();
    } catch (error) {
      const message = errorMessage(error, T.eraseFailed);
      setConfirming(false);
      setFailure(message);
      toast.error(message);
    }
  };

  const consentAt = analysis.photoConsentAt;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {analysis.photoUrl && (
          <img
            src={analysis.photoUrl}
            alt={T.yourPhoto}
            className="mx-auto aspect-[3/4] w-32 shrink-0 rounded-2xl bg-gray-100 object-cover sm:mx-0"
          />
        )}
        <div className="min-w-0 flex-1 space-y-3">
          <p className="flex items-start gap-2 text-gray-800">
            {consentAt ? (
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden />
            ) : (
              <ImageOff className="mt-0.5 size-5 shrink-0 text-gray-600" aria-hidden />
            )}
            <span>
              {consentAt
                ? analysis.photoUrl
                  ? T.photoKept(formatDate(consentAt))
                  : T.consentWithoutPhoto(formatDate(consentAt))
                : T.coloursOnlyKept}
            </span>
          </p>
          {analysis.measuredAt && (
            <p className="text-sm text-gray-600">{T.measuredOn(formatDate(analysis.measuredAt))}</p>
          )}
          {analysis.measurements && <MeasuredColours measurements={analysis.measurements} />}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {(consentAt || analysis.photoUrl) && (
          <Button
            variant="outline"
            size="lg"
            className="min-h-11 flex-1 sm:flex-none"
            disabled={withdraw.isPending || erase.isPending}
            onClick={() => void onWithdraw()}
          >
            {withdraw.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <ImageOff aria-hidden />}
            {withdraw.isPending ? T.withdrawing : T.withdraw}
          </Button>
        )}
        <Button
          variant="outline"
          size="lg"
          className="min-h-11 flex-1 border-red-300 text-red-700 hover:bg-red-50 sm:flex-none"
          disabled={withdraw.isPending || erase.isPending}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden />
          {T.eraseAll}
        </Button>
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <p className="text-sm text-gray-600">{T.newPhotoHint}</p>
      <ConfirmDeleteDialog
        open={confirming}
        deleting={erase.isPending}
        title={T.eraseTitle}
        description={T.eraseDescription}
        onOpenChange={setConfirming}
        onConfirm={() => void onErase()}
        confirmLabel={T.eraseAll}
        busyLabel={T.erasing}
      />
    </div>
  );
}
