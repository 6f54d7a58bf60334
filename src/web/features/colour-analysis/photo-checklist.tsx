import { CheckCircle2, Circle, XCircle } from 'lucide-react';
import { PHOTO_CHECK_MESSAGES } from '~/domain/colour-analysis/colour-analysis-texts';
import type { PhotoCheck, PhotoChecks } from '~/domain/colour-analysis/photo-checks';
import { COLOUR_PHOTO_TEXTS as T } from '~/domain/colour-photo-texts';
import { cn } from '~/web/lib/cn';

const ORDER: PhotoCheck[] = ['faceFound', 'faceLargeEnough', 'brightEnough', 'whiteCardFound'];

type Line = { state: 'passed' | 'failed' | 'waiting'; text: string };

function lineOf(check: PhotoCheck, checks: PhotoChecks | null): Line {
  if (!checks) return { state: 'waiting', text: T.checkPassed[check] };
  if (checks[check]) return { state: 'passed', text: T.checkPassed[check] };
  // The size and the card are measured against a face: without one they wait for it.
  if (!checks.faceFound && (check === 'faceLargeEnough' || check === 'whiteCardFound'))
    return { state: 'waiting', text: `${T.checkPassed[check]} : ${T.waitingForFace.toLowerCase()}` };
  return { state: 'failed', text: PHOTO_CHECK_MESSAGES[check] };
}

/**
 * The four checks of the guided photo, each passed or with what to do, in French. Said politely to a screen
 * reader as a line changes (only the changed line, not the whole list on every frame).
 */
export function PhotoChecklist({ checks, id }: { checks: PhotoChecks | null; id?: string }) {
  return (
    <div className="space-y-2">
      <h3 id={id ? `${id}-title` : undefined} className="text-sm font-semibold text-gray-900">
        {T.checklistTitle}
      </h3>
      <ul
        id={id}
        aria-live="polite"
        aria-labelledby={id ? `${id}-title` : undefined}
        className="space-y-2 text-sm"
      >
        {ORDER.map((check) => {
          const line = lineOf(check, checks);
          const Icon = line.state === 'passed' ? CheckCircle2 : line.state === 'failed' ? XCircle : Circle;
          return (
            <li
              key={check}
              data-check={check}
              data-state={line.state}
              className={cn(
                'flex items-start gap-2 rounded-lg px-3 py-2',
                line.state === 'passed' && 'bg-emerald-50 text-emerald-900',
                line.state === 'failed' && 'bg-amber-50 text-amber-900',
                line.state === 'waiting' && 'bg-gray-50 text-gray-700',
              )}
            >
              <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{line.text}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
