import { Heart, ThumbsDown } from 'lucide-react';
import { useState } from 'react';
import {
  INSPIRATION_MARK_LABELS,
  INSPIRATION_MESSAGES as T,
  markOf,
  type Inspiration,
  type InspirationMark,
} from '~/domain/questionnaire-inspiration-texts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';

const GROUPS: { mark: InspirationMark; Icon: typeof Heart; tone: string }[] = [
  { mark: 'liked', Icon: Heart, tone: 'text-rose-700' },
  { mark: 'disliked', Icon: ThumbsDown, tone: 'text-gray-700' },
];

/**
 * Her inspiration photos on the 'Profil de style' card (decision record 72): 'J’aime' and 'Pas moi' apart, each a
 * row of thumbnails with their captions; a thumbnail opens the photo larger in a dialog.
 */
export function StyleProfileInspirations({ inspirations }: { inspirations: Inspiration[] }) {
  const [open, setOpen] = useState<{ inspiration: Inspiration; position: number } | null>(null);
  const shown = open && INSPIRATION_MARK_LABELS[markOf(open.inspiration.liked)];

  return (
    <div className="mt-4 space-y-3 border-t border-gray-100 pt-4">
      <h3 className="font-medium text-gray-900">{T.profileTitle}</h3>
      {inspirations.length === 0 ? (
        <p className="text-sm italic text-gray-500">{T.profileEmpty}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {GROUPS.map(({ mark, Icon, tone }) => {
            const group = inspirations.filter((inspiration) => markOf(inspiration.liked) === mark);
            const label = INSPIRATION_MARK_LABELS[mark];
            const headingId = `style-profile-inspirations-${mark}`;
            return (
              <section key={mark} aria-labelledby={headingId} className="space-y-2">
                <h4 id={headingId} className={`flex items-center gap-1.5 text-sm font-semibold ${tone}`}>
                  <Icon className="size-4" aria-hidden />
                  {label} ({group.length})
                </h4>
                {group.length === 0 ? (
                  <p className="text-sm italic text-gray-500">{T.groupEmpty}</p>
                ) : (
                  <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                    {group.map((inspiration, index) => (
                      <li key={inspiration.id} className="space-y-1">
                        <button
                          type="button"
                          onClick={() => setOpen({ inspiration, position: index + 1 })}
                          aria-label={T.enlarge(label, index + 1, inspiration.caption)}
                          className="block w-full overflow-hidden rounded-lg border border-gray-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
                        >
                          <img
                            src={inspiration.thumbnailUrl}
                            alt=""
                            width={480}
                            height={480}
                            loading="lazy"
                            decoding="async"
                            className="aspect-square w-full bg-gray-100 object-cover transition-transform hover:scale-105"
                          />
                        </button>
                        {inspiration.caption && (
                          <p className="line-clamp-3 break-words text-xs text-gray-700">
                            {inspiration.caption}
                          </p>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}

      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open && shown && (
          <DialogContent className="max-h-[92dvh] max-w-3xl overflow-y-auto">
            <DialogHeader>
              <DialogTitle>{T.enlargedTitle(shown)}</DialogTitle>
              <DialogDescription className={open.inspiration.caption ? 'text-gray-700' : 'italic'}>
                {open.inspiration.caption ?? T.noCaption}
              </DialogDescription>
            </DialogHeader>
            <img
              src={open.inspiration.imageUrl}
              alt={T.photoAlt(open.position, open.inspiration.caption)}
              className="mx-auto max-h-[70dvh] w-auto rounded-lg bg-gray-50 object-contain"
            />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
