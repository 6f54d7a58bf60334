import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { SeasonSuggestion } from '~/domain/colour-analysis/season-suggestions';
import { classifyColours } from '~/domain/colour-analysis/colour-classes';
import { COLOUR_ANALYSIS_TEXTS } from '~/domain/colour-analysis/colour-analysis-texts';
import {
  CHROMA_LABELS,
  CONTRAST_LABELS,
  DRAPING_TEXTS,
  SKIN_VALUE_LABELS,
  UNDERTONE_LABELS,
  type ColourMeasurements,
} from '~/domain/draping-texts';
import { labToHex } from '~/domain/palette-match';
import { PALETTE_IDS, PALETTES, type PaletteId } from '~/domain/palettes';
import { Button } from '~/web/components/ui/button';
import { NativeSelect } from '~/web/components/ui/native-select';
import { clientDiagnosisQueryOptions, useSaveDiagnosis } from '~/web/lib/diagnosis';
import { errorMessage } from '~/web/lib/error-message';
import { toast } from '~/web/lib/toast';

/** Her skin, eyes and hair as measured, and the four readings drawn from them. */
export function MeasuredColours({ measurements }: { measurements: ColourMeasurements }) {
  const parts = [
    [COLOUR_ANALYSIS_TEXTS.skin, measurements.skin],
    [COLOUR_ANALYSIS_TEXTS.eyes, measurements.eyes],
    [COLOUR_ANALYSIS_TEXTS.hair, measurements.hair],
  ] as const;
  // Read again from the colours with today's thresholds, as the suggestions are.
  const classes = classifyColours(measurements);
  const readings = [
    UNDERTONE_LABELS[classes.undertone],
    SKIN_VALUE_LABELS[classes.value],
    CHROMA_LABELS[classes.chroma],
    classes.contrast && CONTRAST_LABELS[classes.contrast],
  ].filter(Boolean);
  return (
    <div className="space-y-3">
      <ul className="flex flex-wrap gap-4">
        {parts.map(([label, lab]) => (
          <li key={label} className="flex items-center gap-2 text-sm text-gray-900">
            <span
              className="size-9 rounded-full ring-1 ring-black/10"
              style={{ backgroundColor: lab ? labToHex(lab) : 'transparent' }}
              aria-hidden
            />
            <span>
              {label}
              {!lab && <span className="block text-xs text-gray-600">—</span>}
            </span>
          </li>
        ))}
      </ul>
      <ul className="flex flex-wrap gap-2" aria-label={DRAPING_TEXTS.measuredTitle}>
        {readings.map((reading) => (
          <li key={reading} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
            {reading}
          </li>
        ))}
      </ul>
      <p className="text-xs text-gray-600">
        {measurements.whiteCard ? DRAPING_TEXTS.whiteCard : DRAPING_TEXTS.noWhiteCard}
      </p>
    </div>
  );
}

/** The nearest seasons with why (and what speaks against), as an aid. */
export function SeasonSuggestions({ suggestions }: { suggestions: SeasonSuggestion[] }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-gray-600">{COLOUR_ANALYSIS_TEXTS.suggestionsNotice}</p>
      <ol className="space-y-2">
        {suggestions.map((suggestion) => (
          <li key={suggestion.palette} className="rounded-lg border border-gray-200 p-3">
            <p className="font-medium text-gray-900">{suggestion.label}</p>
            {suggestion.reasons.length > 0 && (
              <p className="text-sm text-gray-700">{suggestion.reasons.join(', ')}</p>
            )}
            {suggestion.reservations.length > 0 && (
              <p className="text-sm text-gray-600">{suggestion.reservations.join(', ')}</p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The consultant's choice of season, written into the diagnosis (its swatches start whole again); the suggested
 * seasons come first in the list.
 */
export function SeasonChoice({ clientId, suggested }: { clientId: string; suggested: readonly PaletteId[] }) {
  const id = useId();
  const diagnosis = useQuery(clientDiagnosisQueryOptions(clientId));
  const save = useSaveDiagnosis(clientId);
  const current = diagnosis.data?.input.palette ?? null;
  const [chosen, setChosen] = useState<PaletteId | null>(null);
  const value = chosen ?? current ?? suggested[0] ?? PALETTE_IDS[0];
  const order = [...suggested, ...PALETTE_IDS.filter((palette) => !suggested.includes(palette))];

  const submit = () => {
    if (!diagnosis.data || save.isPending) return;
    const input = diagnosis.data.input;
    save.mutate(
      { ...input, palette: value, removedSwatches: value === input.palette ? input.removedSwatches : [] },
      {
        onSuccess: () => {
          setChosen(null);
          toast.success(DRAPING_TEXTS.seasonSaved(PALETTES[value].label));
        },
        onError: (error) => toast.error('Erreur', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <label htmlFor={`${id}-season`} className="text-sm font-medium text-gray-900">
          {DRAPING_TEXTS.seasonLabel}
        </label>
        <NativeSelect
          id={`${id}-season`}
          value={value}
          onChange={(event) => setChosen(event.target.value as PaletteId)}
          className="min-h-11 w-full"
        >
          {order.map((palette) => (
            <option key={palette} value={palette}>
              {suggested.includes(palette)
                ? DRAPING_TEXTS.seasonSuggested(PALETTES[palette].label)
                : PALETTES[palette].label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        className="min-h-11"
        onClick={submit}
        aria-disabled={save.isPending || !diagnosis.data || undefined}
      >
        {DRAPING_TEXTS.chooseSeason}
      </Button>
      {current && (
        <p className="text-sm text-gray-600">{DRAPING_TEXTS.currentSeason(PALETTES[current].label)}</p>
      )}
    </div>
  );
}
