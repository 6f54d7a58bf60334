import { useId, useState, type FormEvent } from 'react';
import { CATEGORIES, CATEGORY_TAB_LABELS } from '~/domain/clothing';
import type { Advice, Diagnosis, DiagnosisInput } from '~/domain/diagnosis';
import {
  DIAGNOSIS_MESSAGES,
  DIAGNOSIS_TEXTS,
  MAX_ADDED_SWATCHES,
  MAX_ADVICE_LENGTH,
  MAX_AVOID_COLORS,
  MAX_COLOUR_ADVICE_LENGTH,
  MAX_MORPHOLOGY_NOTE_LENGTH,
  MAX_SIGNATURE_COLORS,
  METAL_LABELS,
  METALS,
} from '~/domain/diagnosis-texts';
import { CONTRAST_LABELS, CONTRAST_LEVELS } from '~/domain/draping-texts';
import {
  INCOMPLETE_MORPHOLOGY_LABEL,
  MORPHOLOGY_LABELS,
  morphologiesFor,
  type Morphology,
} from '~/domain/morphology';
import { DEFAULT_ADVICE } from '~/domain/morphology-advice';
import { PALETTE_IDS, PALETTES, type PaletteId } from '~/domain/palettes';
import { OptionSelect } from '~/web/components/option-select';
import { Button } from '~/web/components/ui/button';
import { FormField } from '~/web/components/ui/form-field';
import { Textarea } from '~/web/components/ui/input';
import { useSaveDiagnosis } from '~/web/lib/diagnosis';
import { errorMessage } from '~/web/lib/error-message';
import { SwatchEditor } from './swatch-editor';
import { lazySchemas } from '~/web/lib/lazy-validation';

const diagnosisSchemas = lazySchemas(() => import('~/domain/diagnosis'));

const COMPUTED = 'computed';
const NO_PALETTE = 'none';
const UNSAID = 'none';
const metalLabels = { [UNSAID]: DIAGNOSIS_TEXTS.noMetals, ...METAL_LABELS };
const contrastLabels = { [UNSAID]: DIAGNOSIS_TEXTS.noMetals, ...CONTRAST_LABELS };

/** The diagnosis form of the client file: what the consultant records after her session. */
export function DiagnosisForm({
  clientId,
  diagnosis,
  input,
  onChange,
  restored,
  onDone,
  onSaved,
}: {
  clientId: string;
  diagnosis: Diagnosis;
  /** What the form holds: a draft kept by the tab, so a reload finds it. */
  input: DiagnosisInput;
  onChange: (input: DiagnosisInput) => void;
  /** The draft came back from an earlier visit. */
  restored: boolean;
  onDone: () => void;
  onSaved: () => void;
}) {
  const ids = useId();
  const save = useSaveDiagnosis(clientId);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof DiagnosisInput>(key: K, value: DiagnosisInput[K]) =>
    onChange({ ...input, [key]: value });

  const computed =
    diagnosis.morphology.computed.kind === 'computed' ? diagnosis.morphology.computed.type : null;
  const effective = input.morphology ?? computed;
  const defaultAdvice = (category: (typeof CATEGORIES)[number]) =>
    effective ? DEFAULT_ADVICE[effective][category] : '';
  const morphologyLabels = {
    [COMPUTED]: `Calculée : ${computed ? MORPHOLOGY_LABELS[computed] : INCOMPLETE_MORPHOLOGY_LABEL}`,
    ...MORPHOLOGY_LABELS,
  } as Record<Morphology | typeof COMPUTED, string>;
  // The letters for femme, the shapes for homme; both for 'autre' or a gender not given. A choice kept from
  // before in the other system stays shown, for the server to say why it is refused.
  const allowed = morphologiesFor(diagnosis.measurements.gender);
  const morphologyOptions = [
    COMPUTED,
    ...allowed,
    ...(input.morphology && !allowed.includes(input.morphology) ? [input.morphology] : []),
  ] as const;
  const paletteLabels = {
    [NO_PALETTE]: 'Aucune palette',
    ...Object.fromEntries(PALETTE_IDS.map((id) => [id, PALETTES[id].label])),
  } as Record<PaletteId | typeof NO_PALETTE, string>;
  const removed = new Set(input.removedSwatches);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Advice equal to ours is not hers: it follows the morphology if that changes.
    const advice: Advice = Object.fromEntries(
      CATEGORIES.flatMap((category) => {
        const text = input.advice[category];
        return text && text.trim() !== defaultAdvice(category) ? [[category, text]] : [];
      }),
    );
    await diagnosisSchemas.submit(async ({ diagnosisInputSchema }) => {
      const parsed = diagnosisInputSchema.safeParse({ ...input, advice });
      if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? DIAGNOSIS_MESSAGES.hexInvalid);
      setError(null);
      try {
        await save.mutateAsync(parsed.data);
        onSaved();
        onDone();
      } catch (failure) {
        setError(errorMessage(failure));
      }
    });
  }

  const busy = save.isPending;
  return (
    <form
      onSubmit={submit}
      {...diagnosisSchemas.whenUsed}
      className="space-y-8"
      aria-labelledby={`${ids}-title`}
      noValidate
    >
      <h2 id={`${ids}-title`} className="sr-only">
        Modifier le diagnostic
      </h2>
      {restored && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {DIAGNOSIS_TEXTS.draftRestored}
        </p>
      )}
      <section className="space-y-4" aria-labelledby={`${ids}-morphology`}>
        <h3 id={`${ids}-morphology`} className="text-lg font-semibold text-gray-900">
          {DIAGNOSIS_TEXTS.morphologyTitle}
        </h3>
        <FormField label="Morphologie retenue">
          <OptionSelect
            value={input.morphology ?? COMPUTED}
            onChange={(value) => set('morphology', value === COMPUTED ? null : value)}
            onBlur={() => undefined}
            options={morphologyOptions}
            labels={morphologyLabels}
            disabled={busy}
          />
        </FormField>
        <FormField label="Note sur la morphologie">
          <Textarea
            value={input.morphologyNote ?? ''}
            maxLength={MAX_MORPHOLOGY_NOTE_LENGTH}
            onChange={(event) => set('morphologyNote', event.target.value)}
            disabled={busy}
          />
        </FormField>
      </section>

      <section className="space-y-4" aria-labelledby={`${ids}-palette`}>
        <h3 id={`${ids}-palette`} className="text-lg font-semibold text-gray-900">
          Palette
        </h3>
        <FormField label="Saison">
          <OptionSelect
            value={input.palette ?? NO_PALETTE}
            onChange={(value) => {
              onChange({ ...input, palette: value === NO_PALETTE ? null : value, removedSwatches: [] });
            }}
            onBlur={() => undefined}
            options={[NO_PALETTE, ...PALETTE_IDS]}
            labels={paletteLabels}
            disabled={busy}
          />
        </FormField>
        {input.palette && (
          <fieldset className="space-y-2" disabled={busy}>
            <legend className="text-sm font-semibold text-gray-900">Couleurs de la saison</legend>
            <p className="text-sm text-gray-500">
              Touchez une couleur pour la retirer de sa palette ou l’y remettre.
            </p>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
              {PALETTES[input.palette].swatches.map((swatch) => {
                const kept = !removed.has(swatch.hex);
                return (
                  <li key={swatch.hex}>
                    <button
                      type="button"
                      aria-pressed={kept}
                      onClick={() =>
                        set(
                          'removedSwatches',
                          kept
                            ? [...input.removedSwatches, swatch.hex]
                            : input.removedSwatches.filter((hex) => hex !== swatch.hex),
                        )
                      }
                      className="flex min-h-11 w-full items-center gap-2 rounded-lg border border-gray-200 px-2 text-left text-sm aria-[pressed=false]:border-dashed aria-[pressed=false]:text-gray-500 aria-[pressed=false]:line-through"
                    >
                      <span
                        className="size-6 shrink-0 rounded-full ring-1 ring-black/10"
                        style={{ backgroundColor: swatch.hex, opacity: kept ? 1 : 0.35 }}
                        aria-hidden
                      />
                      <span className="truncate">{swatch.name}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}
        <SwatchEditor
          legend="Couleurs ajoutées à sa palette"
          swatches={input.addedSwatches}
          onChange={(swatches) => set('addedSwatches', swatches)}
          max={MAX_ADDED_SWATCHES}
          tooMany={DIAGNOSIS_MESSAGES.tooManySwatches}
          disabled={busy}
        />
        <SwatchEditor
          legend={DIAGNOSIS_TEXTS.avoidTitle}
          swatches={input.avoidColors}
          onChange={(swatches) => set('avoidColors', swatches)}
          max={MAX_AVOID_COLORS}
          tooMany={DIAGNOSIS_MESSAGES.tooManyAvoid}
          disabled={busy}
        />
      </section>

      <section className="space-y-4" aria-labelledby={`${ids}-colours`}>
        <h3 id={`${ids}-colours`} className="text-lg font-semibold text-gray-900">
          {DIAGNOSIS_TEXTS.colourHandoverTitle}
        </h3>
        <SwatchEditor
          legend={DIAGNOSIS_TEXTS.signatureTitleConsultant}
          swatches={input.signatureColors}
          onChange={(swatches) => set('signatureColors', swatches)}
          max={MAX_SIGNATURE_COLORS}
          tooMany={DIAGNOSIS_MESSAGES.tooManySignature}
          disabled={busy}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={DIAGNOSIS_TEXTS.metalsTitle}>
            <OptionSelect
              value={input.metals ?? UNSAID}
              onChange={(value) => set('metals', value === UNSAID ? null : value)}
              onBlur={() => undefined}
              options={[UNSAID, ...METALS]}
              labels={metalLabels}
              disabled={busy}
            />
          </FormField>
          <FormField label={DIAGNOSIS_TEXTS.contrastTitle}>
            <OptionSelect
              value={input.contrast ?? UNSAID}
              onChange={(value) => set('contrast', value === UNSAID ? null : value)}
              onBlur={() => undefined}
              options={[UNSAID, ...CONTRAST_LEVELS]}
              labels={contrastLabels}
              disabled={busy}
            />
          </FormField>
        </div>
        <FormField label={DIAGNOSIS_TEXTS.makeupTitle}>
          <Textarea
            value={input.makeupAdvice ?? ''}
            maxLength={MAX_COLOUR_ADVICE_LENGTH}
            onChange={(event) => set('makeupAdvice', event.target.value)}
            disabled={busy}
          />
        </FormField>
        <FormField label={DIAGNOSIS_TEXTS.hairTitle}>
          <Textarea
            value={input.hairAdvice ?? ''}
            maxLength={MAX_COLOUR_ADVICE_LENGTH}
            onChange={(event) => set('hairAdvice', event.target.value)}
            disabled={busy}
          />
        </FormField>
      </section>

      <section className="space-y-4" aria-labelledby={`${ids}-advice`}>
        <h3 id={`${ids}-advice`} className="text-lg font-semibold text-gray-900">
          {DIAGNOSIS_TEXTS.adviceTitle}
        </h3>
        <p className="text-sm text-gray-500">
          Nos conseils pour sa morphologie sont proposés ; réécrivez ceux que vous voulez adapter.
        </p>
        {CATEGORIES.map((category) => (
          <FormField key={category} label={CATEGORY_TAB_LABELS[category]}>
            <Textarea
              value={input.advice[category] ?? defaultAdvice(category)}
              maxLength={MAX_ADVICE_LENGTH}
              onChange={(event) => set('advice', { ...input.advice, [category]: event.target.value })}
              disabled={busy}
            />
          </FormField>
        ))}
      </section>

      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Enregistrement...' : DIAGNOSIS_TEXTS.save}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
