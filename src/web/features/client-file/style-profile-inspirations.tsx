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
 * A row of thumbnails with their captions; a thumbnail opens the photo larger in the app's dialog. `enlarge` names
 * each button, `title` the dialog.
 */
export function PhotoThumbnails({
  photos,
  enlarge,
  title,
  className = 'grid grid-cols-3 gap-2 sm:grid-cols-4',
}: {
  photos: Inspiration[];
  enlarge: (position: number, caption: string | null) => string;
  title: string;
  className?: string;
}) {
  const [open, setOpen] = useState<{ photo: Inspiration; position: number } | null>(null);
  return (
    <>
      <ul className={className}>
        {photos.map((photo, index) => (
          <li key={photo.id} className="space-y-1">
            <button
              type="button"
              onClick={() => setOpen({ photo, position: index + 1 })}
              aria-label={enlarge(index + 1, photo.caption)}
              className="block w-full overflow-hidden rounded-lg border border-gray-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
            >
              <img
                src={photo.thumbnailUrl}
                alt=""
                width={480}
                height={480}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full bg-gray-100 object-cover transition-transform hover:scale-105"
              />
            </button>
            {photo.caption && (
              <p className="line-clamp-3 break-words text-xs font-normal text-gray-700">{photo.caption}</p>
            )}
          </li>
        ))}
      </ul>

      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open && (
          <DialogContent className="max-h-[92dvh] max-w-3xl overflow-y-auto">
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription className={open.photo.caption ? 'text-gray-700' : 'italic'}>
                {open.photo.caption ?? T.noCaption}
              </DialogDescription>
            </DialogHeader>
            <img
              src={open.photo.imageUrl}
              alt={T.photoAlt(open.position, open.photo.caption)}
              className="mx-auto max-h-[70dvh] w-auto rounded-lg bg-gray-50 object-contain"
            />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

/**
 * Her inspiration photos on the 'Profil de style' card (decision record 72): 'J’aime' and 'Pas moi' apart, each a
 * row of thumbnails with their captions; a thumbnail opens the photo larger in a dialog. Those answering a photo
 * question are shown with their question instead.
 */
export function StyleProfileInspirations({ inspirations }: { inspirations: Inspiration[] }) {
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
                  <PhotoThumbnails
                    photos={group}
                    enlarge={(position, caption) => T.enlarge(label, position, caption)}
                    title={T.enlargedTitle(label)}
                  />
                )}
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
