import type { OptionalMeasurement } from '~/domain/measurements';
import { MEASUREMENT_MESSAGES } from '~/domain/measurement-fields';
import { MEASUREMENT_RANGES } from '~/domain/limits';

export type MeasureKey = 'age' | 'height' | 'weight' | 'bustSize' | OptionalMeasurement;

export type MeasureStep = {
  key: MeasureKey;
  title: string;
  description: string;
  label: string;
  unit: string;
  error: string;
  range: { min: number; max: number };
};

export const MEASURE_STEPS: Record<MeasureStep['key'], MeasureStep> = {
  age: {
    key: 'age',
    title: 'Quel âge avez-vous ?',
    description: 'Votre âge aide votre conseiller à adapter ses recommandations.',
    label: 'Âge',
    unit: 'ans',
    error: MEASUREMENT_MESSAGES.age,
    range: MEASUREMENT_RANGES.age,
  },
  height: {
    key: 'height',
    title: 'Quelle est votre taille ?',
    description: 'Votre silhouette est dessinée à votre taille.',
    label: 'Taille',
    unit: 'cm',
    error: MEASUREMENT_MESSAGES.height,
    range: MEASUREMENT_RANGES.height,
  },
  weight: {
    key: 'weight',
    title: 'Quel est votre poids ?',
    description: 'Il donne sa carrure à votre silhouette. Cette information reste privée.',
    label: 'Poids',
    unit: 'kg',
    error: MEASUREMENT_MESSAGES.weight,
    range: MEASUREMENT_RANGES.weight,
  },
  bustSize: {
    key: 'bustSize',
    title: 'Quel est votre tour de poitrine ?',
    description: 'Mesuré au niveau le plus fort de la poitrine.',
    label: 'Tour de poitrine',
    unit: 'cm',
    error: MEASUREMENT_MESSAGES.bustSize,
    range: MEASUREMENT_RANGES.bustSize,
  },
  shoulderWidth: {
    key: 'shoulderWidth',
    title: 'Quelle est votre largeur d’épaules\u00a0?',
    description: 'Dans le dos, en ligne droite, d’une pointe d’épaule à l’autre.',
    label: "Largeur d'épaules",
    unit: 'cm',
    error: MEASUREMENT_MESSAGES.shoulderWidth,
    range: MEASUREMENT_RANGES.shoulderWidth,
  },
  waistSize: {
    key: 'waistSize',
    title: 'Quel est votre tour de taille\u00a0?',
    description: 'Autour de la taille, à l’endroit le plus fin, sans serrer le mètre.',
    label: 'Tour de taille',
    unit: 'cm',
    error: MEASUREMENT_MESSAGES.waistSize,
    range: MEASUREMENT_RANGES.waistSize,
  },
  hipSize: {
    key: 'hipSize',
    title: 'Quel est votre tour de hanches\u00a0?',
    description: 'Autour des hanches, à l’endroit le plus large, pieds joints.',
    label: 'Tour de hanches',
    unit: 'cm',
    error: MEASUREMENT_MESSAGES.hipSize,
    range: MEASUREMENT_RANGES.hipSize,
  },
};

/** After the five steps: the measurements the morphology needs, each optional, in the order the body reads. */
export const OPTIONAL_STEPS = [
  'shoulderWidth',
  'waistSize',
  'hipSize',
] as const satisfies readonly OptionalMeasurement[];
