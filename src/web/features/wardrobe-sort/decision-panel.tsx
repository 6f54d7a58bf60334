import { useId, useState } from 'react';
import {
  MAX_SORT_NOTE_LENGTH,
  SORT_DECISION_LABELS,
  SORT_DECISIONS,
  SORT_REASON_LABELS,
  SORT_REASONS,
  type SortDecision,
  type SortDecisionView,
  type SortReason,
} from '~/domain/wardrobe-sort-texts';
import { Button } from '~/web/components/ui/button';
import { Textarea } from '~/web/components/ui/input';
import { cn } from '~/web/lib/cn';
import type { DecisionChange } from './api';

/** Keys 1 to 5 decide on a desk, in the buttons' order. */
export const DECISION_KEYS: Record<string, SortDecision> = Object.fromEntries(
  SORT_DECISIONS.map((decision, index) => [String(index + 1), decision]),
);

const pressed =
  'aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 aria-pressed:font-semibold';

/**
 * One garment's decision: five large buttons, then the reasons as chips and a note (kept when the field is left).
 * `large` on a phone: two columns of 48 px buttons for a thumb.
 */
export function DecisionPanel({
  itemId,
  title,
  current,
  disabled,
  large = false,
  onChange,
}: {
  itemId: string;
  title: string;
  current: SortDecisionView | undefined;
  disabled: boolean;
  large?: boolean;
  onChange: (change: DecisionChange) => void;
}) {
  const id = useId();
  const [note, setNote] = useState(current?.note ?? '');
  const [editedFor, setEditedFor] = useState(current?.note ?? '');
  // Another screen changed the note meanwhile: show theirs unless she is typing her own.
  if ((current?.note ?? '') !== editedFor) {
    setEditedFor(current?.note ?? '');
    setNote(current?.note ?? '');
  }
  const reasons = current?.reasons ?? [];
  const send = (decision: SortDecision | null, nextReasons: SortReason[], nextNote: string) =>
    onChange({ itemId, decision, reasons: nextReasons, note: nextNote.trim() || null });

  return (
    <div className="space-y-3">
      <div
        role="group"
        aria-label={`Décision pour ${title}`}
        className={large ? 'grid grid-cols-2 gap-2' : 'flex flex-wrap gap-1.5'}
      >
        {SORT_DECISIONS.map((decision) => (
          <Button
            key={decision}
            type="button"
            variant="outline"
            size="sm"
            aria-pressed={current?.decision === decision}
            disabled={disabled}
            onClick={() =>
              current?.decision === decision ? send(null, [], '') : send(decision, reasons, note)
            }
            className={cn(
              large ? 'min-h-12 text-base' : 'min-h-11 px-2.5 text-sm',
              pressed,
              decision === 'unsure' && large && 'col-span-2',
            )}
          >
            {SORT_DECISION_LABELS[decision]}
          </Button>
        ))}
      </div>
      {current && (
        <>
          <div role="group" aria-label={`Raisons pour ${title}`} className="flex flex-wrap gap-2">
            {SORT_REASONS.map((reason) => {
              const on = reasons.includes(reason);
              return (
                <button
                  key={reason}
                  type="button"
                  aria-pressed={on}
                  disabled={disabled}
                  onClick={() =>
                    send(
                      current.decision,
                      on ? reasons.filter((one) => one !== reason) : [...reasons, reason],
                      note,
                    )
                  }
                  className={cn(
                    'min-h-9 rounded-full border border-gray-300 bg-white px-3 text-sm text-gray-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60',
                    pressed,
                  )}
                >
                  {SORT_REASON_LABELS[reason]}
                </button>
              );
            })}
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-note`} className="text-sm font-medium text-gray-700">
              Note
            </label>
            <Textarea
              id={`${id}-note`}
              value={note}
              maxLength={MAX_SORT_NOTE_LENGTH}
              rows={2}
              disabled={disabled}
              placeholder={current.decision === 'alter' ? 'Raccourcir de 2 cm, changer les boutons…' : ''}
              onChange={(event) => setNote(event.target.value)}
              onBlur={() => {
                if (note.trim() !== (current.note ?? '')) send(current.decision, reasons, note);
              }}
            />
          </div>
        </>
      )}
    </div>
  );
}
