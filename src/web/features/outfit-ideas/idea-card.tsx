import { Check, Pin, ThumbsDown } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { CATEGORY_LABELS } from '~/domain/clothing';
import {
  OUTFIT_IDEAS_TEXTS as TEXTS,
  type OutfitIdeaItem,
  type OutfitIdeaView,
} from '~/domain/outfit-ideas/outfit-ideas-texts';
import { SOFT_BACKDROP } from '~/web/components/image-backgrounds';
import { Button } from '~/web/components/ui/button';
import { cn } from '~/web/lib/cn';

export const itemTitle = (item: Pick<OutfitIdeaItem, 'name' | 'category'>) =>
  item.name ?? CATEGORY_LABELS[item.category];

type IdeaCardProps = {
  idea: OutfitIdeaView;
  index: number;
  /** The piece every idea holds now, when she asked to keep one. */
  keptId: string | null;
  kept: boolean;
  busy: boolean;
  onKeepLook: () => void;
  onReject: () => void;
  onKeepPiece: (item: OutfitIdeaItem) => void;
  /** Where focus goes when the card before it is taken away. */
  cardRef: (element: HTMLElement | null) => void;
};

/** One idea: its pieces top to bottom, why it was chosen, and what she can do with it. */
export function IdeaCard({
  idea,
  index,
  keptId,
  kept,
  busy,
  onKeepLook,
  onReject,
  onKeepPiece,
  cardRef,
}: IdeaCardProps) {
  const id = useId();
  return (
    <article
      ref={cardRef}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:p-5"
    >
      <h2 id={`${id}-title`} className="font-semibold text-gray-900">
        {TEXTS.ideaLabel(index + 1)}
      </h2>
      <ul className="space-y-2" aria-label="Les pièces, de haut en bas">
        {idea.items.map((item) => (
          <li key={item.id} className="flex items-center gap-3">
            <div
              className={cn('size-20 shrink-0 overflow-hidden rounded-xl p-1.5 sm:size-24', SOFT_BACKDROP)}
            >
              <img
                src={item.displayUrl}
                alt=""
                loading={index < 2 ? 'eager' : 'lazy'}
                decoding="async"
                className="size-full object-contain drop-shadow-sm"
              />
            </div>
            <div className="min-w-0 flex-1 space-y-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium text-gray-900">{itemTitle(item)}</span>
                {item.proposal && (
                  <span className="inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-inset ring-brand-200">
                    {TEXTS.proposal}
                  </span>
                )}
              </p>
              {item.name && <p className="text-sm text-gray-500">{CATEGORY_LABELS[item.category]}</p>}
              {item.id === keptId ? (
                <p className="inline-flex items-center gap-1 text-sm font-medium text-brand-700">
                  <Pin className="size-4" aria-hidden />
                  Pièce gardée
                </p>
              ) : (
                <button
                  type="button"
                  onClick={() => onKeepPiece(item)}
                  className="min-h-11 text-left text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  {TEXTS.keepPiece}
                  <span className="sr-only"> ({itemTitle(item)})</span>
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {idea.reasons.length > 0 && (
        <div className="rounded-xl bg-gray-50 px-4 py-3">
          <h3 className="text-sm font-medium text-gray-700">{TEXTS.why}</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-gray-600">
            {idea.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        {kept ? (
          <p
            className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-emerald-800"
            role="status"
          >
            <Check className="size-4" aria-hidden />
            {TEXTS.keptLook} ·{' '}
            <Link to="/client/dashboard/outfits" className="underline underline-offset-2">
              Mes Tenues
            </Link>
            ·
            <Link to="/client/dashboard/agenda" className="underline underline-offset-2">
              {TEXTS.planIt}
            </Link>
          </p>
        ) : (
          <Button type="button" className="min-h-11" onClick={onKeepLook} disabled={busy}>
            <Check aria-hidden />
            {TEXTS.keepLook}
          </Button>
        )}
        <Button type="button" variant="outline" className="min-h-11" onClick={onReject} disabled={busy}>
          <ThumbsDown aria-hidden />
          {TEXTS.reject}
        </Button>
      </div>
    </article>
  );
}
