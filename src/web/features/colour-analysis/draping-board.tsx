import { ArrowLeft, Camera, Save } from 'lucide-react';
import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link, useOutletContext } from 'react-router';
import type { ClientSummary } from '~/domain/clients';
import { classifyColours } from '~/domain/colour-analysis/colour-classes';
import { suggestSeasons } from '~/domain/colour-analysis/season-suggestions';
import {
  DRAPING_TEXTS,
  MAX_DRAPING_NOTE_LENGTH,
  type ColourAnalysis,
  type Drape,
  type DrapeVerdict,
} from '~/domain/draping-texts';
import { PALETTE_IDS, type PaletteId, type Swatch } from '~/domain/palettes';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Textarea } from '~/web/components/ui/input';
import { NativeSelect } from '~/web/components/ui/native-select';
import { Spinner } from '~/web/components/ui/spinner';
import {
  useColourAnalysis,
  useFacePhoto,
  useSaveDraping,
  useSaveMeasurements,
} from '~/web/lib/colour-analysis';
import { useDraft } from '~/web/lib/drafts';
import { errorMessage } from '~/web/lib/error-message';
import { toast } from '~/web/lib/toast';
import { examinePicture } from './capture-examine';
import { photoBlob, pictureFromFile } from './capture-image';
import { AXIS_STEPS, seasonsStep } from './drape-steps';
import { DrapeComparison } from './drape-comparison';
import { NotedDrapes } from './noted-drapes';
import { MeasuredColours, SeasonChoice, SeasonSuggestions } from './season-choice';
import { useBoardPhoto } from './use-board-photo';

type Draping = { drapes: Drape[]; note: string | null };
const isNull = (value: unknown) => value === null;

/**
 * 'Table de drapage' (issue 37): the consultant compares drapes under her client's face on the photo the client
 * kept for it, notes what flatters and what dulls, reads the seasons the measured colours suggest, and retains
 * one into the diagnosis.
 */
export function DrapingBoard() {
  const client = useOutletContext<ClientSummary>();
  const analysis = useColourAnalysis(client.id);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-gray-900">{DRAPING_TEXTS.boardTitle}</h2>
        <Button asChild variant="outline" className="min-h-11">
          <Link to=".." relative="path">
            <ArrowLeft aria-hidden />
            {DRAPING_TEXTS.backToDiagnosis}
          </Link>
        </Button>
      </div>
      <p className="text-sm text-gray-700">{DRAPING_TEXTS.boardIntro}</p>
      {analysis.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={DRAPING_TEXTS.photoLoading} />
        </div>
      ) : analysis.isError ? (
        <LoadFailure message={DRAPING_TEXTS.loadFailed} onRetry={() => void analysis.refetch()} />
      ) : (
        <Board clientId={client.id} analysis={analysis.data} />
      )}
    </div>
  );
}

function Board({ clientId, analysis }: { clientId: string; analysis: ColourAnalysis }) {
  const ids = useId();
  const photo = useBoardPhoto(analysis.photoUrl);
  const suggestions = useMemo(() => {
    const measured = analysis.measurements;
    return measured ? suggestSeasons(classifyColours(measured)) : [];
  }, [analysis.measurements]);
  const suggested = suggestions.map((suggestion) => suggestion.palette);

  // Her verdicts and notes not saved yet are a draft: a reload finds them as she left them.
  const draft = useDraft<Draping | null>(`draping.${clientId}`, null, isNull);
  const draping = draft.value ?? { drapes: analysis.drapes, note: analysis.note };
  const save = useSaveDraping(clientId);
  const saving = useRef(false);
  const edit = (change: (current: Draping) => Draping) =>
    draft.setValue((current) => change(current ?? { drapes: analysis.drapes, note: analysis.note }));

  const mark = (swatch: Swatch, verdict: DrapeVerdict) =>
    edit((current) => {
      const kept = current.drapes.find((drape) => drape.hex === swatch.hex);
      const drapes = kept
        ? current.drapes.map((drape) => (drape.hex === swatch.hex ? { ...drape, verdict } : drape))
        : [...current.drapes, { hex: swatch.hex, name: swatch.name, verdict, note: null }];
      return { ...current, drapes };
    });

  const submit = () => {
    if (saving.current) return;
    saving.current = true;
    const sent = draping;
    save.mutate(sent, {
      onSuccess: () => {
        toast.success(DRAPING_TEXTS.saved);
        // What she changed while it saved stays a draft.
        draft.setValue((current) => (current && current !== sent ? current : null));
      },
      onError: (error) => toast.error('Erreur', { description: errorMessage(error) }),
      onSettled: () => {
        saving.current = false;
      },
    });
  };

  const [stepIndex, setStepIndex] = useState(0);
  const [seasons, setSeasons] = useState<[PaletteId, PaletteId] | null>(null);
  const compared = seasons ?? [
    suggested[0] ?? 'printemps_chaud',
    suggested[1] ?? suggested[0] ?? 'ete_froid',
  ];
  const steps = [...AXIS_STEPS, seasonsStep(compared[0], compared[1])];
  const step = steps[stepIndex]!;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>{DRAPING_TEXTS.stepsLabel}</CardTitle>
          {draft.restored && <CardDescription>{DRAPING_TEXTS.draftRestored}</CardDescription>}
        </CardHeader>
        <CardContent className="space-y-4">
          <div role="group" aria-label={DRAPING_TEXTS.stepsLabel} className="flex flex-wrap gap-2">
            {steps.map((each, index) => (
              <Button
                key={each.id}
                variant={index === stepIndex ? 'default' : 'outline'}
                size="sm"
                className="min-h-11 sm:min-h-9"
                aria-pressed={index === stepIndex}
                onClick={() => setStepIndex(index)}
              >
                {each.title}
              </Button>
            ))}
          </div>
          {step.id === 'seasons' && (
            <div className="grid grid-cols-2 gap-2 sm:gap-4">
              {([0, 1] as const).map((side) => (
                <div key={side} className="min-w-0 space-y-1">
                  <label htmlFor={`${ids}-season-${side}`} className="text-sm text-gray-700">
                    {side === 0 ? DRAPING_TEXTS.leftSeason : DRAPING_TEXTS.rightSeason}
                  </label>
                  <NativeSelect
                    id={`${ids}-season-${side}`}
                    value={compared[side]}
                    onChange={(event) => {
                      const next: [PaletteId, PaletteId] = [...compared];
                      next[side] = event.target.value as PaletteId;
                      setSeasons(next);
                    }}
                  >
                    {PALETTE_IDS.map((palette) => (
                      <option key={palette} value={palette}>
                        {seasonsStep(palette, palette).sides[0].label}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              ))}
            </div>
          )}
          <PhotoArea clientId={clientId} analysis={analysis} photo={photo}>
            {photo.status === 'ready' && (
              <DrapeComparison step={step} photo={photo} drapes={draping.drapes} onVerdict={mark} />
            )}
          </PhotoArea>
        </CardContent>
      </Card>

      <div className="min-w-0 space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>{DRAPING_TEXTS.measuredTitle}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-5">
            {analysis.measurements ? (
              <MeasuredColours measurements={analysis.measurements} />
            ) : (
              <p className="text-sm text-gray-600">{DRAPING_TEXTS.notMeasured}</p>
            )}
            {suggestions.length > 0 && (
              <section className="space-y-2" aria-labelledby={`${ids}-suggested`}>
                <h3 id={`${ids}-suggested`} className="font-semibold text-gray-900">
                  {DRAPING_TEXTS.suggestionsTitle}
                </h3>
                <SeasonSuggestions suggestions={suggestions} />
              </section>
            )}
            <SeasonChoice clientId={clientId} suggested={suggested} />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{DRAPING_TEXTS.notedTitle}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <NotedDrapes
              drapes={draping.drapes}
              onChange={(drapes) => edit((current) => ({ ...current, drapes }))}
            />
            <div className="space-y-1">
              <label htmlFor={`${ids}-note`} className="text-sm font-medium text-gray-900">
                {DRAPING_TEXTS.notesLabel}
              </label>
              <Textarea
                id={`${ids}-note`}
                value={draping.note ?? ''}
                maxLength={MAX_DRAPING_NOTE_LENGTH}
                onChange={(event) => {
                  const note = event.target.value;
                  edit((current) => ({ ...current, note }));
                }}
              />
            </div>
            <Button className="min-h-11" onClick={submit} aria-disabled={save.isPending || undefined}>
              <Save aria-hidden />
              {DRAPING_TEXTS.save}
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/** The photo's states around the drapes: loading, missing (with the way to add one), unreadable. */
function PhotoArea({
  clientId,
  analysis,
  photo,
  children,
}: {
  clientId: string;
  analysis: ColourAnalysis;
  photo: ReturnType<typeof useBoardPhoto>;
  children: React.ReactNode;
}) {
  const upload = useFacePhoto(clientId);
  const measure = useSaveMeasurements(clientId);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // A photo she takes during the video call: kept (the client agreed), and its colours measured here when the
  // checks pass (face, size, light, white sheet); otherwise she drapes on it and the measured colours stay.
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || sending) return;
    setSending(true);
    try {
      const picture = await pictureFromFile(file);
      await upload.mutateAsync(await photoBlob(picture));
      const examined = await examinePicture(picture).catch(() => null);
      if (examined?.measurements) {
        await measure.mutateAsync(examined.measurements);
        toast.success(DRAPING_TEXTS.photoSent, { description: DRAPING_TEXTS.photoMeasured });
      } else {
        toast.success(DRAPING_TEXTS.photoSent, {
          description: examined?.checks.messages[0] ?? DRAPING_TEXTS.photoNotMeasured,
        });
      }
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
    } finally {
      setSending(false);
    }
  };
  const addPhoto = analysis.photoConsentAt && (
    <>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => void choose(event)}
        aria-hidden
      />
      <Button
        variant="outline"
        className="min-h-11"
        onClick={() => input.current?.click()}
        aria-disabled={sending || undefined}
      >
        <Camera aria-hidden />
        {analysis.photoUrl ? DRAPING_TEXTS.replacePhoto : DRAPING_TEXTS.takeDuringCall}
      </Button>
    </>
  );

  if (photo.status === 'loading') {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={DRAPING_TEXTS.photoLoading} />
      </div>
    );
  }
  if (photo.status === 'none') {
    return (
      <div className="space-y-3 rounded-xl border border-dashed border-gray-300 p-6 text-center">
        <p className="font-medium text-gray-900">{DRAPING_TEXTS.noPhoto}</p>
        <p className="text-sm text-gray-600">
          {analysis.photoConsentAt ? DRAPING_TEXTS.askClient : DRAPING_TEXTS.noPhotoConsent}
        </p>
        {addPhoto}
      </div>
    );
  }
  if (photo.status === 'failed') {
    return (
      <p role="alert" className="text-sm text-red-700">
        {DRAPING_TEXTS.photoFailed}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {!photo.faceFound && <p className="text-sm text-amber-800">{DRAPING_TEXTS.noFaceOnPhoto}</p>}
      {children}
      {addPhoto}
    </div>
  );
}
