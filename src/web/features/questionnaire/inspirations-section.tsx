import { Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  INSPIRATION_MARK_LABELS,
  INSPIRATION_MESSAGES as T,
  MAX_INSPIRATIONS,
  markOf,
  type Inspiration,
} from '~/domain/questionnaire-inspiration-texts';
import { freeInspirations, type Questionnaire } from '~/domain/questionnaire-texts';
import { Button } from '~/web/components/ui/button';
import { InspirationAddForm } from './inspiration-add-form';
import { usePhotoRemoval } from './photo-removal';
import { InspirationEditDialog } from './inspiration-edit-dialog';
import { MarkIcon } from './inspiration-fields';

const titleId = 'inspirations-title';

/**
 * 'Vos inspirations', at the end of her questionnaire (decision record 72): her own screenshots and photos, each
 * 'J’aime' or 'Pas moi' with a caption if she wishes; added, changed and deleted here, seen by her consultant.
 */
export function InspirationsSection({
  questionnaire,
  userId,
}: {
  questionnaire: Questionnaire;
  userId: string;
}) {
  const { id } = questionnaire;
  // A photo question's photos are shown with their question.
  const inspirations = freeInspirations(questionnaire.questions, questionnaire.inspirations);
  const [editing, setEditing] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const removal = usePhotoRemoval(userId, id, title);
  const indexOf = (inspirationId: string | null) =>
    inspirations.findIndex((inspiration) => inspiration.id === inspirationId) + 1;
  const edited = inspirations.find((inspiration) => inspiration.id === editing) ?? null;

  return (
    <section
      aria-labelledby={titleId}
      // Focus never lands under the bar of the saving status, stuck to the bottom of the screen.
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5 [&_:is(input,textarea,button,h2)]:scroll-mb-24"
    >
      <div className="space-y-1">
        <h2
          id={titleId}
          ref={title}
          tabIndex={-1}
          className="text-lg font-semibold text-gray-900 outline-none"
        >
          {T.title}
        </h2>
        <p className="text-sm text-gray-700">{T.intro}</p>
        <p className="text-sm text-gray-600">{T.count(inspirations.length)}</p>
      </div>

      {inspirations.length < MAX_INSPIRATIONS ? (
        <InspirationAddForm userId={userId} questionnaireId={id} />
      ) : (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{T.full}</p>
      )}

      {inspirations.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {inspirations.map((inspiration, index) => (
            <InspirationCard
              key={inspiration.id}
              inspiration={inspiration}
              position={index + 1}
              onEdit={() => setEditing(inspiration.id)}
              onRemove={() => removal.ask(inspiration.id)}
            />
          ))}
        </ul>
      )}

      <InspirationEditDialog
        userId={userId}
        questionnaireId={id}
        inspiration={edited}
        index={indexOf(editing)}
        onClose={() => setEditing(null)}
      />
      {removal.dialog}
    </section>
  );
}

function InspirationCard({
  inspiration,
  position,
  onEdit,
  onRemove,
}: {
  inspiration: Inspiration;
  position: number;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const mark = markOf(inspiration.liked);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white">
      <img
        src={inspiration.thumbnailUrl}
        alt={T.photoAlt(position, inspiration.caption)}
        width={480}
        height={480}
        loading="lazy"
        decoding="async"
        className="aspect-square w-full bg-gray-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-1.5 p-2.5">
        <p
          className={
            mark === 'liked'
              ? 'flex items-center gap-1.5 text-sm font-semibold text-rose-700'
              : 'flex items-center gap-1.5 text-sm font-semibold text-gray-700'
          }
        >
          <MarkIcon mark={mark} />
          {INSPIRATION_MARK_LABELS[mark]}
        </p>
        {inspiration.caption && (
          <p className="line-clamp-3 break-words text-sm text-gray-700">{inspiration.caption}</p>
        )}
        <div className="mt-auto flex flex-wrap gap-1.5 pt-1">
          <Button variant="outline" size="sm" className="min-h-11 flex-1 px-2 sm:min-h-9" onClick={onEdit}>
            <Pencil aria-hidden />
            {T.edit}
            <span className="sr-only">{T.editFor(position)}</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="min-h-11 flex-1 px-2 text-red-700 hover:bg-red-50 sm:min-h-9"
            onClick={onRemove}
          >
            <Trash2 aria-hidden />
            {T.remove}
            <span className="sr-only">{T.removeFor(position)}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
