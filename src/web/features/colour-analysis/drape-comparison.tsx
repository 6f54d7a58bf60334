import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import {
  DRAPE_VERDICT_LABELS,
  DRAPE_VERDICTS,
  DRAPING_TEXTS,
  type Drape,
  type DrapeVerdict,
} from '~/domain/draping-texts';
import type { Swatch } from '~/domain/palettes';
import { Button } from '~/web/components/ui/button';
import type { DrapeFrame } from './drape-frame';
import type { DrapeSide, DrapeStep } from './drape-steps';
import { DrapeView } from './drape-view';

type Photo = { src: string; width: number; height: number; frame: DrapeFrame };

/**
 * Two drapes side by side under her face, one per side of the comparison; a tap on a drape (or its arrows) steps
 * through that side's swatches, and 'Flatte' or 'Éteint' notes the colour shown.
 */
export function DrapeComparison({
  step,
  photo,
  drapes,
  onVerdict,
}: {
  step: DrapeStep;
  photo: Photo;
  drapes: Drape[];
  onVerdict: (swatch: Swatch, verdict: DrapeVerdict) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:gap-4">
      {step.sides.map((side) => (
        // A new step starts each side at its first colour.
        <DrapeColumn
          key={`${step.id}-${side.label}`}
          side={side}
          photo={photo}
          drapes={drapes}
          onVerdict={onVerdict}
        />
      ))}
    </div>
  );
}

function DrapeColumn({
  side,
  photo,
  drapes,
  onVerdict,
}: {
  side: DrapeSide;
  photo: Photo;
  drapes: Drape[];
  onVerdict: (swatch: Swatch, verdict: DrapeVerdict) => void;
}) {
  const [index, setIndex] = useState(0);
  const count = side.swatches.length;
  const swatch = side.swatches[index % count]!;
  const step = (by: number) => setIndex((current) => (current + by + count) % count);
  const noted = drapes.find((drape) => drape.hex === swatch.hex)?.verdict;
  const position = DRAPING_TEXTS.colourOf((index % count) + 1, count);

  return (
    <section className="min-w-0 space-y-2" aria-label={side.label}>
      <h4 className="text-center text-sm font-semibold text-gray-900">{side.label}</h4>
      <button
        type="button"
        onClick={() => step(1)}
        className="block w-full rounded-xl focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        aria-label={`${DRAPING_TEXTS.drapeOn(swatch.name)}. ${DRAPING_TEXTS.nextColour}`}
      >
        <DrapeView {...photo} colour={swatch.hex} label={DRAPING_TEXTS.drapeOn(swatch.name)} />
      </button>
      <div className="flex items-center justify-between gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-11 shrink-0"
          onClick={() => step(-1)}
          aria-label={`${DRAPING_TEXTS.previousColour} (${side.label})`}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <p className="min-w-0 text-center text-sm" aria-live="polite">
          <span className="block truncate font-medium text-gray-900">{swatch.name}</span>
          <span className="block text-xs text-gray-600">{position}</span>
        </p>
        <Button
          variant="ghost"
          size="icon"
          className="size-11 shrink-0"
          onClick={() => step(1)}
          aria-label={`${DRAPING_TEXTS.nextColour} (${side.label})`}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-1" role="group" aria-label={`Verdict pour ${swatch.name}`}>
        {DRAPE_VERDICTS.map((verdict) => (
          <Button
            key={verdict}
            variant={noted === verdict ? 'default' : 'outline'}
            className="min-h-11 px-2"
            aria-pressed={noted === verdict}
            onClick={() => onVerdict(swatch, verdict)}
          >
            {DRAPE_VERDICT_LABELS[verdict]}
          </Button>
        ))}
      </div>
    </section>
  );
}
