import { ArrowLeft, Save } from 'lucide-react';
import { CONSENT_TEXTS } from '~/domain/consent-texts';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '~/web/lib/toast';
import type { Capture } from '~/domain/capture';
import { CAPTURE_MESSAGES, MAX_PENDING_CAPTURES } from '~/domain/capture-texts';
import { RetouchDialog } from '~/web/components/clothing-dialog/retouch/retouch-dialog';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { PageLoading } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/error-message';
import { preparePhotos } from '~/web/lib/photo-file';
import {
  useCaptures,
  useRemoveCapture,
  useReplaceCaptureCutout,
  useRetryCapture,
  useSaveCaptures,
} from './api/captures';
import { BulkBar } from './bulk-bar';
import { CaptureCard, UploadCard } from './capture-card';
import { PhotoPicker } from './photo-picker';
import {
  applyToSelected,
  choicesOf,
  isReady,
  missingCategories,
  selectAll,
  selectedCount,
  toSaveItems,
  updateChoice,
} from './review-choices';
import { usePhotoUploads } from './use-photo-uploads';
import { ConsentWithdrawnNotice, useConsentMissing } from '~/web/components/consent-withdrawn-notice';
import { useStoredEdits } from './use-stored-edits';

const WARDROBE_PATH = '/client/dashboard/wardrobe';

/**
 * 'Ajouter plusieurs vêtements': up to 30 photos chosen at once, sent and cut out in the background (the
 * page can be left and found again as it was), then sorted in a review grid and saved together.
 */
export function CapturePage() {
  const captures = useCaptures();
  const consentMissing = useConsentMissing();
  const list = useMemo(() => captures.data ?? [], [captures.data]);
  const { uploads, add, retry: resend, remove: dropUpload } = usePhotoUploads();
  const waitingIds = useMemo(() => captures.data?.map((capture) => capture.id) ?? null, [captures.data]);
  const [edits, setEdits] = useStoredEdits(waitingIds);
  const choices = useMemo(() => choicesOf(list, edits), [list, edits]);
  const [showErrors, setShowErrors] = useState(false);
  const [rejected, setRejected] = useState<string[]>([]);
  const [retouching, setRetouching] = useState<Capture | null>(null);
  const retry = useRetryCapture();
  const remove = useRemoveCapture();
  const replaceCutout = useReplaceCaptureCutout();
  const save = useSaveCaptures();
  const navigate = useNavigate();

  const room = Math.max(0, MAX_PENDING_CAPTURES - list.length - uploads.length);
  const ready = list.filter(isReady);
  const pending = list.filter((capture) => capture.status === 'queued' || capture.status === 'processing');

  const [preparing, setPreparing] = useState(false);
  const choose = async (files: File[]) => {
    setPreparing(true);
    setRejected([]);
    const { accepted, refused } = await preparePhotos(files);
    setPreparing(false);
    const problems = refused.map(({ name, error }) => `${name} : ${error}`);
    if (accepted.length > room) problems.push(CAPTURE_MESSAGES.tooMany);
    setRejected(problems);
    add(accepted.slice(0, room));
  };

  const saveAll = () => {
    const missing = missingCategories(choices, ready);
    if (missing.length > 0) {
      setShowErrors(true);
      toast.error('Erreur', {
        description: `Choisissez la catégorie de ${missing.length} photo${missing.length > 1 ? 's' : ''}.`,
      });
      document
        .querySelector<HTMLElement>(
          `[aria-label="Photo ${list.findIndex((c) => c.id === missing[0]) + 1}"] [aria-invalid="true"]`,
        )
        ?.focus();
      return;
    }
    save.mutate(toSaveItems(choices, ready), {
      onSuccess: ({ items }) => {
        const n = items.length;
        toast.success('Succès', {
          description: `${n} vêtement${n > 1 ? 's' : ''} ajouté${n > 1 ? 's' : ''} à votre garde-robe`,
        });
        setShowErrors(false);
        if (ready.length === list.length && uploads.length === 0) void navigate(WARDROBE_PATH);
      },
      onError: (error) =>
        toast.error('Erreur', { description: errorMessage(error, 'Erreur lors de la sauvegarde') }),
    });
  };

  const act = (run: Promise<unknown>, failure: string) =>
    run.catch((error: unknown) => toast.error('Erreur', { description: errorMessage(error, failure) }));

  if (captures.isPending) return <PageLoading />;

  return (
    <div className="space-y-6 pb-24">
      <header className="space-y-3">
        <Link
          to={WARDROBE_PATH}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Retour à ma garde-robe
        </Link>
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Ajouter plusieurs vêtements</h1>
        <p className="text-gray-500">
          Choisissez jusqu'à {MAX_PENDING_CAPTURES} photos : elles sont détourées pendant que vous continuez,
          même si vous quittez la page. Indiquez ensuite la catégorie de chacune, puis enregistrez-les
          ensemble.
        </p>
      </header>

      <ConsentWithdrawnNotice what={CONSENT_TEXTS.noPhotos} />
      {consentMissing ? null : captures.isError && !captures.data ? (
        <LoadFailure message="Impossible de charger vos photos" onRetry={() => void captures.refetch()} />
      ) : (
        <>
          <PhotoPicker room={room} preparing={preparing} onFiles={(files) => void choose(files)} />
          {preparing && (
            <p role="status" className="text-sm text-gray-600">
              Réduction des photos…
            </p>
          )}
          {rejected.length > 0 && (
            <ul
              role="alert"
              className="space-y-1 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-700"
            >
              {rejected.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}

          {(list.length > 0 || uploads.length > 0) && (
            <section aria-labelledby="review-title" className="space-y-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="review-title" className="text-lg font-semibold text-gray-900">
                  Vos photos
                </h2>
                <p role="status" className="text-sm text-gray-600">
                  {ready.length} prête{ready.length > 1 ? 's' : ''} sur {list.length + uploads.length}
                  {pending.length + uploads.length > 0 ? ' · détourage en cours' : ''}
                </p>
              </div>
              <progress
                className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-brand-600"
                max={Math.max(1, list.length + uploads.length)}
                value={list.length - pending.length}
                aria-label="Photos traitées"
              />
              <BulkBar
                total={ready.length}
                selected={selectedCount(choices)}
                disabled={save.isPending}
                onSelectAll={(selected) => setEdits((current) => selectAll(current, choices, selected))}
                onApply={(patch) => setEdits((current) => applyToSelected(current, choices, patch))}
              />
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((capture, index) => (
                  <CaptureCard
                    key={capture.id}
                    capture={capture}
                    position={index + 1}
                    choice={choices[capture.id]}
                    showErrors={showErrors}
                    busy={save.isPending}
                    onChange={(change) => setEdits((current) => updateChoice(current, capture.id, change))}
                    onRetry={() =>
                      void act(retry.mutateAsync(capture.id), 'Impossible de relancer le détourage')
                    }
                    onRemove={() =>
                      void act(remove.mutateAsync(capture.id), 'Impossible de retirer la photo')
                    }
                    onRetouch={() => setRetouching(capture)}
                  />
                ))}
                {uploads.map((upload) => (
                  <UploadCard
                    key={upload.key}
                    upload={upload}
                    onRetry={() => resend(upload.key)}
                    onRemove={() => dropUpload(upload.key)}
                  />
                ))}
              </ul>
            </section>
          )}
        </>
      )}

      {ready.length > 0 && (
        <div className="fixed inset-x-0 bottom-0 z-20 border-t border-gray-200 bg-white/95 p-3 backdrop-blur md:left-64">
          <div className="mx-auto flex max-w-5xl items-center justify-end gap-3">
            {pending.length > 0 && (
              <p className="hidden text-sm text-gray-600 sm:block">Les photos encore en cours restent ici.</p>
            )}
            <Button onClick={saveAll} disabled={save.isPending} className="min-h-11 w-full sm:w-auto">
              <Save aria-hidden />
              {save.isPending
                ? 'Enregistrement...'
                : `Enregistrer ${ready.length} vêtement${ready.length > 1 ? 's' : ''}`}
            </Button>
          </div>
        </div>
      )}

      <RetouchDialog
        picture={retouching && { originalUrl: retouching.originalUrl, cutoutUrl: retouching.cutoutUrl }}
        saving={replaceCutout.isPending}
        onClose={() => setRetouching(null)}
        onSave={(png) =>
          retouching &&
          replaceCutout.mutate(
            { id: retouching.id, png },
            {
              onSuccess: () => {
                setEdits((current) => updateChoice(current, retouching.id, { useOriginal: false }));
                toast.success('Succès', { description: 'Détourage mis à jour' });
                setRetouching(null);
              },
              onError: (error) =>
                toast.error('Erreur', {
                  description: errorMessage(error, 'Impossible de retoucher le vêtement'),
                }),
            },
          )
        }
      />
    </div>
  );
}
