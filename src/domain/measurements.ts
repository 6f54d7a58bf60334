import { z } from './zod';
import { GENDERS, type Gender } from './genders';
import { MEASUREMENT_HISTORY_PAGE_SIZE, MEASUREMENT_RANGES, type OptionalMeasurement } from './limits';
import { MEASUREMENT_MESSAGES, type MeasureKey } from './measurement-fields';
import { consentField } from './consent';

export { MEASUREMENT_HISTORY_PAGE_SIZE, OPTIONAL_MEASUREMENTS, type OptionalMeasurement } from './limits';
export {
  CONSULTANT_MEASUREMENTS,
  isInRange,
  MEASUREMENT_MESSAGES,
  parseMeasure,
  type MeasureKey,
} from './measurement-fields';

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

export const measurementHistoryQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MEASUREMENT_HISTORY_PAGE_SIZE),
});

/** What a client sends: the optional measurements may be left out. */
export type ClientProfileInput = Omit<ClientProfile, OptionalMeasurement> &
  Partial<Pick<ClientProfile, OptionalMeasurement>>;
