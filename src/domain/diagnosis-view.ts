import { CATEGORIES } from './clothing';
import { EMPTY_DIAGNOSIS_INPUT, effectiveSwatches, type Diagnosis, type DiagnosisInput } from './diagnosis';
import { computeMorphology, type MorphologyMeasurements } from './morphology';
import { DEFAULT_ADVICE } from './morphology-advice';
import { PALETTES } from './palettes';

/** The consultant's input as a row holds it, or the empty one before she writes any. */
export function diagnosisInputOf(row: DiagnosisInput | null): DiagnosisInput {
  if (!row) return EMPTY_DIAGNOSIS_INPUT;
  const { morphology, morphologyNote, advice, palette, addedSwatches, removedSwatches, avoidColors } = row;
  const { signatureColors, metals, contrast, makeupAdvice, hairAdvice } = row;
  return {
    morphology,
    morphologyNote,
    advice,
    palette,
    addedSwatches,
    removedSwatches,
    avoidColors,
    signatureColors,
    metals,
    contrast,
    makeupAdvice,
    hairAdvice,
  };
}

/**
 * What a diagnosis says once read against her measurements: the morphology (hers as the consultant confirmed or
 * corrected it, else the computed one), the advice for it (hers where she rewrote it, ours otherwise), the palette
 * and its swatches. The same for 'Mon diagnostic', the client file and the carnet de style.
 */
export function readDiagnosis(
  input: DiagnosisInput,
  measurements: MorphologyMeasurements,
): Pick<Diagnosis, 'morphology' | 'advice' | 'palette' | 'swatches'> {
  const computed = computeMorphology(measurements);
  const computedType = computed.kind === 'computed' ? computed.type : null;
  const effective = input.morphology ?? computedType;
  const source = input.morphology
    ? input.morphology === computedType
      ? 'confirmed'
      : 'corrected'
    : computedType
      ? 'computed'
      : null;
  return {
    morphology: { computed, effective, source },
    advice: effective
      ? CATEGORIES.map((category) => {
          const custom = input.advice[category];
          return { category, text: custom ?? DEFAULT_ADVICE[effective][category], custom: Boolean(custom) };
        })
      : [],
    palette: input.palette
      ? {
          id: input.palette,
          label: PALETTES[input.palette].label,
          description: PALETTES[input.palette].description,
        }
      : null,
    swatches: effectiveSwatches(input),
  };
}
