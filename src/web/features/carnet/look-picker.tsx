import { useId } from 'react';
import { DOCUMENT_MESSAGES, MAX_CARNET_LOOKS, type CarnetLookOption } from '~/domain/documents-texts';
import { cn } from '~/web/lib/cn';
import { formatDate } from '~/web/lib/format';
import { MoveButtons } from '~/web/components/move-buttons';

/**
 * The looks she shared with this client (newest first), each put in the carnet or not; below, the chosen ones in
 * the carnet's order, moved up or down. The checkboxes stay where they are as the order changes.
 */
export function LookPicker({
  looks,
  lookIds,
  onToggle,
  onMove,
}: {
  looks: CarnetLookOption[];
  lookIds: string[];
  onToggle: (lookId: string, included: boolean) => void;
  onMove: (lookId: string, step: -1 | 1) => void;
}) {
  const id = useId();
  const byId = new Map(looks.map((look) => [look.id, look]));
  // A look no longer shared is left out of the carnet by the server: not shown here either.
  const chosen = lookIds.flatMap((lookId) => byId.get(lookId) ?? []);
  const full = chosen.length >= MAX_CARNET_LOOKS;

  return (
    // Two looks a row where the composer is wide enough, whatever the screen (beside the preview from 1280 px).
    <div className="@container space-y-4">
      <fieldset>
        <legend className="mb-1 text-base font-semibold text-gray-900">
          {DOCUMENT_MESSAGES.looksLegend}
        </legend>
        <p className="mb-3 text-sm text-gray-600" role="status">
          {DOCUMENT_MESSAGES.looksChosen(chosen.length)}
          {full && ` · ${DOCUMENT_MESSAGES.tooManyLooks}`}
        </p>
        {looks.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-600">
            {DOCUMENT_MESSAGES.noLooks}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-2 @lg:grid-cols-2">
            {looks.map((look) => {
              const inputId = `${id}-${look.id}`;
              const included = lookIds.includes(look.id);
              return (
                <li key={look.id}>
                  <label
                    htmlFor={inputId}
                    className={cn(
                      'flex min-h-16 cursor-pointer items-center gap-3 rounded-xl border p-2 pr-3',
                      included ? 'border-brand-600 bg-brand-50' : 'border-gray-200 bg-white hover:bg-gray-50',
                    )}
                  >
                    <input
                      id={inputId}
                      type="checkbox"
                      className="ml-1 size-5 shrink-0 accent-brand-600"
                      checked={included}
                      disabled={!included && full}
                      aria-labelledby={`${inputId}-name`}
                      aria-describedby={`${inputId}-date`}
                      onChange={(event) => onToggle(look.id, event.target.checked)}
                    />
                    <Thumbnail look={look} className="size-14" />
                    <span className="min-w-0 flex-1">
                      <span id={`${inputId}-name`} className="block truncate font-medium text-gray-900">
                        {look.name}
                      </span>
                      <span id={`${inputId}-date`} className="block text-xs text-gray-600">
                        {formatDate(look.createdAt)}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>

      {chosen.length > 1 && (
        <section aria-labelledby={`${id}-order`} className="space-y-2">
          <h3 id={`${id}-order`} className="text-sm font-semibold text-gray-900">
            {DOCUMENT_MESSAGES.looksOrder}
          </h3>
          <ol className="space-y-2">
            {chosen.map((look, index) => (
              <li
                key={look.id}
                className="flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-2 pl-3"
              >
                <span aria-hidden className="w-5 shrink-0 text-center text-sm font-medium text-gray-600">
                  {index + 1}
                </span>
                <Thumbnail look={look} className="size-10" />
                <span className="min-w-0 flex-1 truncate text-sm font-medium text-gray-900">{look.name}</span>
                <MoveButtons
                  upLabel={DOCUMENT_MESSAGES.moveUp(look.name)}
                  downLabel={DOCUMENT_MESSAGES.moveDown(look.name)}
                  index={index}
                  count={chosen.length}
                  onMove={(step) => onMove(look.id, step)}
                />
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

function Thumbnail({ look, className }: { look: CarnetLookOption; className: string }) {
  return (
    <img
      src={look.imageUrl}
      alt=""
      loading="lazy"
      decoding="async"
      className={cn('shrink-0 rounded-lg border border-gray-200 bg-gray-50 object-cover', className)}
    />
  );
}
