import { PALETTE_MATCH_LABELS } from '~/domain/diagnosis-texts';
import type { PaletteMatch } from '~/domain/palette-match';
import { cn } from '~/web/lib/cn';

const STYLES: Record<PaletteMatch, string> = {
  in: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  near: 'bg-amber-50 text-amber-800 ring-amber-200',
  out: 'bg-stone-100 text-stone-700 ring-stone-200',
};

/** How a garment sits in the client's palette; nothing when she has no palette or its colour is unmeasured. */
export function PaletteBadge({
  match,
  viewer,
  className,
}: {
  match: PaletteMatch | null;
  viewer: 'client' | 'consultant';
  className?: string;
}) {
  if (!match) return null;
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        STYLES[match],
        className,
      )}
    >
      {PALETTE_MATCH_LABELS[viewer][match]}
    </span>
  );
}
