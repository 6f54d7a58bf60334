import { MEASUREMENT_MESSAGES } from '~/domain/measurements';
import { MEASUREMENT_RANGES } from '~/domain/limits';

export type MeasureStep = {
  key: 'age' | 'height' | 'weight' | 'bustSize';
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
};
