import { MEASUREMENT_RANGES } from './limits';
import type { ConsultantMeasurements } from './measurements';

/**
 * The measurement forms' messages and fields, apart from measurements.ts's schemas: the pages that show or take
 * measurements need not load them until a form is sent.
 */

export const MEASUREMENT_MESSAGES = {
  genderRequired: 'Veuillez sélectionner votre genre',
  age: "L'âge doit être compris entre 18 et 120 ans",
  height: 'La taille doit être comprise entre 120 et 250 cm',
  weight: 'Le poids doit être compris entre 30 et 250 kg',
  bustSize: 'Le tour de poitrine doit être compris entre 60 et 150 cm',
  shoulderWidth: "La largeur d'épaules doit être comprise entre 30 et 60 cm",
  waistSize: 'Le tour de taille doit être compris entre 40 et 150 cm',
  hipSize: 'Le tour de hanches doit être compris entre 60 et 160 cm',
} as const;

export type MeasureKey = keyof typeof MEASUREMENT_RANGES;

/** What a consultant may measure in session, in the form's order. */
export const CONSULTANT_MEASUREMENTS = [
  'height',
  'weight',
  'bustSize',
  'shoulderWidth',
  'waistSize',
  'hipSize',
] as const satisfies readonly (keyof ConsultantMeasurements)[];

/** §5: empty or non-numeric values become unset. Decimals are rounded (the form asks whole cm and kg). */
export function parseMeasure(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  const text = String(raw).trim().replace(',', '.');
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? Math.round(value) : null;
}

export function isInRange(key: MeasureKey, value: number | null): boolean {
  return value === null || (value >= MEASUREMENT_RANGES[key].min && value <= MEASUREMENT_RANGES[key].max);
}
