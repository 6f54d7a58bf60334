import { Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { INSPIRATION_MESSAGES as T, type Inspiration } from '~/domain/questionnaire-inspiration-texts';
import { maxPhotosOf, type Question } from '~/domain/questionnaire-texts';
import { Button } from '~/web/components/ui/button';
import { InspirationAddForm } from './inspiration-add-form';
import { usePhotoRemoval } from './photo-removal';

/**
 * A 'photo' question (decision record 72): a card like the other questions, answered with her photos, added with
 * the inspirations' form (without 'J’aime' or 'Pas moi') up to the question's maximum, each shown with 'Supprimer'.
 */
export function PhotoQuestion({
  question,
  questionnaireId,
  photos,
  userId,
}: {
  question: Question;
  questionnaireId: string;
  photos: Inspiration[];
  userId: string;
}) {
  const max = maxPhotosOf(question);
  const titleId = `question-${question.id}`;
  const title = useRef<HTMLHeadingElement>(null);
  const removal = usePhotoRemoval(userId, questionnaireId, title);

  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={question.hint ? `${titleId}-hint` : undefined}
      // Focus never lands under the bar of the saving status, stuck to the bottom of the screen.
      className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5 [&_:is(input,textarea,button,h2)]:scroll-mb-24"
    >
      <div className="space-y-1">
        <h2 id={titleId} ref={title} tabIndex={-1} className="font-medium text-gray-900 outline-none">
          {question.label}
        </h2>
        {question.hint && (
          <p id={`${titleId}-hint`} className="text-sm text-gray-600">
            {question.hint}
          </p>
        )}
        <p className="text-sm text-gray-600">{T.questionCount(photos.length, max)}</p>
      </div>

      {photos.length < max ? (
        <InspirationAddForm
          userId={userId}
          questionnaireId={questionnaireId}
          questionId={question.id}
          onAddedLast={() => title.current?.focus()}
        />
      ) : (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{T.questionFullHint(max)}</p>
      )}

      {photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {photos.map((photo, index) => (
            <li
              key={photo.id}
              className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white"
            >
              <img
                src={photo.thumbnailUrl}
                alt={T.questionPhotoAlt(question.label, index + 1, photo.caption)}
                width={480}
                height={480}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full bg-gray-100 object-cover"
              />
              <div className="flex flex-1 flex-col gap-1.5 p-2.5">
                {photo.caption && (
                  <p className="line-clamp-3 break-words text-sm text-gray-700">{photo.caption}</p>
                )}
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-auto min-h-11 px-2 text-red-700 hover:bg-red-50 sm:min-h-9"
                  onClick={() => removal.ask(photo.id)}
                >
                  <Trash2 aria-hidden />
                  {T.remove}
                  <span className="sr-only">{T.removeFor(index + 1)}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {removal.dialog}
    </section>
  );
}
