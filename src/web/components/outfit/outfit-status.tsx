import type { OutfitReaction, OutfitSummary } from '~/domain/outfits';
import { OUTFIT_REACTION_LABELS } from '~/domain/outfit-texts';
import { cn } from '~/web/lib/cn';

const REACTION_STYLES: Record<OutfitReaction, string> = {
  love: 'bg-rose-50 text-rose-800 ring-rose-200',
  revise: 'bg-amber-50 text-amber-800 ring-amber-200',
  no: 'bg-stone-100 text-stone-700 ring-stone-200',
};

/** An outfit's version (from the second) and the client's reaction, with her comment when asked. */
export function OutfitStatus({
  outfit,
  withComment = false,
  className,
}: {
  outfit: Pick<OutfitSummary, 'version' | 'reaction' | 'reactionComment'>;
  withComment?: boolean;
  className?: string;
}) {
  if (outfit.version < 2 && !outfit.reaction) return null;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex flex-wrap gap-1.5 text-xs font-medium">
        {outfit.version > 1 && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800 ring-1 ring-brand-200 ring-inset">
            Version {outfit.version}
          </span>
        )}
        {outfit.reaction && (
          <span
            className={cn('rounded-full px-2 py-0.5 ring-1 ring-inset', REACTION_STYLES[outfit.reaction])}
          >
            {OUTFIT_REACTION_LABELS[outfit.reaction]}
          </span>
        )}
      </div>
      {withComment && outfit.reactionComment && (
        <blockquote className="border-l-2 border-amber-300 pl-2 text-sm whitespace-pre-line text-gray-700">
          {outfit.reactionComment}
        </blockquote>
      )}
    </div>
  );
}
