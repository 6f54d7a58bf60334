import { Check, ShoppingBag } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '~/web/lib/toast';
import type { ProposalDecision } from '~/domain/proposals';
import {
  PROPOSAL_DECISION_LABELS,
  PROPOSAL_MESSAGES,
  MAX_DECISION_COMMENT_LENGTH,
} from '~/domain/proposal-texts';
import type { ClothingItem } from '~/domain/wardrobe';
import { GarmentDetails } from '~/web/components/garment-details';
import { GarmentPicture } from '~/web/components/garment-picture';
import { NewMarker } from '~/web/components/new-marker';
import { PaletteBadge } from '~/web/components/palette-badge';
import { PressedChoices } from '~/web/components/pressed-choices';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/web/components/ui/alert-dialog';
import { Button } from '~/web/components/ui/button';
import { Textarea } from '~/web/components/ui/input';
import { errorMessage } from '~/web/lib/error-message';
import { formatDate } from '~/web/lib/format';
import { garmentLabels, garmentTitle, unlocksText } from '~/web/lib/garment-text';
import { useDecideProposal } from './api/my-proposals';

const ANSWERS: ProposalDecision[] = ['wanted', 'maybe', 'declined'];

/** One proposal as the client decides on it: the garment, where to buy it, her answer and her comment. */
export function ProposalCard({
  item,
  gridIndex,
  isNew = false,
}: {
  item: ClothingItem;
  gridIndex: number;
  /** Proposed since her last visit: marked 'Nouveau'. */
  isNew?: boolean;
}) {
  const id = useId();
  const decide = useDecideProposal();
  const proposal = item.proposal!;
  const [comment, setComment] = useState(proposal.comment ?? '');
  const [confirmBuy, setConfirmBuy] = useState(false);
  const bought = proposal.decision === 'bought';
  const title = garmentTitle(item);
  const unlocks = unlocksText(proposal.unlocks, 'client');

  const answer = async (decision: ProposalDecision) => {
    try {
      await decide.mutateAsync({ itemId: item.id, decision, comment });
      if (decision === 'bought') toast.success(PROPOSAL_MESSAGES.bought);
      setConfirmBuy(false);
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
    }
  };

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm"
    >
      <GarmentPicture item={item} gridIndex={gridIndex} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="space-y-1">
          {isNew && <NewMarker />}
          <h2 id={`${id}-title`} className="font-semibold break-words text-gray-900">
            {title}
          </h2>
          <p className="text-xs text-gray-500">{garmentLabels(item).join(' · ')}</p>
          <PaletteBadge match={item.paletteMatch} viewer="client" />
          <GarmentDetails item={item} />
          {unlocks && <p className="text-sm text-brand-800">{unlocks}</p>}
          <p className="text-xs text-gray-500">
            Proposé par {proposal.proposedBy.name} le {formatDate(proposal.proposedAt)}
          </p>
        </div>
        {bought ? (
          <p className="mt-auto flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
            <Check className="size-4" aria-hidden />
            Acheté : il est dans votre garde-robe
          </p>
        ) : (
          <div className="mt-auto space-y-3">
            <PressedChoices
              label={`Votre réponse pour ${title}`}
              options={ANSWERS}
              labels={PROPOSAL_DECISION_LABELS}
              value={proposal.decision}
              disabled={decide.isPending}
              onChoose={(decision) => void answer(decision)}
            />
            <div className="space-y-1">
              <label htmlFor={`${id}-comment`} className="text-sm font-medium text-gray-700">
                Votre commentaire (facultatif)
              </label>
              <Textarea
                id={`${id}-comment`}
                value={comment}
                rows={2}
                maxLength={MAX_DECISION_COMMENT_LENGTH}
                onChange={(event) => setComment(event.target.value)}
                placeholder="Il est envoyé avec votre réponse"
              />
            </div>
            <Button
              variant="ghost"
              className="w-full"
              onClick={() => setConfirmBuy(true)}
              disabled={decide.isPending}
            >
              <ShoppingBag aria-hidden />
              {PROPOSAL_DECISION_LABELS.bought}
            </Button>
          </div>
        )}
      </div>
      <AlertDialog open={confirmBuy} onOpenChange={(open) => !decide.isPending && setConfirmBuy(open)}>
        <AlertDialogContent>
          <AlertDialogTitle>Vous l'avez acheté ?</AlertDialogTitle>
          <AlertDialogDescription>
            « {title} » rejoint votre garde-robe avec ses photos : il sera à vous. Votre conseillère le verra
            comme acheté.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={decide.isPending}>Annuler</AlertDialogCancel>
            <AlertDialogAction
              disabled={decide.isPending}
              onClick={(event) => {
                event.preventDefault();
                void answer('bought');
              }}
            >
              {decide.isPending ? 'Enregistrement...' : 'Ajouter à ma garde-robe'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </article>
  );
}
