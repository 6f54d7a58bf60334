import { Loader2, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { PhotoChecks } from '~/domain/colour-analysis/photo-checks';
import { COLOUR_PHOTO_TEXTS as T } from '~/domain/colour-photo-texts';
import {
  CHROMA_LABELS,
  CONTRAST_LABELS,
  SKIN_VALUE_LABELS,
  UNDERTONE_LABELS,
  type ColourMeasurements,
  type LabColour,
} from '~/domain/draping-texts';
import { labToHex } from '~/domain/palette-match';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';
import type { Picture } from './capture-image';
import { PhotoChecklist } from './photo-checklist';

function Swatch({ label, colour }: { label: string; colour: LabColour | null }) {
  return (
    <li className="flex min-w-0 flex-col items-center gap-2 text-center">
      <span
        className="size-14 rounded-full border border-gray-300 shadow-inner sm:size-16"
        style={colour ? { backgroundColor: labToHex(colour) } : undefined}
        aria-hidden
      />
      <span className="text-sm font-medium text-gray-900">{label}</span>
      {!colour && <span className="text-xs text-gray-600">{T.unmeasured}</span>}
    </li>
  );
}

/** The skin, eyes and hair colours and their four classes, in French. */
export function MeasuredColours({ measurements }: { measurements: ColourMeasurements }) {
  const classes = [
    UNDERTONE_LABELS[measurements.undertone],
    SKIN_VALUE_LABELS[measurements.value],
    CHROMA_LABELS[measurements.chroma],
    measurements.contrast ? CONTRAST_LABELS[measurements.contrast] : T.contrastUnmeasured,
  ];
  return (
    <div className="space-y-4">
      <ul className="grid grid-cols-3 gap-3" aria-label={T.resultsTitle}>
        <Swatch label={T.skin} colour={measurements.skin} />
        <Swatch label={T.eyes} colour={measurements.eyes} />
        <Swatch label={T.hair} colour={measurements.hair} />
      </ul>
      <ul className="flex flex-wrap gap-2">
        {classes.map((label) => (
          <li
            key={label}
            className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
          >
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Her photo as the page holds it, drawn small beside the colours measured on it. */
export function PicturePreview({ picture }: { picture: Picture }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    let made: string | null = null;
    picture.analysis.toBlob(
      (blob) => {
        if (!blob || !current) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      'image/jpeg',
      0.85,
    );
    return () => {
      current = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [picture]);
  return (
    <div className="mx-auto aspect-[3/4] w-40 shrink-0 overflow-hidden rounded-2xl bg-gray-100 sm:mx-0">
      {url && <img src={url} alt={T.yourPhoto} className="size-full object-cover" />}
    </div>
  );
}

/**
 * The photo accepted: her picture, its checks passed, the colours measured on it, and 'Envoyer à ma conseillère'.
 * Its title takes the focus as it appears (the page moves it there).
 */
export function ResultsCard({
  picture,
  checks,
  measurements,
  online,
  sending,
  error,
  onSend,
}: {
  picture: Picture;
  checks: PhotoChecks;
  measurements: ColourMeasurements;
  online: boolean;
  sending: boolean;
  error: string | null;
  onSend: () => void;
}) {
  return (
    <Card aria-labelledby="colour-results-title">
      <CardHeader>
        <CardTitle id="colour-results-title" tabIndex={-1} className="scroll-mt-20 focus:outline-none">
          {T.resultsTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <PicturePreview picture={picture} />
          <div className="min-w-0 flex-1 space-y-3">
            <PhotoChecklist checks={checks} />
            <MeasuredColours measurements={measurements} />
          </div>
        </div>
        <p className="text-sm text-gray-600">{T.resultsNotice}</p>
        {!online && error !== T.offline && (
          <p role="status" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {T.offline}
          </p>
        )}
        <Button
          size="lg"
          className="min-h-11 w-full sm:w-auto"
          aria-disabled={sending || undefined}
          onClick={onSend}
        >
          {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
          {sending ? T.sending : T.send}
        </Button>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
