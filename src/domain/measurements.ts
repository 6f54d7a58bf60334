import { z } from './zod';
import { GENDERS, type Gender } from './genders';
import { MEASUREMENT_RANGES, type OptionalMeasurement } from './limits';
import { consentField } from './consent';

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

export { OPTIONAL_MEASUREMENTS, type OptionalMeasurement } from './limits';

type MeasureKey = keyof typeof MEASUREMENT_RANGES;

const measure = (key: MeasureKey) =>
  z
    .number(MEASUREMENT_MESSAGES[key])
    .int(MEASUREMENT_MESSAGES[key])
    .min(MEASUREMENT_RANGES[key].min, MEASUREMENT_MESSAGES[key])
    .max(MEASUREMENT_RANGES[key].max, MEASUREMENT_MESSAGES[key])
    .nullable();

/**
 * The client's measurements (§3 client_profiles). Bust size only counts for femme. An optional measurement
 * left out of the body keeps its stored value (older forms do not know it); `null` unsets it.
 */
const measurementsShape = {
  gender: z.enum(GENDERS, MEASUREMENT_MESSAGES.genderRequired).nullable(),
  age: measure('age'),
  height: measure('height'),
  weight: measure('weight'),
  bustSize: measure('bustSize'),
  shoulderWidth: measure('shoulderWidth').optional(),
  waistSize: measure('waistSize').optional(),
  hipSize: measure('hipSize').optional(),
};

const bustOnlyForFemme = <P extends { gender: Gender | null; bustSize: number | null }>(profile: P): P => ({
  ...profile,
  bustSize: profile.gender === 'femme' ? profile.bustSize : null,
});

/**
 * The client's measurements (§3 client_profiles). Bust size only counts for femme. An optional measurement
 * left out of the body keeps its stored value (older forms do not know it); `null` unsets it.
 */
export const clientProfileSchema = z.object(measurementsShape).transform(bustOnlyForFemme);

/** Onboarding requires the gender, and the client's consent to keep what she gives (the box she ticked). */
export const onboardingSchema = z
  .object({ ...measurementsShape, consent: consentField })
  .refine((p) => p.gender !== null, { path: ['gender'], message: MEASUREMENT_MESSAGES.genderRequired })
  .transform(({ consent: _consent, ...profile }) => bustOnlyForFemme(profile));

/**
 * What the consultant records in session on the client file: the body, not who the client is (her gender and
 * age stay hers). A measurement left out keeps its stored value; `null` unsets it. The bust counts for femme only.
 */
export const consultantMeasurementsSchema = z.object({
  height: measure('height').optional(),
  weight: measure('weight').optional(),
  bustSize: measure('bustSize').optional(),
  shoulderWidth: measure('shoulderWidth').optional(),
  waistSize: measure('waistSize').optional(),
  hipSize: measure('hipSize').optional(),
});
export type ConsultantMeasurements = z.output<typeof consultantMeasurementsSchema>;
export const CONSULTANT_MEASUREMENTS = [
  'height',
  'weight',
  'bustSize',
  'shoulderWidth',
  'waistSize',
  'hipSize',
] as const satisfies readonly (keyof ConsultantMeasurements)[];

export type ClientProfile = {
  gender: Gender | null;
  age: number | null;
  height: number | null;
  weight: number | null;
  bustSize: number | null;
  shoulderWidth: number | null;
  waistSize: number | null;
  hipSize: number | null;
};

/** The measurements as they stood after one change: when, and whether the client or her consultant made it. */
export type MeasurementSnapshot = ClientProfile & {
  id: string;
  changedAt: string;
  changedBy: 'client' | 'consultant' | null;
};

export const MEASUREMENT_HISTORY_PAGE_SIZE = 20;

export const measurementHistoryQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MEASUREMENT_HISTORY_PAGE_SIZE),
});

/** What a client sends: the optional measurements may be left out. */
export type ClientProfileInput = Omit<ClientProfile, OptionalMeasurement> &
  Partial<Pick<ClientProfile, OptionalMeasurement>>;

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
