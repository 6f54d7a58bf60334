import { Send } from 'lucide-react';
import { useId } from 'react';
import type { OutfitDetail, OutfitReaction } from '~/domain/outfits';
import { MAX_REACTION_COMMENT, OUTFIT_REACTION_LABELS, OUTFIT_REACTIONS } from '~/domain/outfit-texts';
import { PressedChoices } from '~/web/components/pressed-choices';
import { Button } from '~/web/components/ui/button';
import { Textarea } from '~/web/components/ui/input';

/**
 * 'J'adore', 'À revoir' or 'Pas pour moi', with a comment her consultant reads at once: typed before the
 * reaction, it goes with it; typed after, it has its own 'Envoyer'. The comment is the caller's, so that
 * closing the details with unsent text can ask first.
 */
export function OutfitReactionForm({
  outfit,
  comment,
  unsent,
  pending,
  onCommentChange,
  onReact,
  onSendComment,
}: {
  outfit: OutfitDetail;
  comment: string;
  /** The text differs from the comment her consultant has. */
  unsent: boolean;
  pending: boolean;
  onCommentChange: (text: string) => void;
  onReact: (reaction: OutfitReaction) => void;
  onSendComment: () => void;
}) {
  const id = useId();
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
          aria-describedby={unsent ? `${id}-unsent` : undefined}
          onChange={(event) => onCommentChange(event.target.value)}
        />
        {unsent && (
          <p id={`${id}-unsent`} className="text-xs text-gray-600">
            {outfit.reaction ? COMMENT_NOT_SENT : COMMENT_GOES_WITH_REACTION}
          </p>
        )}
      </div>
      <PressedChoices
        label="Votre réaction"
        options={OUTFIT_REACTIONS}
        labels={OUTFIT_REACTION_LABELS}
        value={outfit.reaction}
        disabled={pending}
        onChoose={onReact}
      />
      {outfit.reaction && (
        <Button
          type="button"
          size="sm"
          className="min-h-11 w-full sm:w-auto"
          disabled={!unsent || pending}
          onClick={onSendComment}
        >
          <Send aria-hidden />
          {pending ? 'Envoi...' : 'Envoyer le commentaire'}
        </Button>
      )}
    </section>
  );
}

const COMMENT_NOT_SENT = 'Commentaire pas encore envoyé.';
const COMMENT_GOES_WITH_REACTION = 'Choisissez une réaction\u00a0: votre commentaire part avec elle.';
