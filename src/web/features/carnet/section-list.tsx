import { useId } from 'react';
import {
  CARNET_SECTION_LABELS,
  DOCUMENT_MESSAGES,
  type CarnetComposition,
  type CarnetSection,
} from '~/domain/documents-texts';
import { MoveButtons } from '~/web/components/move-buttons';

/** The six parts, in the carnet's order: each included or not, and moved up or down. */
export function SectionList({
  sections,
  available,
  onToggle,
  onMove,
}: {
  sections: CarnetComposition['sections'];
  available: Record<CarnetSection, boolean>;
  onToggle: (kind: CarnetSection, included: boolean) => void;
  onMove: (kind: CarnetSection, step: -1 | 1) => void;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-base font-semibold text-gray-900">
        {DOCUMENT_MESSAGES.sectionsLegend}
      </legend>
      <ol className="space-y-2">
        {sections.map((section, index) => {
          const { label, hint } = CARNET_SECTION_LABELS[section.kind];
          const inputId = `${id}-${section.kind}`;
          return (
            <li
              key={section.kind}
              className="flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-3"
            >
              <span aria-hidden className="w-5 shrink-0 text-center text-sm font-medium text-gray-600">
                {index + 1}
              </span>
              <input
                id={inputId}
                type="checkbox"
                className="size-5 shrink-0 accent-brand-600"
                checked={section.included}
                aria-describedby={`${inputId}-hint`}
                onChange={(event) => onToggle(section.kind, event.target.checked)}
              />
              <div className="min-w-0 flex-1">
                <label htmlFor={inputId} className="block cursor-pointer font-medium text-gray-900">
                  {label}
                </label>
                <p id={`${inputId}-hint`} className="text-sm text-gray-600">
                  {hint}
                  {!available[section.kind] && (
                    <span className="mt-0.5 block italic text-gray-600">
                      {DOCUMENT_MESSAGES.nothingToPrint}
                    </span>
                  )}
                </p>
              </div>
              <MoveButtons
                upLabel={DOCUMENT_MESSAGES.moveUp(label)}
                downLabel={DOCUMENT_MESSAGES.moveDown(label)}
                index={index}
                count={sections.length}
                onMove={(step) => onMove(section.kind, step)}
              />
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
