import { useEffect, useState } from 'react';
import { toast } from '~/web/lib/toast';
import type { OutfitDetail, OutfitReaction, OutfitSummary } from '~/domain/outfits';
import { OUTFIT_MESSAGES, OUTFIT_REACTION_LABELS } from '~/domain/outfit-texts';
import { OutfitStatus } from '~/web/components/outfit/outfit-status';
import { displayName } from '~/domain/person';
import { LazyGarmentGroups, loadGarmentGroups } from '~/web/components/outfit/lazy-garment-groups';
import { useZoomGuard, ZoomableImage } from '~/web/components/outfit/zoomable-image';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/web/components/ui/alert-dialog';
import { Avatar } from '~/web/components/ui/avatar';
import { Button } from '~/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
import { Spinner } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/error-message';
import { formatDate } from '~/web/lib/format';
import { useDeleteOwnOutfit, useOutfitDetail, useReactToOutfit } from './api/my-outfits';
import { OutfitReactionForm } from './outfit-reaction-form';

/** §2 'Détails de la tenue': who made it and when, the picture, the comments, the garments by origin. */
export function OutfitDetailsDialog({
  outfit,
  onClose,
}: {
  outfit: OutfitSummary | null;
  onClose: () => void;
}) {
  // An earlier version can be shown in place of the latest.
  const [shownId, setShownId] = useState<string | null>(null);
  const detail = useOutfitDetail(outfit ? (shownId ?? outfit.id) : null);
  // The garment list's code comes beside the outfit's details rather than after them.
  useEffect(() => {
    if (outfit) void loadGarmentGroups();
  }, [outfit]);
  const { onZoomChange, contentProps } = useZoomGuard();
  const shown = detail.data ?? outfit;
  const comment = useReactionComment(detail.data?.latest ? detail.data : null);
  const [askingBeforeClose, setAskingBeforeClose] = useState(false);

  const close = () => {
    setShownId(null);
    setAskingBeforeClose(false);
    comment.discard();
    onClose();
  };
  const sendAndClose = async () => {
    if (await comment.send()) close();
    else setAskingBeforeClose(false);
  };

  return (
    <Dialog
      open={outfit !== null}
      onOpenChange={(open) => {
        if (open) return;
        // Typed and not sent: she says what becomes of it first.
        if (comment.unsent) setAskingBeforeClose(true);
        else close();
      }}
    >
      {outfit && shown && (
        <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto" {...contentProps}>
          <DialogHeader>
            <DialogTitle>Détails de la tenue</DialogTitle>
            <DialogDescription className="sr-only">{shown.name}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-6 sm:grid-cols-2">
            <div className="space-y-4">
              <ZoomableImage src={shown.imageUrl} alt={shown.name} onZoomChange={onZoomChange} />
            </div>
            <div className="space-y-5">
              <div>
                <h3 className="text-xl font-semibold text-gray-900">{shown.name}</h3>
                <OutfitStatus outfit={shown} className="mt-2" />
                {shown.consultant ? (
                  <div className="mt-2 flex items-center gap-3">
                    <Avatar person={shown.consultant} src={shown.consultant.photoUrl} className="size-9" />
                    <div className="text-sm">
                      <p className="text-gray-900">
                        Créée par {displayName(shown.consultant) || 'Consultant'}
                      </p>
                      <p className="text-gray-500">{formatDate(shown.createdAt)}</p>
                    </div>
                  </div>
                ) : (
                  <p className="mt-2 text-sm text-gray-500">
                    Composée par vous le {formatDate(shown.createdAt)}
                  </p>
                )}
              </div>
              {shown.comments && (
                <p className="whitespace-pre-wrap rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
                  {shown.comments}
                </p>
              )}
              {shown.consultantComment && (
                <figure className="rounded-xl border border-brand-200 p-3 text-sm">
                  <figcaption className="font-semibold text-gray-900">Le mot de votre conseillère</figcaption>
                  <blockquote className="mt-1 whitespace-pre-wrap text-gray-700">
                    {shown.consultantComment.text}
                  </blockquote>
                </figure>
              )}
              {!shown.consultant && <DeleteOwnOutfit outfit={shown} onDeleted={() => close()} />}
              {detail.data?.latest && detail.data.consultant && (
                <OutfitReactionForm
                  outfit={detail.data}
                  comment={comment.text}
                  unsent={comment.unsent}
                  pending={comment.pending}
                  onCommentChange={comment.change}
                  onReact={(reaction) => void comment.react(reaction)}
                  onSendComment={() => void comment.send()}
                />
              )}
              {detail.data && detail.data.versions.length > 1 && (
                <nav aria-label="Versions de la tenue" className="space-y-1">
                  <p className="text-sm font-semibold text-gray-900">Versions</p>
                  <ul className="flex flex-wrap gap-2">
                    {detail.data.versions.map((version) => (
                      <li key={version.id}>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-current={version.id === detail.data.id ? 'true' : undefined}
                          onClick={() => setShownId(version.id)}
                          className="aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-50"
                        >
                          Version {version.version}
                          {version.reaction ? ` · ${OUTFIT_REACTION_LABELS[version.reaction]}` : ''}
                        </Button>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
              {detail.isPending ? (
                <Spinner />
              ) : detail.isError ? (
                <p className="text-sm text-red-700">{OUTFIT_MESSAGES.loadFailed}</p>
              ) : (
                <LazyGarmentGroups
                  garments={detail.data.garments}
                  viewer="client"
                  wardrobeTitle="Votre garde-robe"
                />
              )}
            </div>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Fermer</Button>
            </DialogClose>
          </DialogFooter>
          <AlertDialog open={askingBeforeClose} onOpenChange={setAskingBeforeClose}>
            <AlertDialogContent>
              <AlertDialogTitle>{UNSENT_TITLE}</AlertDialogTitle>
              <AlertDialogDescription>
                {comment.canSend ? UNSENT_WITH_REACTION : UNSENT_WITHOUT_REACTION}
              </AlertDialogDescription>
              <AlertDialogFooter>
                <AlertDialogCancel>Revenir</AlertDialogCancel>
                <AlertDialogAction onClick={close}>Ne pas envoyer</AlertDialogAction>
                {comment.canSend && (
                  <Button disabled={comment.pending} onClick={() => void sendAndClose()}>
                    Envoyer
                  </Button>
                )}
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** 'Supprimer cette tenue': a look she composed herself, after she confirms. */
function DeleteOwnOutfit({ outfit, onDeleted }: { outfit: OutfitSummary; onDeleted: () => void }) {
  const remove = useDeleteOwnOutfit();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    try {
      await remove.mutateAsync(outfit.id);
      toast.success('Tenue supprimée');
      onDeleted();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <>
      <Button variant="outline" onClick={() => setAsking(true)}>
        Supprimer cette tenue
      </Button>
      <AlertDialog open={asking} onOpenChange={setAsking}>
        <AlertDialogContent>
          <AlertDialogTitle>Supprimer « {outfit.name} » ?</AlertDialogTitle>
          <AlertDialogDescription>
            La tenue disparaît de vos tenues et de votre agenda. Vos vêtements restent dans votre garde-robe.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Annuler</AlertDialogCancel>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
              Supprimer
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

const UNSENT_TITLE = 'Envoyer votre commentaire\u00a0?';
const UNSENT_WITH_REACTION = 'Votre commentaire n’est pas encore envoyé à votre conseillère.';
const UNSENT_WITHOUT_REACTION =
  'Votre commentaire part avec votre réaction\u00a0: revenez choisir «\u00a0J’adore\u00a0», «\u00a0À revoir\u00a0» ou «\u00a0Pas pour moi\u00a0», ou fermez sans l’envoyer.';

/**
 * The comment she is typing on the latest version: what her consultant has until she changes it, sent with a
 * reaction or on its own once she has reacted. `unsent` while the text differs from what was sent.
 */
function useReactionComment(shownLatest: OutfitDetail | null) {
  const react = useReactToOutfit();
  const [draft, setDraft] = useState<{ outfitId: string; text: string } | null>(null);
  // The latest version as last seen: an earlier one shown meanwhile keeps her unsent text in mind.
  const [latest, setLatest] = useState<OutfitDetail | null>(null);
  if (shownLatest && shownLatest !== latest) setLatest(shownLatest);
  const outfit = shownLatest ?? (draft && latest?.id === draft.outfitId ? latest : null);
  const saved = outfit?.reactionComment ?? '';
  const text = outfit && draft?.outfitId === outfit.id ? draft.text : saved;
  const unsent = outfit !== null && text.trim() !== saved.trim();

  const submit = async (reaction: OutfitReaction) => {
    if (!outfit) return false;
    try {
      await react.mutateAsync({ outfitId: outfit.id, reaction, comment: text });
      // What she typed is what her consultant has now (unless she typed on meanwhile).
      setDraft((current) => (current?.text === text ? null : current));
      toast.success('Votre réaction est envoyée à votre conseillère');
      return true;
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
      return false;
    }
  };

  return {
    text,
    unsent,
    pending: react.isPending,
    /** A comment on its own goes with the reaction she already chose. */
    canSend: Boolean(outfit?.reaction),
    change: (next: string) => outfit && setDraft({ outfitId: outfit.id, text: next }),
    react: submit,
    send: () => (outfit?.reaction ? submit(outfit.reaction) : Promise.resolve(false)),
    discard: () => {
      setDraft(null);
      setLatest(null);
    },
  };
}
