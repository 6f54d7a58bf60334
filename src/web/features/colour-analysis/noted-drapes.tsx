import { X } from 'lucide-react';
import {
  DRAPE_VERDICT_LABELS,
  DRAPING_TEXTS,
  MAX_DRAPE_NOTE_LENGTH,
  type Drape,
} from '~/domain/draping-texts';
import { Button } from '~/web/components/ui/button';
import { Input } from '~/web/components/ui/input';

/** The drapes she marked, each with its verdict and a short remark; one goes with its button. */
export function NotedDrapes({ drapes, onChange }: { drapes: Drape[]; onChange: (drapes: Drape[]) => void }) {
  if (drapes.length === 0) return <p className="text-sm text-gray-600">{DRAPING_TEXTS.notedEmpty}</p>;
  const update = (hex: string, change: Partial<Drape>) =>
    onChange(drapes.map((drape) => (drape.hex === hex ? { ...drape, ...change } : drape)));
  return (
    <ul className="space-y-2">
      {drapes.map((drape) => (
        <li key={drape.hex} className="space-y-2 rounded-lg border border-gray-200 p-2">
          <div className="flex items-center gap-2">
            <span
              className="size-8 shrink-0 rounded-full ring-1 ring-black/10"
              style={{ backgroundColor: drape.hex }}
              aria-hidden
            />
            <span className="min-w-0 flex-1 text-sm">
              <span className="block truncate font-medium text-gray-900">{drape.name}</span>
              <span
                className={drape.verdict === 'flatte' ? 'text-xs text-emerald-700' : 'text-xs text-gray-600'}
              >
                {DRAPE_VERDICT_LABELS[drape.verdict]}
              </span>
            </span>
            <Button
              variant="ghost"
              size="icon"
              className="size-11 shrink-0"
              aria-label={DRAPING_TEXTS.removeDrape(drape.name)}
              onClick={() => onChange(drapes.filter((other) => other.hex !== drape.hex))}
            >
              <X aria-hidden />
            </Button>
          </div>
          <Input
            aria-label={DRAPING_TEXTS.drapeNote(drape.name)}
            value={drape.note ?? ''}
            maxLength={MAX_DRAPE_NOTE_LENGTH}
            onChange={(event) => update(drape.hex, { note: event.target.value })}
            className="min-h-11 w-full"
          />
        </li>
      ))}
    </ul>
  );
}
