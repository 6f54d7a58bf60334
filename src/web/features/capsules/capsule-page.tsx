import { ArrowLeft, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  CAPSULE_KIND_LABELS,
  CAPSULE_MESSAGES,
  completeLooksText,
  type CapsuleDetail,
  type CapsulePiece,
} from '~/domain/capsule-texts';
import { ConfirmDeleteDialog } from '~/web/components/confirm-delete-dialog';
import { GarmentPicture } from '~/web/components/garment-picture';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { PageLoading } from '~/web/components/ui/spinner';
import { ApiError } from '~/web/lib/api';
import { errorMessage } from '~/web/lib/error-message';
import { garmentTitle } from '~/web/lib/garment-text';
import { toast } from '~/web/lib/toast';
import { useCapsule, useCapsulePlace, useDeleteCapsule, useRemovePiece } from './api';
import { tripDates } from './capsules-page';
import { EditCapsuleDialog } from './edit-capsule-dialog';
import { NotesEditor } from './notes-editor';
import { PackingChecklist } from './packing-checklist';
import { PiecePicker } from './piece-picker';
import { TripDays } from './trip-days';

/** A capsule or a travel case: its pieces and the looks they make, what is missing, and a trip's days and checklist. */
export function CapsulePage() {
  const { capsuleId = '' } = useParams();
  const { base } = useCapsulePlace();
  const capsule = useCapsule(capsuleId);

  return (
    <div className="space-y-6">
      <Button variant="ghost" asChild>
        <Link to={base}>
          <ArrowLeft aria-hidden /> Capsules et valises
        </Link>
      </Button>
      {capsule.isPending ? (
        <PageLoading />
      ) : capsule.isError ? (
        capsule.error instanceof ApiError && capsule.error.status === 404 ? (
          <p
            role="alert"
            className="rounded-2xl border border-gray-200 bg-white p-10 text-center text-gray-600"
          >
            {CAPSULE_MESSAGES.notFound}
          </p>
        ) : (
          <LoadFailure message="Impossible de charger la capsule." onRetry={() => void capsule.refetch()} />
        )
      ) : (
        <CapsuleView detail={capsule.data} base={base} />
      )}
    </div>
  );
}

function CapsuleView({ detail, base }: { detail: CapsuleDetail; base: string }) {
  const { capsule } = detail;
  const id = useId();
  const dates = tripDates(capsule);
  const travel = capsule.kind === 'travel';
  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-700">{CAPSULE_KIND_LABELS[capsule.kind]}</p>
          <h1 className="text-2xl font-semibold break-words text-gray-900 sm:text-3xl">{capsule.name}</h1>
          <p className="mt-1 text-gray-600">
            {[
              dates,
              capsule.occasions.join(', ') || null,
              capsule.createdBy && `Créée par ${capsule.createdBy.name}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <EditCapsuleDialog capsule={capsule} />
          <DeleteCapsule capsuleId={capsule.id} name={capsule.name} base={base} />
        </div>
      </header>

      <p
        className="rounded-2xl bg-brand-50 px-5 py-4 text-lg font-semibold text-brand-900"
        aria-live="polite"
      >
        {completeLooksText(detail.completeLooks)} avec {detail.pieces.length} pièce
        {detail.pieces.length > 1 ? 's' : ''}
      </p>

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby={`${id}-pieces`} className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`${id}-pieces`} className="font-semibold text-gray-900">
              Les pièces
            </h2>
            <PiecePicker detail={detail} />
          </div>
          {detail.pieces.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-8 text-center text-gray-500">
              Aucune pièce pour le moment : ajoutez-en depuis la garde-robe.
            </p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
              {detail.pieces.map((piece, index) => (
                <li key={piece.id}>
                  <PieceCard capsuleId={capsule.id} piece={piece} index={index} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section
          aria-labelledby={`${id}-missing`}
          className="space-y-2 self-start rounded-2xl border border-gray-200 bg-white p-5"
        >
          <h2 id={`${id}-missing`} className="font-semibold text-gray-900">
            Ce qui manque
          </h2>
          {detail.missing.lines.length === 0 ? (
            <p className="text-sm text-gray-600">Rien : ces pièces font des tenues complètes.</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-sm text-gray-800">
              {detail.missing.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <NotesEditor key={detail.missing.notes ?? ''} capsuleId={capsule.id} notes={detail.missing.notes} />
        </section>
      </div>

      {travel && <PackingChecklist detail={detail} />}
      {travel && <TripDays detail={detail} />}
    </>
  );
}

function PieceCard({ capsuleId, piece, index }: { capsuleId: string; piece: CapsulePiece; index: number }) {
  const remove = useRemovePiece(capsuleId);
  const title = garmentTitle(piece);
  return (
    <div className="relative overflow-hidden rounded-xl border border-gray-200 bg-white">
      <GarmentPicture item={piece} gridIndex={index} />
      <div className="flex items-center gap-1 p-2">
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-gray-900">{title}</span>
          {(piece.proposed || piece.archived) && (
            <span className="block text-xs text-gray-600">
              {piece.archived ? 'Sortie de la garde-robe' : 'Proposition'}
            </span>
          )}
        </span>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-11 shrink-0"
          aria-label={`Retirer ${title} de la capsule`}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(piece.id, {
              onError: (error) => toast.error('Erreur', { description: errorMessage(error) }),
            })
          }
        >
          <X aria-hidden />
        </Button>
      </div>
    </div>
  );
}

function DeleteCapsule({ capsuleId, name, base }: { capsuleId: string; name: string; base: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteCapsule(capsuleId);
  const navigate = useNavigate();
  return (
    <>
      <Button type="button" variant="outline" className="min-h-11" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        Supprimer
      </Button>
      <ConfirmDeleteDialog
        open={open}
        deleting={remove.isPending}
        title={`Supprimer « ${name} » ?`}
        description="Ses pièces restent dans la garde-robe ; seule la capsule disparaît."
        onOpenChange={setOpen}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success('Capsule supprimée');
              navigate(base);
            },
            onError: (error) => toast.error('Erreur', { description: errorMessage(error) }),
          })
        }
      />
    </>
  );
}
