import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  MAX_REACTION_COMMENT,
  OUTFIT_REACTION_LABELS,
  OUTFIT_REACTIONS,
  type OutfitDetail,
  type OutfitReaction,
} from '~/domain/outfits';
import { PressedChoices } from '~/web/components/pressed-choices';
import { Textarea } from '~/web/components/ui/input';
import { errorMessage } from '~/web/lib/error-message';
import { useReactToOutfit } from './api/my-outfits';

/** 'J'adore', 'À revoir' or 'Pas pour moi', with a comment her consultant reads at once. */
export function OutfitReactionForm({ outfit }: { outfit: OutfitDetail }) {
  const id = useId();
  const react = useReactToOutfit();
  const [comment, setComment] = useState(outfit.reactionComment ?? '');

  const send = async (reaction: OutfitReaction) => {
    try {
      await react.mutateAsync({ outfitId: outfit.id, reaction, comment });
      toast.success('Votre réaction est envoyée à votre conseillère');
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-xl border border-gray-200 p-3">
      <h4 id={`${id}-title`} className="text-sm font-semibold text-gray-900">
        Qu’en pensez-vous ?
      </h4>
      <div className="space-y-1">
        <label htmlFor={`${id}-comment`} className="text-sm text-gray-700">
          Un commentaire pour votre conseillère (facultatif)
        </label>
        <Textarea
          id={`${id}-comment`}
          rows={2}
          value={comment}
          maxLength={MAX_REACTION_COMMENT}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      <PressedChoices
        label="Votre réaction"
        options={OUTFIT_REACTIONS}
        labels={OUTFIT_REACTION_LABELS}
        value={outfit.reaction}
        disabled={react.isPending}
        onChoose={(reaction) => void send(reaction)}
      />
    </section>
  );
}
